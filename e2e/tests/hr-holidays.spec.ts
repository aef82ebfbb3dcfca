import { expect, test, type Page } from '../support/fixtures';
import { lookAtScreens, type LookedAtScreen } from '../support/screens';
import { atRest, expectPath, openAs, settle } from '../support/session';

/** hr works in entities 1 and 2: the landing asks which; entity 1, Human resources. */
async function openAsHr(page: Page, url: string) {
  await openAs(page, 'hr', url, { services: ['Human resources'] });
}

async function pick(page: Page, label: string, option: string) {
  await atRest(page); // a screen still loading its rules or lists can reset what is typed
  const box = page.getByRole('combobox', { name: label, exact: true });
  await box.click();
  await box.fill(option);
  await page.getByRole('option', { name: option, exact: true }).click();
}

const rows = (page: Page) => page.locator('tbody tr:not([aria-hidden])');
const toast = (page: Page, text: string) => page.getByTestId('toast').filter({ hasText: text });

async function shot(page: Page, name: string) {
  await page.screenshot({ path: `test-results/screens/${name}.png`, fullPage: true });
}

const year = new Date().getFullYear();
const NAME = 'E2E office day';
const summary = (query: string) => `/1/holiday/holiday-summary?${query}`;

test.describe('hr holidays', { tag: '@hr' }, () => {
  test.describe.configure({ mode: 'serial' });

  test('hr creates a recurring holiday, finds it, deletes it for next year only, then for every year', async ({
    page,
  }) => {
    await openAsHr(page, '/1/holiday/holiday-summary');
    await expect(page.getByRole('heading', { name: 'Holiday summary' })).toBeVisible();
    await page.getByRole('link', { name: 'New', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'New holiday' })).toBeVisible();
    await page.getByLabel('Name').fill(NAME);
    await page.getByLabel('One office').check();
    await pick(page, 'Office', 'Paris Office (France)');
    await page.getByLabel('Start date').fill(`15/05/${year}`);
    await page.getByLabel('Start date').press('Tab');
    await page.getByLabel('End date').fill(`15/05/${year}`);
    await page.getByLabel('End date').press('Tab');
    await page.getByLabel('Repeats every year on the same dates').check();
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(toast(page, 'Saved.')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Holiday', exact: true })).toBeVisible();

    // Found by the office filter and the text, this year and (repeated) next year.
    await page.goto('/1/holiday/holiday-summary');
    await settle(page); // the search form takes the stored state once loaded; typing before would be lost
    await pick(page, 'Office', 'Paris Office');
    await page.getByLabel('Search', { exact: true }).fill(NAME);
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(rows(page)).toHaveCount(1);
    await expect(rows(page).first()).toContainText(`15/05/${year}`);
    await expect(rows(page).first()).toContainText('Paris Office (office)');
    await expect(rows(page).first()).toContainText('Every year');
    await page.goto(summary(`year=${year + 1}&searchText=${encodeURIComponent(NAME)}`));
    await expect(rows(page)).toHaveCount(1);
    await expect(rows(page).first()).toContainText(`15/05/${year + 1}`);

    // Delete next year's only: the dialog asks which.
    await page.getByRole('link', { name: NAME }).click();
    await expect(page.getByLabel('Name')).toHaveValue(NAME);
    await page.getByRole('button', { name: 'Delete' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete this holiday?' });
    await expect(dialog).toContainText('Delete it for');
    await dialog.getByRole('button', { name: `Only ${year + 1}` }).click();
    await expect(toast(page, `Holiday deleted for ${year + 1}.`)).toBeVisible();
    await expectPath(page, '/1/holiday/holiday-summary');
    await page.getByLabel('Search', { exact: true }).fill(NAME);
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page.getByText('No records match this search.')).toBeVisible();
    await page.goto(summary(`searchText=${encodeURIComponent(NAME)}`));
    await expect(rows(page)).toHaveCount(1);

    // This year's is still there; delete it for every year.
    await page.getByRole('link', { name: NAME }).click();
    await expect(page.getByTestId('holiday-removed-years')).toContainText(String(year + 1));
    await page.getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Every year' }).click();
    await expect(toast(page, 'Holiday deleted.')).toBeVisible();
    await page.goto(summary(`searchText=${encodeURIComponent(NAME)}`));
    await expect(page.getByText('No records match this search.')).toBeVisible();
  });

  test('hr opens the leave types and changes a staff allocation', async ({ page }) => {
    await openAsHr(page, '/1/leavesearch/leave-types');
    await expect(page.getByRole('heading', { name: 'Leave types' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Annual leave' })).toBeVisible();
    const allocations = page.getByTestId('leave-allocations');
    await expect(allocations.getByRole('heading', { name: `Allocations ${year}` })).toBeVisible();
    await allocations.getByLabel('Search staff').fill('Wang Jun');
    await allocations.getByLabel('Search staff').press('Enter');
    const cell = allocations.getByLabel(`AL days of Wang Jun in ${year}`);
    await expect(cell).toHaveValue('');
    await expect(cell).toHaveAttribute('placeholder', '15');
    await cell.fill('17.5');
    await expect(allocations.getByText('1 change not saved')).toBeVisible();
    await allocations.getByRole('button', { name: 'Save allocations' }).click();
    await expect(toast(page, 'Allocations saved.')).toBeVisible();
    await page.reload();
    await allocations.getByLabel('Search staff').fill('Wang Jun');
    await allocations.getByLabel('Search staff').press('Enter');
    await expect(allocations.getByLabel(`AL days of Wang Jun in ${year}`)).toHaveValue('17.5');

    await page.getByRole('link', { name: 'Annual leave' }).click();
    await expect(page.getByRole('heading', { name: 'Leave type', exact: true })).toBeVisible();
    await expect(page.getByLabel('Days per year')).toHaveValue('15');
  });

  test('screens in English and French at 1366 and 400 px', async ({ page }) => {
    test.setTimeout(180_000);
    await openAsHr(page, summary('searchText=Christmas'));
    const christmas = await page.getByRole('link', { name: 'Christmas Day' }).getAttribute('href');
    const screens: LookedAtScreen[] = [
      { name: 'holiday-summary', url: '/1/holiday/holiday-summary' },
      { name: 'holiday-edit', url: christmas! },
      { name: 'leave-types', url: '/1/leavesearch/leave-types' },
    ];
    await lookAtScreens(page, screens, (name, lang, width) => shot(page, `hr-${name}-${lang}-${width}`));
  });
});
