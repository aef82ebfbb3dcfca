import fs from 'node:fs';
import path from 'node:path';
import type { Download } from '@playwright/test';
import { expect, test, type Page } from '../support/fixtures';
import { PO_IMPORT_MESSAGES } from '../../packages/domain/src/purchase-order/po-import';
import { readXlsxRows } from '../../packages/domain/src/xlsx';
import { PO_IMPORT_FIXTURES } from '../../server/src/modules/purchase-order/fixtures/expected';
import { ROOT } from '../support/portal';
import { atRest, enterAs, openAs, settle, snap } from '../support/session';

const UPLOAD = '/1/poupload/purchase-order-upload';
const SUMMARY = '/1/posearch/purchase-order-summary';
const CUSTOMER = 'Northwind Retail Ltd';
const FIXTURES = path.join(ROOT, 'server/src/modules/purchase-order/fixtures');
const { bulk2000, withErrors, customerOwn } = PO_IMPORT_FIXTURES;

/** Back to the top and at rest: a full-page screenshot of a scrolled page paints the fixed header mid-page. */
async function top(page: Page) {
  await page.evaluate(() => window.scrollTo(0, 0));
  await atRest(page);
}

const bodyRows = (page: Page) => page.locator('tbody tr:not([aria-hidden])');

async function pick(page: Page, label: string, term: string, option = term) {
  await atRest(page); // a screen still loading its rules or lists can reset what is typed
  const box = page.getByRole('combobox', { name: label, exact: true });
  await box.click();
  await box.fill(term);
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** Chooses the workbook and sends it; the screen then follows the job (?hash= in the URL). */
async function upload(
  page: Page,
  file: string,
  { fileLabel = 'Excel file (.xlsx)', button = 'Upload' } = {},
) {
  await page.getByLabel(fileLabel).setInputFiles(path.join(FIXTURES, file));
  await page.getByRole('button', { name: button, exact: true }).click();
  await expect.poll(() => new URL(page.url()).searchParams.get('hash')).toMatch(/^[0-9a-f]{32}$/);
}

/** A downloaded workbook: an xlsx name, a zip (PK) over 1 kB; its first sheet's rows. */
async function workbookRows(download: Download) {
  expect(download.suggestedFilename()).toMatch(/\.xlsx$/);
  const bytes = fs.readFileSync((await download.path())!);
  expect(bytes.subarray(0, 2).toString('latin1')).toBe('PK');
  expect(bytes.length).toBeGreaterThan(1000);
  return readXlsxRows(new Uint8Array(bytes));
}

/** The refused rows as the screen lists them: [row, messages]. */
async function listedErrors(page: Page, caption: string) {
  const rows = page.getByRole('table', { name: caption }).locator('tbody tr');
  await expect(rows).toHaveCount(withErrors.expectedErrors.length);
  return Promise.all((await rows.all()).map((row) => row.getByRole('cell').allInnerTexts()));
}

const expectedListed = (lang: 'en' | 'fr') =>
  withErrors.expectedErrors.map(({ row, codes }) => [
    String(row),
    codes.map((code) => PO_IMPORT_MESSAGES[lang][code]).join('\n'),
  ]);

test.describe('purchase orders', { tag: '@inspection' }, () => {
  test('cs imports 2,000 rows with a progress bar, then finds an imported order and exports it', async ({
    page,
  }) => {
    test.setTimeout(120_000); // 2,000 rows written in one transaction on a shared 2-core machine
    await openAs(page, 'cs', UPLOAD);
    await expect(page.getByRole('heading', { name: 'Import purchase orders' })).toBeVisible();
    await pick(page, 'Customer', 'Northwind', CUSTOMER);
    await upload(page, bulk2000.file);

    // While the job runs: its bar, then the counts of what was written.
    await expect(page.getByRole('progressbar', { name: 'Import progress' })).toBeVisible();
    await expect(page.getByTestId('po-import-done')).toHaveText(
      `${bulk2000.purchaseOrders} purchase orders, 2,000 lines and ${bulk2000.newProducts} new products imported`,
      { timeout: 90_000 },
    );
    await expect(page.getByRole('progressbar')).toHaveCount(0);
    await expect(page.getByTestId('po-import-file')).toHaveText(`${bulk2000.file} for ${CUSTOMER}`);
    await snap(page, 'purchase-order-upload-done-en');

    // From the result to the summary, where one imported order is found and exported.
    await page.getByRole('link', { name: 'Open the purchase orders' }).click();
    await expect(page.getByRole('heading', { name: 'Purchase orders' })).toBeVisible();
    await settle(page);
    await page.getByLabel('Search', { exact: true }).fill('BULK-PO-0042');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page.getByTestId('pager-range')).toHaveText('1–10 of 10');
    await expect(bodyRows(page).first()).toContainText(CUSTOMER);
    await atRest(page);
    await snap(page, 'purchase-order-summary-en');

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export to Excel' }).click();
    const rows = await workbookRows(await download);
    expect(rows).toHaveLength(11); // the header and the order's 10 lines
    expect(new Set(rows.slice(1).map((row) => row[0]))).toEqual(new Set(['BULK-PO-0042']));
    await expect(page.getByTestId('toast').filter({ hasText: 'Exported 10 rows.' })).toBeVisible();
  });

  test('cs uploads a workbook with errors: the rows and their messages, and every error as a workbook', async ({
    page,
  }) => {
    await openAs(page, 'cs', UPLOAD);
    await pick(page, 'Customer', 'Northwind', CUSTOMER);
    await upload(page, withErrors.file);

    await expect(page.getByText('Nothing was imported: 3 rows have errors')).toBeVisible();
    expect(await listedErrors(page, 'Rows with errors')).toEqual(expectedListed('en'));
    await atRest(page);
    await snap(page, 'purchase-order-upload-errors-en');

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download all errors (xlsx)' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe('with-errors-errors.xlsx');
    const rows = await workbookRows(file);
    // Every uploaded row with a Row and a Messages column: the user fixes the rows there.
    expect(rows).toHaveLength(withErrors.rowsTotal + 1);
    expect(rows[0]!.slice(-2)).toEqual(['Row', 'Messages']);
    const [rowColumn, messageColumn] = [rows[0]!.length - 2, rows[0]!.length - 1];
    const messages = rows.slice(1).filter((row) => row[messageColumn]);
    expect(messages.map((row) => [String(row[rowColumn]), row[messageColumn]])).toEqual(
      withErrors.expectedErrors.map(({ row, codes }) => [
        String(row),
        codes.map((code) => PO_IMPORT_MESSAGES.en[code]).join('; '),
      ]),
    );
  });

  test('the customer user imports for its own company only', async ({ page }) => {
    await openAs(page, 'customer', UPLOAD);
    await expect(page.getByRole('heading', { name: 'Import purchase orders' })).toBeVisible();
    const form = page.getByRole('form', { name: 'Import purchase orders' });
    await expect(form.getByRole('combobox', { name: 'Customer', exact: true })).toBeDisabled();
    await expect(form.getByText(CUSTOMER, { exact: true })).toBeVisible();
    await expect(form.getByRole('button', { name: 'Clear all' })).toHaveCount(0);
    await upload(page, customerOwn.file);
    await expect(page.getByTestId('po-import-done')).toHaveText(
      `${customerOwn.purchaseOrders} purchase orders, ${customerOwn.lines} lines and 0 new products imported`,
      { timeout: 30_000 },
    );
    await expect(page.getByTestId('po-import-file')).toHaveText(`${customerOwn.file} for ${CUSTOMER}`);
  });

  test('in French: the import screen, its row messages and labels', async ({ page }) => {
    await enterAs(page, 'cs');
    await page.evaluate(() => localStorage.setItem('lang', 'fr'));
    await page.goto(UPLOAD);
    await expect(page.getByRole('heading', { name: "Importer des commandes d'achat" })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Télécharger le modèle' })).toBeDisabled();
    await pick(page, 'Client', 'Northwind', CUSTOMER);
    await upload(page, withErrors.file, { fileLabel: 'Fichier Excel (.xlsx)', button: 'Envoyer' });

    await expect(page.getByText("Rien n'a été importé : 3 lignes ont des erreurs")).toBeVisible();
    expect(await listedErrors(page, 'Lignes en erreur')).toEqual(expectedListed('fr'));
    const table = page.getByRole('table', { name: 'Lignes en erreur' });
    await expect(table.getByRole('columnheader')).toHaveText(['Ligne', 'Erreurs']);
    await expect(page.getByRole('button', { name: 'Télécharger toutes les erreurs (xlsx)' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Importer un autre fichier' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Retour aux commandes' })).toBeVisible();
    await expect(page.getByTestId('po-import-file')).toHaveText(`${withErrors.file} pour ${CUSTOMER}`);
    await atRest(page);
    await snap(page, 'purchase-order-upload-errors-fr');
    await page.evaluate(() => localStorage.setItem('lang', 'en'));
  });

  test('cs opens a demo order from the summary, changes a quantity, adds a line and saves', async ({
    page,
  }) => {
    await openAs(page, 'cs', `${SUMMARY}?searchText=NR-PO-26101`);
    await page.getByRole('link', { name: 'NR-PO-26101' }).first().click();
    await expect.poll(() => new URL(page.url()).pathname).toMatch(/\/poedit\/edit-purchase-order\/\d+$/);
    await expect(page.getByRole('heading', { name: 'Purchase order', exact: true })).toBeVisible();
    await settle(page);
    const lines = page.getByTestId('po-line');
    const before = await lines.count();
    expect(before).toBeGreaterThanOrEqual(2);
    await expect(page.getByLabel('PO number')).toHaveValue('NR-PO-26101');

    const first = page.getByRole('listitem', { name: 'Line 1', exact: true });
    await first.getByLabel('Quantity').fill('4321');

    await page.getByRole('button', { name: 'Add a line' }).click();
    await expect(lines).toHaveCount(before + 1);
    const added = page.getByRole('listitem', { name: `Line ${before + 1}`, exact: true });
    const product = added.getByRole('combobox', { name: 'Product', exact: true });
    await product.click();
    await product.fill('NR-PL');
    await page.getByRole('option', { name: 'NR-PL-6001', exact: true }).click();
    await added.getByLabel('Colour code').fill('HNY');
    await added.getByLabel('Colour name').fill('Honey');
    await added.getByLabel('Quantity').fill('250');
    await top(page);
    await snap(page, 'purchase-order-edit-en');

    const saved = page.waitForResponse(
      (response) => response.request().method() === 'PUT' && response.url().includes('/api/PurchaseOrder'),
    );
    await page.getByRole('button', { name: 'Save' }).click();
    const answer = (await (await saved).json()) as {
      data: { lines: { productId: number; colorCode: string; quantity: number }[] };
    };
    await expect(page.getByTestId('toast').filter({ hasText: 'Saved.' }).first()).toBeVisible();
    // What the server stored, and the form showing it back.
    expect(answer.data.lines).toHaveLength(before + 1);
    expect(answer.data.lines.map((line) => line.quantity)).toEqual(expect.arrayContaining([4321, 250]));
    expect(answer.data.lines.some((line) => line.colorCode === 'HNY')).toBe(true);
    await expect(lines).toHaveCount(before + 1);
    await expect(first.getByLabel('Quantity')).toHaveValue('4321');
    const stored = page.getByTestId('po-line').filter({ has: page.locator('input[value="HNY"]') });
    await expect(stored).toHaveCount(1);
    await expect(stored).toContainText('NR-PL-6001');
    await expect(stored.getByLabel('Quantity')).toHaveValue('250');
    await top(page);
    await snap(page, 'purchase-order-edit-saved-en');
  });
});
