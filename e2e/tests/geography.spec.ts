import fs from 'node:fs';
import { GEOGRAPHY_API } from '@portal/domain';
import { expect, test, type Page } from '../support/fixtures';
import { apiHeaders } from '../support/bookings';
import { readXlsxRows } from '../../packages/domain/src/xlsx';
import { atRest, enterAs, openAs, snap } from '../support/session';

const COUNTRIES = '/1/country/country-summary';
const NEW_PROVINCE = '/1/province/edit-province';
/** France's id (ISO 3166 numeric), the country of the provinces made here. */
const FRANCE = 250;

/** Admin in the first entity, then straight to a geography screen. */
async function openAsAdmin(page: Page, url: string) {
  await openAs(page, 'admin', url);
}

const range = (page: Page) => page.getByTestId('pager-range');
const query = (page: Page) => new URL(page.url()).searchParams;
const bodyRows = (page: Page) => page.locator('tbody tr:not([aria-hidden])');
const firstCells = (page: Page) => page.locator('tbody tr:not([aria-hidden]) td:first-child');

/** Waits for the search to answer with rows (the pager says "0–0 of 0" while the first search runs). */
async function settled(page: Page) {
  await expect(page.getByText('Loading results…')).toHaveCount(0);
  await expect(bodyRows(page).first()).toBeVisible();
}

/** Total from the pager's "1–25 of 249". */
async function total(page: Page): Promise<number> {
  const text = (await range(page).textContent()) ?? '';
  return Number(/of\s+(\d+)/.exec(text)?.[1] ?? NaN);
}

async function pick(page: Page, label: string, term: string, option = term) {
  await atRest(page); // a screen still loading its rules or lists can reset what is typed
  const box = page.getByRole('combobox', { name: label });
  await box.click();
  await box.fill(term);
  await page.getByRole('option', { name: option, exact: true }).click();
}

test.describe('geography screens', { tag: '@masterdata' }, () => {
  test('search, page through, page size, sort, all kept in the URL across a reload', async ({ page }) => {
    await openAsAdmin(page, COUNTRIES);
    await expect(page.getByRole('heading', { name: 'Countries' })).toBeVisible();
    await expect(range(page)).toHaveText(/^1–25 of \d+$/);
    const all = await total(page);
    expect(all).toBeGreaterThan(200);
    await expect(bodyRows(page)).toHaveCount(25);
    await snap(page, 'geography-countries');

    await page.getByRole('button', { name: 'Next page' }).click();
    await expect(range(page)).toHaveText(`26–50 of ${all}`);
    expect(query(page).get('page')).toBe('2');

    await page.getByLabel('Rows per page').selectOption('200');
    await expect(range(page)).toHaveText(`1–200 of ${all}`);
    expect(query(page).get('pageSize')).toBe('200');
    // Windowed: a 200-row page draws only what is in view.
    expect(await bodyRows(page).count()).toBeLessThan(60);
    // The rows of the new page may still be drawing: scroll again until row 152 is in view.
    await expect(async () => {
      await page.getByTestId('data-table-scroller').evaluate((el) => (el.scrollTop = 150 * 40));
      await expect(page.locator('tbody tr[aria-rowindex="152"]')).toBeVisible({ timeout: 1000 });
    }).toPass();

    const nameHeader = page.getByRole('columnheader', { name: /^Name/ });
    await expect(nameHeader).toHaveAttribute('aria-sort', 'ascending');
    await nameHeader.getByRole('button').click();
    await expect(nameHeader).toHaveAttribute('aria-sort', 'descending');
    expect(query(page).get('order')).toBe('desc');
    // The database's collation decides where letters such as Å go; Z-names come before A-names.
    await expect(page.getByRole('link', { name: 'Zimbabwe' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Afghanistan' })).toHaveCount(0);

    await page.getByLabel('Search', { exact: true }).fill('united');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(firstCells(page).first()).toHaveText(/United/);
    const found = await total(page);
    expect(found).toBeGreaterThanOrEqual(3);
    expect(found).toBeLessThan(10);
    expect(query(page).get('searchText')).toBe('united');

    await page.reload();
    await expect(range(page)).toHaveText(`1–${found} of ${found}`);
    await expect(page.getByLabel('Search', { exact: true })).toHaveValue('united');
    await expect(page.getByRole('columnheader', { name: /^Name/ })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
    await expect(page.getByLabel('Rows per page')).toHaveValue('200');
    await snap(page, 'geography-countries-search');
  });

  test('a saved filter is there after a reload; the column choice too', async ({ page }) => {
    await openAsAdmin(page, COUNTRIES);
    await settled(page);
    const all = await total(page);
    await pick(page, 'Regions', 'Eur', 'Europe');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect.poll(() => query(page).get('regionIds')).toBe('150');
    await expect.poll(() => total(page)).toBeLessThan(all);
    const europe = await total(page);

    await page.getByRole('button', { name: 'Saved filters' }).click();
    await page.getByLabel('Filter name').fill('Europe only');
    await page.getByRole('button', { name: 'Save current filter' }).click();
    await expect(page.getByTestId('toast').filter({ hasText: 'Filter "Europe only" saved.' })).toBeVisible();

    await page.goto(COUNTRIES);
    await expect(range(page)).toHaveText(`1–25 of ${all}`);
    await page.reload();
    await page.getByRole('button', { name: 'Saved filters' }).click();
    await page.getByRole('button', { name: 'Apply Europe only' }).click();
    await expect(range(page)).toHaveText(`1–25 of ${europe}`);
    expect(query(page).get('regionIds')).toBe('150');
    await snap(page, 'geography-saved-filter');

    // Each change stores the whole choice; the reload below must come after both are stored.
    let stored = 0;
    page.on('response', (response) => {
      const isColumnChoice = new URL(response.url()).pathname.endsWith('/columns');
      if (isColumnChoice && response.request().method() === 'PUT' && response.ok()) stored += 1;
    });
    await page.getByRole('button', { name: 'Columns' }).click();
    await page.getByRole('checkbox', { name: 'Alpha-2 code' }).uncheck();
    await page.getByRole('checkbox', { name: 'Alpha-3 code' }).check();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('columnheader', { name: /Alpha-2 code/ })).toHaveCount(0);
    await expect(page.getByRole('columnheader', { name: /Alpha-3 code/ })).toBeVisible();
    await expect.poll(() => stored).toBe(2);
    await page.reload();
    await expect(page.getByRole('columnheader', { name: /Alpha-3 code/ })).toBeVisible();
    await expect(page.getByRole('columnheader', { name: /Alpha-2 code/ })).toHaveCount(0);
    await snap(page, 'geography-columns');

    // Saved filters can be deleted.
    await page.getByRole('button', { name: 'Saved filters' }).click();
    await page.getByRole('button', { name: 'Delete Europe only' }).click();
    await expect(page.getByText('No saved filters yet.')).toBeVisible();
  });

  test('exports what the search matches to an xlsx with the visible columns', async ({ page }) => {
    await openAsAdmin(page, `${COUNTRIES}?regionIds=150`);
    await settled(page);
    const europe = await total(page);
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export to Excel' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^countries-\d{8}\.xlsx$/);
    const rows = readXlsxRows(new Uint8Array(fs.readFileSync((await file.path())!)));
    const headers = await page.locator('thead th').allTextContents();
    expect(rows[0]).toEqual(headers.map((text) => text.replace(/[▲▼↕]/g, '').trim()));
    expect(rows).toHaveLength(europe + 1);
    const names = rows.slice(1).map((row) => row[0]);
    expect(names).toContain('France');
    expect(names).not.toContain('Japan');
    await expect(page.getByTestId('toast').filter({ hasText: `Exported ${europe} rows.` })).toBeVisible();
  });

  test('create with an empty form, then create, edit and delete a province', async ({ page }) => {
    await openAsAdmin(page, NEW_PROVINCE);
    await expect(page.getByRole('heading', { name: 'New province' })).toBeVisible();
    await page.getByRole('button', { name: 'Save' }).click();
    const warnings = page.getByTestId('toast').filter({ hasText: 'Validation error' });
    await expect(warnings.first()).toBeVisible();
    await snap(page, 'geography-validation');

    const name = `Brittany test ${Date.now()}`;
    await pick(page, 'Country', 'Fran', 'France');
    await page.getByLabel('Name').fill(name);
    await page.getByLabel('Code').fill('BZH');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => new URL(page.url()).pathname).toMatch(/^\/1\/province\/edit-province\/\d+$/);
    await expect(page.getByRole('heading', { name: 'Edit province' })).toBeVisible();

    await page.getByLabel('Name').fill(`${name} edited`);
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByTestId('toast').filter({ hasText: 'Saved.' }).first()).toBeVisible();
    await page.goto(`/1/province/province-summary?searchText=${encodeURIComponent(name)}`);
    await expect(firstCells(page)).toHaveText([`${name} edited`]);
    await expect(bodyRows(page).first()).toContainText('France');

    await firstCells(page).first().getByRole('link').click();
    await expect(page.getByLabel('Name')).toHaveValue(`${name} edited`);
    await page.getByRole('button', { name: 'Delete' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete this record?' });
    await expect(dialog).toBeVisible();
    await snap(page, 'geography-delete-confirm');
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/1/province/province-summary');
    await page.goto(`/1/province/province-summary?searchText=${encodeURIComponent(name)}`);
    await expect(page.getByText('No records match this search.')).toBeVisible();
  });

  test('leaving with unsaved changes asks first', async ({ page }) => {
    // Opened from the list inside the app, so the browser's Back button stays within the portal.
    await openAsAdmin(page, '/1/province/province-summary');
    await page.getByRole('link', { name: 'New' }).click();
    await expect(page.getByRole('heading', { name: 'New province' })).toBeVisible();
    await page.getByLabel('Name').fill('Not saved');
    await page.getByRole('link', { name: 'Back to the list' }).click();
    const question = page.getByRole('dialog', { name: 'Leave without saving?' });
    await expect(question).toBeVisible();
    await question.getByRole('button', { name: 'Stay' }).click();
    await expect(page.getByLabel('Name')).toHaveValue('Not saved');
    // The browser's Back button asks too.
    const editPath = new URL(page.url()).pathname;
    await page.evaluate(() => history.back());
    await expect(question).toBeVisible();
    await question.getByRole('button', { name: 'Stay' }).click();
    expect(new URL(page.url()).pathname).toBe(editPath);
    await expect(page.getByLabel('Name')).toHaveValue('Not saved');
    await page.getByRole('link', { name: 'Back to the list' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Leave' }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/1/province/province-summary');
  });

  test('two pages save the same record: the second sees the conflict and keeps its input', async ({
    page,
  }) => {
    // The record both pages open is made through the API: creating one is the test above.
    await enterAs(page, 'admin');
    const name = `Conflict test ${Date.now()}`;
    const created = await page.request.post(`/${GEOGRAPHY_API.province}`, {
      headers: await apiHeaders(page),
      data: { name, code: null, countryId: FRANCE },
    });
    const { data } = (await created.json()) as { data: { id: number } };
    expect(created.status()).toBe(200);
    const url = `${NEW_PROVINCE}/${data.id}`;
    await page.goto(url);
    await expect(page.getByLabel('Name')).toHaveValue(name);

    const other = await page.context().newPage();
    await other.goto(url);
    await expect(other.getByLabel('Name')).toHaveValue(name);

    await page.getByLabel('Name').fill(`${name} by the first`);
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByTestId('toast').filter({ hasText: 'Saved.' }).first()).toBeVisible();

    await other.getByLabel('Name').fill(`${name} by the second`);
    await other.getByRole('button', { name: 'Save' }).click();
    await expect(other.getByTestId('edit-conflict')).toContainText('Someone else saved this record');
    await expect(other.getByLabel('Name')).toHaveValue(`${name} by the second`);
    await snap(other, 'geography-conflict');
    await other.getByRole('button', { name: 'Load their version' }).click();
    await expect(other.getByLabel('Name')).toHaveValue(`${name} by the first`);
    await expect(other.getByTestId('edit-conflict')).toHaveCount(0);
  });
});

test('the geography screens speak French', { tag: '@masterdata' }, async ({ page }) => {
  await openAsAdmin(page, COUNTRIES);
  await page.evaluate(() => localStorage.setItem('lang', 'fr'));
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Pays' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Exporter vers Excel' })).toBeVisible();
  await expect(page.getByLabel('Rechercher', { exact: true })).toBeVisible();
  await snap(page, 'geography-countries-fr');
  await page.goto(NEW_PROVINCE);
  await expect(page.getByRole('heading', { name: 'Nouvelle province' })).toBeVisible();
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page.getByText('Erreur de validation').first()).toBeVisible();
  await snap(page, 'geography-validation-fr');
  await page.evaluate(() => localStorage.setItem('lang', 'en'));
});
