import type { FastifyInstance } from 'fastify';
import { and, eq } from 'drizzle-orm';
import {
  hasPermission,
  isWeekend,
  LeaveDayType,
  leaveDays,
  Permissions,
  type Lang,
  type LeaveDaysInput,
} from '@portal/domain';
import type { Db } from '../../db/client';
import { staff, users } from '../../db/schema';
import { requestLang, sendError } from '../../plugins/errors';
import { errorResponses } from '../user/user.schemas';
import { holidayDates, staffPlace } from './holiday-calendar';

const TAGS = ['Leave'];

const MESSAGES = {
  InvalidDate: { en: 'Enter a valid date.', fr: 'Saisissez une date valide.' },
  EndBeforeStart: {
    en: 'The end date cannot be before the start date.',
    fr: 'La date de fin ne peut pas précéder la date de début.',
  },
  InvalidDayType: {
    en: 'Choose full day, first half or second half.',
    fr: 'Choisissez journée, matin ou après-midi.',
  },
  TooLong: {
    en: 'A leave request cannot span more than a year.',
    fr: 'Une demande de congé ne peut dépasser un an.',
  },
  NoStaff: {
    en: 'No staff record is linked to this account in this entity.',
    fr: "Aucune fiche du personnel n'est liée à ce compte dans cette entité.",
  },
} as const satisfies Record<string, Record<Lang, string>>;

const ISO_DATE = { type: 'string', pattern: '^\\d{4}-\\d{2}-\\d{2}$' } as const;
const DAY_TYPE = {
  type: 'integer',
  enum: [LeaveDayType.FullDay, LeaveDayType.FirstHalf, LeaveDayType.SecondHalf],
} as const;

type DaysBody = LeaveDaysInput & { staffId?: number | null };

/** The staff a days calculation is for: the caller's own record unless HR or the manager asks for another. */
async function subjectStaff(
  db: Db,
  entityId: number,
  user: { id: number; permissions: string[] },
  staffId?: number | null,
) {
  const [own] = await db
    .select({ id: staff.id })
    .from(users)
    .innerJoin(staff, eq(staff.id, users.staffId))
    .where(and(eq(users.id, user.id), eq(staff.entityId, entityId)));
  if (staffId == null || staffId === own?.id) return own?.id ?? null;
  if (hasPermission(user, Permissions.LeaveSummary.ViewAll)) return staffId;
  const [report] = await db
    .select({ id: staff.id })
    .from(staff)
    .where(and(eq(staff.id, staffId), eq(staff.entityId, entityId), eq(staff.managerStaffId, own?.id ?? -1)));
  return report ? report.id : 'forbidden';
}

/**
 * POST /api/HumanResource/leave/days: the working days a request would take for the caller (or, for HR
 * and the staff's manager, for a given staff), weekends and that staff's office and country holidays
 * excluded. The save checks the same function, so the number shown is the number charged.
 */
export async function leaveDaysRoutes(app: FastifyInstance, { db }: { db: Db }): Promise<void> {
  app.post<{ Body: DaysBody }>(
    '/api/HumanResource/leave/days',
    {
      config: { permission: Permissions.LeaveRequest.View },
      schema: {
        tags: TAGS,
        summary: 'Working days of a leave request (weekends and holidays excluded, half days 0.5)',
        body: {
          type: 'object',
          required: ['startDate', 'endDate', 'startDayType', 'endDayType'],
          properties: {
            startDate: ISO_DATE,
            endDate: ISO_DATE,
            startDayType: DAY_TYPE,
            endDayType: DAY_TYPE,
            staffId: { type: ['integer', 'null'], minimum: 1 },
          },
        },
        response: {
          200: {
            type: 'object',
            properties: {
              result: { type: 'integer' },
              days: { type: 'number' },
              daysByYear: { type: 'object', additionalProperties: { type: 'number' } },
            },
          },
          ...errorResponses,
        },
      },
    },
    async (request, reply) => {
      const lang = requestLang(request);
      const entityId = request.entityId!;
      const staffId = await subjectStaff(db, entityId, request.user, request.body.staffId);
      if (staffId === 'forbidden') return sendError(request, reply, 403, 'http.403');
      if (staffId == null)
        return sendError(request, reply, 400, 'http.validation', [
          { field: 'staffId', message: MESSAGES.NoStaff[lang] },
        ]);
      const place = await staffPlace(db, entityId, staffId);
      if (!place) return sendError(request, reply, 403, 'http.403');
      const { startDate, endDate } = request.body;
      const years = [Number(startDate.slice(0, 4)), Number(endDate.slice(0, 4))];
      const yearRange = years[1]! >= years[0]! && years[1]! - years[0]! <= 1 ? [...new Set(years)] : [];
      const holidaySet = await holidayDates(db, entityId, place, yearRange);
      const result = leaveDays(request.body, (date) => isWeekend(date) || holidaySet.has(date));
      if (!result.valid) {
        const field =
          result.reason === 'InvalidDayType'
            ? 'startDayType'
            : result.reason === 'InvalidDate'
              ? 'startDate'
              : 'endDate';
        return sendError(request, reply, 400, 'http.validation', [
          { field, message: MESSAGES[result.reason][lang] },
        ]);
      }
      return { result: 1, days: result.days, daysByYear: result.daysByYear };
    },
  );
}
