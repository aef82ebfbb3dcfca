import { BookingStatus, ReportStatus } from '@portal/domain';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';

/**
 * Keeps a booking's report in step with the booking's own changes: the inspection dates the report summary
 * filters on follow a reschedule, and a report not yet validated (being filled, reviewed or sent back) is
 * archived when its booking is cancelled or merged into another: it leaves the reviewers' lists but is kept.
 * Called in the booking's transaction; a booking without a report changes nothing.
 */
export async function followBookingInReport(tx: Db, bookingId: number): Promise<void> {
  await tx.execute(sql`
    update inspection_reports r
       set inspection_date_from = b.inspection_date_from,
           inspection_date_to = b.inspection_date_to,
           status = case
             when b.status = ${BookingStatus.Cancel} and r.status in (${ReportStatus.Draft}, ${ReportStatus.Invalid})
               then ${ReportStatus.Archive}
             else r.status end,
           updated_at = now()
      from bookings b
     where b.id = r.booking_id and r.booking_id = ${bookingId}`);
}
