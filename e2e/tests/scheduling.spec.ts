import { expect, test, type Page } from '../support/fixtures';
import { SCREENS as BOOKING_SCREENS } from '../support/bookings';
import { toasts } from '../support/live-session';
import { leaveClashBooking, QCS, SCHEDULE_SCREENS, shownDay } from '../support/scheduling';
import { lookAtScreens, type LookedAtScreen } from '../support/screens';
import { atRest, enterAs, openAs, expectPath, settle, signInAndLand, snap } from '../support/session';

test.describe('scheduling', { tag: '@inspection' }, () => {
  test.describe.configure({ mode: 'serial' });

  /** The booking of the tests, from one test to the next (the tests run in order in one worker). */
  let booking: { id: number; number: string; days: [string, string] };

  /** A day's section of the allocation screen: named "Monday 07/12/2026". */
  const daySection = (page: Page, iso: string) =>
    page.getByRole('region', { name: new RegExp(`${shownDay(iso).replace(/\//g, '\\/')}$`) });

  async function addQc(page: Page, iso: string, qc: string) {
    const day = daySection(page, iso);
    await day.getByRole('button', { name: /^Add QC to / }).click();
    const add = day.getByRole('button', { name: `Add ${qc}`, exact: true });
    await expect(add).toBeVisible();
    await add.click();
    await expect(day.getByRole('row').filter({ hasText: qc }).first()).toBeVisible();
  }

  /** Adds the best-ranked available QC of the day other than `others`; their name. */
  async function addFirstAvailable(page: Page, iso: string, others: string[]): Promise<string> {
    const day = daySection(page, iso);
    await day.getByRole('button', { name: /^Add QC to / }).click();
    const candidates = day.locator('tr[data-available="true"]');
    await expect(candidates.first()).toBeVisible();
    for (const candidate of await candidates.all()) {
      const name = (await candidate.getByRole('cell').first().locator('span').first().innerText()).trim();
      if (others.includes(name)) continue;
      await candidate.getByRole('button', { name: `Add ${name}`, exact: true }).click();
      await expect(day.getByRole('row').filter({ hasText: name }).first()).toBeVisible();
      return name;
    }
    throw new Error(`no other available QC on ${iso}`);
  }

  test('planning opens the ScheduleInspection task, is refused a QC on leave with the reason, and allocates two QCs over the two days', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await enterAs(page, 'planning');
    booking = await leaveClashBooking(page);

    // The task opens the schedule summary on its booking, first and marked.
    await page.getByRole('button', { name: 'Tasks' }).click();
    const task = page.locator(
      `[data-testid="task-item"]:has(a[href$="/schedule/schedule-summary/${booking.id}"])`,
    );
    await expect(task).toContainText(`Booking ${booking.id} to schedule, take action.`);
    await task.getByRole('link').click();
    await expectPath(page, SCHEDULE_SCREENS.summary(booking.id));
    await settle(page);
    const firstRow = page.locator('tbody tr:not([aria-hidden])').first();
    await expect(firstRow).toContainText(booking.number);
    await snap(page, 'scheduling-summary-task-en');
    await firstRow.getByRole('link', { name: `Allocate inspectors to ${booking.number}` }).click();
    await expectPath(page, SCHEDULE_SCREENS.allocation(booking.id));
    await settle(page);

    // Anita Desai is on approved leave both days: the server refuses her with the reason, nothing is saved.
    const [first, second] = booking.days;
    await addQc(page, first, QCS.onLeave);
    await page.getByRole('button', { name: 'Save allocations' }).click();
    const refusal = daySection(page, first).getByRole('alert').filter({ hasText: QCS.onLeave });
    await expect(refusal).toHaveText(
      new RegExp(`^${QCS.onLeave} is on leave on ${shownDay(first)} \\(.+\\)\\.$`),
    );
    await snap(page, 'scheduling-allocation-refused-en');

    // Without her: Rahul Sharma on both days, Wang Jun on the second.
    await daySection(page, first)
      .getByRole('button', { name: `Remove ${QCS.onLeave} from`, exact: false })
      .click();
    await addQc(page, first, QCS.inspector);
    await addQc(page, second, QCS.inspector);
    const secondQc = await addFirstAvailable(page, second, [QCS.inspector]);
    await page.getByRole('button', { name: 'Save allocations' }).click();
    await expect(toasts(page).filter({ hasText: 'Allocations saved.' }).first()).toBeVisible();
    await expect(page.locator('[data-status]').first()).toHaveText(/^(Scheduled|QC allocation|Allocate QC)/);
    const secondDayQcs = daySection(page, second).getByRole('table', { name: /^QCs on / });
    await expect(secondDayQcs.getByRole('row').filter({ hasText: secondQc })).toHaveCount(1);
    await expect(secondDayQcs.getByRole('row').filter({ hasText: QCS.inspector })).toHaveCount(1);
    await atRest(page);
    await snap(page, 'scheduling-allocation-en');

    // The summary now lists it among the allocated, with both QCs.
    await page.goto(`${SCHEDULE_SCREENS.summary()}?state=allocated&searchText=${booking.number}`);
    await settle(page);
    const row = page.locator('tbody tr:not([aria-hidden])').filter({ hasText: booking.number });
    await expect(row).toContainText(QCS.inspector);
    await expect(row).toContainText(secondQc);
  });

  test('the inspector signs in and lands on the QC dashboard, which shows the assignment', async ({
    page,
  }) => {
    await signInAndLand(page, 'inspector');
    await expectPath(page, SCHEDULE_SCREENS.qcDashboard);
    await settle(page);
    const upcoming = page.getByRole('region', { name: 'Today and coming days' });
    const card = upcoming.getByRole('article').filter({ hasText: booking.number }).first();
    await expect(card).toBeVisible();
    await expect(card).toContainText('Northwind');
    await snap(page, 'scheduling-qc-dashboard-en-1366');
    await page.setViewportSize({ width: 400, height: 900 });
    await atRest(page);
    await snap(page, 'scheduling-qc-dashboard-en-400');
  });

  test('the customer sees the booking Scheduled', async ({ page }) => {
    await openAs(page, 'customer', `${BOOKING_SCREENS.summary}?searchText=${booking.number}`);
    await settle(page);
    const row = page.locator('tbody tr:not([aria-hidden])').filter({ hasText: booking.number });
    await expect(row.locator('[data-status]')).toHaveText('Scheduled');
  });

  test('the scheduling screens in English and French at 1366 and 400 px', async ({ page }) => {
    test.setTimeout(150_000);
    await enterAs(page, 'planning');
    /** What the screen shows; then no screen scrolls the page sideways, even on a phone. */
    const fits = (shows: () => Promise<void>) => async (_lang: string, width: number) => {
      await shows();
      await atRest(page);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    };
    const screens: LookedAtScreen[] = [
      {
        name: 'availability',
        url: SCHEDULE_SCREENS.availability,
        ready: fits(() =>
          expect(page.getByRole('table').first().getByRole('rowheader').first()).toBeVisible(),
        ),
      },
      {
        name: 'allocation',
        url: SCHEDULE_SCREENS.allocation(booking.id),
        ready: fits(() => expect(daySection(page, booking.days[0])).toBeVisible()),
      },
      {
        name: 'summary',
        url: SCHEDULE_SCREENS.summary(),
        ready: fits(() => expect(page.locator('tbody tr:not([aria-hidden])').first()).toBeVisible()),
      },
    ];
    await lookAtScreens(page, screens, (name, lang, width) =>
      snap(page, `scheduling-${name}-${lang}-${width}`),
    );
  });
});
