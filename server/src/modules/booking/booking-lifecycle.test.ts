/** @databases postgres */
// First: test-app sets up the module shims the app needs.
import { createTestApp, type TestApp } from '../../test/test-app';
import {
  bookedQuantities,
  createFixture,
  heldByBookings,
  seedBooking,
  setStatus,
  setVendorRules,
  versionOf,
  workflowCalls,
  type Fixture,
} from './booking-workflow.test-support';
import { BOOKING_MESSAGES, BookingStatus as S, ResourceResult, type BookingStep } from '@portal/domain';

/**
 * Every lifecycle step in every status, for each kind of user: the customer, supplier and factory users of
 * the booking, CS, planning (views only) and a CS of another entity. Each case puts the booking in the
 * status straight in the database, takes the step, and compares the answer with the table below (the
 * documented lifecycle, docs/bookings.md, written out again here so the code is checked against it).
 */
let t: TestApp;
let fixture: Fixture;
let booking: number;
const { step, call, history } = workflowCalls(() => t);

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  fixture = await createFixture(db);
  await setVendorRules(db, { mayCancel: true, mayReschedule: true });
  booking = await seedBooking(db, fixture, { status: S.New });
});
afterAll(() => t.close());

const STATUSES = Object.values(S).filter((value): value is S => typeof value === 'number');
const STEPS: BookingStep[] = ['request', 'verify', 'confirm', 'hold', 'release', 'cancel'];
const OPEN_AFTER_NEW = [S.Requested, S.Verified, S.Confirmed, S.Rescheduled, S.AllocateQC, S.Scheduled];

/** Where each step may be taken, per user; a step a user's role never allows is refused with 403. */
const STAFF: Record<BookingStep, S[]> = {
  request: [S.New],
  verify: [S.Requested],
  confirm: [S.Verified, S.Rescheduled],
  hold: OPEN_AFTER_NEW,
  release: [S.Hold],
  cancel: [...OPEN_AFTER_NEW, S.Hold],
};
const CUSTOMER: Partial<Record<BookingStep, S[]>> = {
  request: [S.New],
  cancel: [...OPEN_AFTER_NEW, S.Hold],
};
/** Spec section 4: suppliers and factories cancel in Requested, Rescheduled and Hold. */
const VENDOR: Partial<Record<BookingStep, S[]>> = {
  request: [S.New],
  cancel: [S.Requested, S.Rescheduled, S.Hold],
};

type Want = 'done' | 'notFound' | 403 | 409;
const USERS: { login: string; entityId: number; want: (step: BookingStep, status: S) => Want }[] = [
  { login: 'cs', entityId: 1, want: (s, status) => (STAFF[s].includes(status) ? 'done' : 409) },
  {
    login: 'customer',
    entityId: 1,
    want: (s, status) => (!CUSTOMER[s] ? 403 : CUSTOMER[s]!.includes(status) ? 'done' : 409),
  },
  ...['supplier', 'factory'].map((login) => ({
    login,
    entityId: 1,
    want: (s: BookingStep, status: S): Want =>
      !VENDOR[s] ? 403 : VENDOR[s]!.includes(status) ? 'done' : 409,
  })),
  // Planning sees bookings but holds no step's permission.
  { login: 'planning', entityId: 1, want: () => 403 },
  // A CS of entity 2 working in entity 2 does not see entity 1's bookings.
  { login: 'cs2', entityId: 2, want: () => 'notFound' },
];

/** Where a step taken leads; a held booking goes back to Verified, the status it was held from. */
const TARGET: Record<BookingStep, S> = {
  request: S.Requested,
  verify: S.Verified,
  confirm: S.Confirmed,
  hold: S.Hold,
  release: S.Verified,
  cancel: S.Cancel,
};

describe('every step in every status, per user', () => {
  it.each(USERS.map((user) => [user.login, user] as const))('%s', async (_login, user) => {
    const wrong: string[] = [];
    for (const status of STATUSES)
      for (const s of STEPS) {
        await setStatus(t.database.db, booking, status, status === S.Hold ? S.Verified : null);
        const response = await step(user.login, booking, s, { version: 1, reason: 'Test' }, user.entityId);
        const body = response.json();
        const got: Want | string =
          response.statusCode === 200
            ? body.result === ResourceResult.Success
              ? 'done'
              : body.result === ResourceResult.NotFound
                ? 'notFound'
                : `result ${body.result}`
            : (response.statusCode as Want);
        const want = user.want(s, status);
        const label = `${s} in ${S[status]}`;
        if (got !== want) wrong.push(`${label}: ${got}, expected ${want}`);
        else if (got === 'done' && (body.data.status !== TARGET[s] || body.data.version !== 2))
          wrong.push(`${label}: now ${S[body.data.status]} v${body.data.version}`);
        else if (
          got === 409 &&
          (body.message !== BOOKING_MESSAGES.notAllowed.en || body.current.status !== status)
        )
          wrong.push(`${label}: 409 said ${body.message} with ${body.current?.status}`);
      }
    expect(wrong).toEqual([]);
    // Every cancel freed what the booking held (setStatus books it again when it leaves Cancel).
    expect(await bookedQuantities(t.database.db, fixture)).toEqual(
      await heldByBookings(t.database.db, fixture),
    );
  });
});

describe('what every step checks first', () => {
  it('answers 409 with the booking as it is now to a step at a stale version, and changes nothing', async () => {
    await setStatus(t.database.db, booking, S.Requested);
    const first = await step('cs', booking, 'verify', { version: 1 });
    expect(first.json().data).toMatchObject({ status: S.Verified, version: 2 });
    const stale = await step('cs', booking, 'hold', { version: 1, reason: 'Late goods' });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({
      result: ResourceResult.Conflict,
      current: { status: S.Verified, version: 2 },
    });
    expect(await versionOf(t.database.db, booking)).toBe(2);
  });

  it.each(['hold', 'cancel'] as const)(
    '%s needs a reason (blank is none), in the caller’s language',
    async (s) => {
      await setStatus(t.database.db, booking, S.Verified);
      for (const reason of [undefined, null, '', '   ']) {
        const response = await step('cs', booking, s, { version: 1, reason });
        expect(response.statusCode).toBe(400);
        expect(response.json().errors).toEqual([
          { field: 'reason', message: BOOKING_MESSAGES.reasonRequired.en },
        ]);
      }
      const french = await call('cs', 'POST', `/api/Booking/${booking}/${s}?lang=fr`, {
        version: 1,
        reason: ' ',
      });
      expect(french.json().errors[0].message).toBe(BOOKING_MESSAGES.reasonRequired.fr);
      const tooLong = await step('cs', booking, s, { version: 1, reason: 'x'.repeat(501) });
      expect(tooLong.statusCode).toBe(400);
      expect(await versionOf(t.database.db, booking)).toBe(1);
    },
  );

  it('stores the trimmed reasons of hold and cancel, and release forgets the hold', async () => {
    await setStatus(t.database.db, booking, S.Confirmed);
    const held = await step('cs', booking, 'hold', { version: 1, reason: '  Factory closed  ' });
    expect(held.json().data).toMatchObject({ status: S.Hold, holdReason: 'Factory closed' });
    const released = await step('cs', booking, 'release', { version: 2 });
    expect(released.json().data).toMatchObject({ status: S.Confirmed, holdReason: null });
    const [before] = await bookedQuantities(t.database.db, fixture);
    const cancelled = await step('customer', booking, 'cancel', { version: 3, reason: 'Order dropped ' });
    expect(cancelled.json().data).toMatchObject({ status: S.Cancel, cancelReason: 'Order dropped' });
    // The booking's 10 units go back to its purchase-order line.
    expect((await bookedQuantities(t.database.db, fixture))[0]).toBe(before! - 10);
    expect(await bookedQuantities(t.database.db, fixture)).toEqual(
      await heldByBookings(t.database.db, fixture),
    );
  });

  it('does not let a user reach a booking outside their scope', async () => {
    const elsewhere = await seedBooking(t.database.db, fixture, { status: S.Requested, factoryId: 2 });
    // The factory user works for factory 1 only; the supplier user sees its supplier's bookings.
    expect((await step('factory', elsewhere, 'cancel', { version: 1, reason: 'No' })).json()).toEqual({
      result: ResourceResult.NotFound,
    });
    expect((await step('supplier', elsewhere, 'cancel', { version: 1, reason: 'No' })).json().result).toBe(
      ResourceResult.Success,
    );
    // Another entity's CS, in its own entity, cannot tell it from a missing booking; in entity 1 it has no access.
    expect((await step('cs2', booking, 'cancel', { version: 1, reason: 'x' }, 2)).json()).toEqual({
      result: ResourceResult.NotFound,
    });
    expect((await step('cs2', booking, 'cancel', { version: 1, reason: 'x' }, 1)).statusCode).toBe(403);
    expect((await step('cs', 900_000_001, 'verify', { version: 1 })).json().result).toBe(
      ResourceResult.NotFound,
    );
  });
});

describe('history', () => {
  it('lists every step oldest first, with who took it, the statuses and the reason', async () => {
    const id = await seedBooking(t.database.db, fixture, { status: S.New });
    expect((await history('customer', id)).json()).toEqual({ result: ResourceResult.Success, data: [] });
    await step('customer', id, 'request', { version: 1 });
    await step('cs', id, 'verify', { version: 2 });
    await step('cs', id, 'hold', { version: 3, reason: 'Waiting for the lab' });
    await step('cs', id, 'release', { version: 4 });
    const entries = (await history('supplier', id)).json().data;
    expect(entries.map((entry: { action: string }) => entry.action)).toEqual([
      'request',
      'verify',
      'hold',
      'release',
    ]);
    expect(entries[0]).toMatchObject({
      userName: 'Emma Richardson',
      fromStatus: S.New,
      toStatus: S.Requested,
    });
    expect(entries[2]).toMatchObject({
      fromStatus: S.Verified,
      toStatus: S.Hold,
      reason: 'Waiting for the lab',
    });
    expect(entries[3]).toMatchObject({ fromStatus: S.Hold, toStatus: S.Verified });
    expect(new Date(entries[0].at).getTime()).toBeLessThanOrEqual(new Date(entries[3].at).getTime());
    // Outside the scope: NotFound, as for the steps.
    expect((await history('cs2', id, 2)).json()).toEqual({ result: ResourceResult.NotFound });
  });
});
