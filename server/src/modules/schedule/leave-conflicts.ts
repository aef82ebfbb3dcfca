import { BookingStatus, Role, TaskType } from '@portal/domain';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rawRows } from '../../db/raw-rows';
import { roleUsers } from '../booking/booking-recipients';
import type { WorkItemOutbox } from '../work-items/work-items.service';

export interface ApprovedLeave {
  staffId: number;
  staffName: string;
  startDate: string;
  endDate: string;
}

/**
 * A leave approved after the QC was allocated: each booking (not cancelled) they work on during the
 * leave gets a ScheduleInspection task naming them, for every planner of the booking's entity who has
 * not the same task open already. The allocations stay: planning decides what to move, and until then
 * the occupancy shows those days overloaded. Runs in the approval's transaction; the tasks reach the
 * planners when it commits. Answers the bookings concerned.
 */
export async function raiseLeaveConflicts(
  tx: Db,
  outbox: WorkItemOutbox,
  leave: ApprovedLeave,
): Promise<number[]> {
  const bookings = await rawRows<{ booking_id: number; entity_id: number }>(
    tx,
    sql`select distinct a.booking_id, b.entity_id
        from booking_allocations a join bookings b on b.id = a.booking_id
        where a.staff_id = ${leave.staffId} and a.inspection_date between ${leave.startDate} and ${leave.endDate}
          and b.status <> ${BookingStatus.Cancel}
        order by a.booking_id`,
  );
  const planners = new Map<number, number[]>();
  for (const { booking_id: bookingId, entity_id: entityId } of bookings) {
    if (!planners.has(entityId)) planners.set(entityId, await roleUsers(tx, entityId, Role.Planning));
    const open = await rawRows<{ user_id: number }>(
      tx,
      sql`select user_id from tasks
          where type = ${TaskType.ScheduleInspection} and link_id = ${bookingId} and entity_id = ${entityId}
            and is_done = false and staff_name = ${leave.staffName}`,
    );
    const alreadyTold = new Set(open.map((row) => row.user_id));
    for (const userId of planners.get(entityId)!)
      if (!alreadyTold.has(userId))
        await outbox.raiseTask({
          userId,
          entityId,
          type: TaskType.ScheduleInspection,
          linkId: bookingId,
          staffName: leave.staffName,
        });
  }
  return bookings.map((row) => row.booking_id);
}
