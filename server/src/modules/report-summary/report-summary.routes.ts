import type { FastifyInstance } from 'fastify';
import {
  hasPermission,
  MAX_SCREEN_EXPORT_ROWS,
  Permissions,
  REPORT_API,
  UserType,
  type ReportFilter,
  type ReportRow,
  type SortOrder,
} from '@portal/domain';
import { reportSearchBody } from '@portal/domain/src/schemas';
import type { Db } from '../../db/client';
import { countLimit, pageAndTotal, searchResponse, toSearchQuery } from '../../lib/search/search-runner';
import { requestLang, sendError } from '../../plugins/errors';
import { entityRoute } from '../../plugins/route-access';
import type { ResourceDefinition } from '../kit/resource-definition';
import { exportStream, sendXlsx } from '../kit/resource-export';
import { scopeOf } from '../kit/resource-routes';
import { errorResponses } from '../user/user.schemas';
import { REPORT_SHEET } from './report-summary-export';
import { reportSummaryRepository } from './report-summary.repository';
import { reportSearchResponse } from './report-summary.schemas';

const P = Permissions.InspectionReport;
const tags = ['InspectionReport'];
const DEFAULT_SORT: SortOrder = { field: 'inspectionDateFrom', direction: 'desc' };
/** Staff, the customers' users (their own sent reports) and outsourced inspectors (their own bookings'). */
export const REPORT_SUMMARY_USER_TYPES = [
  UserType.InternalUser,
  UserType.Customer,
  UserType.OutSource,
] as const;
/** The summary counts up to this many rows, then answers "10,000+" (as the booking summary does). */
export const REPORT_COUNT_CAP = 10_000;

/**
 * The report summary (reportsummary): search and export. Not the kit's resource routes: GET and DELETE
 * api/InspectionReport/{id} are the report's own (by booking), so only these two are registered here.
 */
export async function reportSummaryRoutes(app: FastifyInstance, { db }: { db: Db }): Promise<void> {
  const declared = (permission: string) => entityRoute(permission, REPORT_SUMMARY_USER_TYPES, 'party');

  app.post<{ Body: Record<string, unknown> }>(
    `/${REPORT_API.search}`,
    {
      config: declared(P.View),
      schema: {
        tags,
        summary: `Search the reports the caller may see (counted up to ${REPORT_COUNT_CAP}, then "at least")`,
        body: reportSearchBody,
        response: { 200: reportSearchResponse, ...errorResponses },
      },
    },
    async (request, reply) => {
      const body = request.body as Record<string, unknown> & { takeAll?: boolean | null };
      const query = toSearchQuery<ReportFilter>(body as never, DEFAULT_SORT);
      if (body.takeAll) {
        // The screen's own export: an export, so it needs that right.
        if (!hasPermission(request.user, P.Export)) return sendError(request, reply, 403, 'http.403');
        Object.assign(query, { skip: 0, take: MAX_SCREEN_EXPORT_ROWS });
      }
      const scope = scopeOf(request);
      const limit = countLimit(query, REPORT_COUNT_CAP);
      const [data, total] = await pageAndTotal(
        query,
        () => reportSummaryRepository.page(db, query, scope),
        () => reportSummaryRepository.count(db, query, scope, limit),
      );
      return total > limit ? searchResponse(data, limit, true) : searchResponse(data, total);
    },
  );

  app.post<{ Body: Record<string, unknown> }>(
    `/${REPORT_API.export}`,
    {
      config: declared(P.Export),
      schema: {
        tags,
        summary: 'Every report the caller may see matching the filters, as a streamed xlsx',
        body: reportSearchBody,
        produces: ['application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
      },
    },
    async (request, reply) => {
      const lang = requestLang(request);
      const query = toSearchQuery<ReportFilter>(request.body as never, DEFAULT_SORT, { allowTakeAll: true });
      // The kit's streamed writer only reads the sheet and the repository.
      const sheet = {
        exportSheet: REPORT_SHEET,
        repository: reportSummaryRepository,
      } as unknown as ResourceDefinition<ReportRow, never, never, ReportFilter>;
      const stamp = new Date().toISOString().slice(0, 10);
      return sendXlsx(
        reply,
        `reports-${stamp}.xlsx`,
        exportStream(db, sheet, { ...query, skip: 0, take: null }, lang, scopeOf(request)),
      );
    },
  );
}
