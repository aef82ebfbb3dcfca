import { eq } from 'drizzle-orm';
import { BookingAction, BookingStatus, ResourceResult } from '@portal/domain';
import type { Db } from '../../db/client';
import { bookingAttachments, bookings } from '../../db/schema';
import { removeStoredFiles } from '../hr-staff/staff-files';
import type { ResourceScope } from '../kit/resource-definition';
import { may } from './booking-access';
import { heldOf, lockPoLines, moveBookedQuantities } from './booking-quantities';
import { lockBookingRow, storedLines } from './booking.repository';
import { loadBookingSettings } from './booking-settings.repository';

/**
 * Deleting a booking is for drafts only (New, with the Delete action): it gives its quantities back to the
 * PO lines. A booking past New stays for its history and is cancelled instead (InUse); one the caller may not
 * delete reads as missing.
 */
export function removeDraft(filesDir: string | undefined) {
  return async (tx: Db, id: number, scope: ResourceScope): Promise<ResourceResult> => {
    const row = await lockBookingRow(tx, id, scope);
    if (!row) return ResourceResult.NotFound;
    const status = row.status as BookingStatus;
    if (status !== BookingStatus.New) return ResourceResult.InUse;
    if (!may(BookingAction.Delete, status, scope, await loadBookingSettings(tx, scope.entityId)))
      return ResourceResult.NotFound;
    const lines = await storedLines(tx, id);
    await lockPoLines(
      tx,
      lines.map((line) => line.poLineId),
    );
    await moveBookedQuantities(tx, heldOf(lines), new Map());
    const files = await tx
      .select({ storedPath: bookingAttachments.storedPath })
      .from(bookingAttachments)
      .where(eq(bookingAttachments.bookingId, id));
    // Lines, products, attachments and history go with it (on delete cascade).
    await tx.delete(bookings).where(eq(bookings.id, id));
    await removeStoredFiles(
      filesDir,
      files.map((file) => file.storedPath),
    );
    return ResourceResult.Success;
  };
}
