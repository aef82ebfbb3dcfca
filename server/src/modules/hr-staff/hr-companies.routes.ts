import type { FastifyInstance } from 'fastify';
import {
  hasPermission,
  Permissions,
  ResultCode,
  type OutsourceCompanySave,
  type PayrollCompanySave,
  type StaffByCompanyRequest,
} from '@portal/domain';
import {
  outsourceCompanySaveBody,
  outsourceCompanySearchBody,
  payrollCompanySaveBody,
  staffByCompanyBody,
} from '@portal/domain/src/schemas';
import type { Db } from '../../db/client';
import { ruleValidator } from '../../lib/rule-validation';
import { searchResponse, toSearchQuery } from '../../lib/search/search-runner';
import { dataSourceResponseSchema } from '../../lib/search/search-schemas';
import { HR_RULE_LABELS } from './hr-rule-labels';
import {
  payrollOfStaff,
  payrollRows,
  saveOutsource,
  savePayroll,
  outsourcePage,
} from './hr-companies.repository';
import { hrLookups } from './hr-lookups.repository';
import { errorResponses, saveErrors } from './hr-staff.schemas';
import { ownStaffId, staffByCompany } from './staff-queries';
import { answerWrite } from '../kit/write-outcome';
import { INTERNAL, entityRoute } from '../../plugins/route-access';

const P = Permissions.StaffSummary;
const BASE = '/api/HumanResource';
const tags = ['hr companies'];

/**
 * HR outsource agencies and payroll companies. Lists for the staff screen need StaffSummary.View;
 * the companies screens and their saves need StaffSummary.Edit (as the menu does).
 */
export async function hrCompanyRoutes(app: FastifyInstance, { db }: { db: Db }) {
  const rules = ruleValidator('hr-company.json', { labels: HR_RULE_LABELS });
  const list = (items: { id: number; name: string }[]) => ({
    result: items.length ? ResultCode.Success : ResultCode.NoDataFound,
    dataSourceList: items,
  });

  app.get(
    `${BASE}/get-all-hr-outsource-company-list`,
    {
      config: entityRoute(P.View, INTERNAL, 'entity'),
      schema: {
        tags,
        summary: 'Active outsource companies (select list)',
        response: { 200: dataSourceResponseSchema, ...errorResponses },
      },
    },
    async (request) => list(await hrLookups.outsourceCompanies(db, request.entityId!)),
  );

  app.post<{ Body: Record<string, unknown> }>(
    `${BASE}/get-hr-outsource-company-list`,
    {
      config: entityRoute(P.Edit, INTERNAL, 'entity'),
      schema: { tags, summary: 'Search the outsource companies', body: outsourceCompanySearchBody },
    },
    async (request) => {
      const query = toSearchQuery<{ isActive?: boolean | null }>(request.body as never, {
        field: 'name',
        direction: 'asc',
      });
      const { rows, total } = await outsourcePage(db, request.entityId!, query);
      return searchResponse(rows, total);
    },
  );

  app.post<{ Body: OutsourceCompanySave }>(
    `${BASE}/save-hr-outsource-company`,
    {
      config: entityRoute(P.Edit, INTERNAL, 'entity'),
      preValidation: rules.preValidation,
      schema: {
        tags,
        summary: 'Create (id 0) or update an outsource company at its version',
        body: outsourceCompanySaveBody,
        response: saveErrors,
      },
    },
    async (request, reply) =>
      answerWrite(db, request, reply, (tx) => saveOutsource(tx, request.entityId!, request.body)),
  );

  app.post<{ Body: StaffByCompanyRequest }>(
    `${BASE}/get-stafflist-by-company`,
    {
      config: entityRoute(P.View, INTERNAL, 'entity'),
      schema: {
        tags,
        summary: 'Staff of an outsource company or a payroll company',
        body: staffByCompanyBody,
      },
    },
    async (request) => {
      const { outsourceCompanyId, payrollCompanyId } = request.body;
      if (!outsourceCompanyId && !payrollCompanyId) return { result: ResultCode.NoDataFound, data: [] };
      const data = await staffByCompany(db, request.entityId!, { outsourceCompanyId, payrollCompanyId });
      return { result: data.length ? ResultCode.Success : ResultCode.NoDataFound, data };
    },
  );

  app.get(
    `${BASE}/get-hr-payroll-company-list`,
    {
      config: entityRoute(P.View, INTERNAL, 'entity'),
      schema: { tags, summary: 'Payroll companies of the entity, with head counts' },
    },
    async (request) => {
      const data = await payrollRows(db, request.entityId!);
      return {
        result: data.length ? ResultCode.Success : ResultCode.NoDataFound,
        data,
        dataSourceList: data.filter((row) => row.isActive).map(({ id, name }) => ({ id, name })),
      };
    },
  );

  // Any user of the entity: HR (StaffSummary.Edit) sees every active company, others only their own one.
  app.get(
    `${BASE}/get-hr-payroll-company-list-by-staff-access`,
    {
      config: entityRoute(null, INTERNAL, 'entity'),
      schema: {
        tags,
        summary: "Payroll companies the caller may see: all for HR, else one's own",
        response: { 200: dataSourceResponseSchema, ...errorResponses },
      },
    },
    async (request) => {
      const entityId = request.entityId!;
      if (hasPermission(request.user, P.Edit)) return list(await hrLookups.payrollCompanies(db, entityId));
      const own = await ownStaffId(db, entityId, request.user.id);
      const company = own ? await payrollOfStaff(db, own) : null;
      return list(company ? await hrLookups.payrollCompanies(db, entityId, [company]) : []);
    },
  );

  app.post<{ Body: PayrollCompanySave }>(
    `${BASE}/save-hr-payroll-company`,
    {
      config: entityRoute(P.Edit, INTERNAL, 'entity'),
      preValidation: rules.preValidation,
      schema: {
        tags,
        summary: 'Create (id 0) or update a payroll company',
        body: payrollCompanySaveBody,
        response: saveErrors,
      },
    },
    async (request, reply) =>
      answerWrite(db, request, reply, (tx) => savePayroll(tx, request.entityId!, request.body)),
  );
}
