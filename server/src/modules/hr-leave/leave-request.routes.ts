import type { FastifyInstance } from 'fastify';
import { and, asc, eq, sql } from 'drizzle-orm';
import {
  hasPermission,
  MAX_SCREEN_EXPORT_ROWS,
  Permissions,
  ResourceResult,
  type Lang,
  type LeaveFilter,
  type LeaveLookups,
  type LeaveRow,
  type LeaveSave,
} from '@portal/domain';
import { leaveSaveBody, leaveSearchBody } from '@portal/domain/src/schemas';
import type { Db } from '../../db/client';
import { leaveTypes, staff } from '../../db/schema';
import { ruleValidator } from '../../lib/rule-validation';
import { searchResponse, toSearchQuery, pageAndTotal } from '../../lib/search/search-runner';
import { requestLang, sendError } from '../../plugins/errors';
import type { ResourceDefinition } from '../kit/resource-definition';
import { exportStream, sendXlsx } from '../kit/resource-export';
import { scopeOf } from '../kit/resource-routes';
import { leaveApprovers } from './leave-approvers';
import { leaveCaller } from './leave-caller';
import { leaveDetail, mayView, relationOf } from './leave-detail';
import { dayTypeName, LEAVE_RULE_LABELS, leaveMessage, leaveStatusName } from './leave-messages';
import { answerWorkflow } from '../kit/workflow-outcome';
import { findLeave, leaveCount, leavePage, type LeaveQuery } from './leave-request.repository';
import { idParams, saveResponses } from './leave-request.schemas';
import { saveLeave } from './leave-request.service';
import { INTERNAL, entityRoute } from '../../plugins/route-access';

const BASE = '/api/HumanResource';
const tags = ['Leave'];
const DEFAULT_SORT = { field: 'startDate', direction: 'desc' } as const;

/** Leave requests: one request, save, the summary's lookups, search and export. */
export async function leaveRequestRoutes(app: FastifyInstance, { db }: { db: Db }): Promise<void> {
  const rules = ruleValidator('leave-request.json', { labels: LEAVE_RULE_LABELS });

  app.get<{ Params: { id: number } }>(
    `${BASE}/leave-request/:id`,
    {
      config: entityRoute(Permissions.LeaveRequest.View, INTERNAL, 'entity'),
      schema: {
        tags,
        summary: 'One leave request with its approvers, history and allowed steps',
        params: idParams,
      },
    },
    async (request, reply) => {
      const caller = await leaveCaller(db, request);
      const record = await findLeave(db, caller.entityId, request.params.id);
      if (!record) return { result: ResourceResult.NotFound };
      const route = await leaveApprovers(db, caller.entityId, record.staffId);
      if (!mayView(caller, relationOf(caller, record, route)))
        return sendError(request, reply, 403, 'http.403');
      return { result: ResourceResult.Success, data: await leaveDetail(db, caller, record, route) };
    },
  );

  app.post<{ Body: LeaveSave }>(
    `${BASE}/leave/save`,
    {
      config: entityRoute(Permissions.LeaveRequest.View, INTERNAL, 'entity'),
      preValidation: rules.preValidation,
      schema: {
        tags,
        summary: 'Create (id 0) or change a pending leave request at its version; days computed here',
        body: leaveSaveBody,
        response: saveResponses,
      },
    },
    async (request, reply) => {
      const context = {
        db,
        bus: app.realtime,
        caller: await leaveCaller(db, request),
        lang: requestLang(request),
        log: request.log,
      };
      return answerWorkflow(request, reply, await saveLeave(context, request.body));
    },
  );

  app.get(
    `${BASE}/leave-summary/`,
    {
      config: entityRoute(Permissions.LeaveRequest.View, INTERNAL, 'entity'),
      schema: { tags, summary: 'Leave types and what the caller may see and do' },
    },
    async (request): Promise<LeaveLookups> => {
      const caller = await leaveCaller(db, request);
      const [types, [own], [report]] = await Promise.all([
        db
          .select({
            id: leaveTypes.id,
            name: leaveTypes.name,
            code: leaveTypes.code,
            isPaid: leaveTypes.isPaid,
            isActive: leaveTypes.isActive,
          })
          .from(leaveTypes)
          .where(eq(leaveTypes.entityId, caller.entityId))
          .orderBy(asc(sql`lower(${leaveTypes.name})`), asc(leaveTypes.id)),
        db
          .select({ fullName: staff.fullName })
          .from(staff)
          .where(eq(staff.id, caller.staffId ?? -1)),
        db
          .select({ id: staff.id })
          .from(staff)
          .where(and(eq(staff.managerStaffId, caller.staffId ?? -1), eq(staff.entityId, caller.entityId)))
          .limit(1),
      ]);
      return {
        result: ResourceResult.Success,
        leaveTypes: types,
        ownStaffId: caller.staffId,
        ownStaffName: own?.fullName ?? null,
        viewAll: caller.viewAll,
        isManager: report != null,
      };
    },
  );

  app.post<{ Body: Record<string, unknown> }>(
    `${BASE}/leave-summary`,
    {
      config: entityRoute(Permissions.LeaveSummary.View, INTERNAL, 'entity'),
      schema: { tags, summary: 'Search the leave requests the caller may see', body: leaveSearchBody },
    },
    async (request, reply) => {
      const body = request.body as Record<string, unknown> & { takeAll?: boolean | null };
      const query = toSearchQuery<Partial<LeaveFilter>>(body as never, DEFAULT_SORT);
      if (body.takeAll) {
        // The screen's own export: an export, so it needs that right.
        if (!hasPermission(request.user, Permissions.LeaveSummary.Export))
          return sendError(request, reply, 403, 'http.403');
        Object.assign(query, { skip: 0, take: MAX_SCREEN_EXPORT_ROWS });
      }
      const caller = await leaveCaller(db, request);
      const [rows, total] = await pageAndTotal(
        query,
        () => leavePage(db, caller, query),
        () => leaveCount(db, caller, query),
      );
      return searchResponse(rows, total);
    },
  );

  app.post<{ Body: Record<string, unknown> }>(
    `${BASE}/leave/export`,
    {
      config: entityRoute(Permissions.LeaveSummary.Export, INTERNAL, 'entity'),
      schema: { tags, summary: 'Every matching leave request as an xlsx', body: leaveSearchBody },
    },
    async (request, reply) => {
      const lang = requestLang(request);
      const caller = await leaveCaller(db, request);
      const query = toSearchQuery<Partial<LeaveFilter>>(request.body as never, DEFAULT_SORT, {
        allowTakeAll: true,
      });
      // The kit's streamed writer only reads the sheet and the page function; the page is caller-scoped.
      const sheet = {
        exportSheet: {
          sheetName: { en: leaveMessage('SheetLeave', 'en'), fr: leaveMessage('SheetLeave', 'fr') },
          columns: leaveExportColumns(lang),
        },
        repository: { page: (pageDb: Db, pageQuery: LeaveQuery) => leavePage(pageDb, caller, pageQuery) },
      } as unknown as ResourceDefinition<LeaveRow, never, never, Partial<LeaveFilter>>;
      const stamp = new Date().toISOString().slice(0, 10);
      return sendXlsx(
        reply,
        `leave-${stamp}.xlsx`,
        exportStream(db, sheet, { ...query, skip: 0, take: null }, lang, scopeOf(request)),
      );
    },
  );
}

/** The sheet's columns; statuses and day types are written in the request's language. */
const leaveExportColumns = (lang: Lang) => [
  { header: { en: 'Employee no.', fr: 'Matricule' }, value: (row: LeaveRow) => row.employeeNo, width: 14 },
  { header: { en: 'Staff', fr: 'Collaborateur' }, value: (row: LeaveRow) => row.staffName, width: 26 },
  {
    header: { en: 'Leave type', fr: 'Type de congé' },
    value: (row: LeaveRow) => row.leaveTypeName,
    width: 20,
  },
  { header: { en: 'Start date', fr: 'Date de début' }, value: (row: LeaveRow) => row.startDate, width: 12 },
  {
    header: { en: 'Start day', fr: 'Premier jour' },
    value: (row: LeaveRow) => dayTypeName(row.startDayType, lang),
    width: 12,
  },
  { header: { en: 'End date', fr: 'Date de fin' }, value: (row: LeaveRow) => row.endDate, width: 12 },
  {
    header: { en: 'End day', fr: 'Dernier jour' },
    value: (row: LeaveRow) => dayTypeName(row.endDayType, lang),
    width: 12,
  },
  { header: { en: 'Days', fr: 'Jours' }, value: (row: LeaveRow) => row.days, width: 8 },
  {
    header: { en: 'Status', fr: 'Statut' },
    value: (row: LeaveRow) => leaveStatusName(row.status, lang),
    width: 12,
  },
  { header: { en: 'Reason', fr: 'Motif' }, value: (row: LeaveRow) => row.reason, width: 30 },
  { header: { en: 'Decided by', fr: 'Décidé par' }, value: (row: LeaveRow) => row.actedByName, width: 22 },
  { header: { en: 'Comment', fr: 'Commentaire' }, value: (row: LeaveRow) => row.comment, width: 30 },
];
