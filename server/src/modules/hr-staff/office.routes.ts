import type { FastifyInstance } from 'fastify';
import {
  Permissions,
  ResourceResult,
  ResultCode,
  type Lang,
  type OfficeRow,
  type OfficeSave,
} from '@portal/domain';
import { officeSaveBody } from '@portal/domain/src/schemas';
import { createXlsxStream } from '@portal/domain/src/xlsx';
import { Readable } from 'node:stream';
import type { Db } from '../../db/client';
import type { FieldError } from '../../lib/http-error';
import { ruleValidator } from '../../lib/rule-validation';
import { requestLang, sendError } from '../../plugins/errors';
import { sendXlsx } from '../kit/resource-export';
import { HR_RULE_LABELS } from './hr-rule-labels';
import { exists } from './hr-lookups.repository';
import { hrMessage } from './hr-staff-messages';
import { idParams, saveErrors } from './hr-staff.schemas';
import { getOffice, officeHolidays, officeRows, saveOffice } from './office.repository';
import { answerWrite } from '../kit/write-outcome';
import { INTERNAL, entityRoute } from '../../plugins/route-access';

const P = Permissions.OfficeSummary;
const BASE = '/api/HumanResource';
const tags = ['offices'];

async function placeErrors(db: Db, body: OfficeSave, lang: Lang): Promise<FieldError[]> {
  const errors: FieldError[] = [];
  if (body.countryId && !(await exists.country(db, body.countryId)))
    errors.push({ field: 'countryId', message: hrMessage('unknownChoice', lang) });
  else if (body.provinceId && !(await exists.province(db, body.countryId, body.provinceId)))
    errors.push({ field: 'provinceId', message: hrMessage('notInParent', lang) });
  else if (body.cityId && (!body.provinceId || !(await exists.city(db, body.provinceId, body.cityId))))
    errors.push({ field: 'cityId', message: hrMessage('notInParent', lang) });
  return errors;
}

/** Offices of the entity (OfficesControl list, get, save), their holiday calendar and the xlsx export. */
export async function officeRoutes(app: FastifyInstance, { db }: { db: Db }) {
  const rules = ruleValidator('office.json', { labels: HR_RULE_LABELS });

  app.get(
    `${BASE}/OfficesControl`,
    { config: entityRoute(P.View, INTERNAL, 'entity'), schema: { tags, summary: "The entity's offices" } },
    async (request) => {
      const data = await officeRows(db, request.entityId!);
      return { result: data.length ? ResultCode.Success : ResultCode.NoDataFound, data };
    },
  );

  app.get<{ Params: { id: number } }>(
    `${BASE}/OfficesControl/:id`,
    {
      config: entityRoute(P.View, INTERNAL, 'entity'),
      schema: { tags, summary: 'One office (NotFound 3)', params: idParams },
    },
    async (request) => {
      const data = await getOffice(db, request.entityId!, request.params.id);
      return data ? { result: ResourceResult.Success, data } : { result: ResourceResult.NotFound };
    },
  );

  app.get<{ Params: { id: number }; Querystring: { year?: number } }>(
    `${BASE}/OfficesControl/:id/holidays`,
    {
      config: entityRoute(P.View, INTERNAL, 'entity'),
      schema: {
        tags,
        summary: "The office's holidays of a year (its own and its country's), read-only",
        params: idParams,
        querystring: {
          type: 'object',
          properties: { year: { type: 'integer', minimum: 1900, maximum: 2200 }, lang: { type: 'string' } },
        },
      },
    },
    async (request) => {
      const office = await getOffice(db, request.entityId!, request.params.id);
      if (!office) return { result: ResourceResult.NotFound, data: [] };
      const year = request.query.year ?? new Date().getFullYear();
      return {
        result: ResourceResult.Success,
        year,
        data: await officeHolidays(db, office, request.entityId!, year),
      };
    },
  );

  app.post<{ Body: OfficeSave }>(
    `${BASE}/OfficesControl/save`,
    {
      config: entityRoute(P.Edit, INTERNAL, 'entity'),
      preValidation: rules.preValidation,
      schema: {
        tags,
        summary: 'Create (id 0) or update an office at its version',
        body: officeSaveBody,
        response: saveErrors,
      },
    },
    async (request, reply) => {
      const errors = await placeErrors(db, request.body, requestLang(request));
      if (errors.length) return sendError(request, reply, 400, 'http.validation', errors);
      return answerWrite(db, request, reply, (tx) => saveOffice(tx, request.entityId!, request.body));
    },
  );

  app.post(
    `${BASE}/export`,
    {
      config: entityRoute(P.Export, INTERNAL, 'entity'),
      schema: { tags, summary: "The entity's offices as an xlsx", produces: [XLSX] },
    },
    async (request, reply) => {
      const lang = requestLang(request);
      const rows = await officeRows(db, request.entityId!);
      const stamp = new Date().toISOString().slice(0, 10);
      return sendXlsx(reply, `offices-${stamp}.xlsx`, officeWorkbook(rows, lang));
    },
  );
}

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

const COLUMNS: {
  header: Record<Lang, string>;
  value: (row: OfficeRow) => string | number | null;
  width: number;
}[] = [
  { header: { en: 'Name', fr: 'Nom' }, value: (row) => row.name, width: 28 },
  { header: { en: 'Code', fr: 'Code' }, value: (row) => row.code, width: 10 },
  { header: { en: 'Country', fr: 'Pays' }, value: (row) => row.countryName, width: 20 },
  { header: { en: 'City', fr: 'Ville' }, value: (row) => row.cityName, width: 20 },
  { header: { en: 'Email', fr: 'E-mail' }, value: (row) => row.email, width: 28 },
  { header: { en: 'Phone', fr: 'Téléphone' }, value: (row) => row.phone, width: 18 },
  { header: { en: 'Staff', fr: 'Effectif' }, value: (row) => row.staffCount, width: 10 },
];

function officeWorkbook(rows: OfficeRow[], lang: Lang): Readable {
  const chunks: Uint8Array[] = [];
  const writer = createXlsxStream(
    {
      sheetName: hrMessage('sheetOffices', lang),
      headers: COLUMNS.map((column) => column.header[lang]),
      widths: COLUMNS.map((column) => column.width),
    },
    (chunk) => chunks.push(chunk),
  );
  writer.addRows(rows.map((row) => COLUMNS.map((column) => column.value(row))));
  writer.finish();
  return Readable.from(chunks);
}
