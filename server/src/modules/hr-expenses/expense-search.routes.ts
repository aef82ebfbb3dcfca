import type { FastifyInstance } from 'fastify';
import {
  hasPermission,
  MAX_SCREEN_EXPORT_ROWS,
  Permissions,
  type ExpenseFilter,
  type ExpenseRow,
  type Lang,
} from '@portal/domain';
import { expenseSearchBody } from '@portal/domain/src/schemas';
import type { Db } from '../../db/client';
import { searchResponse, toSearchQuery } from '../../lib/search/search-runner';
import { requestLang, sendError } from '../../plugins/errors';
import type { ResourceDefinition } from '../kit/resource-definition';
import { exportStream, sendXlsx } from '../kit/resource-export';
import { scopeOf } from '../kit/resource-routes';
import { expenseCaller } from './expense-caller';
import { expenseCount, expensePage, type ExpenseQuery } from './expense-claim.repository';
import { expenseMessage, expenseStatusName, shownDate } from './expense-messages';
import { INTERNAL, entityRoute } from '../../plugins/route-access';

const BASE = '/api/ExpenseClaim';
const tags = ['Expense claims'];
const DEFAULT_SORT = { field: 'createdAt', direction: 'desc' } as const;

type Body = Record<string, unknown> & { takeAll?: boolean | null };

/** The summary's search and export, and the claims waiting for the caller (the pending screen). */
export async function expenseSearchRoutes(app: FastifyInstance, { db }: { db: Db }): Promise<void> {
  app.post<{ Body: Body }>(
    `${BASE}/search`,
    {
      config: entityRoute(Permissions.ExpenseSummary.View, INTERNAL, 'entity'),
      schema: { tags, summary: 'Search the claims the caller may see', body: expenseSearchBody },
    },
    async (request, reply) => {
      const query = toSearchQuery<Partial<ExpenseFilter>>(request.body as never, DEFAULT_SORT);
      if (request.body.takeAll) {
        // The screen's own export: an export, so it needs that right.
        if (!hasPermission(request.user, Permissions.ExpenseSummary.Export))
          return sendError(request, reply, 403, 'http.403');
        Object.assign(query, { skip: 0, take: MAX_SCREEN_EXPORT_ROWS });
      }
      const caller = await expenseCaller(db, request);
      const [rows, total] = await Promise.all([
        expensePage(db, caller, query),
        expenseCount(db, caller, query),
      ]);
      return searchResponse(rows, total);
    },
  );

  app.post<{ Body: Body }>(
    `${BASE}/pending`,
    {
      config: entityRoute(Permissions.ExpenseClaim.View, INTERNAL, 'entity'),
      schema: {
        tags,
        summary: 'The claims waiting for the caller to check, approve or pay',
        body: expenseSearchBody,
      },
    },
    async (request) => {
      const caller = await expenseCaller(db, request);
      const query: ExpenseQuery = toSearchQuery(request.body as never, {
        field: 'createdAt',
        direction: 'asc',
      });
      query.filter = { ...query.filter, toAct: true };
      const [rows, total] = await Promise.all([
        expensePage(db, caller, query),
        expenseCount(db, caller, query),
      ]);
      return searchResponse(rows, total);
    },
  );

  app.post<{ Body: Body }>(
    `${BASE}/export`,
    {
      config: entityRoute(Permissions.ExpenseSummary.Export, INTERNAL, 'entity'),
      schema: { tags, summary: 'Every matching claim as an xlsx', body: expenseSearchBody },
    },
    async (request, reply) => {
      const lang = requestLang(request);
      const caller = await expenseCaller(db, request);
      const query = toSearchQuery<Partial<ExpenseFilter>>(request.body as never, DEFAULT_SORT, {
        allowTakeAll: true,
      });
      // The kit's streamed writer only reads the sheet and the page function; the page is caller-scoped.
      const sheet = {
        exportSheet: {
          sheetName: { en: expenseMessage('SheetExpenses', 'en'), fr: expenseMessage('SheetExpenses', 'fr') },
          columns: expenseExportColumns(lang),
        },
        repository: {
          page: (pageDb: Db, pageQuery: ExpenseQuery) => expensePage(pageDb, caller, pageQuery),
        },
      } as unknown as ResourceDefinition<ExpenseRow, never, never, Partial<ExpenseFilter>>;
      const stamp = new Date().toISOString().slice(0, 10);
      return sendXlsx(
        reply,
        `expense-claims-${stamp}.xlsx`,
        exportStream(db, sheet, { ...query, skip: 0, take: null }, lang, scopeOf(request)),
      );
    },
  );
}

const totalsText = (row: ExpenseRow) =>
  row.totals.map((total) => `${total.amount} ${total.currency}`).join('; ');

/** The sheet's columns; statuses and dates written as the request's language shows them. */
const expenseExportColumns = (lang: Lang) => [
  { header: { en: 'Claim no.', fr: 'N° de note' }, value: (row: ExpenseRow) => row.claimNo, width: 16 },
  { header: { en: 'Employee no.', fr: 'Matricule' }, value: (row: ExpenseRow) => row.employeeNo, width: 14 },
  { header: { en: 'Claimant', fr: 'Demandeur' }, value: (row: ExpenseRow) => row.staffName, width: 26 },
  { header: { en: 'Title', fr: 'Objet' }, value: (row: ExpenseRow) => row.title, width: 30 },
  {
    header: { en: 'From', fr: 'Du' },
    value: (row: ExpenseRow) => (row.firstDate ? shownDate(row.firstDate) : ''),
    width: 12,
  },
  {
    header: { en: 'To', fr: 'Au' },
    value: (row: ExpenseRow) => (row.lastDate ? shownDate(row.lastDate) : ''),
    width: 12,
  },
  { header: { en: 'Lines', fr: 'Lignes' }, value: (row: ExpenseRow) => row.lineCount, width: 8 },
  { header: { en: 'Total', fr: 'Total' }, value: totalsText, width: 24 },
  {
    header: { en: 'Status', fr: 'Statut' },
    value: (row: ExpenseRow) => expenseStatusName(row.status, lang),
    width: 12,
  },
  {
    header: { en: 'Submitted', fr: 'Soumise le' },
    value: (row: ExpenseRow) => shownDate(row.createdAt.slice(0, 10)),
    width: 12,
  },
  {
    header: { en: 'Checked by', fr: 'Vérifiée par' },
    value: (row: ExpenseRow) => row.checkedByName,
    width: 22,
  },
  {
    header: { en: 'Approved by', fr: 'Approuvée par' },
    value: (row: ExpenseRow) => row.approvedByName,
    width: 22,
  },
  { header: { en: 'Paid by', fr: 'Payée par' }, value: (row: ExpenseRow) => row.paidByName, width: 22 },
  {
    header: { en: 'Rejected by', fr: 'Refusée par' },
    value: (row: ExpenseRow) => row.rejectedByName,
    width: 22,
  },
  { header: { en: 'Comment', fr: 'Commentaire' }, value: (row: ExpenseRow) => row.rejectComment, width: 30 },
];
