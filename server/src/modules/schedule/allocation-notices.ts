import { NotificationType, type QcAssignmentContact, type QcAssignmentProduct } from '@portal/domain';
import type { Db } from '../../db/client';
import type { BookingEffects } from '../booking/booking-change';
import type { StoredAllocation } from '../booking/booking-allocations';
import { contactsOf, productsOf } from './qc-assignment-queries';
import { assignmentMail, removalMail } from './qc-mail';
import type { ScheduleBooking } from './schedule-bookings';

/** One QC on one day, as the save changed it. */
export interface AllocationPair {
  staffId: number;
  date: string;
  manDays: number;
}

/** The QC's account and address, read under the lock of their staff row. */
export interface QcContact {
  name: string;
  email: string | null;
  userId: number | null;
}

function addressOf(booking: ScheduleBooking): string | null {
  const parts = [
    booking.factoryAddress,
    booking.factoryPostalCode,
    booking.factoryCityName,
    booking.factoryCountryName,
  ].filter((part): part is string => !!part?.trim());
  return parts.length ? parts.join(', ') : null;
}

/**
 * What the inspectors hear of a save: each QC given a new day gets InspectionAssigned (in real time,
 * after commit); each QC given or changed days gets the assignment by mail with all their days on the
 * booking; a QC only taken off days gets a short mail naming them.
 */
export async function tellInspectors(
  tx: Db,
  effects: BookingEffects,
  booking: ScheduleBooking,
  change: { added: AllocationPair[]; changed: AllocationPair[]; removed: AllocationPair[] },
  after: StoredAllocation[],
  contacts: Map<number, QcContact>,
): Promise<void> {
  const newlyAllocated = new Set(change.added.map((pair) => pair.staffId));
  await effects.notifyUsers(
    booking,
    [...newlyAllocated].flatMap((staffId) => {
      const userId = contacts.get(staffId)?.userId;
      return userId != null ? [userId] : [];
    }),
    NotificationType.InspectionAssigned,
  );

  const assigned = new Set([...newlyAllocated, ...change.changed.map((pair) => pair.staffId)]);
  let briefing: { products: QcAssignmentProduct[]; contacts: QcAssignmentContact[] } | null = null;
  for (const staffId of assigned) {
    const email = contacts.get(staffId)?.email?.trim();
    if (!email) continue;
    briefing ??= {
      products: (await productsOf(tx, [booking.id])).get(booking.id) ?? [],
      contacts: (await contactsOf(tx, [booking.id])).get(booking.id) ?? [],
    };
    const days = after
      .filter((allocation) => allocation.staffId === staffId)
      .map((allocation) => ({ date: allocation.date, manDays: allocation.manDays }));
    await effects.mailTo(
      booking,
      email,
      assignmentMail({
        ...briefing,
        bookingNo: booking.bookingNo,
        serviceType: booking.serviceType,
        days,
        customerName: booking.customerName,
        supplierName: booking.supplierName,
        factoryName: booking.factoryName,
        factoryAddress: addressOf(booking),
      }),
    );
  }

  const removedOnly = [...new Set(change.removed.map((pair) => pair.staffId))].filter(
    (staffId) => !assigned.has(staffId),
  );
  for (const staffId of removedOnly) {
    const email = contacts.get(staffId)?.email?.trim();
    if (!email) continue;
    const dates = change.removed.filter((pair) => pair.staffId === staffId).map((pair) => pair.date);
    await effects.mailTo(booking, email, removalMail({ bookingNo: booking.bookingNo, dates }));
  }
}
