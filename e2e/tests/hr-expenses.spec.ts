import { expect, test, type Browser, type Page } from '../support/fixtures';
import { enterLive, newLivePage, toasts } from '../support/live-session';
import { dayFromToday } from '../support/bookings';
import { claimByApi } from '../support/hr';
import { lookAtScreens, type LookedAtScreen } from '../support/screens';
import { atRest, expectPath } from '../support/session';

const enter = (page: Page, login: string) => enterLive(page, login, 'Human resources');
const newPage = (browser: Browser, login: string) => newLivePage(browser, login, 'Human resources');

/** A tiny PNG: what a phone photo of a receipt would be, only smaller. */
const RECEIPT = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

/** Picks an option of a select inside a line of the claim. */
async function choose(page: Page, scope: ReturnType<Page['locator']>, label: string, option: string) {
  await atRest(page); // a screen still loading its rules or lists can reset what is typed
  await scope.getByRole('combobox', { name: label, exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/**
 * inspector fills a claim of two lines, saves it and attaches a receipt; answers the claim's id. With
 * `zeroFirst`, a first save with an amount of 0 is refused by the server beside that amount.
 */
async function claimExpenses(page: Page, { zeroFirst = false } = {}): Promise<number> {
  await page.goto('/1/expenseclaim/expense-claim');
  await expect(page.getByRole('heading', { name: 'New expense claim' })).toBeVisible();
  await expect(page.getByTestId('expense-claimant')).toHaveText('Claimant: Rahul Sharma');
  await page.getByLabel('Title').fill('Inspection trip Jaipur');
  const first = page.getByTestId('expense-line').nth(0);
  await choose(page, first, 'Type', 'Taxi');
  await first.getByLabel('Description').fill('Airport to the factory');
  await first.getByLabel('Amount').fill('850');
  await choose(page, first, 'Currency', 'INR');
  await page.getByRole('button', { name: 'Add a line' }).click();
  const second = page.getByTestId('expense-line').nth(1);
  await choose(page, second, 'Type', 'Meals');
  await second.getByLabel('Amount').fill('420.50');
  if (zeroFirst) {
    await first.getByLabel('Amount').fill('0');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(
      first.getByText('Enter an amount greater than zero, with at most two decimals.'),
    ).toBeVisible();
    await page.screenshot({
      path: 'test-results/screens/hr-expense-claim-refused-en-1366.png',
      fullPage: true,
    });
    await first.getByLabel('Amount').fill('850');
  }
  // The new line took the first line's currency; the totals follow the typing.
  await expect(page.getByTestId('expense-totals')).toContainText('1,270.50');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect.poll(() => new URL(page.url()).pathname).toMatch(/\/expense-claim\/\d+$/);
  await expect(page.getByTestId('expense-status')).toHaveText('Pending');
  const id = Number(new URL(page.url()).pathname.split('/').pop());

  await page
    .getByTestId('expense-receipt-input')
    .setInputFiles({ name: 'taxi-receipt.png', mimeType: 'image/png', buffer: RECEIPT });
  await expect(toasts(page).filter({ hasText: 'Receipt attached.' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Download taxi-receipt.png' })).toBeVisible();
  await page.screenshot({
    path: 'test-results/screens/hr-expense-claim-claimant-en-1366.png',
    fullPage: true,
  });
  return id;
}

/** The claimant opens their pending claim, live again once loaded: the decision's notice reaches this page. */
async function openClaim(page: Page, id: number) {
  const live = page.waitForResponse((response) => response.url().includes('/api/user/events'), {
    timeout: 20_000,
  });
  await page.goto(`/1/expenseclaim/expense-claim/${id}`);
  await expect(page.getByTestId('expense-status')).toHaveText('Pending');
  await expect(page.getByTestId('expense-totals')).toContainText('1,270.50');
  await live;
}

/** The task about one claim (its link opens that claim). */
const taskOf = (page: Page, id: number) =>
  page.locator(`[data-testid="task-item"]:has(a[href$="/expense-claim/${id}"])`);

/** The actor hears of the new task live and opens the claim from the tasks panel. */
async function openFromTask(page: Page, id: number, text: string) {
  await expect(toasts(page).filter({ hasText: text })).toBeVisible({ timeout: 15_000 });
  await page.getByRole('button', { name: 'Tasks' }).click();
  const task = taskOf(page, id);
  await expect(task).toContainText(text);
  await task.getByRole('link').click();
  await expectPath(page, `/1/expenseclaim/expense-claim/${id}`);
  await expect(page.getByTestId('expense-workflow')).toContainText('Rahul Sharma');
}

test.describe('hr expenses', { tag: '@hr' }, () => {
  test.describe.configure({ mode: 'serial' });

  test('inspector claims with a receipt; manager checks, hr approves, accountant pays, each from the task', async ({
    page,
    browser,
  }) => {
    test.setTimeout(180_000);
    await enter(page, 'inspector');
    const manager = await newPage(browser, 'manager');
    const hr = await newPage(browser, 'hr');
    const accountant = await newPage(browser, 'accountant');

    const id = await claimExpenses(page, { zeroFirst: true });

    await openFromTask(manager, id, 'Expense claim pending - Rahul Sharma, take action.');
    // The manager checks but does not edit someone else's claim; the receipt downloads.
    await expect(manager.getByRole('button', { name: 'Save' })).toHaveCount(0);
    const [download] = await Promise.all([
      manager.waitForEvent('download'),
      manager.getByRole('button', { name: 'Download taxi-receipt.png' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('taxi-receipt.png');
    await manager.getByRole('button', { name: 'Mark as checked' }).click();
    await expect(toasts(manager).filter({ hasText: 'Claim checked.' })).toBeVisible();
    await expect(manager.getByTestId('expense-status')).toHaveText('Checked');
    await expect(manager.getByRole('button', { name: 'Approve' })).toHaveCount(0);
    await expect(toasts(page).filter({ hasText: `Expense claim ${id} has been checked.` })).toBeVisible();

    await openFromTask(hr, id, 'Expense claim checked - Rahul Sharma, take action.');
    await hr.getByRole('button', { name: 'Approve' }).click();
    await expect(toasts(hr).filter({ hasText: 'Claim approved.' })).toBeVisible();
    await expect(hr.getByTestId('expense-status')).toHaveText('Approved');

    await openFromTask(accountant, id, 'Expense claim approved - Rahul Sharma, take action.');
    await expect(accountant.getByTestId('expense-waiting')).toContainText('Thomas Becker');
    await accountant.getByRole('button', { name: 'Mark as paid' }).click();
    await expect(toasts(accountant).filter({ hasText: 'Claim paid.' })).toBeVisible();
    await expect(accountant.getByTestId('expense-status')).toHaveText('Paid');
    // The task is done: it no longer shows among the accountant's open tasks.
    await accountant.reload();
    await accountant.getByRole('button', { name: 'Tasks' }).click();
    await expect(accountant.getByTestId('task-item').first()).toBeVisible();
    await expect(taskOf(accountant, id)).toHaveCount(0);

    // The claimant is told, sees Paid and who did what.
    await expect(toasts(page).filter({ hasText: `Expense claim ${id} has been paid.` })).toBeVisible();
    await page.reload();
    await expect(page.getByTestId('expense-status')).toHaveText('Paid');
    const history = page.getByTestId('expense-history-entry');
    await expect(history).toHaveCount(4);
    await expect(history.nth(1)).toContainText('Checked by Catherine Dubois');
    await expect(history.nth(2)).toContainText('Approved by Priya Nair');
    await expect(history.nth(3)).toContainText('Paid by Thomas Becker');
    await expect(page.getByRole('button', { name: 'Save' })).toHaveCount(0);
    await page.getByRole('button', { name: 'Notifications' }).click();
    const notification = page.locator(
      `[data-testid="notification-item"]:has(a[href$="/expense-claim/${id}"])`,
    );
    await expect(notification.filter({ hasText: 'has been paid' })).toBeVisible();
    for (const other of [manager, hr, accountant]) await other.context().close();
  });

  test('the claimant is offered only the cancel; the manager rejects with a required comment and the claimant reads why', async ({
    page,
    browser,
  }) => {
    test.setTimeout(120_000);
    await enter(page, 'inspector');
    // The claim is made through the API (the form is the first test's): this test is the rejection.
    const today = dayFromToday(0).iso;
    const id = await claimByApi(page, 'Inspection trip Jaipur', [
      { type: 'Taxi', description: 'Airport to the factory', amount: '850', currency: 'INR', date: today },
      { type: 'Meals', amount: '420.50', currency: 'INR', date: today },
    ]);
    await openClaim(page, id);
    // The claimant is offered no step but cancel.
    await expect(page.getByRole('button', { name: 'Mark as checked' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Cancel claim' })).toBeVisible();

    const manager = await newPage(browser, 'manager');
    await manager.goto(`/1/expenseclaim/expense-claim/${id}`);
    await manager.getByRole('button', { name: 'Reject' }).click();
    const dialog = manager.getByRole('dialog', { name: 'Reject this expense claim' });
    await dialog.getByRole('button', { name: 'Reject' }).click();
    await expect(dialog.getByText('Say why the claim is rejected.')).toBeVisible();
    await dialog.getByLabel('Comment for the claimant').fill('Meals are covered by the daily allowance.');
    await dialog.getByRole('button', { name: 'Reject' }).click();
    await expect(toasts(manager).filter({ hasText: 'Claim rejected.' })).toBeVisible();

    await expect(toasts(page).filter({ hasText: `Expense claim ${id} has been rejected.` })).toBeVisible();
    await page.reload();
    await expect(page.getByTestId('expense-status')).toHaveText('Rejected');
    await expect(page.getByTestId('expense-workflow')).toContainText(
      'Meals are covered by the daily allowance.',
    );
    await expect(page.getByRole('button', { name: 'Cancel claim' })).toHaveCount(0);
    await expect(page.getByTestId('expense-receipt-input')).toHaveCount(0);
    await manager.context().close();
  });

  test('the expense screens in English and French at 1366 and 400 px', async ({ page }) => {
    test.setTimeout(300_000);
    await enter(page, 'hr');
    // hr checks the manager's own claim (she has no manager): the claim shows the step buttons.
    await page.goto('/1/pendingexpense/pending-expense');
    await page
      .getByRole('row', { name: /Catherine Dubois/ })
      .getByRole('link')
      .first()
      .click();
    await expect.poll(() => new URL(page.url()).pathname).toMatch(/\/expense-claim\/\d+$/);
    const claim = new URL(page.url()).pathname;
    const aRow = async () => expect(page.getByRole('row').nth(1)).toBeVisible();
    const screens: LookedAtScreen[] = [
      { name: 'expense-summary', url: '/1/expensesearch/expense-summary', ready: aRow },
      {
        name: 'expense-claim',
        url: claim,
        ready: async () => expect(page.getByTestId('expense-workflow')).toBeVisible(),
      },
      { name: 'expense-claim-new', url: '/1/expenseclaim/expense-claim' },
      { name: 'pending-expense', url: '/1/pendingexpense/pending-expense', ready: aRow },
    ];
    await lookAtScreens(page, screens, async (name, lang, width) => {
      await page.screenshot({ path: `test-results/screens/hr-${name}-${lang}-${width}.png`, fullPage: true });
    });
  });
});
