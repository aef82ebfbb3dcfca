import type { FastifyInstance } from 'fastify';
import {
  Permissions,
  ResultCode,
  type DataSourceItem,
  type StaffDataSourceRequest,
  type StaffDetailsRequest,
  type StaffSummaryRequest,
} from '@portal/domain';
import {
  hukoLocationDataSourceBody,
  staffDataSourceBody,
  staffDetailsBody,
  staffSummaryBody,
} from '@portal/domain/src/schemas';
import type { Db } from '../../db/client';
import { dataSourceResponse, toDataSourceQuery } from '../../lib/search/search-runner';
import { dataSourceResponseSchema } from '../../lib/search/search-schemas';
import { requestLang, sendError } from '../../plugins/errors';
import { isStaffSide } from '../user/caller-kind';
import { employmentTypeList, statusList } from './hr-staff-messages';
import { hrLookups, hukoLocations } from './hr-lookups.repository';
import { errorResponses, idParams } from './hr-staff.schemas';
import { staffDataSource, staffDetails, staffSummary } from './staff-queries';
import { INTERNAL, entityRoute } from '../../plugins/route-access';

const P = Permissions.StaffSummary;
const BASE = '/api/HumanResource';
const tags = ['staff lookups'];
const listResponse = { 200: dataSourceResponseSchema, ...errorResponses };

const list = (items: DataSourceItem[]) => ({
  result: items.length ? ResultCode.Success : ResultCode.NoDataFound,
  dataSourceList: items,
});

/** The staff edit screen's lookups, one call each as the spec lists them, plus all of them in one call. */
export async function hrLookupRoutes(app: FastifyInstance, { db }: { db: Db }) {
  const view = entityRoute(P.View, INTERNAL, 'entity');

  app.get(
    BASE,
    {
      config: view,
      schema: { tags, summary: 'Every lookup of the staff edit screen in one call (GET base)' },
    },
    async (request) => {
      const entityId = request.entityId!;
      const lang = requestLang(request);
      const [offices, departments, bands, socialInsuranceTypes, profiles, outsource, payroll, countries] =
        await Promise.all([
          hrLookups.offices(db, entityId),
          hrLookups.departments(db, entityId),
          hrLookups.bands(db),
          hrLookups.socialInsuranceTypes(db),
          hrLookups.profiles(db),
          hrLookups.outsourceCompanies(db, entityId),
          hrLookups.payrollCompanies(db, entityId),
          hrLookups.countries(db),
        ]);
      return {
        result: ResultCode.Success,
        offices,
        departments,
        statuses: statusList(lang),
        employmentTypes: employmentTypeList(lang),
        bands,
        socialInsuranceTypes,
        profiles,
        outsourceCompanies: outsource,
        payrollCompanies: payroll,
        countries,
      };
    },
  );

  app.get<{ Params: { id: number } }>(
    `${BASE}/staff/subdepts/:id`,
    {
      config: view,
      schema: { tags, summary: 'Sub-departments of a department', params: idParams, response: listResponse },
    },
    async (request) => list(await hrLookups.subDepartments(db, request.entityId!, request.params.id)),
  );
  app.get<{ Params: { id: number } }>(
    `${BASE}/staff/states/:id`,
    {
      config: view,
      schema: { tags, summary: 'States (provinces) of a country', params: idParams, response: listResponse },
    },
    async (request) => list(await hrLookups.states(db, request.params.id)),
  );
  app.get<{ Params: { id: number } }>(
    `${BASE}/staff/cities/:id`,
    {
      config: view,
      schema: { tags, summary: 'Cities of a state (province)', params: idParams, response: listResponse },
    },
    async (request) => list(await hrLookups.cities(db, request.params.id)),
  );
  app.get(
    `${BASE}/profileList`,
    { config: view, schema: { tags, summary: 'Profiles', response: listResponse } },
    async () => list(await hrLookups.profiles(db)),
  );
  app.get(
    `${BASE}/get-status-list`,
    {
      config: view,
      schema: { tags, summary: 'Staff statuses, in the request language', response: listResponse },
    },
    async (request) => list(statusList(requestLang(request))),
  );
  app.get(
    `${BASE}/get-band-list`,
    { config: view, schema: { tags, summary: 'Bands', response: listResponse } },
    async () => list(await hrLookups.bands(db)),
  );
  app.get(
    `${BASE}/get-social-insurance-type-list`,
    { config: view, schema: { tags, summary: 'Social insurance types', response: listResponse } },
    async () => list(await hrLookups.socialInsuranceTypes(db)),
  );

  app.post<{ Body: Record<string, unknown> }>(
    `${BASE}/get-huko-location-list`,
    {
      config: view,
      schema: {
        tags,
        summary: 'Huko (registered household) locations: provinces, optionally of one country (take 10)',
        body: hukoLocationDataSourceBody,
        response: listResponse,
      },
    },
    async (request) => {
      const { page, included } = await hukoLocations(db, toDataSourceQuery(request.body as never));
      return dataSourceResponse(page, included);
    },
  );

  app.post<{ Body: StaffDataSourceRequest }>(
    `${BASE}/GetStaffDataSource`,
    {
      config: entityRoute(null, INTERNAL, 'entity'),
      schema: {
        tags,
        summary: 'Staff picker (take 10; idList always included): internal and outsource users',
        body: staffDataSourceBody,
        response: listResponse,
      },
    },
    async (request, reply) => {
      // Colleagues' names only: any staff-side user may pick a colleague (managers, approvers).
      if (!isStaffSide(request.user)) return sendError(request, reply, 403, 'http.403');
      const { page, included } = await staffDataSource(
        db,
        request.entityId!,
        toDataSourceQuery(request.body as never),
      );
      return dataSourceResponse(page, included);
    },
  );

  app.post<{ Body: StaffDetailsRequest }>(
    `${BASE}/get-staff-details`,
    {
      config: view,
      schema: { tags, summary: 'Contact cards of some staff of the entity', body: staffDetailsBody },
    },
    async (request) => {
      const data = await staffDetails(db, request.entityId!, request.body.staffIds);
      return { result: data.length ? ResultCode.Success : ResultCode.NoDataFound, data };
    },
  );

  app.post<{ Body: StaffSummaryRequest }>(
    `${BASE}/get-staff-summary`,
    {
      config: view,
      schema: { tags, summary: 'Head counts by status, employment type and office', body: staffSummaryBody },
    },
    async (request) => ({
      result: ResultCode.Success,
      data: await staffSummary(db, request.entityId!, request.body ?? {}, requestLang(request)),
    }),
  );
}
