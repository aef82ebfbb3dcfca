import { BOOKING_SCREEN_PATHS as PATHS, Permissions } from '@portal/domain';
import type { RemoteRoute } from '@portal/shell-contract';
import { BookingCancelPage } from './cancel/booking-cancel-page';
import { BookingCombinePage } from './combine/booking-combine-page';
import { BookingDetailPage } from './detail/booking-detail-page';
import { BookingSummary } from './summary/booking-summary';

const P = Permissions.InspectionSummary;

/** The booking summary, detail, cancel and combine screens (edit, split and picking have their own file). */
export const bookingRoutes: RemoteRoute[] = [
  {
    path: PATHS.summary,
    permission: P.View,
    titleId: 'inspection.bookingSummary.title',
    component: BookingSummary,
  },
  {
    path: `${PATHS.detail}/:id`,
    permission: P.View,
    titleId: 'inspection.booking.detail.title',
    component: BookingDetailPage,
  },
  {
    // The path's one source names the id by a number; here it is the route parameter. The Cancelled
    // notification opens it, so it needs only View; the form shows to those who may cancel.
    path: PATHS.cancel(':id' as never),
    permission: P.View,
    titleId: 'inspection.booking.cancel.title',
    component: BookingCancelPage,
  },
  {
    path: PATHS.combine,
    permission: P.Combine,
    titleId: 'inspection.booking.combine.title',
    component: BookingCombinePage,
  },
];
