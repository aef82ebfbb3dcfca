import { expect, test, type Page } from '../support/fixtures';
import { demoPortraitPng } from '../../server/src/db/seed/demo-photo';
import { lookAtScreens, type LookedAtScreen } from '../support/screens';
import { atRest, enterAs, openAs } from '../support/session';

/** hr works in entities 1 and 2: the landing asks which; entity 1, Human resources. */
const HR = { services: ['Human resources'] };
async function enterAsHr(page: Page) {
  await enterAs(page, 'hr', HR);
}

async function pick(page: Page, label: string, option: string) {
  await atRest(page); // a screen still loading its rules or lists can reset what is typed
  const box = page.getByRole('combobox', { name: label, exact: true });
  await box.click();
  await box.fill(option);
  await page.getByRole('option', { name: option, exact: true }).click();
}

const rows = (page: Page) => page.locator('tbody tr:not([aria-hidden])');

async function shot(page: Page, name: string) {
  await page.screenshot({ path: `test-results/screens/${name}.png`, fullPage: true });
}

/** The bytes an <img> shows (its src is a blob: URL made from the protected photo). */
async function imageBytes(page: Page, testId: string): Promise<Buffer> {
  const image = page.getByTestId(testId).first();
  await expect(image).toBeVisible();
  const src = await image.getAttribute('src');
  const bytes = await page.evaluate(
    async (url) => Array.from(new Uint8Array(await (await fetch(url!)).arrayBuffer())),
    src,
  );
  return Buffer.from(bytes);
}

test.describe('hr staff', { tag: '@hr' }, () => {
  test.describe.configure({ mode: 'serial' });

  test('hr searches the staff, opens one, edits and saves it', async ({ page }) => {
    await enterAsHr(page);
    await expect(page.getByRole('heading', { name: 'Staff summary' })).toBeVisible();
    await page.getByLabel('Search', { exact: true }).fill('Watanabe');
    await page.getByLabel('Search', { exact: true }).press('Enter');
    await expect(rows(page)).toHaveCount(1);
    await page.getByRole('link', { name: 'Kenji Watanabe' }).click();
    await expect(page.getByRole('heading', { name: 'Staff' })).toBeVisible();
    await expect(page.getByLabel('Employee no.')).toHaveValue('E0007');
    const form = page.getByRole('form');
    await expect(form.getByText('Chemical Testing')).toBeVisible();
    // The sub-departments follow the department: a new department empties it and offers its own.
    await pick(page, 'Department', 'Finance');
    await expect(form.getByText('Chemical Testing')).toHaveCount(0);
    await page.getByRole('combobox', { name: 'Sub-department' }).click();
    await expect(page.getByRole('option')).toHaveText(['Accounts Payable', 'Billing']);
    await page.getByRole('option', { name: 'Billing' }).click();
    await page.getByLabel('Position').fill('Senior Lab Engineer');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Saved', { exact: false }).first()).toBeVisible();
    await page.reload();
    await expect(page.getByLabel('Position')).toHaveValue('Senior Lab Engineer');
    await expect(page.getByRole('form').getByText('Billing')).toBeVisible();
  });

  test("a photo uploaded to the inspector's staff record shows in the inspector's header", async ({
    browser,
  }) => {
    const photo = demoPortraitPng(64, [16, 185, 129]);
    const hr = await browser.newPage();
    await enterAsHr(hr);
    await hr.getByLabel('Search', { exact: true }).fill('Rahul');
    await hr.getByLabel('Search', { exact: true }).press('Enter');
    await hr.getByRole('link', { name: 'Rahul Sharma' }).click();
    await expect(hr.getByLabel('Employee no.')).toHaveValue('E0004');
    await hr
      .getByTestId('staff-photo-input')
      .setInputFiles({ name: 'rahul.png', mimeType: 'image/png', buffer: photo });
    await expect(hr.getByText('Photo saved.')).toBeVisible();
    expect((await imageBytes(hr, 'staff-photo')).equals(photo)).toBe(true);

    // A PDF is refused as a photo, with the server's message.
    await hr.getByTestId('staff-photo-input').setInputFiles({
      name: 'cv.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('%PDF-1.4\n%%EOF\n'),
    });
    await expect(hr.getByText('A photo must be a JPEG, PNG, GIF or WebP image.')).toBeVisible();
    // Attach a file and download it back.
    const pdf = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\n%%EOF\n');
    await hr
      .getByTestId('staff-file-input')
      .setInputFiles({ name: 'contract.pdf', mimeType: 'application/pdf', buffer: pdf });
    await expect(hr.getByRole('button', { name: 'Download contract.pdf' })).toBeVisible();
    const [download] = await Promise.all([
      hr.waitForEvent('download'),
      hr.getByRole('button', { name: 'Download contract.pdf' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('contract.pdf');
    await hr.close();

    const inspector = await browser.newPage();
    await enterAs(inspector, 'inspector');
    expect((await imageBytes(inspector, 'profile-photo')).equals(photo)).toBe(true);
    await inspector.close();
  });

  test('the office shows its holiday calendar; the companies screens list their staff', async ({ page }) => {
    await openAs(page, 'hr', '/1/office/office-summary', HR);
    await expect(page.getByRole('heading', { name: 'Office summary' })).toBeVisible();
    await page.getByRole('link', { name: 'Shanghai Office' }).click();
    await expect(page.getByLabel('Name')).toHaveValue('Shanghai Office');
    await expect(page.getByTestId('office-holidays')).toBeVisible();
    await page.goto('/1/staffsearch/outsource-companies');
    await page.getByRole('link', { name: 'Partner QC Services Ltd.' }).click();
    await expect(page.getByRole('link', { name: 'Ahmed Karim' })).toBeVisible();
  });

  const SCREENS: LookedAtScreen[] = [
    { name: 'staff-summary', url: '/1/staffsearch/staff-summary' },
    { name: 'staff-edit', url: '/1/staffedit/edit-staff/4' },
    { name: 'office-summary', url: '/1/office/office-summary' },
    { name: 'office-edit', url: '/1/officeconfig/edit-office/1' },
    { name: 'outsource-companies', url: '/1/staffsearch/outsource-companies' },
    { name: 'payroll-companies', url: '/1/staffsearch/payroll-companies' },
    { name: 'payroll-company-edit', url: '/1/staffsearch/payroll-companies/edit/1' },
  ];

  test('screens in English and French at 1366 and 400 px', async ({ page }) => {
    test.setTimeout(180_000);
    await enterAsHr(page);
    await lookAtScreens(page, SCREENS, (name, lang, width) => shot(page, `hr-${name}-${lang}-${width}`));
  });
});
