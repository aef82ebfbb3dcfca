import { and, eq, notInArray, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  AccountSaveResult,
  EmploymentType,
  hasPermission,
  Permissions,
  StaffStatus,
  SyncResult,
  UserType,
  type HrStaffDataSourceRequest,
  type StaffAccountSave,
  type UserAccountDataSourceRequest,
} from '@portal/domain';
import {
  hrStaffDataSourceBody,
  staffAccountSaveBody,
  userAccountDataSourceBody,
} from '@portal/domain/src/schemas';
import { staff, users } from '../../db/schema';
import { toDataSourceQuery } from '../../lib/search/search-runner';
import { ruleValidator } from '../../lib/rule-validation';
import { sendError } from '../../plugins/errors';
import { isStaffSide } from '../user/caller-kind';
import { accountInputErrors, checkAccountSave, createAccountWithLink } from './account-create';
import { formatError } from './account-http';
import { ACCOUNT_RULE_LABELS } from './account-messages';
import { outer } from './account-columns';
import { inEntity } from './account-queries';
import { idParams, saveResponses, tags, userDetailParams } from './account.schemas';
import type { AccountsContext } from './accounts-context';
import { partySource, pickerAnswer, userSource, type PickerSource } from './account-pickers';
import { FB_TOKEN_SECONDS, signFbToken } from './fb-token';
import { INTERNAL, STAFF_SIDE, entityRoute, userRoute } from '../../plugins/route-access';

const P = Permissions.UserAccountSummary;
const BASE = '/api/UserAccount';

/** The smaller /api/UserAccount calls: the FB token, role and name lookups, pickers, save-user. */
export async function accountLookupRoutes(app: FastifyInstance, context: AccountsContext) {
  const { db } = context;
  const rules = ruleValidator('user-account.json', { labels: ACCOUNT_RULE_LABELS });

  app.get(
    `${BASE}/getTokentoFB`,
    {
      config: userRoute(),
      schema: { tags, summary: 'A short-lived token for the FB system (SyncResult)' },
    },
    async (request) => {
      const [user] = await db
        .select({ fbUserId: users.fbUserId })
        .from(users)
        .where(eq(users.id, request.user.id));
      if (user?.fbUserId == null) return { result: SyncResult.FBError };
      return {
        result: SyncResult.Success,
        token: signFbToken(context.jwtSecret, request.user.id, user.fbUserId, new Date()),
        fbUserId: user.fbUserId,
        expiresIn: FB_TOKEN_SECONDS,
      };
    },
  );

  app.get<{ Params: { id: number } }>(
    `${BASE}/loggedUserRoleExists/:id`,
    {
      config: userRoute(),
      schema: { tags, summary: 'Whether the caller holds role {id}', params: idParams },
    },
    async (request) => ({
      result: AccountSaveResult.Success,
      exists: request.user.roleIds.includes(request.params.id),
    }),
  );

  app.get<{ Params: { id: number } }>(
    `${BASE}/getUserName/:id`,
    {
      config: entityRoute(null, STAFF_SIDE, 'entity'),
      schema: {
        tags,
        summary: "A user's name (staff-side callers; users of the entity only)",
        params: idParams,
      },
    },
    async (request, reply) => {
      if (!isStaffSide(request.user)) return sendError(request, reply, 403, 'http.403');
      const [user] = await db
        .select({ fullName: users.fullName })
        .from(users)
        .where(and(eq(users.id, request.params.id), inEntity(request.entityId!)));
      return user
        ? { result: AccountSaveResult.Success, userName: user.fullName }
        : { result: AccountSaveResult.NotFound };
    },
  );

  app.get<{ Params: { userId: number; entityId: number } }>(
    `${BASE}/user-detail/:userId/:entityId`,
    {
      config: userRoute(),
      schema: {
        tags,
        summary: 'Contact card of a user working in an entity the caller works in',
        params: userDetailParams,
      },
    },
    async (request, reply) => {
      const { userId, entityId } = request.params;
      if (!isStaffSide(request.user)) return sendError(request, reply, 403, 'http.403');
      if (!request.user.entityIds.includes(entityId))
        return sendError(request, reply, 403, 'http.entityForbidden');
      const [user] = await db
        .select({
          id: users.id,
          loginName: users.loginName,
          fullName: users.fullName,
          email: users.email,
          phoneNumber: users.phoneNumber,
          userType: users.userType,
          roleNames: sql<string[]>`coalesce((select json_agg(r.name order by r.name) from user_roles ur
            join roles r on r.id = ur.role_id where ur.user_id = ${outer.id}), '[]'::json)`,
        })
        .from(users)
        .where(and(eq(users.id, userId), inEntity(entityId)));
      return user
        ? { result: AccountSaveResult.Success, data: user }
        : { result: AccountSaveResult.NotFound };
    },
  );

  app.post<{ Body: UserAccountDataSourceRequest }>(
    `${BASE}/getuserdatasource`,
    {
      config: entityRoute(null, INTERNAL, 'entity'),
      schema: {
        tags,
        summary: 'Records an account of userType links to (customers, suppliers, factories), else users',
        body: userAccountDataSourceBody,
      },
    },
    async (request, reply) => {
      const query = toDataSourceQuery(request.body);
      const { userType, supplierId } = query.filter as UserAccountDataSourceRequest;
      const party =
        userType === UserType.Customer || userType === UserType.Supplier || userType === UserType.Factory;
      // Party names are account-admin business; a list of colleagues serves any staff-side picker.
      if (party ? !hasPermission(request.user, P.View) : !isStaffSide(request.user))
        return sendError(request, reply, 403, 'http.403');
      const entityId = request.entityId!;
      const source = party
        ? partySource(userType!, entityId, supplierId ?? null)
        : userSource(entityId, userType ?? null);
      return pickerAnswer(db, source, query);
    },
  );

  app.post<{ Body: HrStaffDataSourceRequest }>(
    `${BASE}/GetHrStaffDataSource`,
    {
      config: entityRoute(P.View, INTERNAL, 'entity'),
      schema: {
        tags,
        summary: "Staff of the entity for an account's staff link",
        body: hrStaffDataSourceBody,
      },
    },
    async (request) => {
      const query = toDataSourceQuery(request.body);
      const filter = query.filter as HrStaffDataSourceRequest;
      const taken = db
        .select({ id: sql<number>`${users.staffId}` })
        .from(users)
        .where(
          and(
            sql`${users.staffId} is not null`,
            filter.exceptUserId ? sql`${users.id} <> ${filter.exceptUserId}` : undefined,
          ),
        );
      const source: PickerSource = {
        table: staff,
        id: staff.id,
        name: sql<string>`${staff.fullName} || ' (' || ${staff.employeeNo} || ')'`,
        order: staff.fullName,
        texts: [staff.fullName, staff.employeeNo],
        where: and(
          eq(staff.entityId, request.entityId!),
          eq(staff.status, StaffStatus.OnJob),
          filter.withoutAccount ? notInArray(staff.id, taken) : undefined,
        ),
        scope: eq(staff.entityId, request.entityId!),
      };
      return pickerAnswer(db, source, query);
    },
  );

  app.post<{ Body: StaffAccountSave }>(
    `${BASE}/save-user`,
    {
      config: entityRoute(P.Edit, INTERNAL, 'entity'),
      schema: {
        tags,
        summary: 'Create the account of a staff member from the staff record (name, email, phone)',
        body: staffAccountSaveBody,
        response: saveResponses,
      },
    },
    async (request, reply) => {
      const entityId = request.entityId!;
      const [record] = await db
        .select({
          fullName: staff.fullName,
          email: staff.email,
          phone: staff.phone,
          employmentType: staff.employmentType,
        })
        .from(staff)
        .where(and(eq(staff.id, request.body.staffId), eq(staff.entityId, entityId)));
      if (!record) return { result: AccountSaveResult.NotFound };
      const body = {
        loginName: request.body.loginName,
        fullName: record.fullName,
        email: request.body.email?.trim() || record.email || '',
        phoneNumber: record.phone,
        userType:
          record.employmentType === EmploymentType.Outsource ? UserType.OutSource : UserType.InternalUser,
        isActive: true,
        language: request.body.language,
        staffId: request.body.staffId,
        customerId: null,
        supplierId: null,
        factoryId: null,
        roleIds: request.body.roleIds,
        entityIds: [entityId],
        serviceIds: request.body.serviceIds,
        profileIds: [],
      };
      const inputErrors = accountInputErrors(rules, request, body);
      if (inputErrors.length) return formatError(request, reply, inputErrors);
      const check = await checkAccountSave(db, request, body, null);
      if ('errors' in check) return formatError(request, reply, check.errors);
      return createAccountWithLink(context, request, check.values, check.viewer);
    },
  );
}
