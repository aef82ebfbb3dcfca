import fs from 'node:fs';
import { BookingStatus, bookingNumber, ReportResult, ReviewLevel, ReviewStatus } from '@portal/domain';
import { expect, test, type Page } from '../support/fixtures';
import { SCREENS as BOOKING_SCREENS } from '../support/bookings';
import {
  REPORT_SCREENS,
  cameraPhoto,
  defectList,
  pdfFirstPage,
  pdfText,
  reportOf,
  todaysFreshAssignment,
  weekdayFromToday,
} from '../support/reports';
import { atRest, enterAs, openAs, expectPath, settle, snap } from '../support/session';

test.describe('reports', { tag: '@inspection' }, () => {
  test.describe.configure({ mode: 'serial' });
  test.use({ actionTimeout: 15_000 });

  /** The booking of the walk-through, from one test to the next (one worker, in order). */
  let booking: { id: number; number: string };
  const PHONE = { width: 400, height: 860 };
  const DESKTOP = { width: 1366, height: 900 };
  const FAILED_CHECK_COMMENT = 'Shipping marks miss the PO number on 3 cartons';

  const saveStatus = (page: Page) =>
    page.getByRole('status').filter({ hasText: /saved|Saving|Offline|server/ });

  /** Adds a defect picked from the defect list, or typed (offline, the list cannot be searched). */
  async function addDefect(
    page: Page,
    description: string,
    defectClass: string,
    count: number,
    typed = false,
  ) {
    await atRest(page);
    const form = page.locator('div:has(> h3:text-is("Add a defect"))');
    const box = form.getByRole('combobox', { name: 'Description', exact: true });
    await box.click();
    await box.fill(typed ? description : description.slice(0, 5));
    const option = typed ? `Add item “${description}”` : description;
    await page.getByRole('option', { name: option, exact: true }).click();
    const classBox = form.getByRole('combobox', { name: 'Class', exact: true });
    await classBox.click();
    await page.getByRole('option', { name: defectClass, exact: true }).click();
    await form.getByLabel('Count', { exact: true }).fill(String(count));
    await form.getByRole('button', { name: 'Add', exact: true }).click();
    await expect(page.getByRole('button', { name: `Delete defect ${description}` })).toBeVisible();
  }

  /** Answers every check Pass, and the first one Fail with a comment (the customer will have to decide). */
  async function answerChecks(page: Page) {
    const groups = page.getByRole('group', { name: /^Answer of / });
    const count = await groups.count();
    expect(count).toBeGreaterThan(0);
    for (let index = 0; index < count; index++) {
      const group = groups.nth(index);
      await group.getByText(index === 0 ? 'Fail' : 'Pass', { exact: true }).click();
    }
    const firstCheck = ((await groups.first().getAttribute('aria-label')) ?? '').replace(/^Answer of /, '');
    const comment = page.getByLabel(
      firstCheck ? `Comment on ${firstCheck}` : /^Comment on /,
      firstCheck ? { exact: true } : undefined,
    );
    await comment.first().fill(FAILED_CHECK_COMMENT);
  }

  /**
   * The worker has kept every file the page loaded, those that were still loading when it took over
   * included (app-cache.ts sends it their list again a moment later): the page can be reloaded offline.
   */
  async function appFilesKept(page: Page) {
    await expect
      .poll(
        () =>
          page.evaluate(async () => {
            const remotes = (await (await fetch('/remotes.json')).json()) as { entry: string }[];
            const origins = new Set([location.origin, ...remotes.map((r) => new URL(r.entry).origin)]);
            const cache = await caches.open('portal-app-v1');
            const files = performance
              .getEntriesByType('resource')
              .map((entry) => entry as PerformanceResourceTiming)
              .filter((entry) => entry.responseStatus === 200)
              .map((entry) => new URL(entry.name))
              .filter(
                (url) =>
                  origins.has(url.origin) &&
                  !url.pathname.startsWith('/api/') &&
                  url.pathname !== '/sw.js' &&
                  url.pathname !== '/remotes.json',
              );
            const missing: string[] = [];
            for (const url of files)
              if (!(await cache.match(url.href, { ignoreVary: true }))) missing.push(url.href);
            if (!(await cache.match('/index.html'))) missing.push('the page');
            return missing;
          }),
        { timeout: 30_000 },
      )
      .toEqual([]);
  }

  async function inFrench(page: Page, name: string) {
    await page.evaluate(() => localStorage.setItem('lang', 'fr'));
    await page.reload();
    await settle(page);
    await snap(page, `${name}-fr`);
    await page.evaluate(() => localStorage.setItem('lang', 'en'));
    await page.reload();
    await settle(page);
  }

  test('the inspector on a phone records defects with a photo, works offline through a reload and submits: nothing is lost', async ({
    page,
    context,
  }) => {
    test.setTimeout(180_000);
    await page.setViewportSize(PHONE);
    await enterAs(page, 'inspector');
    booking = await todaysFreshAssignment(page);
    const [first] = await defectList(page);
    const second = { name: 'Hem stitching loose on 2 pieces' };
    // The portal keeps its own files for offline use once its worker controls the page.
    await page.waitForFunction(() => !!navigator.serviceWorker?.controller, undefined, { timeout: 30_000 });
    await appFilesKept(page);

    // From today's assignment on the QC dashboard.
    await page.locator(`a[href$="/report/inspection-report/${booking.id}"]`).first().click();
    await expectPath(page, REPORT_SCREENS.report(booking.id));
    await settle(page);
    await expect(page.getByText(booking.number).first()).toBeVisible();

    await addDefect(page, first!.name, 'Major', 2);
    await page.getByLabel(`Add a photo of ${first!.name}`).setInputFiles({
      name: 'stain.png',
      mimeType: 'image/png',
      buffer: cameraPhoto(),
    });
    await expect(page.getByRole('img', { name: `Photo of ${first!.name}` }).first()).toBeVisible();
    await expect(saveStatus(page)).toHaveText(/All changes saved$/, { timeout: 30_000 });
    await snap(page, 'report-inspector-phone-en');

    // The factory's network goes: the work goes on and is kept on the device.
    await context.setOffline(true);
    await addDefect(page, second.name, 'Minor', 1, true);
    await answerChecks(page);
    await expect(saveStatus(page)).toContainText('Offline', { timeout: 15_000 });
    await expect(saveStatus(page)).toContainText('kept on this device');

    // A reload without a network shows everything, from the device.
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Inspection report' })).toBeVisible({ timeout: 30_000 });
    await expect(page.getByText(/You are offline/)).toBeVisible();
    await expect(page.getByRole('button', { name: `Delete defect ${first!.name}` })).toBeVisible();
    await expect(page.getByRole('button', { name: `Delete defect ${second.name}` })).toBeVisible();
    await snap(page, 'report-inspector-phone-offline-en');

    // Back online: the kept changes reach the server, once.
    await context.setOffline(false);
    await page.evaluate(() => window.dispatchEvent(new Event('online')));
    await expect(saveStatus(page)).toHaveText(/All changes saved$/, { timeout: 30_000 });
    const saved = await reportOf(page, booking.id);
    expect(saved.defects.map((defect) => defect.description).sort()).toEqual(
      [first!.name, second.name].sort(),
    );
    expect(saved.photos).toHaveLength(1);
    expect(saved.photos[0]!.width).toBeLessThanOrEqual(1600);
    expect(saved.checks.filter((check) => check.result !== null)).toHaveLength(
      saved.sections.flatMap((section) => section.checks).length,
    );
    expect(saved.result).toBe(ReportResult.Pending);

    await page.getByRole('button', { name: 'Submit the report' }).click();
    await expect(page.getByText('The report was submitted.').first()).toBeVisible();
    const submitted = await reportOf(page, booking.id);
    expect(submitted.bookingStatus).toBe(BookingStatus.Inspected);
    expect(submitted.reviewStatus).toBe(ReviewStatus.NotStarted);
    expect(submitted.defects).toHaveLength(2);
  });

  async function review(page: Page, login: string) {
    await openAs(page, login, REPORT_SCREENS.report(booking.id));
    await settle(page);
    await page.getByRole('button', { name: 'Start review' }).click();
    await expect(page.getByText('The review has started.').first()).toBeVisible();
  }

  test('the report checker sends the report back once, the inspector corrects it, then it is validated', async ({
    page,
  }) => {
    test.setTimeout(150_000);
    await page.setViewportSize(DESKTOP);
    await review(page, 'checker');
    await page.getByRole('button', { name: 'Send back' }).click();
    const dialog = page.getByRole('dialog', { name: 'Send the report back to the inspector' });
    await dialog.getByLabel('What must the inspector correct?').fill('Add a photo of the shipping marks.');
    await dialog.getByRole('button', { name: 'Send back' }).click();
    await expect(page.getByText('The report was sent back to the inspector.').first()).toBeVisible();

    await openAs(page, 'inspector', REPORT_SCREENS.report(booking.id));
    await settle(page);
    await expect(page.getByText('Add a photo of the shipping marks.').first()).toBeVisible();
    await page
      .getByPlaceholder('Remarks')
      .or(page.getByLabel('Remarks'))
      .first()
      .fill('Shipping marks photographed.');
    await expect(saveStatus(page)).toHaveText(/All changes saved$/, { timeout: 30_000 });
    await page.getByRole('button', { name: 'Submit the report' }).click();
    await expect(page.getByText('The report was submitted.').first()).toBeVisible();

    await review(page, 'checker');
    await snap(page, 'report-checker-desktop-en');
    await page.getByRole('button', { name: 'Validate' }).click();
    await expect(page.getByText('The report was validated.').first()).toBeVisible();
    // A customer service that asks for it adds the technical team's level.
    if ((await reportOf(page, booking.id)).reviewLevel === ReviewLevel.Technical) {
      await review(page, 'techlead');
      await page.getByRole('button', { name: 'Validate' }).click();
      await expect(page.getByText('The report was validated.').first()).toBeVisible();
    }
    const validated = await reportOf(page, booking.id);
    expect(validated.bookingStatus).toBe(BookingStatus.Validated);
    expect(validated.reviews.map((line) => line.action)).toEqual(
      expect.arrayContaining(['submitted', 'sentBack', 'resubmitted', 'validated']),
    );
    await inFrench(page, 'report-checker-desktop');
  });

  test('cs sends the validated report to the customer: the booking is ReportSent', async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    await openAs(page, 'cs', REPORT_SCREENS.sendEmail(booking.id));
    await settle(page);
    await expect(
      page.getByRole('heading', { name: `Send the report of booking ${booking.number}` }),
    ).toBeVisible();
    await snap(page, 'report-send-email-en');
    await page.getByRole('button', { name: 'Send', exact: true }).click();
    await expectPath(page, REPORT_SCREENS.report(booking.id));
    expect((await reportOf(page, booking.id)).bookingStatus).toBe(BookingStatus.ReportSent);
  });

  test('the customer downloads the PDF from the booking summary and records its decision', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await page.setViewportSize(DESKTOP);
    await openAs(page, 'customer', `${BOOKING_SCREENS.summary}?searchText=${booking.number}`);
    await settle(page);
    const row = page.locator('tbody tr').filter({ hasText: booking.number }).first();
    const download = page.waitForEvent('download');
    await row.getByRole('button', { name: `Download the report of ${booking.number}` }).click();
    const file = await (await download).path();
    expect(fs.readFileSync(file).subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const text = pdfText(file);
    if (text !== null) {
      expect(text).toContain(booking.number);
      expect(text).toContain('Northwind Retail Ltd');
      expect(text).toMatch(/PENDING/);
    }
    pdfFirstPage(file, 'report-pdf-page-1');

    await page.goto(REPORT_SCREENS.report(booking.id));
    await settle(page);
    const decision = page.getByRole('combobox', { name: 'Decision', exact: true });
    await decision.click();
    // A decision that keeps the goods: the customer asks for a re-inspection on a weekday three weeks on.
    await page.getByRole('option', { name: 'Awaiting re-inspection' }).click();
    await page.getByLabel('Comment', { exact: true }).last().fill('Rework the cartons, then inspect again.');
    await page.getByRole('checkbox', { name: 'Ask for a re-inspection' }).check();
    const day = weekdayFromToday(21);
    await page.getByLabel('Re-inspection from').fill(day);
    await page.getByLabel('Re-inspection to').fill(day);
    await page.getByLabel('Re-inspection to').press('Tab');
    await snap(page, 'report-customer-reinspection-en');
    await page.getByRole('button', { name: 'Record the decision' }).click();
    await expect(page.getByText('Your decision was recorded.').first()).toBeVisible();
    const decided = (await reportOf(page, booking.id)).decision;
    expect(decided?.decisionName).toBe('Awaiting re-inspection');
    expect(decided?.reinspectionBookingId).toEqual(expect.any(Number));
    await expect(
      page.getByRole('link', {
        name: `Re-inspection booking ${bookingNumber(decided!.reinspectionBookingId!)}`,
      }),
    ).toBeVisible();
    await snap(page, 'report-customer-decision-en');
  });

  test('the report screen at 400 and 1366 px, in English and French', async ({ page }) => {
    await enterAs(page, 'cs');
    for (const [name, size] of [
      ['phone', PHONE],
      ['desktop', DESKTOP],
    ] as const) {
      await page.setViewportSize(size);
      await page.goto(REPORT_SCREENS.report(booking.id));
      await settle(page);
      await snap(page, `report-cs-${name}-en`);
      await inFrench(page, `report-cs-${name}`);
    }
  });
});
