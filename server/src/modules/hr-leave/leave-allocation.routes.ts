import type { FastifyInstance } from 'fastify';
import {
  Permissions,
  RequestResult,
  ResourceResult,
  type LeaveAllocationFilter,
  type LeaveAllocationSave,
  type LeaveAllocationSearchResponse,
} from '@portal/domain';
import { leaveAllocationSaveBody, leaveAllocationSearchBody } from '@portal/domain/src/schemas';
import type { Db } from '../../db/client';
import type { FieldError } from '../../lib/http-error';
import { toSearchQuery } from '../../lib/search/search-runner';
import { requestLang, sendError } from '../../plugins/errors';
import { allocationPage, allocationTypes, entityIds, saveAllocations } from './leave-allocation.repository';
import { isLeaveDays, leaveTypeMessage } from './leave-type-messages';
import { INTERNAL, entityRoute } from '../../plugins/route-access';

const MANAGE = Permissions.LeaveSummary.ManageTypes;
const BASE = '/api/HumanResource';
const tags = ['Leave types'];
const DEFAULT_SORT = { field: 'fullName', direction: 'asc' } as const;

/**
 * Yearly allocations per staff. A staff's entitlement of a type for a year is its allocation when one is
 * set, else the type's yearly days (the rule the balances read); saving null removes the allocation.
 */
export async function leaveAllocationRoutes(app: FastifyInstance, { db }: { db: Db }): Promise<void> {
  app.post<{ Body: Record<string, unknown> }>(
    `${BASE}/leave-allocations/search`,
    {
      config: entityRoute(MANAGE, INTERNAL, 'entity'),
      schema: {
        tags,
        summary:
          "The entity's staff with each type's days of a year (allocation, else the type's yearly days)",
        body: leaveAllocationSearchBody,
      },
    },
    async (request): Promise<LeaveAllocationSearchResponse> => {
      const entityId = request.entityId!;
      const query = toSearchQuery<LeaveAllocationFilter>(request.body as never, DEFAULT_SORT);
      const year = query.filter.year;
      const types = await allocationTypes(db, entityId, year);
      const { rows, total } = await allocationPage(db, entityId, query, types);
      return {
        result: total ? RequestResult.Success : RequestResult.DataNotFound,
        year,
        types,
        data: rows,
        total,
      };
    },
  );

  app.post<{ Body: LeaveAllocationSave }>(
    `${BASE}/leave-allocations/save`,
    {
      config: entityRoute(MANAGE, INTERNAL, 'entity'),
      schema: {
        tags,
        summary: 'Set (0–366, half days) or remove (null) allocations of a year, all or none',
        body: leaveAllocationSaveBody,
      },
    },
    async (request, reply) => {
      const lang = requestLang(request);
      const entityId = request.entityId!;
      const { year, changes } = request.body;
      const [knownStaff, knownTypes] = await Promise.all([
        entityIds(
          db,
          entityId,
          'staff',
          changes.map((change) => change.staffId),
        ),
        entityIds(
          db,
          entityId,
          'leaveTypes',
          changes.map((change) => change.leaveTypeId),
        ),
      ]);
      const errors: FieldError[] = [];
      changes.forEach((change, index) => {
        const at = (field: string) => `changes.${index}.${field}`;
        if (!knownStaff.has(change.staffId))
          errors.push({ field: at('staffId'), message: leaveTypeMessage('UnknownStaff', lang) });
        if (!knownTypes.has(change.leaveTypeId))
          errors.push({ field: at('leaveTypeId'), message: leaveTypeMessage('UnknownType', lang) });
        if (change.days !== null && !isLeaveDays(change.days))
          errors.push({ field: at('days'), message: leaveTypeMessage('DaysRange', lang) });
      });
      if (errors.length) return sendError(request, reply, 400, 'http.validation', errors);
      await db.transaction((tx) => saveAllocations(tx as unknown as Db, year, changes));
      return { result: ResourceResult.Success, saved: changes.length };
    },
  );
}
