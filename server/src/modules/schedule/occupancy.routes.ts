import type { FastifyInstance } from 'fastify';
import { Permissions, ResultCode, SCHEDULE_API, type OccupancyRequest } from '@portal/domain';
import { occupancyBody } from '@portal/domain/src/schemas';
import { XLSX_MIME_TYPE } from '@portal/domain/src/xlsx';
import type { Db } from '../../db/client';
import { requestLang, sendError } from '../../plugins/errors';
import { entityRoute, INTERNAL } from '../../plugins/route-access';
import { occupancy } from './occupancy';
import { occupancyFileName, occupancySheet } from './occupancy-export';
import { rangeErrors } from './schedule-schemas';

const P = Permissions.InspectionOccupancy;
const tags = ['Scheduling'];

/** Allocated against available man-days per office or QC and day, on screen and as xlsx. */
export async function occupancyRoutes(app: FastifyInstance, { db }: { db: Db }): Promise<void> {
  app.post<{ Body: OccupancyRequest }>(
    `/${SCHEDULE_API.occupancy}`,
    {
      config: entityRoute(P.View, INTERNAL, 'entity'),
      schema: {
        tags,
        summary: 'Allocated and available man-days per office (or QC) and day, at most 62 days',
        body: occupancyBody,
      },
    },
    async (request, reply) => {
      const errors = rangeErrors(request.body, requestLang(request));
      if (errors.length) return sendError(request, reply, 400, 'http.validation', errors);
      return { result: ResultCode.Success, data: await occupancy(db, request.entityId!, request.body) };
    },
  );

  app.post<{ Body: OccupancyRequest }>(
    `/${SCHEDULE_API.occupancyExport}`,
    {
      config: entityRoute(P.Export, INTERNAL, 'entity'),
      schema: {
        tags,
        summary: 'The occupancy as xlsx: a row per office (or QC), "allocated / available" per day',
        body: occupancyBody,
      },
    },
    async (request, reply) => {
      const lang = requestLang(request);
      const errors = rangeErrors(request.body, lang);
      if (errors.length) return sendError(request, reply, 400, 'http.validation', errors);
      const result = await occupancy(db, request.entityId!, request.body);
      return reply
        .header('content-type', XLSX_MIME_TYPE)
        .header('content-disposition', `attachment; filename="${occupancyFileName(request.body)}"`)
        .header('cache-control', 'no-store')
        .send(Buffer.from(occupancySheet(result, request.body, lang)));
    },
  );
}
