import { createIntl } from 'react-intl';
import {
  BookingAction,
  BookingEvent,
  BookingStatus,
  HoursToInspectionBand,
  INSPECTION_SERVICE_TYPES,
} from '@portal/domain';
import { BOOKING_SCREEN_MESSAGES } from '.';

const { en, fr } = BOOKING_SCREEN_MESSAGES;
const placeholders = (text: string) =>
  (text.match(/\{\w+[},]/g) ?? []).map((name) => name.slice(1, -1)).sort();
const numbers = (values: object) =>
  Object.values(values).filter((value): value is number => typeof value === 'number');

describe('booking screen texts', () => {
  it('exist in English and French alike, never empty, with the same placeholders', () => {
    expect(Object.keys(fr).sort()).toEqual(Object.keys(en).sort());
    for (const [key, text] of Object.entries(en)) {
      expect([key, text.trim() !== '', (fr[key] ?? '').trim() !== '']).toEqual([key, true, true]);
      expect([key, placeholders(fr[key]!)]).toEqual([key, placeholders(text)]);
    }
  });

  it('keep their own prefix, so the area’s other texts are never overwritten', () => {
    for (const key of Object.keys(en)) expect(key.startsWith('inspection.booking.')).toBe(true);
  });

  it('name every status, band, inspection service type and history action', () => {
    const ids = [
      ...numbers(BookingStatus).map((status) => `inspection.booking.status.${status}`),
      ...numbers(HoursToInspectionBand).map((band) => `inspection.booking.band.${band}`),
      ...INSPECTION_SERVICE_TYPES.map((type) => `inspection.booking.serviceType.${type}`),
      ...[...Object.values(BookingAction), ...Object.values(BookingEvent)].map(
        (action) => `inspection.booking.history.action.${action}`,
      ),
    ];
    for (const id of ids) expect([id, id in en]).toEqual([id, true]);
  });

  it.each(['en', 'fr'] as const)('are valid message syntax in %s', (lang) => {
    const messages = BOOKING_SCREEN_MESSAGES[lang];
    const intl = createIntl({
      locale: lang,
      messages,
      onError: (error) => {
        throw error;
      },
    });
    const values = {
      number: 'INS-000001',
      count: 2,
      status: 'x',
      reason: 'x',
      name: 'x',
      label: 'x',
      hours: 3,
      max: 5,
      class: 'x',
      customer: 1,
      supplier: 1,
      factory: 1,
    };
    for (const id of Object.keys(messages)) expect(() => intl.formatMessage({ id }, values)).not.toThrow();
  });
});
