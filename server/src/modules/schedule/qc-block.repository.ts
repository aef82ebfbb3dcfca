import {
  BookingStatus,
  bookingNumber,
  type QcBlockBody,
  type QcBlockRow,
  type QcBlockSearchRequest,
} from '@portal/domain';
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rawRows } from '../../db/raw-rows';
import { datesBetween } from './qc-day-facts';
import { listQcs, type QcRecord } from './qc-directory';

interface BlockRowData {
  id: number;
  staff_id: number;
  staff_name: string;
  office_name: string | null;
  block_date: string;
  reason: string;
  created_by_name: string | null;
  created_at: Date | string;
}

const rowColumns = sql`b.id, b.staff_id, s.full_name as staff_name, o.name as office_name,
  b.block_date::text as block_date, b.reason, u.full_name as created_by_name, b.created_at`;
const rowJoins = sql`from qc_blocks b
  join staff s on s.id = b.staff_id
  left join offices o on o.id = s.office_id
  left join users u on u.id = b.created_by`;

function toBlockRow(row: BlockRowData): QcBlockRow {
  return {
    id: row.id,
    staffId: row.staff_id,
    staffName: row.staff_name,
    officeName: row.office_name,
    date: row.block_date,
    reason: row.reason,
    createdByName: row.created_by_name,
    createdAt: new Date(row.created_at).toISOString(),
  };
}

const ids = (values: readonly number[]) => sql`${sql.param([...values])}::int[]`;

function searchConditions(entityId: number, request: QcBlockSearchRequest): SQL[] {
  const conditions = [sql`b.entity_id = ${entityId}`];
  if (request.staffIds?.length) conditions.push(sql`b.staff_id = any(${ids(request.staffIds)})`);
  if (request.dateFrom) conditions.push(sql`b.block_date >= ${request.dateFrom}`);
  if (request.dateTo) conditions.push(sql`b.block_date <= ${request.dateTo}`);
  return conditions;
}

/** A page of the entity's blocked days, by day then QC, and how many match. */
export async function searchBlocks(
  db: Db,
  entityId: number,
  request: QcBlockSearchRequest,
): Promise<{ rows: QcBlockRow[]; total: number }> {
  const where = sql.join(searchConditions(entityId, request), sql` and `);
  const [rows, [count]] = await Promise.all([
    rawRows<BlockRowData>(
      db,
      sql`select ${rowColumns} ${rowJoins} where ${where}
          order by b.block_date, s.full_name, b.id offset ${request.skip} limit ${request.take}`,
    ),
    rawRows<{ total: number }>(db, sql`select count(*)::int as total from qc_blocks b where ${where}`),
  ]);
  return { rows: rows.map(toBlockRow), total: count?.total ?? 0 };
}

/** What a block command ends in. */
export type BlockOutcome =
  | { kind: 'done'; rows: QcBlockRow[] }
  | { kind: 'notQc' }
  /** The QC works on some of the days: each with its bookings' numbers; nothing was written. */
  | { kind: 'allocated'; qc: QcRecord; days: { date: string; bookingNos: string[] }[] };

/**
 * Blocks each day of the range for one QC of the entity, in the caller's transaction. The QC's staff row
 * is locked first, as the allocation save does, so a block and an allocation of the same QC never both
 * pass their checks; days already blocked stay as they are.
 */
export async function blockDays(
  tx: Db,
  entityId: number,
  userId: number,
  body: QcBlockBody,
): Promise<BlockOutcome> {
  const [qc] = await listQcs(tx, entityId, { qcIds: [body.staffId] });
  if (!qc) return { kind: 'notQc' };
  await tx.execute(sql`select id from staff where id = ${qc.staffId} for update`);
  const allocated = await rawRows<{ inspection_date: string; booking_id: number }>(
    tx,
    sql`select a.inspection_date::text as inspection_date, a.booking_id
        from booking_allocations a join bookings b on b.id = a.booking_id
        where a.staff_id = ${qc.staffId} and a.inspection_date between ${body.dateFrom} and ${body.dateTo}
          and b.status <> ${BookingStatus.Cancel}
        order by a.inspection_date, a.booking_id`,
  );
  if (allocated.length) {
    const byDay = new Map<string, string[]>();
    for (const row of allocated)
      byDay.set(row.inspection_date, [
        ...(byDay.get(row.inspection_date) ?? []),
        bookingNumber(row.booking_id),
      ]);
    return {
      kind: 'allocated',
      qc,
      days: [...byDay].map(([date, bookingNos]) => ({ date, bookingNos })),
    };
  }
  const reason = body.reason.trim();
  const values = datesBetween(body.dateFrom, body.dateTo).map(
    (date) => sql`(${entityId}, ${qc.staffId}, ${date}::date, ${reason}, ${userId})`,
  );
  const created = await rawRows<{ id: number }>(
    tx,
    sql`insert into qc_blocks (entity_id, staff_id, block_date, reason, created_by)
        values ${sql.join(values, sql`, `)}
        on conflict (staff_id, block_date) do nothing returning id`,
  );
  if (!created.length) return { kind: 'done', rows: [] };
  const rows = await rawRows<BlockRowData>(
    tx,
    sql`select ${rowColumns} ${rowJoins} where b.id = any(${ids(created.map((row) => row.id))})
        order by b.block_date`,
  );
  return { kind: 'done', rows: rows.map(toBlockRow) };
}

/** Unblocks one day of the entity; false when there is no such block in it. */
export async function unblockDay(db: Db, entityId: number, id: number): Promise<boolean> {
  const removed = await rawRows<{ id: number }>(
    db,
    sql`delete from qc_blocks where id = ${id} and entity_id = ${entityId} returning id`,
  );
  return removed.length > 0;
}
