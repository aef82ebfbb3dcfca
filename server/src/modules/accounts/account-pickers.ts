import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import { UserType, type DataSourceItem } from '@portal/domain';
import type { Db } from '../../db/client';
import { customers, factories, suppliers, users } from '../../db/schema';
import { dataSourceResponse, type toDataSourceQuery } from '../../lib/search/search-runner';
import { textMatches } from '../../lib/search/sql-filters';
import { inEntity } from './account-queries';

/** What a picker lists: its table, id and label, the text it searches, and which rows it offers. */
export interface PickerSource {
  table: PgTable;
  id: AnyPgColumn;
  name: SQL<string> | AnyPgColumn;
  order: AnyPgColumn;
  texts: AnyPgColumn[];
  /** Rows offered on the page. */
  where: SQL | undefined;
  /** Rows that may be answered by id (idList): the entity's, whatever the other conditions. */
  scope: SQL | undefined;
}

export function partySource(userType: number, entityId: number, supplierId: number | null): PickerSource {
  const table =
    userType === UserType.Customer ? customers : userType === UserType.Supplier ? suppliers : factories;
  const scope = eq(table.entityId, entityId);
  return {
    table,
    id: table.id,
    name: table.name,
    order: table.name,
    texts: [table.name],
    where: and(scope, table === factories && supplierId ? eq(factories.supplierId, supplierId) : undefined),
    scope,
  };
}

export function userSource(entityId: number, userType: number | null): PickerSource {
  const scope = inEntity(entityId);
  return {
    table: users,
    id: users.id,
    name: sql<string>`${users.fullName} || ' (' || ${users.loginName} || ')'`,
    order: users.fullName,
    texts: [users.fullName, users.loginName],
    where: and(scope, eq(users.isActive, true), userType ? eq(users.userType, userType) : undefined),
    scope,
  };
}

/** A page of the source matching the text, plus the ids the select already shows (idList). */
export async function pickerAnswer(
  db: Db,
  source: PickerSource,
  query: ReturnType<typeof toDataSourceQuery>,
) {
  const select = () =>
    db
      .select({ id: sql<number>`${source.id}`, name: sql<string>`${source.name}` })
      .from(source.table as typeof users);
  let paged = select()
    .where(and(source.where, textMatches(query.searchText, source.texts)))
    .orderBy(asc(sql`lower(${source.order})`), asc(source.id))
    .offset(query.skip)
    .$dynamic();
  if (query.take != null) paged = paged.limit(query.take);
  const included: DataSourceItem[] = query.idList.length
    ? await select().where(and(source.scope, inArray(source.id, query.idList)))
    : [];
  return dataSourceResponse(await paged, included);
}
