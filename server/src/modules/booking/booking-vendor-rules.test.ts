/** @databases postgres */
// First: test-app sets up the module shims the app needs.
import { createTestApp, type TestApp } from '../../test/test-app';
import {
  createFixture,
  seedBooking,
  setStatus,
  setVendorRules,
  workflowCalls,
  type Fixture,
} from './booking-workflow.test-support';
import { BOOKING_MESSAGES, BookingAction, BookingStatus as S, ResourceResult } from '@portal/domain';

/**
 * The entity setting that forbids suppliers and factories to cancel or reschedule after Requested (spec
 * section 4): with it off they may within the spec's lists; with it on they still may while the booking
 * is Requested, and are refused afterwards with the setting's own message. Customers and CS are not
 * concerned.
 */
let t: TestApp;
let fixture: Fixture;
let booking: number;
const { step, call } = workflowCalls(() => t);

beforeAll(async () => {
  t = await createTestApp();
  fixture = await createFixture(t.database.db);
  booking = await seedBooking(t.database.db, fixture, { status: S.Requested });
});
afterAll(() => t.close());

/** [name, status] pairs, so each case reads with the status's name. */
const named = (statuses: S[]) => statuses.map((status) => [S[status], status] as const);

const cancel = (login: string, lang = 'en') =>
  call(login, 'POST', `/api/Booking/${booking}/cancel?lang=${lang}`, { version: 1, reason: 'Not ready' });

describe.each(['supplier', 'factory'])('%s', (login) => {
  it.each(named([S.Requested, S.Rescheduled, S.Hold]))(
    'may cancel in %s while the entity allows it',
    async (_name, status) => {
      await setVendorRules(t.database.db, { mayCancel: true, mayReschedule: true });
      await setStatus(t.database.db, booking, status, status === S.Hold ? S.Verified : null);
      const response = await cancel(login);
      expect(response.json()).toMatchObject({ result: ResourceResult.Success, data: { status: S.Cancel } });
    },
  );

  it('may still cancel a Requested booking when the entity forbids it after Requested', async () => {
    await setVendorRules(t.database.db, { mayCancel: false, mayReschedule: false });
    await setStatus(t.database.db, booking, S.Requested);
    expect((await cancel(login)).json().data.status).toBe(S.Cancel);
  });

  it.each(named([S.Rescheduled, S.Hold]))(
    'is refused with the setting’s message in %s when the entity forbids it',
    async (_name, status) => {
      await setVendorRules(t.database.db, { mayCancel: false, mayReschedule: true });
      await setStatus(t.database.db, booking, status, status === S.Hold ? S.Verified : null);
      const english = await cancel(login);
      expect(english.statusCode).toBe(403);
      expect(english.json().message).toBe(BOOKING_MESSAGES.supplierSettingForbids.en);
      const french = await cancel(login, 'fr');
      expect(french.json().message).toBe(BOOKING_MESSAGES.supplierSettingForbids.fr);
    },
  );

  it('is refused as any user where the spec’s list does not allow it, and offered reschedule only when allowed', async () => {
    // Verified: not in the cancel list; in the reschedule list, where rescheduling is an edit of the dates.
    for (const [mayReschedule, actions] of [
      [true, [BookingAction.Edit]],
      [false, []],
    ] as const) {
      await setVendorRules(t.database.db, { mayCancel: true, mayReschedule });
      await setStatus(t.database.db, booking, S.Verified);
      const response = await cancel(login);
      expect(response.statusCode).toBe(409);
      expect(response.json()).toMatchObject({
        message: BOOKING_MESSAGES.notAllowed.en,
        current: { status: S.Verified, actions },
      });
    }
  });
});

describe('customers and CS are not concerned by the setting', () => {
  beforeAll(() => setVendorRules(t.database.db, { mayCancel: false, mayReschedule: false }));

  it.each(named([S.Verified, S.Confirmed, S.Rescheduled, S.Hold]))(
    'customer cancels in %s',
    async (_name, status) => {
      await setStatus(t.database.db, booking, status, status === S.Hold ? S.Verified : null);
      expect((await cancel('customer')).json().data.status).toBe(S.Cancel);
    },
  );

  it('CS cancels and holds a rescheduled booking', async () => {
    await setStatus(t.database.db, booking, S.Rescheduled);
    const held = await step('cs', booking, 'hold', { version: 1, reason: 'Check' });
    expect(held.json().data).toMatchObject({
      status: S.Hold,
      actions: [BookingAction.Release, BookingAction.Cancel],
    });
    expect((await step('cs', booking, 'cancel', { version: 2, reason: 'Gone' })).json().data.status).toBe(
      S.Cancel,
    );
  });
});
