import type { FastifyReply } from 'fastify';
import type { Lang, UserAccountFilter, UserAccountRow } from '@portal/domain';
import type { Db } from '../../db/client';
import type { SearchQuery } from '../../lib/search/search-runner';
import type { ResourceDefinition, ResourceScope } from '../kit/resource-definition';
import { exportStream, sendXlsx } from '../kit/resource-export';
import { accountMessage, userTypeName } from './account-messages';
import { accountPage } from './account-queries';

type AccountQuery = SearchQuery<Partial<UserAccountFilter>>;

const columns = (lang: Lang) => [
  { header: { en: 'Login', fr: 'Identifiant' }, value: (row: UserAccountRow) => row.loginName, width: 18 },
  { header: { en: 'Full name', fr: 'Nom complet' }, value: (row: UserAccountRow) => row.fullName, width: 28 },
  { header: { en: 'Email', fr: 'E-mail' }, value: (row: UserAccountRow) => row.email, width: 32 },
  {
    header: { en: 'User type', fr: "Type d'utilisateur" },
    value: (row: UserAccountRow) => userTypeName(row.userType, lang),
    width: 18,
  },
  { header: { en: 'Roles', fr: 'Rôles' }, value: (row: UserAccountRow) => row.roleNames, width: 30 },
  { header: { en: 'Entities', fr: 'Entités' }, value: (row: UserAccountRow) => row.entityNames, width: 14 },
  {
    header: { en: 'Linked to', fr: 'Rattaché à' },
    value: (row: UserAccountRow) => row.linkedName,
    width: 28,
  },
  {
    header: { en: 'Status', fr: 'Statut' },
    value: (row: UserAccountRow) => accountMessage(row.isActive ? 'active' : 'inactive', lang),
    width: 12,
  },
  {
    header: { en: 'Last sign-in', fr: 'Dernière connexion' },
    value: (row: UserAccountRow) => row.lastSignInAt?.slice(0, 10) ?? null,
    width: 14,
  },
];

/** The streamed export (beyond what the screen exports itself), in the request's language. */
export function exportAccounts(
  db: Db,
  reply: FastifyReply,
  scope: ResourceScope,
  query: AccountQuery,
  lang: Lang,
) {
  const { entityId } = scope;
  // The kit's streamed writer only reads the sheet and the page function; the page is entity-scoped here.
  const sheet = {
    exportSheet: {
      sheetName: { en: accountMessage('sheetAccounts', 'en'), fr: accountMessage('sheetAccounts', 'fr') },
      columns: columns(lang),
    },
    repository: { page: (pageDb: Db, pageQuery: AccountQuery) => accountPage(pageDb, entityId, pageQuery) },
  } as unknown as ResourceDefinition<UserAccountRow, never, never, Partial<UserAccountFilter>>;
  const stamp = new Date().toISOString().slice(0, 10);
  return sendXlsx(
    reply,
    `user-accounts-${stamp}.xlsx`,
    exportStream(db, sheet, { ...query, skip: 0, take: null }, lang, scope),
  );
}
