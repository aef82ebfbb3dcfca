import {
  AqlLevel,
  BookingAction,
  bookingNumber,
  BookingStatus,
  type BookingDetail,
  type SamplingResult,
} from '@portal/domain';
import { expect, test, type Page } from '../support/fixtures';
import {
  apiHeaders,
  choose,
  dayFromToday,
  EVERBRIGHT,
  NORTHWIND,
  openPoLine,
  requestBookingByApi,
  SCREENS,
  statusBadge,
  stepActions,
  takeConfirmedStep,
} from '../support/bookings';
import { newLivePage, toasts } from '../support/live-session';
import { lookAtScreens, type LookedAtScreen } from '../support/screens';
import { atRest, enterAs, openAs, expectPath, settle, signInAndLand, snap } from '../support/session';

const CS_NAME = 'Mei Lin Chen';
const CUSTOMER_NAME = 'Emma Richardson';
/** What the customer requests of the PO line, what cs books after resampling, what cs moves to a child. */
const REQUESTED = 200;
const BOOKED = 100;
const MOVED = 40;

/** The file's bookings, from one test to the next (the tests run in order in one worker). */
const made = { requested: 0, child: 0, kept: 0, merged: 0, supplierToken: '' };

const bodyRows = (page: Page) => page.locator('tbody tr:not([aria-hidden])');
/** The edit screen's form, named by its title (New booking until saved). */
const bookingForm = (page: Page) => page.getByRole('form', { name: /^(New booking|Booking)$/ });
const idOfPath = (page: Page) => Number(new URL(page.url()).pathname.split('/').pop());

/** The task badge of the header as a number; null when it shows none or '99+'. */
async function openTaskCount(page: Page): Promise<number | null> {
  const badge = page.getByTestId('tasks-panel-badge');
  if (!(await badge.count())) return 0;
  const text = (await badge.innerText()).trim();
  return /^\d+$/.test(text) ? Number(text) : null;
}

/** Picks the first open line the edit screen offers with at least `room` units left; its PO number. */
async function pickOpenLine(page: Page, room: number): Promise<string> {
  await page.getByRole('button', { name: 'Pick PO lines' }).click();
  const rows = page.getByTestId('po-open-lines').locator('tr');
  await expect(rows.first()).toBeVisible();
  for (const row of await rows.all()) {
    const remaining = Number((await row.getByRole('cell').nth(5).innerText()).replace(/[^\d]/g, ''));
    if (remaining < room) continue;
    const poNumber = (await row.getByRole('cell').first().innerText()).trim();
    await row.getByRole('button', { name: /^Pick / }).click();
    return poNumber;
  }
  throw new Error(`no open line with ${room} units left on the first page`);
}

test.describe('bookings', { tag: '@inspection' }, () => {
  test.describe.configure({ mode: 'serial' });

  /** The next answer of the sampling endpoint (the edit screen asks it as the user types). */
  const samplingCall = (page: Page) =>
    page.waitForResponse(
      (response) =>
        new URL(response.url()).pathname === '/api/Booking/sampling' &&
        response.request().method() === 'POST',
    );

  /** What the server plans for a lot of `lotSize` units at the bookings' AQL (II, 0 / 2.5 / 4.0). */
  async function serverPlan(page: Page, lotSize: number): Promise<SamplingResult> {
    const response = await page.request.post('/api/Booking/sampling', {
      headers: await apiHeaders(page),
      data: {
        products: [
          {
            lotSize,
            aqlLevel: AqlLevel.AQLII,
            customSampleSize: null,
            criticalAql: 0,
            majorAql: 2.5,
            minorAql: 4,
          },
        ],
      },
    });
    expect(response.status()).toBe(200);
    return ((await response.json()) as { data: SamplingResult[] }).data[0]!;
  }

  /** The edit screen shows the server's plan: code letter, sample size and each class's Ac/Re. */
  async function expectSampling(page: Page, lotSize: number, plan: SamplingResult) {
    const product = page.getByTestId('booking-product');
    await expect(product).toContainText(`Lot size: ${lotSize.toLocaleString('en')}`);
    const sampling = product.getByTestId('sampling');
    await expect(sampling).toContainText(`Code letter: ${plan.letter}`);
    await expect(sampling).toContainText(`Sample size: ${plan.sampleSize}`);
    for (const [name, key] of [
      ['Major', 'major'],
      ['Minor', 'minor'],
    ] as const) {
      const classPlan = plan.classes[key];
      if (!classPlan) continue;
      await expect(sampling.getByRole('row', { name: new RegExp(`^${name}`) }).getByRole('cell')).toHaveText([
        /\d/,
        String(classPlan.ac),
        String(classPlan.re),
      ]);
    }
  }

  test('the customer user fills New booking for its own PO line, sees the live sampling and requests it', async ({
    page,
  }) => {
    await openAs(page, 'customer', SCREENS.edit(0));
    await expect(page.getByRole('heading', { name: 'New booking' })).toBeVisible();
    const form = bookingForm(page);
    // The customer user books for its own company only.
    await expect(form.getByRole('combobox', { name: 'Customer', exact: true })).toBeDisabled();
    await expect(form.getByText(NORTHWIND, { exact: true })).toBeVisible();
    // Its own suppliers only (the server's list of whom it may book with).
    await atRest(page);
    await form.getByRole('combobox', { name: 'Supplier', exact: true }).click();
    await form.getByRole('combobox', { name: 'Supplier', exact: true }).fill('Everbright');
    await page.getByRole('option', { name: EVERBRIGHT, exact: true }).click();
    await choose(page, 'Factory', 'Everbright Garment Factory No. 2');
    await choose(page, 'Service type', 'Final inspection');
    for (const [label, days] of [
      ['First inspection day', 10],
      ['Last inspection day', 11],
    ] as const) {
      await form.getByLabel(label).fill(dayFromToday(days).shown);
      await form.getByLabel(label).press('Tab');
    }
    const poNumber = await pickOpenLine(page, BOOKED);
    const line = page.getByTestId('booking-line');
    await expect(line).toContainText(poNumber);
    const sampled = samplingCall(page);
    await line.getByLabel('Quantity').fill(String(BOOKED));
    await line.getByLabel('Quantity').press('Tab');
    expect((await sampled).status()).toBe(200);
    const sampling = page.getByTestId('sampling');
    await expect(page.getByTestId('booking-product')).toContainText(`Lot size: ${BOOKED}`);
    await expect(sampling).toContainText(/Code letter: [A-R]/);
    await expect(sampling).toContainText(/Sample size: \d+/);
    await expect(sampling.getByRole('row', { name: /^Major/ }).getByRole('cell')).toHaveText([
      /\d/,
      /\d/,
      /\d/,
    ]);
    await atRest(page);
    await snap(page, 'bookings-new-sampling-en');

    await page.getByRole('button', { name: 'Save and request' }).click();
    await expect.poll(() => new URL(page.url()).pathname).toMatch(/\/inspedit\/edit-booking\/\d+$/);
    await expect(toasts(page).filter({ hasText: 'Saved.' }).first()).toBeVisible();
    await expect(statusBadge(bookingForm(page))).toHaveText('Requested');
  });

  test('the customer requests a booking; cs, already signed in, gets the task live, resamples, verifies and confirms', async ({
    page,
    browser,
  }) => {
    test.setTimeout(90_000);
    // cs is at the portal before the request is made: the task must reach an open page.
    const cs = await newLivePage(browser, 'cs', 'Inspection');
    const tasksBefore = await openTaskCount(cs);

    // The customer's own request of its PO line (the booking API as the customer user).
    await enterAs(page, 'customer');
    const poLine = await openPoLine(page, REQUESTED);
    const booking = await requestBookingByApi(page, poLine, {
      quantity: REQUESTED,
      days: 10,
      instructions: 'Please check the carton markings against the shipping mark sheet.',
    });
    expect(booking.status).toBe(BookingStatus.Requested);
    made.requested = booking.id;

    // cs: the new task arrives without a reload, in a toast, on the badge and in the panel.
    const taskText = `Booking ${made.requested} to verify, take action.`;
    await expect(toasts(cs).filter({ hasText: taskText })).toContainText('New task');
    if (tasksBefore !== null)
      await expect.poll(() => openTaskCount(cs)).toBeGreaterThanOrEqual(tasksBefore + 1);
    await cs.getByRole('button', { name: 'Tasks' }).click();
    const task = cs.locator(
      `[data-testid="task-item"]:has(a[href$="/inspedit/edit-booking/${made.requested}"])`,
    );
    await expect(task).toContainText(taskText);
    const firstCall = samplingCall(cs);
    await task.getByRole('link').click();
    await expectPath(cs, SCREENS.edit(made.requested));
    await expect(statusBadge(bookingForm(cs))).toHaveText('Requested');
    await expect(bookingForm(cs).getByTestId('booking-line')).toContainText(poLine.poNumber);

    // The server's sampling of the lot, then of a smaller one as cs types it; saved as it stands.
    await firstCall;
    const [lotPlan, bookedPlan] = [await serverPlan(cs, REQUESTED), await serverPlan(cs, BOOKED)];
    expect(bookedPlan.sampleSize).toBeLessThan(lotPlan.sampleSize);
    await expectSampling(cs, REQUESTED, lotPlan);
    const secondCall = samplingCall(cs);
    await cs.getByTestId('booking-line').getByLabel('Quantity').fill(String(BOOKED));
    expect((await secondCall).status()).toBe(200);
    await expectSampling(cs, BOOKED, bookedPlan);
    await cs.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(toasts(cs).filter({ hasText: 'Saved.' }).first()).toBeVisible();
    await expect(statusBadge(bookingForm(cs))).toHaveText('Requested');

    await takeConfirmedStep(cs, made.requested, 'Verify', 'verified');
    await expect(statusBadge(bookingForm(cs))).toHaveText('Verified');
    await takeConfirmedStep(cs, made.requested, 'Confirm', 'confirmed');
    await expect(statusBadge(bookingForm(cs))).toHaveText('Confirmed');
    await expect(cs.getByTestId('booking-line').getByLabel('Quantity')).toHaveValue(String(BOOKED));
    await cs.context().close();
  });

  test('the supplier sees the booking confirmed and may not cancel it (entity 1 forbids after Requested)', async ({
    page,
  }) => {
    const number = bookingNumber(made.requested);
    await openAs(page, 'supplier', `${SCREENS.summary}?bookingNo=${number}`);
    await expect(page.getByRole('heading', { name: 'Booking summary' })).toBeVisible();
    await expect(page.getByTestId('pager-range')).toHaveText('1–1 of 1');
    const row = bodyRows(page).first();
    await expect(row).toContainText(number);
    await expect(row).toContainText(NORTHWIND);
    await expect(statusBadge(row)).toHaveText('Confirmed');
    // No step for the supplier: its only action, the detail, waits behind the row's small menu.
    const actions = stepActions(page, made.requested);
    await expect(actions.getByRole('button', { name: 'Verify' })).toHaveCount(0);
    await actions.getByRole('button', { name: `More actions on ${number}` }).click();
    await expect(page.getByRole('menuitem')).toHaveText(['Detail']);
    await page.keyboard.press('Escape');

    await page.goto(SCREENS.cancel(made.requested));
    await expect(page.getByRole('heading', { name: `Cancel booking ${number}` })).toBeVisible();
    await expect(page.getByText('This booking cannot be cancelled while it is Confirmed.')).toBeVisible();
    await expect(page.getByLabel('Why is it cancelled?')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Cancel booking' })).toHaveCount(0);
    // Kept to ask the server as the supplier later, about a booking on hold.
    made.supplierToken = (await apiHeaders(page)).Authorization;
  });

  test('cs splits part of the line into a child booking and verifies the child', async ({ page }) => {
    await openAs(page, 'cs', SCREENS.split(made.requested));
    await expect(page.getByRole('heading', { name: 'Split booking' })).toBeVisible();
    const line = page.getByTestId('split-line');
    await expect(line).toHaveCount(1);
    await expect(line).toContainText(`Booked: ${BOOKED}`);
    await line.getByLabel('Quantity to move').fill(String(MOVED));
    await expect(line.getByTestId('split-stays')).toHaveText(`Stays: ${BOOKED - MOVED}`);
    await page.getByRole('button', { name: 'Split', exact: true }).click();

    await expect(toasts(page).filter({ hasText: 'created with the moved quantities.' })).toBeVisible();
    await expect.poll(() => idOfPath(page)).not.toBe(made.requested);
    await expectPath(page, SCREENS.edit(idOfPath(page)));
    made.child = idOfPath(page);
    await expect(statusBadge(bookingForm(page))).toHaveText('Requested');
    await expect(page.getByTestId('booking-line')).toContainText(`Available:`);
    await expect(page.getByTestId('booking-line').getByLabel('Quantity')).toHaveValue(String(MOVED));
    await takeConfirmedStep(page, made.child, 'Verify', 'verified');
    await expect(statusBadge(bookingForm(page))).toHaveText('Verified');

    // The child names its parent; the parent keeps what stayed.
    await page.goto(SCREENS.detail(made.child));
    await expect(page.getByRole('link', { name: bookingNumber(made.requested) })).toBeVisible();
    await page.goto(SCREENS.detail(made.requested));
    await expect(page.getByRole('table').first()).toContainText(String(BOOKED - MOVED));
  });

  test('cs combines two compatible bookings, holds and releases the kept one, then cancels it', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await enterAs(page, 'cs');
    // Two requests of the same parties and service, made for this test through the API.
    const poLine = await openPoLine(page, 20);
    const kept = await requestBookingByApi(page, poLine, { quantity: 10, days: 14 });
    const merged = await requestBookingByApi(page, poLine, { quantity: 10, days: 15 });
    [made.kept, made.merged] = [kept.id, merged.id];
    const [keptNo, mergedNo] = [bookingNumber(kept.id), bookingNumber(merged.id)];

    await page.goto(SCREENS.combine);
    await expect(page.getByRole('heading', { name: 'Combine bookings', level: 1 })).toBeVisible();
    await page.getByLabel('Booking number').fill(keptNo);
    await page.getByRole('button', { name: 'Find' }).click();
    const candidates = page.getByRole('region', { name: `Bookings that can be combined with ${keptNo}` });
    await expect(candidates.getByRole('checkbox', { name: `Combine ${keptNo}` })).toBeChecked();
    await candidates.getByRole('checkbox', { name: `Combine ${mergedNo}` }).check();
    await expect(candidates.getByRole('radio', { name: `Keep ${keptNo}` })).toBeChecked();
    await candidates.getByRole('button', { name: 'Combine 2 bookings' }).click();
    await expect(toasts(page).filter({ hasText: `The bookings are combined into ${keptNo}.` })).toBeVisible();
    await expectPath(page, SCREENS.edit(kept.id));
    await expect(page.getByTestId('booking-line').getByLabel('Quantity')).toHaveValue('20');

    // The merged one is cancelled and says where it went.
    await page.goto(SCREENS.cancel(merged.id));
    await expect(page.getByText('This booking is cancelled.')).toBeVisible();
    await expect(page.getByRole('link', { name: keptNo })).toBeVisible();

    // Hold with a reason, from the detail.
    await page.goto(SCREENS.detail(kept.id));
    await settle(page);
    await stepActions(page, kept.id).getByRole('button', { name: 'Hold', exact: true }).click();
    const hold = page.getByRole('dialog', { name: `Put booking ${keptNo} on hold` });
    await hold.getByRole('button', { name: 'Hold', exact: true }).click();
    await expect(hold.getByText('Give a reason.')).toBeVisible();
    await hold.getByLabel('Reason').fill('Waiting for the revised packing list');
    await hold.getByRole('button', { name: 'Hold', exact: true }).click();
    await expect(toasts(page).filter({ hasText: `Booking ${keptNo} is on hold.` })).toBeVisible();
    await expect(statusBadge(page.locator('dl').first())).toHaveText('On hold');
    await expect(page.getByText('Hold reason: Waiting for the revised packing list')).toBeVisible();

    // On hold, a supplier could cancel, but entity 1's setting forbids it after Requested: the server says so.
    const supplier = { Authorization: made.supplierToken, entityId: '1' };
    const seen = await page.request.get(`/api/Booking/${kept.id}`, { headers: supplier });
    const held = ((await seen.json()) as { data: BookingDetail }).data;
    expect(held.status).toBe(BookingStatus.Hold);
    expect(held.actions).not.toContain(BookingAction.Cancel);
    const refused = await page.request.post(`/api/Booking/${kept.id}/cancel`, {
      headers: supplier,
      data: { version: held.version, reason: 'Not needed' },
    });
    const refusedBody = (await refused.json()) as { message?: string };
    expect([refused.status(), refusedBody.message]).toEqual([
      403,
      'Suppliers and factories may not cancel or reschedule a booking after it is requested.',
    ]);

    await takeConfirmedStep(page, kept.id, 'Release', 'released');
    await expect(statusBadge(page.locator('dl').first())).toHaveText('Requested');

    // Cancel with a reason on its own screen.
    await page.goto(SCREENS.cancel(kept.id));
    await expect(page.getByRole('heading', { name: `Cancel booking ${keptNo}` })).toBeVisible();
    await settle(page);
    const cancel = page.getByRole('button', { name: 'Cancel booking', exact: true });
    await cancel.click();
    await expect(page.getByText('Give a reason.')).toBeVisible();
    await page.getByLabel('Why is it cancelled?').fill('Booked twice by mistake');
    await cancel.click();
    await expect(toasts(page).filter({ hasText: `Booking ${keptNo} is cancelled.` })).toBeVisible();
    await expect(page.getByText('This booking is cancelled.')).toBeVisible();
    await expect(page.getByText('Reason: Booked twice by mistake')).toBeVisible();
    await expect(statusBadge(page.locator('dl').first())).toHaveText('Cancelled');
  });

  test('the booking detail shows its history: who did what, and when', async ({ page }) => {
    await openAs(page, 'cs', SCREENS.detail(made.requested));
    await expect(
      page.getByRole('heading', { name: `Booking ${bookingNumber(made.requested)}` }),
    ).toBeVisible();
    const entries = page.getByTestId('booking-history-entry');
    await expect(entries.first()).toBeVisible();
    const texts = await entries.allInnerTexts();
    // Oldest first: the customer's request, then cs's verify, confirm and split, each with its time.
    const at = (pattern: RegExp) => texts.findIndex((text) => pattern.test(text));
    const requested = at(new RegExp(`Requested\\s+by ${CUSTOMER_NAME}`));
    const verified = at(new RegExp(`Verified\\s+by ${CS_NAME}\\s+Requested → Verified`));
    const confirmed = at(new RegExp(`Confirmed\\s+by ${CS_NAME}\\s+Verified → Confirmed`));
    const split = at(new RegExp(`Split\\s+by ${CS_NAME}`));
    expect(
      [requested, verified, confirmed, split].every((index) => index >= 0),
      texts.join('\n'),
    ).toBe(true);
    expect(requested).toBeLessThan(verified);
    expect(verified).toBeLessThan(confirmed);
    expect(confirmed).toBeLessThan(split);
    for (const text of texts) expect(text).toMatch(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}/);
    await expect(entries.locator('time').first()).toHaveAttribute('datetime', /^\d{4}-\d{2}-\d{2}T/);
  });

  test('cs lands on a full booking summary: many rows, status badges and hours bands', async ({ page }) => {
    await signInAndLand(page, 'cs');
    await expectPath(page, SCREENS.summary);
    await expect(page.getByRole('heading', { name: 'Booking summary' })).toBeVisible();
    await expect(page.getByTestId('pager-range')).toHaveText(/^1–\d+ of \d{3}$/);
    await expect(bodyRows(page).first()).toBeVisible();
    expect(await bodyRows(page).count()).toBeGreaterThanOrEqual(10);
    const statuses = new Set(
      await page
        .locator('tbody [data-status]')
        .evaluateAll((badges) => badges.map((badge) => badge.getAttribute('data-status'))),
    );
    expect(statuses.size).toBeGreaterThanOrEqual(2);
    await expect(page.locator('tbody [data-band]').first()).toBeVisible();

    // The next two days: every band of an open booking shows.
    await page.goto(
      `${SCREENS.summary}?inspectionDateFrom=${dayFromToday(0).iso}&inspectionDateTo=${dayFromToday(2).iso}&pageSize=50`,
    );
    await settle(page);
    for (const band of ['< 24 h', '24–48 h'])
      await expect(page.locator('tbody [data-band]').filter({ hasText: band }).first()).toBeVisible();
  });

  test('the booking screens in English and French at 1366 and 400 px', async ({ page }) => {
    test.setTimeout(150_000);
    await enterAs(page, 'cs');
    const screens: LookedAtScreen[] = [
      {
        name: 'summary',
        url: SCREENS.summary,
        ready: async () => expect(bodyRows(page).first()).toBeVisible(),
      },
      {
        name: 'edit',
        url: SCREENS.edit(made.requested),
        ready: async (lang) =>
          expect(page.getByTestId('sampling').first()).toContainText(
            lang === 'en' ? 'Sample size' : "Taille d'échantillon",
          ),
      },
      {
        name: 'detail',
        url: SCREENS.detail(made.requested),
        ready: async () => expect(page.getByTestId('booking-history-entry').first()).toBeVisible(),
      },
      {
        name: 'cancel',
        url: SCREENS.cancel(made.child),
        ready: async (lang) =>
          expect(
            page.getByLabel(lang === 'en' ? 'Why is it cancelled?' : 'Pourquoi est-elle annulée ?'),
          ).toBeVisible(),
      },
    ];
    await lookAtScreens(page, screens, (name, lang, width) =>
      snap(page, `bookings-${name}-${lang}-${width}`),
    );
  });
});
