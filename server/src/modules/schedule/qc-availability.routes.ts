import type { FastifyInstance } from 'fastify';
import {
  Permissions,
  ResultCode,
  SCHEDULE_API,
  type DataSourceItem,
  type QcAvailabilityRequest,
  type QcStaffRequest,
} from '@portal/domain';
import { qcAvailabilityBody, qcStaffBody } from '@portal/domain/src/schemas';
import type { Db } from '../../db/client';
import { dataSourceResponse, toDataSourceQuery } from '../../lib/search/search-runner';
import { dataSourceResponseSchema } from '../../lib/search/search-schemas';
import { requestLang, sendError } from '../../plugins/errors';
import { entityRoute, INTERNAL } from '../../plugins/route-access';
import { qcAvailability } from './qc-availability';
import { listQcs, type QcFilter } from './qc-directory';
import { availabilityResponse } from './schedule-schemas';
import { scheduleMessage } from './schedule-server-messages';

const P = Permissions.QcAvailability;
const tags = ['Scheduling'];

const item = (qc: { staffId: number; staffName: string }): DataSourceItem => ({
  id: qc.staffId,
  name: qc.staffName,
});

/** The QCs' month calendar and the QC picker (the QC staff search of spec section 3). */
export async function qcAvailabilityRoutes(app: FastifyInstance, { db }: { db: Db }): Promise<void> {
  const view = entityRoute(P.View, INTERNAL, 'entity');

  app.post<{ Body: QcAvailabilityRequest }>(
    `/${SCHEDULE_API.availability}`,
    {
      config: view,
      schema: {
        tags,
        summary: 'The month (yyyy-MM) of the QCs matching the filter: per QC the days not plainly free',
        body: qcAvailabilityBody,
        response: { 200: availabilityResponse },
      },
    },
    async (request, reply) => {
      const data = await qcAvailability(db, request.entityId!, request.body);
      if (!data)
        return sendError(request, reply, 400, 'http.validation', [
          { field: 'month', message: scheduleMessage('MonthInvalid', requestLang(request)) },
        ]);
      return { result: ResultCode.Success, data };
    },
  );

  app.post<{ Body: QcStaffRequest }>(
    `/${SCHEDULE_API.qcStaff}`,
    {
      config: view,
      schema: {
        tags,
        summary: 'The entity’s QCs as a data source (idList always included)',
        body: qcStaffBody,
        response: { 200: dataSourceResponseSchema },
      },
    },
    async (request) => {
      const query = toDataSourceQuery<Omit<QcFilter, 'searchText'>>(request.body as never);
      const filter: QcFilter = {
        qcIds: query.filter.qcIds ?? undefined,
        officeCountryIds: query.filter.officeCountryIds ?? undefined,
        operationalCountryIds: query.filter.operationalCountryIds ?? undefined,
        searchText: query.searchText,
      };
      const entityId = request.entityId!;
      // A picker reads by name; the directory's own order is by office.
      const matching = (await listQcs(db, entityId, filter)).sort(
        (a, b) => a.staffName.localeCompare(b.staffName) || a.staffId - b.staffId,
      );
      const page = matching.slice(query.skip, query.take == null ? undefined : query.skip + query.take);
      const included = query.idList.length ? await listQcs(db, entityId, { qcIds: query.idList }) : [];
      return dataSourceResponse(page.map(item), included.map(item));
    },
  );
}
