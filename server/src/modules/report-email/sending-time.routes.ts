import { Readable } from 'node:stream';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { Permissions, REPORT_API, type SendingTimeRequest } from '@portal/domain';
import { sendingTimeBody } from '@portal/domain/src/schemas';
import type { Db } from '../../db/client';
import { requestLang, sendError } from '../../plugins/errors';
import { entityRoute, INTERNAL } from '../../plugins/route-access';
import { sendXlsx } from '../kit/resource-export';
import { scopeOf } from '../kit/resource-routes';
import { errorResponses } from '../user/user.schemas';
import { DEFAULT_TIME_ZONE, isKnownTimeZone } from '../work-items/work-item-dates';
import { sendingTimeQuery, sendingTimeResponse } from './sending-time-schemas';
import { sendingTimeDashboard } from './sending-time';
import { sendingTimeWorkbook } from './sending-time-export';

const tags = ['Reports'];
type DashboardCall = { Body: SendingTimeRequest; Querystring: { timeZone?: string; lang?: string } };

const REFUSALS = {
  timeZone: { en: 'Unknown time zone: {zone}.', fr: 'Fuseau horaire inconnu : {zone}.' },
  dateTo: {
    en: 'The end of the period comes before its start.',
    fr: 'La fin de la période précède son début.',
  },
} as const;

/** The report sending time dashboard (docs/reports.md) and its xlsx export. */
export async function sendingTimeRoutes(app: FastifyInstance, { db }: { db: Db }) {
  /** The dashboard of a request, or null after answering 400 (unknown zone, days the wrong way round). */
  async function dashboardOf(request: FastifyRequest<DashboardCall>, reply: FastifyReply) {
    const lang = requestLang(request);
    const zone = request.query.timeZone || DEFAULT_TIME_ZONE;
    const { dateFrom, dateTo } = request.body;
    const field = !isKnownTimeZone(zone) ? 'timeZone' : dateFrom > dateTo ? 'dateTo' : null;
    if (field) {
      const message = REFUSALS[field][lang].replace('{zone}', zone);
      await sendError(request, reply, 400, 'http.validation', [{ field, message }]);
      return null;
    }
    return sendingTimeDashboard(db, scopeOf(request), request.body, zone);
  }

  app.post<DashboardCall>(
    `/${REPORT_API.sendingTime}`,
    {
      config: entityRoute(Permissions.ReportSendingTime.View, INTERNAL, 'entity'),
      schema: {
        tags,
        summary:
          'Reports due in the days asked (in timeZone, UTC by default): sent on time, late and overdue, by ' +
          'office, customer and inspector, with the late ones listed (at most 200, latest due first)',
        querystring: sendingTimeQuery,
        body: sendingTimeBody,
        response: { 200: sendingTimeResponse, ...errorResponses },
      },
    },
    async (request, reply) => (await dashboardOf(request, reply)) ?? reply,
  );

  app.post<DashboardCall>(
    `/${REPORT_API.sendingTimeExport}`,
    {
      config: entityRoute(Permissions.ReportSendingTime.Export, INTERNAL, 'entity'),
      schema: {
        tags,
        summary: 'The sending time dashboard as an xlsx',
        querystring: sendingTimeQuery,
        body: sendingTimeBody,
      },
    },
    async (request, reply) => {
      const dashboard = await dashboardOf(request, reply);
      if (!dashboard) return reply;
      const workbook = sendingTimeWorkbook(dashboard, requestLang(request));
      const name = `report-sending-time-${request.body.dateFrom}-${request.body.dateTo}.xlsx`;
      return sendXlsx(reply, name, Readable.from([Buffer.from(workbook)]));
    },
  );
}
