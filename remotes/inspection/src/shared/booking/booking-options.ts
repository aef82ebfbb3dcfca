import type { IntlShape } from 'react-intl';
import { BookingStatus, INSPECTION_SERVICE_TYPES } from '@portal/domain';

/** Every status, in the enum's order, with its translated name. */
export const statusOptions = (intl: IntlShape) =>
  Object.values(BookingStatus)
    .filter((value): value is BookingStatus => typeof value === 'number')
    .map((value) => ({
      value: value as number,
      label: intl.formatMessage({ id: `inspection.booking.status.${value}` }),
    }));

/** The inspection service types a booking can be of. */
export const serviceTypeOptions = (intl: IntlShape) =>
  INSPECTION_SERVICE_TYPES.map((value) => ({
    value: value as number,
    label: intl.formatMessage({ id: `inspection.booking.serviceType.${value}` }),
  }));
