import { expect, test, type Page } from '../support/fixtures';
import { atRest, openAs, snap } from '../support/session';

const NEW_PRODUCT = '/1/cusproductedit/edit-customer-product';
const SUMMARY = '/1/cusproductsearch/customer-product-summary';
const CUSTOMER = 'Northwind Retail Ltd';
const REFERENCE = `E2E-POLO-${Date.now().toString(36).toUpperCase()}`;

async function pick(page: Page, label: string, term: string, option = term) {
  await atRest(page); // a screen still loading its rules or lists can reset what is typed
  const box = page.getByRole('combobox', { name: label, exact: true });
  await box.click();
  await box.fill(term);
  await page.getByRole('option', { name: option, exact: true }).click();
}

async function fillProduct(page: Page, reference: string) {
  await pick(page, 'Customer', 'Northwind', CUSTOMER);
  await page.getByLabel('Product reference').fill(reference);
  await page.getByLabel('Description').fill("Men's knitted polo, piqué 220 g");
  await pick(page, 'Product category', 'Appar', 'Apparel');
  await pick(page, 'Sub-category', 'Tops');
  await pick(page, 'Sub-category 2', 'T-sh', 'T-shirts');
  await pick(page, 'Sub-category 3', 'Knit', 'Knitted');
  await page.getByRole('combobox', { name: 'Unit', exact: true }).click();
  await page.getByRole('option', { name: 'Pcs', exact: true }).click();
  await page.getByLabel('Barcode').fill('5012345678900');
}

test.describe('customer products', { tag: '@masterdata' }, () => {
  test('cs creates a product with a four-level category and a unit, finds it, and a duplicate reference is refused', async ({
    page,
  }) => {
    await openAs(page, 'cs', NEW_PRODUCT);
    await expect(page.getByRole('heading', { name: 'New customer product' })).toBeVisible();

    // Each level is narrowed by the one above: under Apparel, Toys' sub-categories are not offered.
    await pick(page, 'Product category', 'Appar', 'Apparel');
    const sub = page.getByRole('combobox', { name: 'Sub-category', exact: true });
    await sub.click();
    await sub.fill('Plush');
    await expect(page.getByRole('option', { name: 'Plush', exact: true })).toHaveCount(0);
    await page.keyboard.press('Escape');

    await fillProduct(page, REFERENCE);
    await snap(page, 'customer-product-new-en');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByTestId('toast').filter({ hasText: 'Saved.' }).first()).toBeVisible();
    await expect.poll(() => new URL(page.url()).pathname).toMatch(/\/edit-customer-product\/\d+$/);
    await expect(page.getByRole('heading', { name: 'Edit customer product' })).toBeVisible();
    // The customer is fixed once saved.
    await expect(page.getByText('The customer cannot change once the product is saved.')).toBeVisible();
    await snap(page, 'customer-product-edit-en');

    // Found in the summary with its category levels and translated unit.
    await page.goto(SUMMARY);
    await page.getByLabel('Search', { exact: true }).fill(REFERENCE);
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    const row = page.locator('tbody tr:not([aria-hidden])').filter({ hasText: REFERENCE });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText(CUSTOMER);
    await expect(row).toContainText('Apparel');
    await expect(row).toContainText('Knitted');
    await expect(row).toContainText('Pcs');
    await snap(page, 'customer-product-summary-en');

    // The same reference (other case) for the same customer: refused, with the product's own message.
    await page.goto(NEW_PRODUCT);
    await fillProduct(page, REFERENCE.toLowerCase());
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(
      page.getByText('This customer already has a product with this reference.').first(),
    ).toBeVisible();
    await expect.poll(() => new URL(page.url()).pathname).toBe(NEW_PRODUCT);
    await snap(page, 'customer-product-duplicate-en');

    // In French: the form, the duplicate message, the summary.
    await page.evaluate(() => localStorage.setItem('lang', 'fr'));
    await page.goto(NEW_PRODUCT);
    await expect(page.getByRole('heading', { name: 'Nouveau produit client' })).toBeVisible();
    await pick(page, 'Client', 'Northwind', CUSTOMER);
    await page.getByLabel('Référence produit').fill(REFERENCE);
    await pick(page, 'Catégorie de produit', 'Appar', 'Apparel');
    await page.getByRole('combobox', { name: 'Unité', exact: true }).click();
    await page.getByRole('option', { name: 'Paires', exact: true }).click();
    await page.getByRole('button', { name: 'Enregistrer' }).click();
    await expect(page.getByText('Ce client a déjà un produit avec cette référence.').first()).toBeVisible();
    await snap(page, 'customer-product-duplicate-fr');
    await page.goto(`${SUMMARY}?searchText=${REFERENCE}`);
    await expect(page.locator('tbody tr:not([aria-hidden])').filter({ hasText: REFERENCE })).toContainText(
      'Pièces',
    );
    await snap(page, 'customer-product-summary-fr');
    await page.goto('/1/productsub3category/product-sub3-category-summary');
    await expect(page.getByRole('heading', { name: 'Sous-catégories de produit 3' })).toBeVisible();
    await expect(page.locator('tbody tr:not([aria-hidden])').first()).toBeVisible();
    await snap(page, 'product-sub3-category-summary-fr');
    await page.evaluate(() => localStorage.setItem('lang', 'en'));
  });

  test('the customer user sees only its own products', async ({ page }) => {
    await openAs(page, 'customer', SUMMARY);
    await expect(page.getByRole('heading', { name: 'Customer products' })).toBeVisible();
    const rows = page.locator('tbody tr:not([aria-hidden])');
    await expect(rows.first()).toBeVisible();
    const count = await rows.count();
    for (let index = 0; index < count; index += 1) await expect(rows.nth(index)).toContainText(CUSTOMER);
    // No New button: customers read their products.
    await expect(page.getByRole('link', { name: 'New' })).toHaveCount(0);
    await snap(page, 'customer-product-summary-customer-en');
  });
});
