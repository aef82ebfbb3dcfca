import type { FastifyInstance } from 'fastify';
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import {
  EXPENSE_CURRENCIES,
  isExpenseCurrency,
  Permissions,
  ResourceResult,
  type ExpenseLookups,
  type ExpenseSave,
} from '@portal/domain';
import { expenseSaveBody } from '@portal/domain/src/schemas';
import type { Db } from '../../db/client';
import { expenseClaims, expenseLines, expenseTypes, staff } from '../../db/schema';
import { requestLang, sendError } from '../../plugins/errors';
import { stepRoute } from './expense-actors';
import { expenseCaller } from './expense-caller';
import { findClaim } from './expense-claim.repository';
import { saveClaim } from './expense-claim.service';
import { expenseDetail, mayView, relationOf } from './expense-detail';
import { answerWorkflow } from '../kit/workflow-outcome';
import { idParams } from './expense.schemas';
import { INTERNAL, entityRoute } from '../../plugins/route-access';

const BASE = '/api/ExpenseClaim';
const tags = ['Expense claims'];
const FALLBACK_CURRENCY = 'USD';

/** The claim form: its lookups, one claim, save. */
export async function expenseClaimRoutes(app: FastifyInstance, { db }: { db: Db }): Promise<void> {
  app.get(
    `${BASE}/lookups`,
    {
      config: entityRoute(Permissions.ExpenseClaim.View, INTERNAL, 'entity'),
      schema: { tags, summary: 'Expense types, currencies and what the caller may see and do' },
    },
    async (request): Promise<ExpenseLookups> => {
      const caller = await expenseCaller(db, request);
      const own = caller.staffId ?? -1;
      const [types, [self], [report], [lastLine]] = await Promise.all([
        db
          .select({ id: expenseTypes.id, name: expenseTypes.name, isActive: expenseTypes.isActive })
          .from(expenseTypes)
          .where(eq(expenseTypes.entityId, caller.entityId))
          .orderBy(asc(sql`lower(${expenseTypes.name})`), asc(expenseTypes.id)),
        db.select({ fullName: staff.fullName }).from(staff).where(eq(staff.id, own)),
        db
          .select({ id: staff.id })
          .from(staff)
          .where(and(eq(staff.managerStaffId, own), eq(staff.entityId, caller.entityId)))
          .limit(1),
        db
          .select({ currency: expenseLines.currency })
          .from(expenseLines)
          .innerJoin(expenseClaims, eq(expenseClaims.id, expenseLines.claimId))
          .where(and(eq(expenseClaims.staffId, own), eq(expenseClaims.entityId, caller.entityId)))
          .orderBy(desc(expenseClaims.id), desc(expenseLines.position))
          .limit(1),
      ]);
      return {
        result: ResourceResult.Success,
        expenseTypes: types,
        currencies: [...EXPENSE_CURRENCIES],
        defaultCurrency: isExpenseCurrency(lastLine?.currency) ? lastLine.currency : FALLBACK_CURRENCY,
        ownStaffId: caller.staffId,
        ownStaffName: self?.fullName ?? null,
        viewAll: caller.viewAll,
        isManager: report != null,
      };
    },
  );

  app.get<{ Params: { id: number } }>(
    `${BASE}/:id`,
    {
      config: entityRoute(Permissions.ExpenseClaim.View, INTERNAL, 'entity'),
      schema: {
        tags,
        summary: 'One claim with its lines, receipts, history and the steps the caller may take',
        params: idParams,
      },
    },
    async (request, reply) => {
      const caller = await expenseCaller(db, request);
      const record = await findClaim(db, caller.entityId, request.params.id);
      if (!record) return { result: ResourceResult.NotFound };
      const route = await stepRoute(db, caller.entityId, record);
      if (!mayView(caller, relationOf(caller, record, route)))
        return sendError(request, reply, 403, 'http.403');
      return { result: ResourceResult.Success, data: await expenseDetail(db, caller, record, route) };
    },
  );

  app.post<{ Body: ExpenseSave }>(
    `${BASE}/save`,
    {
      config: entityRoute(Permissions.ExpenseClaim.View, INTERNAL, 'entity'),
      schema: {
        tags,
        summary: 'Create (id 0) or change a pending claim of ones own at its version; lines replaced whole',
        body: expenseSaveBody,
      },
    },
    async (request, reply) => {
      const context = {
        db,
        bus: app.realtime,
        caller: await expenseCaller(db, request),
        lang: requestLang(request),
        log: request.log,
      };
      return answerWorkflow(request, reply, await saveClaim(context, request.body));
    },
  );
}
