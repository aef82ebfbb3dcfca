import { and, count, eq, isNotNull, isNull, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type {
  EmailOutboxFilter,
  EmailOutboxMessage,
  EmailOutboxRow,
  OutboxSortField,
  OutboxStatus,
} from '@portal/domain';
import type { Db } from '../../db/client';
import { emailOutbox } from '../../db/schema';
import type { SearchQuery } from '../../lib/search/search-runner';
import { allOf, orderBy, textMatches } from '../../lib/search/sql-filters';

export interface StoredMail {
  entityId: number | null;
  toAddress: string;
  subject: string;
  textBody: string;
  htmlBody: string | null;
  transport: 'outbox' | 'smtp';
}

export async function insertOutboxRow(tx: Db, mail: StoredMail): Promise<number> {
  const [row] = await tx.insert(emailOutbox).values(mail).returning({ id: emailOutbox.id });
  return row!.id;
}

export async function markSent(db: Db, id: number, at: Date): Promise<void> {
  await db.update(emailOutbox).set({ sentAt: at, error: null }).where(eq(emailOutbox.id, id));
}

export async function markFailed(db: Db, id: number, error: string): Promise<void> {
  await db
    .update(emailOutbox)
    .set({ error: error.slice(0, 500) })
    .where(eq(emailOutbox.id, id));
}

const statusOf = (row: { transport: string; sentAt: Date | null; error: string | null }): OutboxStatus =>
  row.transport === 'outbox' ? 'stored' : row.sentAt ? 'sent' : row.error ? 'failed' : 'pending';

const STATUS_CONDITIONS: Record<OutboxStatus, SQL> = {
  stored: sql`${emailOutbox.transport} = 'outbox'`,
  sent: and(sql`${emailOutbox.transport} <> 'outbox'`, isNotNull(emailOutbox.sentAt))!,
  failed: and(
    sql`${emailOutbox.transport} <> 'outbox'`,
    isNull(emailOutbox.sentAt),
    isNotNull(emailOutbox.error),
  )!,
  pending: and(
    sql`${emailOutbox.transport} <> 'outbox'`,
    isNull(emailOutbox.sentAt),
    isNull(emailOutbox.error),
  )!,
};

const SORT_COLUMNS: Record<OutboxSortField, AnyColumn> = {
  createdAt: emailOutbox.createdAt,
  toAddress: emailOutbox.toAddress,
  subject: emailOutbox.subject,
};

function condition(entityId: number, query: SearchQuery<Partial<EmailOutboxFilter>>): SQL | undefined {
  const statuses = query.filter.statuses ?? [];
  return allOf(
    eq(emailOutbox.entityId, entityId),
    textMatches(query.searchText, [emailOutbox.toAddress, emailOutbox.subject]),
    statuses.length ? or(...statuses.map((status) => STATUS_CONDITIONS[status])) : undefined,
  );
}

const rowColumns = {
  id: emailOutbox.id,
  createdAt: emailOutbox.createdAt,
  toAddress: emailOutbox.toAddress,
  subject: emailOutbox.subject,
  transport: emailOutbox.transport,
  sentAt: emailOutbox.sentAt,
  error: emailOutbox.error,
};

function toRow(row: {
  id: number;
  createdAt: Date;
  toAddress: string;
  subject: string;
  transport: string;
  sentAt: Date | null;
  error: string | null;
}): EmailOutboxRow {
  return {
    ...row,
    createdAt: row.createdAt.toISOString(),
    sentAt: row.sentAt?.toISOString() ?? null,
    status: statusOf(row),
  };
}

/** The entity's messages, newest first unless another order is asked for. */
export async function outboxPage(
  db: Db,
  entityId: number,
  query: SearchQuery<Partial<EmailOutboxFilter>>,
): Promise<EmailOutboxRow[]> {
  let paged = db
    .select(rowColumns)
    .from(emailOutbox)
    .where(condition(entityId, query))
    .orderBy(...orderBy(query.sort, SORT_COLUMNS, emailOutbox.id, ['toAddress', 'subject']))
    .offset(query.skip)
    .$dynamic();
  if (query.take != null) paged = paged.limit(query.take);
  return (await paged).map(toRow);
}

export async function outboxCount(
  db: Db,
  entityId: number,
  query: SearchQuery<Partial<EmailOutboxFilter>>,
): Promise<number> {
  const [row] = await db.select({ total: count() }).from(emailOutbox).where(condition(entityId, query));
  return Number(row?.total ?? 0);
}

export async function outboxMessage(
  db: Db,
  entityId: number,
  id: number,
): Promise<Omit<EmailOutboxMessage, 'linksHidden'> | null> {
  const [row] = await db
    .select({ ...rowColumns, textBody: emailOutbox.textBody, htmlBody: emailOutbox.htmlBody })
    .from(emailOutbox)
    .where(and(eq(emailOutbox.id, id), eq(emailOutbox.entityId, entityId)));
  if (!row) return null;
  return { ...toRow(row), textBody: row.textBody, htmlBody: row.htmlBody };
}

/** Newest first; ties (same transaction) by id. */
export const NEWEST_FIRST = { field: 'createdAt', direction: 'desc' } as const;
