import type { FastifyInstance } from 'fastify';
import {
  hasPermission,
  MAX_SCREEN_EXPORT_ROWS,
  Permissions,
  ResourceResult,
  type HolidayDelete,
  type HolidayFilter,
  type HolidaySave,
} from '@portal/domain';
import { holidayDeleteBody, holidaySaveBody, holidaySearchBody } from '@portal/domain/src/schemas';
import type { Db } from '../../db/client';
import { ruleValidator } from '../../lib/rule-validation';
import { searchResponse, toSearchQuery } from '../../lib/search/search-runner';
import { requestLang, sendError } from '../../plugins/errors';
import { answerWrite } from '../kit/write-outcome';
import { HOLIDAY_RULE_LABELS, holidayMessage } from './holiday-messages';
import {
  currentYear,
  getHoliday,
  holidayLookups,
  holidayOccurrences,
  sortOccurrences,
} from './holiday-queries';
import { deleteHoliday, saveHoliday } from './holiday.repository';
import { idParams, resultOnly, saveResponses } from './holiday.schemas';
import { holidayErrors } from './holiday-validation';
import { INTERNAL, entityRoute } from '../../plugins/route-access';

const P = Permissions.HolidaySummary;
const BASE = '/api/HumanResource';
const tags = ['Holidays'];
const DEFAULT_SORT = { field: 'startDate', direction: 'asc' } as const;

/** Holidays of the entity: the screens' lookups, the occurrence search, one holiday, edit and delete. */
export async function holidayRoutes(app: FastifyInstance, { db }: { db: Db }): Promise<void> {
  const rules = ruleValidator('holiday.json', { labels: HOLIDAY_RULE_LABELS });

  app.get(
    `${BASE}/holiday-master`,
    {
      config: entityRoute(P.View, INTERNAL, 'entity'),
      schema: { tags, summary: 'The offices, countries and years the holiday screens choose from' },
    },
    async (request) => holidayLookups(db, request.entityId!),
  );

  app.post<{ Body: Record<string, unknown> }>(
    `${BASE}/holidays/search`,
    {
      config: entityRoute(P.View, INTERNAL, 'entity'),
      schema: {
        tags,
        summary: 'Holiday occurrences, one row per holiday and year (year null: every offered year)',
        body: holidaySearchBody,
      },
    },
    async (request, reply) => {
      const body = request.body as Record<string, unknown> & { takeAll?: boolean | null };
      const query = toSearchQuery<Partial<HolidayFilter>>(body as never, DEFAULT_SORT);
      if (body.takeAll) {
        // The screen's own export: an export, so it needs that right.
        if (!hasPermission(request.user, P.Export)) return sendError(request, reply, 403, 'http.403');
        Object.assign(query, { skip: 0, take: MAX_SCREEN_EXPORT_ROWS });
      }
      // No year asked: this year (the screen always sends one; `year: null` asks for every year).
      if (body.year === undefined) query.filter.year = currentYear();
      const rows = sortOccurrences(await holidayOccurrences(db, request.entityId!, query), query.sort);
      const page = rows.slice(query.skip, query.take == null ? undefined : query.skip + query.take);
      return searchResponse(page, rows.length);
    },
  );

  app.get<{ Params: { id: number } }>(
    `${BASE}/holiday/:id`,
    {
      config: entityRoute(P.View, INTERNAL, 'entity'),
      schema: { tags, summary: 'One holiday with its first dates (NotFound 3)', params: idParams },
    },
    async (request) => {
      const data = await getHoliday(db, request.entityId!, request.params.id);
      return data ? { result: ResourceResult.Success, data } : { result: ResourceResult.NotFound };
    },
  );

  app.post<{ Body: HolidaySave }>(
    `${BASE}/holiday/edit`,
    {
      config: entityRoute(P.Edit, INTERNAL, 'entity'),
      preValidation: rules.preValidation,
      schema: {
        tags,
        summary: 'Create (id 0) or update a holiday at its version (409 when saved since)',
        body: holidaySaveBody,
        response: saveResponses,
      },
    },
    async (request, reply) => {
      const entityId = request.entityId!;
      const errors = await holidayErrors(db, entityId, request.body, requestLang(request));
      if (errors.length) return sendError(request, reply, 400, 'http.validation', errors);
      return answerWrite(db, request, reply, (tx) => saveHoliday(tx, entityId, request.body));
    },
  );

  app.post<{ Body: HolidayDelete }>(
    `${BASE}/holiday/delete`,
    {
      config: entityRoute(P.Delete, INTERNAL, 'entity'),
      schema: {
        tags,
        summary:
          'Delete a holiday: every year, or (recurring, forAllIterations false) the occurrence of `year` only',
        body: holidayDeleteBody,
        response: resultOnly,
      },
    },
    async (request, reply) => {
      const { id, forAllIterations, year } = request.body;
      const entityId = request.entityId!;
      const result = await db.transaction((tx) =>
        deleteHoliday(tx as unknown as Db, entityId, { id, forAllIterations, year: year ?? null }),
      );
      if (result === 'yearRequired')
        return sendError(request, reply, 400, 'http.validation', [
          { field: 'year', message: holidayMessage('YearRequired', requestLang(request)) },
        ]);
      return { result };
    },
  );
}
