import type { FastifyInstance } from 'fastify';
import {
  hasPermission,
  MAX_SCREEN_EXPORT_ROWS,
  Permissions,
  ResourceResult,
  type Lang,
  type StaffFilter,
  type StaffRow,
  type StaffIdRequest,
  type StaffSave,
} from '@portal/domain';
import { staffIdBody, staffSaveBody, staffSearchBody } from '@portal/domain/src/schemas';
import type { Db } from '../../db/client';
import { ruleValidator } from '../../lib/rule-validation';
import {
  searchResponse,
  toSearchQuery,
  type SearchQuery,
  pageAndTotal,
} from '../../lib/search/search-runner';
import { requestLang, sendError } from '../../plugins/errors';
import type { ResourceDefinition } from '../kit/resource-definition';
import { exportStream, sendXlsx } from '../kit/resource-export';
import { scopeOf } from '../kit/resource-routes';
import { HR_RULE_LABELS } from './hr-rule-labels';
import { employmentTypeName, hrMessage, statusName } from './hr-staff-messages';
import { idParams, resultOnly, saveErrors } from './hr-staff.schemas';
import { removeStoredFiles } from './staff-files';
import { ownStaffId } from './staff-queries';
import { deleteStaff, getStaff, saveStaff, staffCount, staffPage } from './staff.repository';
import { staffReferenceErrors } from './staff-validation';
import { answerWrite } from '../kit/write-outcome';
import { INTERNAL, entityRoute } from '../../plugins/route-access';

const P = Permissions.StaffSummary;
const BASE = '/api/HumanResource';
const tags = ['staff'];
const DEFAULT_SORT = { field: 'fullName', direction: 'asc' } as const;

type StaffQuery = SearchQuery<Partial<StaffFilter>>;

/** The staff register: search, edit, save (create or update at a version), delete, export. */
export async function staffRoutes(app: FastifyInstance, { db, filesDir }: { db: Db; filesDir?: string }) {
  const rules = ruleValidator('staff.json', { labels: HR_RULE_LABELS });

  app.post<{ Body: Record<string, unknown> }>(
    `${BASE}/Search`,
    {
      config: entityRoute(P.View, INTERNAL, 'entity'),
      schema: { tags, summary: 'Search the staff register', body: staffSearchBody },
    },
    async (request, reply) => {
      const body = request.body as Record<string, unknown> & { takeAll?: boolean | null };
      const query = toSearchQuery<Partial<StaffFilter>>(body as never, DEFAULT_SORT);
      if (body.takeAll) {
        // The screen's own export: an export, so it needs that right.
        if (!hasPermission(request.user, P.Export)) return sendError(request, reply, 403, 'http.403');
        Object.assign(query, { skip: 0, take: MAX_SCREEN_EXPORT_ROWS });
      }
      const entityId = request.entityId!;
      const [rows, total] = await pageAndTotal(
        query,
        () => staffPage(db, entityId, query),
        () => staffCount(db, entityId, query),
      );
      return searchResponse(rows, total);
    },
  );

  app.post<{ Body: Record<string, unknown> }>(
    `${BASE}/staff/export`,
    {
      config: entityRoute(P.Export, INTERNAL, 'entity'),
      schema: { tags, summary: 'Every matching staff row as an xlsx', body: staffSearchBody },
    },
    async (request, reply) => {
      const lang = requestLang(request);
      const entityId = request.entityId!;
      const query = toSearchQuery<Partial<StaffFilter>>(request.body as never, DEFAULT_SORT, {
        allowTakeAll: true,
      });
      // The kit's streamed writer only reads the sheet and the page function; the page is entity-scoped here.
      const sheet = {
        exportSheet: {
          sheetName: { en: hrMessage('sheetStaff', 'en'), fr: hrMessage('sheetStaff', 'fr') },
          columns: staffExportColumns(lang),
        },
        repository: { page: (pageDb: Db, pageQuery: StaffQuery) => staffPage(pageDb, entityId, pageQuery) },
      } as unknown as ResourceDefinition<StaffRow, never, never, Partial<StaffFilter>>;
      const stamp = new Date().toISOString().slice(0, 10);
      return sendXlsx(
        reply,
        `staff-${stamp}.xlsx`,
        exportStream(db, sheet, { ...query, skip: 0, take: null }, lang, scopeOf(request)),
      );
    },
  );

  app.get<{ Params: { id: number } }>(
    `${BASE}/staff/edit/:id`,
    {
      config: entityRoute(P.View, INTERNAL, 'entity'),
      schema: { tags, summary: 'One staff record (NotFound 3)', params: idParams },
    },
    async (request) => {
      const data = await getStaff(db, request.entityId!, request.params.id);
      return data ? { result: ResourceResult.Success, data } : { result: ResourceResult.NotFound };
    },
  );

  app.post<{ Body: StaffSave }>(
    `${BASE}/staff/save`,
    {
      config: entityRoute(P.Edit, INTERNAL, 'entity'),
      preValidation: rules.preValidation,
      schema: {
        tags,
        summary: 'Create (id 0) or update a staff record at its version (409 when saved since)',
        body: staffSaveBody,
        response: saveErrors,
      },
    },
    async (request, reply) => {
      const lang = requestLang(request);
      const entityId = request.entityId!;
      // Nobody changes their own status, manager or band (see validate/{id}).
      if (request.body.id && (await ownStaffId(db, entityId, request.user.id)) === request.body.id)
        return sendError(request, reply, 403, 'http.403');
      const errors = await staffReferenceErrors(db, entityId, request.body, lang);
      if (errors.length) return sendError(request, reply, 400, 'http.validation', errors);
      return answerWrite(
        db,
        request,
        reply,
        (tx) => saveStaff(tx, entityId, request.body),
        ResourceResult.DuplicateData,
      );
    },
  );

  app.post<{ Body: StaffIdRequest }>(
    `${BASE}/staff/delete`,
    {
      config: entityRoute(P.Delete, INTERNAL, 'entity'),
      schema: {
        tags,
        summary: 'Delete a staff record (InUse 7 with leave, claims, reports or a user account)',
        body: staffIdBody,
        response: resultOnly,
      },
    },
    async (request) => {
      const outcome = await db.transaction((tx) =>
        deleteStaff(tx as unknown as Db, request.entityId!, request.body.id),
      );
      if (outcome.result === ResourceResult.Success) await removeStoredFiles(filesDir, outcome.files);
      return { result: outcome.result };
    },
  );
}

/** The sheet's columns; status and employment type are written in the request's language. */
const staffExportColumns = (lang: Lang) => [
  { header: { en: 'Employee no.', fr: 'Matricule' }, value: (row: StaffRow) => row.employeeNo, width: 14 },
  { header: { en: 'Full name', fr: 'Nom complet' }, value: (row: StaffRow) => row.fullName, width: 28 },
  { header: { en: 'Email', fr: 'E-mail' }, value: (row: StaffRow) => row.email, width: 30 },
  { header: { en: 'Office', fr: 'Bureau' }, value: (row: StaffRow) => row.officeName, width: 24 },
  { header: { en: 'Department', fr: 'Service' }, value: (row: StaffRow) => row.departmentName, width: 22 },
  { header: { en: 'Position', fr: 'Poste' }, value: (row: StaffRow) => row.positionTitle, width: 26 },
  { header: { en: 'Manager', fr: 'Responsable' }, value: (row: StaffRow) => row.managerName, width: 26 },
  {
    header: { en: 'Status', fr: 'Statut' },
    value: (row: StaffRow) => statusName(row.status, lang),
    width: 12,
  },
  {
    header: { en: 'Employment type', fr: "Type d'emploi" },
    value: (row: StaffRow) => employmentTypeName(row.employmentType, lang),
    width: 16,
  },
  { header: { en: 'Joined', fr: 'Arrivée' }, value: (row: StaffRow) => row.joinDate, width: 12 },
];
