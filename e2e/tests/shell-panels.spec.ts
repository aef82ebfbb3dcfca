import {
  expect,
  test,
  type APIRequestContext,
  type Browser,
  type Locator,
  type Page,
} from '../support/fixtures';
import { enterLive, newLivePage, toasts } from '../support/live-session';
import { atRest, expectPath, snap } from '../support/session';

// Task and notification types used here (packages/domain/src/work-items/work-item-types.ts).
const TASK_INSPECTION_VERIFIED = 5;
const NOTIFICATION_INSPECTION_CONFIRMED = 10;

const enter = (page: Page, login: string) => enterLive(page, login, 'Inspection');
const newPage = (browser: Browser, login: string) => newLivePage(browser, login, 'Inspection');

async function raise(
  request: APIRequestContext,
  body: { kind: 'task' | 'notification'; loginName: string; entityId: number; type: number; linkId?: number },
) {
  const response = await request.post('/api/test/work-items', { data: body });
  expect(response.status(), await response.text()).toBe(200);
}

const taskRows = (page: Page) => page.getByTestId('task-item');
const notificationRows = (page: Page) => page.getByTestId('notification-item');

async function scrollPanelToEnd(page: Page, panel: string) {
  await page
    .getByRole('dialog', { name: panel })
    .locator('[data-scroll-root]')
    .evaluate((element) => element.scrollTo(0, element.scrollHeight));
}

/**
 * Loads the next pages of the notifications panel until `target` is in the list: the suites before this one
 * in the worker add today's notifications for cs, so how far down the seeded ones sit varies.
 */
async function scrollNotificationsUntil(page: Page, target: Locator) {
  for (let pages = 0; pages < 10 && !(await target.isVisible()); pages += 1) {
    const loaded = await notificationRows(page).count();
    await scrollPanelToEnd(page, 'Notifications');
    await expect.poll(() => notificationRows(page).count()).toBeGreaterThan(loaded);
  }
  await expect(target).toBeVisible();
}

test.describe('header panels', { tag: '@shell' }, () => {
  test('a task raised for cs arrives live, as a toast and in the panel, for cs only', async ({
    page,
    browser,
    request,
  }) => {
    await enter(page, 'cs');
    await expectPath(page, '/1/inspsummary/booking-summary');
    const inspector = await newPage(browser, 'inspector');
    // hr works in entities 1 and 2 and is signed in to entity 1.
    const hr = await newPage(browser, 'hr');

    await page.getByRole('button', { name: 'Tasks' }).click();
    await expect(taskRows(page).first()).toBeVisible();
    const started = Date.now();
    await raise(request, {
      kind: 'task',
      loginName: 'cs',
      entityId: 1,
      type: TASK_INSPECTION_VERIFIED,
      linkId: 7781,
    });
    await expect(toasts(page).filter({ hasText: 'Booking 7781 to verify' })).toBeVisible({ timeout: 1000 });
    await expect(toasts(page).first()).toContainText('New task');
    await expect(taskRows(page).first()).toContainText('Booking 7781 to verify', { timeout: 1000 });
    expect(Date.now() - started).toBeLessThan(2000);
    await atRest(page); // the toast's 300 ms entry animation, for the screenshot
    await snap(page, 'panels-live-task');

    // Another user's browser, and the same user in another entity, hear nothing. The same kind of item in
    // hr's current entity, raised next, does arrive; events keep their order, so by the time it shows,
    // the first would have shown too.
    await raise(request, {
      kind: 'task',
      loginName: 'hr',
      entityId: 2,
      type: TASK_INSPECTION_VERIFIED,
      linkId: 7782,
    });
    await raise(request, {
      kind: 'task',
      loginName: 'hr',
      entityId: 1,
      type: TASK_INSPECTION_VERIFIED,
      linkId: 7783,
    });
    await expect(toasts(hr).filter({ hasText: 'Booking 7783 to verify' })).toBeVisible({ timeout: 1000 });
    await expect(toasts(hr)).toHaveCount(1);
    await expect(toasts(inspector)).toHaveCount(0);
    await inspector.getByRole('button', { name: 'Tasks' }).click();
    await expect(inspector.getByRole('dialog', { name: 'Tasks' })).not.toContainText('7781');
    await inspector.context().close();
    await hr.context().close();
  });

  test('notifications are grouped Today, Yesterday, Older and load the next page on scroll', async ({
    page,
  }) => {
    await enter(page, 'cs');
    const badge = page.getByTestId('notifications-panel-badge');
    await expect(badge).toBeVisible();
    await page.getByRole('button', { name: 'Notifications' }).click();
    const panel = page.getByRole('dialog', { name: 'Notifications' });
    await expect(notificationRows(page)).toHaveCount(20);
    await expect(badge).toHaveCount(0);
    await expect(panel.getByRole('region', { name: 'Today' })).toBeVisible();
    // The failed report shows the server's message and opens nothing.
    const failed = panel.getByText(/could not be generated: the product photos are missing/);
    await scrollNotificationsUntil(page, failed);
    await expect(failed.locator('xpath=ancestor::a')).toHaveCount(0);
    await snap(page, 'panels-notifications');
    for (const group of ['Yesterday', 'Older'])
      await scrollNotificationsUntil(page, panel.getByRole('region', { name: group }));
    await scrollPanelToEnd(page, 'Notifications');
    await expect.poll(() => notificationRows(page).count()).toBeGreaterThan(20);
    const ids = await notificationRows(page).evaluateAll((rows) =>
      rows.map((row) => row.getAttribute('data-id')),
    );
    expect(new Set(ids).size).toBe(ids.length);
    await snap(page, 'panels-notifications-scrolled');

    // Read notifications are their own list.
    await panel.getByRole('radio', { name: 'Read', exact: true }).click();
    await expect(notificationRows(page).first()).toHaveAttribute('data-read', 'true');
    await page.mouse.click(5, 400);
    await expect(panel).toHaveCount(0);
  });

  test('tasks load the next page on scroll and a category filter narrows the list', async ({ page }) => {
    await enter(page, 'cs');
    await page.getByRole('button', { name: 'Tasks' }).click();
    await expect(taskRows(page)).toHaveCount(20);
    await scrollPanelToEnd(page, 'Tasks');
    await expect.poll(() => taskRows(page).count()).toBeGreaterThan(20);
    await page.getByRole('dialog', { name: 'Tasks' }).getByLabel('Category').selectOption({ label: 'Leave' });
    await expect(taskRows(page).first()).toContainText('Leave request pending - ');
    for (const text of await taskRows(page).allInnerTexts()) expect(text).toContain('Leave request pending');
    await snap(page, 'panels-tasks-leave');
  });

  test('read-all marks every unread notification read', async ({ page, request }) => {
    for (const linkId of [8801, 8802, 8803])
      await raise(request, {
        kind: 'notification',
        loginName: 'manager',
        entityId: 1,
        type: NOTIFICATION_INSPECTION_CONFIRMED,
        linkId,
      });
    await enter(page, 'manager');
    await page.getByRole('button', { name: 'Notifications' }).click();
    await expect(notificationRows(page).first()).toContainText('Booking 8803 has been confirmed');
    await page.getByRole('button', { name: 'Mark all as read' }).click();
    await expect(page.locator('[data-testid="notification-item"][data-read="false"]')).toHaveCount(0);
    await page.reload();
    await page.getByRole('button', { name: 'Notifications' }).click();
    await expect(page.getByText('No unread notification.')).toBeVisible();
  });

  test('the help panel shows a customer their key account manager; the user panel hides change password for cs', async ({
    page,
    browser,
  }) => {
    await enter(page, 'customer');
    await page.getByRole('button', { name: 'Help' }).click();
    const kam = page.getByTestId('kam-card');
    await expect(kam).toContainText('Mei Lin Chen');
    await expect(kam.getByRole('link', { name: 'cs@qpa.example.com' })).toHaveAttribute(
      'href',
      'mailto:cs@qpa.example.com',
    );
    await expect(page.getByRole('link', { name: 'Send query' })).toHaveAttribute(
      'href',
      /^mailto:servicedesk@qpa/,
    );
    await expect(page.getByRole('link', { name: /Service portal/ })).toHaveAttribute('target', '_blank');
    await snap(page, 'panels-help-customer');
    await page.getByRole('button', { name: 'User menu' }).click();
    await expect(page.getByRole('link', { name: 'Change password' })).toBeVisible();
    await snap(page, 'panels-user-customer');

    const cs = await newPage(browser, 'cs');
    await cs.getByRole('button', { name: 'User menu' }).click();
    await expect(cs.getByRole('link', { name: 'Profile' })).toBeVisible();
    await expect(cs.getByRole('link', { name: 'Change password' })).toHaveCount(0);
    // The service worker is served uncached and registered; without a reachable push service the
    // subscription fails quietly and the panel says desktop notifications are off.
    const worker = await cs.request.get('/sw.js');
    expect(worker.headers()['cache-control']).toBe('no-cache');
    await expect
      .poll(() => cs.evaluate(async () => Boolean(await navigator.serviceWorker.getRegistration('/sw.js'))))
      .toBe(true);
    await expect(cs.getByTestId('push-status')).toContainText(/Desktop notifications: (Off|On)/, {
      timeout: 15_000,
    });
    await cs.getByRole('button', { name: 'Help' }).click();
    await expect(cs.getByTestId('own-card')).toContainText('Mei Lin Chen');
    await cs.context().close();
  });

  test('the manager sees her photo; French from the user panel changes the panels', async ({ page }) => {
    await enter(page, 'manager');
    await expect(page.getByTestId('profile-photo').first()).toBeVisible();
    await page.getByRole('button', { name: 'User menu' }).click();
    await page.getByRole('dialog', { name: 'User menu' }).getByLabel('Language').selectOption('fr');
    await expect(page.getByRole('button', { name: 'Menu utilisateur' })).toBeVisible();
    await page.getByRole('button', { name: 'Tâches' }).click();
    const panel = page.getByRole('dialog', { name: 'Tâches' });
    await expect(panel.getByRole('radio', { name: 'À faire' })).toBeVisible();
    await expect(panel.getByRole('region', { name: "Aujourd'hui" })).toBeVisible();
    await expect(panel).toContainText('Demande de congé en attente - Lucas Moreau, action requise.');
    await snap(page, 'panels-tasks-fr');
  });
});
