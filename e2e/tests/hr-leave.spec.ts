import { expect, test, type Browser, type Page } from '../support/fixtures';
import { enterLive, newLivePage, toasts } from '../support/live-session';
import { requestLeaveByApi } from '../support/hr';
import { lookAtScreens, type LookedAtScreen } from '../support/screens';
import { expectPath } from '../support/session';

const enter = (page: Page, login: string) => enterLive(page, login, 'Human resources');
const newPage = (browser: Browser, login: string) => newLivePage(browser, login, 'Human resources');

/** A weekday `weeks` weeks after this week's Monday (0 = Monday), as the form shows it and the API takes it. */
function day(weeks: number, weekday: number): { shown: string; iso: string; year: number } {
  const now = new Date();
  const monday = new Date(now.getFullYear(), now.getMonth(), now.getDate() - ((now.getDay() + 6) % 7));
  const date = new Date(monday.getFullYear(), monday.getMonth(), monday.getDate() + weeks * 7 + weekday);
  const pad = (n: number) => String(n).padStart(2, '0');
  return {
    shown: `${pad(date.getDate())}/${pad(date.getMonth() + 1)}/${date.getFullYear()}`,
    iso: `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`,
    year: date.getFullYear(),
  };
}

/** The annual leave left in a year, as the balance screen shows it. */
async function annualLeft(page: Page, year: number): Promise<number> {
  await page.goto(`/1/leavesearch/leave-balance?year=${year}`);
  const card = page.getByTestId('leave-balance-card').filter({ hasText: '(AL)' });
  await expect(card).toBeVisible();
  return Number((await card.getByTestId('leave-balance-remaining').innerText()).replace(',', '.'));
}

/** cs asks for leave on the form; answers the request's id and the days the form showed. */
async function requestLeave(page: Page, from: string, to: string, reason: string) {
  await page.goto('/1/leaverequest/leave-request');
  await expect(page.getByRole('heading', { name: 'New leave request' })).toBeVisible();
  const type = page.getByRole('combobox', { name: 'Leave type', exact: true });
  await type.click();
  await page.getByRole('option', { name: /\(AL\)$/ }).click();
  await page.getByLabel('Start date').fill(from);
  await page.getByLabel('Start date').press('Tab');
  await page.getByLabel('End date').fill(to);
  await page.getByLabel('End date').press('Tab');
  await page.getByLabel('Reason').fill(reason);
  const count = page.getByTestId('leave-days');
  await expect(count).toContainText('This request takes');
  const days = Number(/takes ([\d.]+)/.exec(await count.innerText())![1]);
  await expect(page.getByTestId('leave-balance-hint')).toContainText('After this request');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect.poll(() => new URL(page.url()).pathname).toMatch(/\/leave-request\/\d+$/);
  await expect(page.getByTestId('leave-status')).toHaveText('Pending');
  const id = Number(new URL(page.url()).pathname.split('/').pop());
  return { id, days };
}

/**
 * The requester opens their pending request, live again once loaded: the decision's notice reaches this
 * page.
 */
async function openRequest(page: Page, id: number) {
  const live = page.waitForResponse((response) => response.url().includes('/api/user/events'), {
    timeout: 20_000,
  });
  await page.goto(`/1/leaverequest/leave-request/${id}`);
  await expect(page.getByTestId('leave-status')).toHaveText('Pending');
  await live;
}

/** The task about one leave request (its link opens that request). */
const taskOf = (page: Page, id: number) =>
  page.locator(`[data-testid="task-item"]:has(a[href$="/leave-request/${id}"])`);

/** The manager hears of the new task live, and opens the request from the tasks panel. */
async function openFromTask(manager: Page, id: number) {
  const text = 'Leave request pending - Mei Lin Chen, take action.';
  await expect(toasts(manager).filter({ hasText: text })).toBeVisible();
  await expect(toasts(manager).filter({ hasText: text })).toContainText('New task');
  await manager.getByRole('button', { name: 'Tasks' }).click();
  const task = taskOf(manager, id);
  await expect(task).toContainText(text);
  await task.getByRole('link').click();
  await expectPath(manager, `/1/leaverequest/leave-request/${id}`);
  await expect(manager.getByTestId('leave-workflow')).toContainText('Mei Lin Chen');
}

test.describe('hr leave', { tag: '@hr' }, () => {
  test.describe.configure({ mode: 'serial' });

  test('cs requests leave, the manager approves it from the task, cs is told and the balance drops', async ({
    page,
    browser,
  }) => {
    test.setTimeout(120_000);
    await enter(page, 'cs');
    const manager = await newPage(browser, 'manager');
    const from = day(4, 0);
    const before = await annualLeft(page, from.year);

    const { id, days } = await requestLeave(page, from.shown, day(4, 1).shown, 'Family trip');
    expect(days).toBeGreaterThan(0);
    await openFromTask(manager, id);
    // Only the approver sees the decision buttons; the manager cannot edit cs's request.
    await expect(manager.getByRole('button', { name: 'Save' })).toHaveCount(0);
    await manager.getByRole('button', { name: 'Approve' }).click();
    await expect(toasts(manager).filter({ hasText: 'Leave approved.' })).toBeVisible();
    await expect(manager.getByTestId('leave-status')).toHaveText('Approved');
    await expect(manager.getByRole('button', { name: 'Approve' })).toHaveCount(0);
    // The task is done: it is no longer among the manager's open tasks.
    await manager.reload();
    await manager.getByRole('button', { name: 'Tasks' }).click();
    await expect(manager.getByTestId('task-item').first()).toBeVisible();
    await expect(taskOf(manager, id)).toHaveCount(0);

    await expect(toasts(page).filter({ hasText: `Leave request ${id} has been approved.` })).toBeVisible();
    expect(await annualLeft(page, from.year)).toBe(before - days);
    await page.goto(`/1/leaverequest/leave-request/${id}`);
    await expect(page.getByTestId('leave-status')).toHaveText('Approved');
    await expect(page.getByTestId('leave-history-entry').last()).toContainText(
      'Approved by Catherine Dubois',
    );
    await manager.context().close();
  });

  test('the manager rejects with a comment; cs is told and reads why', async ({ page, browser }) => {
    test.setTimeout(120_000);
    await enter(page, 'cs');
    const manager = await newPage(browser, 'manager');
    // cs's request is made through the API (the form is the first test's): this test is the rejection.
    const id = await requestLeaveByApi(page, day(5, 2).iso, day(5, 2).iso, 'Dentist');
    await openRequest(page, id);
    await openFromTask(manager, id);
    await manager.getByRole('button', { name: 'Reject' }).click();
    const dialog = manager.getByRole('dialog', { name: 'Reject this leave request' });
    // A reason is required.
    await dialog.getByRole('button', { name: 'Reject' }).click();
    await expect(dialog.getByText('Say why the request is rejected.')).toBeVisible();
    await dialog.getByLabel('Comment for the requester').fill('Client audit that day, please move it.');
    await dialog.getByRole('button', { name: 'Reject' }).click();
    await expect(toasts(manager).filter({ hasText: 'Leave rejected.' })).toBeVisible();
    await expect(manager.getByTestId('leave-status')).toHaveText('Rejected');

    await expect(toasts(page).filter({ hasText: `Leave request ${id} has been rejected.` })).toBeVisible();
    await page.reload();
    await expect(page.getByTestId('leave-status')).toHaveText('Rejected');
    await expect(page.getByTestId('leave-workflow')).toContainText('Client audit that day, please move it.');
    // A decided request can no longer be changed or cancelled.
    await expect(page.getByRole('button', { name: 'Save' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Cancel request' })).toHaveCount(0);
    await manager.context().close();
  });

  test('the leave screens in English and French at 1366 and 400 px', async ({ page }) => {
    test.setTimeout(240_000);
    await enter(page, 'hr');
    // hr approves the manager's own leave (she has no manager): the request shows the decision buttons.
    await page.goto('/1/leavesearch/leave-pending');
    await page.getByRole('link', { name: 'Catherine Dubois' }).first().click();
    await expect.poll(() => new URL(page.url()).pathname).toMatch(/\/leave-request\/\d+$/);
    const request = new URL(page.url()).pathname;
    const screens: LookedAtScreen[] = [
      { name: 'leave-summary', url: '/1/leavesearch/leave-summary' },
      {
        name: 'leave-request',
        url: request,
        ready: async () => expect(page.getByTestId('leave-days')).toBeVisible(),
      },
      { name: 'leave-pending', url: '/1/leavesearch/leave-pending' },
      { name: 'leave-balance', url: '/1/leavesearch/leave-balance' },
    ];
    await lookAtScreens(page, screens, async (name, lang, width) => {
      await page.screenshot({ path: `test-results/screens/hr-${name}-${lang}-${width}.png`, fullPage: true });
    });
  });
});
