import { BookingStatus as S } from '@portal/domain';
import { sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../client';
import { bookingHistory, bookingLines, bookingProducts, bookings, entityBookingSettings } from '../schema';
import { insertNotifications } from '../../modules/work-items/notifications.repository';
import { insertTasks } from '../../modules/work-items/tasks.repository';
import { HolidayCalendar } from './demo-calendar';
import { loadBookingInputs } from './demo-booking-inputs';
import { numberBookings, officeClosedOn, planDemoBookings } from './demo-booking-plan';
import { bookingRow, customerNotifications, openTasks, productRows } from './demo-booking-rows';
import { loadHolidays } from './demo-holidays';

/**
 * Demo inspection bookings over the demo purchase orders, so the booking summary (where CS lands) is full on
 * the first start: about 300 in every status, first inspection days from two months before to a month after
 * the day the seed runs, with open ones today, tomorrow, the day after and next week (every
 * hours-to-inspection band shows). Most are the demo customer's, supplier's and factory's own; some are in
 * entity 2 for cs2. Each carries what a save writes (PO numbers, search text, counts, the products' AQL from
 * the customer's inspection service and the computed sampling), a history told step by step by plausible
 * people, and the open tasks its status has (booking-transitions.ts): verify and confirm for the customer's
 * CS, schedule for the entity's planners; the demo customer user gets a few notifications. A few are split
 * children, a few were combined into another. purchase_order_lines.booked_quantity grows by exactly what the
 * bookings that are not cancelled hold. Entity 1 forbids supplier and factory cancel and reschedule after
 * Requested; entity 2 allows both.
 *
 * Planned without the database (demo-booking-plan.ts); coming and inspected ones keep off their office's
 * holidays. Idempotent: no booking is added once any exists. Deterministic for a given database and day
 * (one seeded generator). Written with one insert per table.
 */

export async function seedDemoBookings(db: Db, now: Date): Promise<void> {
  await db
    .insert(entityBookingSettings)
    .values([
      { entityId: 1, supplierMayCancelAfterRequested: false, supplierMayRescheduleAfterRequested: false },
      { entityId: 2, supplierMayCancelAfterRequested: true, supplierMayRescheduleAfterRequested: true },
    ])
    .onConflictDoNothing();
  if (rowsOf(await db.execute(sql`select 1 from bookings limit 1`)).length) return;
  const inputs = await loadBookingInputs(db);
  if (!inputs) return;
  const { people, references } = inputs;
  const planned = planDemoBookings(inputs, now, officeClosedOn(new HolidayCalendar(await loadHolidays(db))));
  if (!planned.length) return;
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const ids = rowsOf<{ id: number }>(
    await db.execute(
      sql`select nextval(pg_get_serial_sequence('bookings', 'id'))::int as id from generate_series(1, ${planned.length})`,
    ),
  ).map((row) => Number(row.id));
  numberBookings(planned, ids);

  await db.transaction(async (tx) => {
    // Two instances starting together: the second finds the first's bookings and adds none.
    await tx.execute(sql`lock table bookings in exclusive mode`);
    if (rowsOf(await tx.execute(sql`select 1 from bookings limit 1`)).length) return;
    await insertRecords(
      tx,
      bookings,
      planned.map((booking) => bookingRow(booking, references, today)),
    );
    await insertRecords(
      tx,
      bookingLines,
      planned.flatMap((booking) =>
        booking.lines.map((item, index) => ({
          bookingId: booking.id,
          poLineId: item.line.id,
          productId: item.line.productId,
          quantity: item.quantity,
          containerNo: booking.containerCount ? (index % booking.containerCount) + 1 : null,
        })),
      ),
    );
    await insertRecords(
      tx,
      bookingProducts,
      planned.flatMap((booking) => productRows(booking, references)),
    );
    await insertRecords(
      tx,
      bookingHistory,
      planned.flatMap((booking) =>
        booking.steps.map((step) => ({
          bookingId: booking.id,
          userId: step.userId,
          userName: step.userId == null ? null : (people.names.get(step.userId) ?? null),
          action: step.action,
          fromStatus: step.from,
          toStatus: step.to,
          reason: step.reason,
          changes: step.changes,
          at: new Date(step.at),
        })),
      ),
    );
    await tx.execute(sql`
      update purchase_order_lines l set booked_quantity = l.booked_quantity + held.quantity
      from (
        select bl.po_line_id, sum(bl.quantity)::int as quantity
        from booking_lines bl join bookings b on b.id = bl.booking_id
        where b.status <> ${S.Cancel} and b.id = any(${sql.param(ids)}::int[])
        group by bl.po_line_id
      ) held
      where l.id = held.po_line_id`);
    await insertTasks(tx, openTasks(planned, people));
    await insertNotifications(tx, customerNotifications(planned, people, now.getTime()));
  });
}

/**
 * One insert of many rows sent as a single JSON document (jsonb_to_recordset): on PGlite about a third cheaper
 * than a multi-row VALUES of thousands of parameters. `rows` are keyed by the table's property names.
 */
async function insertRecords(db: Db, table: PgTable, rows: Record<string, unknown>[]): Promise<void> {
  if (!rows.length) return;
  const keys = Object.keys(rows[0]!);
  const columns = keys.map((key) => (table as unknown as Record<string, PgColumn>)[key]!);
  const names = sql.join(
    columns.map((column) => sql.identifier(column.name)),
    sql`, `,
  );
  const types = sql.join(
    columns.map((column) => sql`${sql.identifier(column.name)} ${sql.raw(column.getSQLType())}`),
    sql`, `,
  );
  const records = rows.map((row) =>
    Object.fromEntries(keys.map((key, index) => [columns[index]!.name, row[key]])),
  );
  await db.execute(
    sql`insert into ${table} (${names}) select ${names} from jsonb_to_recordset(${JSON.stringify(records)}::jsonb) as r(${types})`,
  );
}

function rowsOf<Row = Record<string, unknown>>(result: unknown): Row[] {
  return (result as { rows: Row[] }).rows;
}
