import { BOOKING_SCREEN_PATHS as PATHS, Permissions } from '@portal/domain';
import type { RemoteRoute } from '@portal/shell-contract';
import { BookingEdit } from './edit/booking-edit';
import { BookingPicking } from './picking/booking-picking';
import { BookingSplit } from './split/booking-split';

const P = Permissions.InspectionSummary;

/**
 * The booking edit screen (View: it shows read-only what the caller may not change), split and picking.
 * `edit-booking/0` is a new booking (the spec's links); without an id, or with 'new', too.
 */
export const bookingEditRoutes: RemoteRoute[] = [
  {
    path: `${PATHS.edit}/0`,
    permission: P.View,
    titleId: 'inspection.bookingEdit.new.title',
    component: BookingEdit,
  },
  {
    path: `${PATHS.edit}/:id?`,
    permission: P.View,
    titleId: 'inspection.bookingEdit.title',
    component: BookingEdit,
  },
  {
    path: `${PATHS.split}/:id`,
    permission: P.Split,
    titleId: 'inspection.bookingSplit.title',
    component: BookingSplit,
  },
  {
    path: `${PATHS.picking}/:id`,
    permission: P.Edit,
    titleId: 'inspection.bookingPicking.title',
    component: BookingPicking,
  },
];
