import {
  BEFORE_SCHEDULING,
  type BookingDetail,
  type BookingRow,
  type BookingSearchRequest,
} from '@portal/domain';

/** What every booking combined with the first one must share (the server refuses any other). */
export type CombineAnchor = Pick<
  BookingRow,
  'id' | 'customerId' | 'supplierId' | 'factoryId' | 'serviceType'
>;

export const anchorOf = (booking: BookingRow | BookingDetail): CombineAnchor => ({
  id: booking.id,
  customerId: booking.customerId,
  supplierId: booking.supplierId,
  factoryId: booking.factoryId,
  serviceType: booking.serviceType,
});

/** At most this many candidates are listed: far more than one order is ever split into. */
export const COMBINE_CANDIDATES_MAX = 200;

/** The search for the bookings that can be combined with `anchor`: same parties and service, not scheduled. */
export function compatibleSearch(anchor: CombineAnchor): BookingSearchRequest {
  return {
    searchText: null,
    skip: 0,
    take: COMBINE_CANDIDATES_MAX,
    sort: { field: 'inspectionDateFrom', direction: 'asc' },
    customerIds: [anchor.customerId],
    supplierIds: [anchor.supplierId],
    factoryIds: [anchor.factoryId],
    serviceTypes: [anchor.serviceType],
    statuses: [...BEFORE_SCHEDULING],
  };
}
