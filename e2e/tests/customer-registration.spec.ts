import { expect, test, type Page } from '../support/fixtures';
import { atRest, expectPath, signIn, snap } from '../support/session';

// Names of this run's own: a worker's database holds what its earlier suites registered.
const KEY = Date.now().toString(36);
const COMPANY = `Harbor Lane Interiors ${KEY}`;
const LOGIN = `hli.${KEY}`;
const EMAIL = `buyer.${KEY}@harborlane.example.com`;
const PASSWORD = 'Lantern#2031';

const rows = (page: Page) => page.locator('tbody tr:not([aria-hidden])');

async function pick(page: Page, label: string, option: string) {
  await atRest(page); // a screen still loading its rules or lists can reset what is typed
  const box = page.getByRole('combobox', { name: label, exact: true });
  await box.click();
  if (await box.isEditable()) await box.fill(option);
  await page.getByRole('option', { name: option, exact: true }).click();
  await page.keyboard.press('Escape');
}

/** Keeps the page in both languages (the stored language is read on load). */
async function bothLanguages(page: Page, name: string, ready: (page: Page) => Promise<void>) {
  for (const lang of ['en', 'fr']) {
    await page.evaluate((value) => localStorage.setItem('lang', value), lang);
    await page.reload();
    await ready(page);
    await atRest(page);
    await snap(page, `customer-registration-${name}-${lang}`);
  }
  await page.evaluate(() => localStorage.setItem('lang', 'en'));
  await page.reload();
}

/** Signs in and takes entity 3 (Quality Portal Services) and its first service on the landing. */
async function enterEntity3(page: Page, login: string, password?: string) {
  await signIn(page, login, password);
  await expect.poll(() => new URL(page.url()).pathname, { timeout: 15_000 }).not.toBe('/login');
  if (new URL(page.url()).pathname === '/landing') {
    await page.getByLabel('Quality Portal Services').check();
    await page.locator('input[type="radio"][name="service"]').first().check();
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect.poll(() => new URL(page.url()).pathname).not.toBe('/landing');
  }
}

test.describe('customer registration', { tag: ['@masterdata', '@shell'] }, () => {
  test.describe.configure({ mode: 'serial' });
  let verificationLink = '';

  test('a company registers from the sign-in page and lands on the thank-you page', async ({ page }) => {
    await page.setViewportSize({ width: 1366, height: 900 });
    await page.goto('/login');
    const rules = page.waitForResponse((response) =>
      response.url().includes('/validator/customer-registration.json'),
    );
    await page.getByRole('link', { name: 'New customer? Register as a customer' }).click();
    await expectPath(page, '/customer-registration');
    await rules;
    await expect(page.getByRole('heading', { name: 'Register as a customer' })).toBeVisible();
    await bothLanguages(page, 'form', async (p) => {
      await expect(p.getByRole('combobox', { name: /Country|Pays/ })).toBeVisible();
    });

    // Nothing typed: the rule file's messages, beside the fields.
    await page.getByRole('button', { name: 'Register', exact: true }).click();
    await expect(page.getByText('Company name is required.').first()).toBeVisible();

    await page.getByLabel('Company name').fill(COMPANY);
    await pick(page, 'Country', 'United States');
    await page.getByLabel('Address').fill('41 Wharf Street, Boston, MA 02110');
    await pick(page, 'Services wanted', 'Inspection');
    await pick(page, 'Services wanted', 'Audit');
    await page.getByLabel('Contact name').fill('Grace Whitfield');
    await page.getByLabel('Email', { exact: true }).fill(EMAIL);
    await page.getByLabel('Phone').fill('+1 617 555 0134');
    // A login already in use is refused with its own message, and nothing is registered.
    await page.getByLabel('Login', { exact: true }).fill('admin');
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByLabel('Confirm the password').fill(PASSWORD);
    await page.getByLabel(/I accept the terms/).check();
    await page.getByRole('button', { name: 'Register', exact: true }).click();
    await expect(page.getByText('This login is already taken. Please choose another one.')).toBeVisible();
    await snap(page, 'customer-registration-duplicate-login-en');

    await page.getByLabel('Login', { exact: true }).fill(LOGIN);
    await page.getByRole('button', { name: 'Register', exact: true }).click();
    await expectPath(page, '/customer-registration/thank-you');
    await expect(page.getByText(`We have sent a link to ${EMAIL}.`)).toBeVisible();
    await bothLanguages(page, 'thank-you', async (p) => {
      await expect(p.getByText(EMAIL)).toBeVisible();
    });

    // Not approved yet: the login cannot sign in.
    await signIn(page, LOGIN, PASSWORD);
    await expect(page.getByText('The login or the password is not correct.')).toBeVisible();
  });

  test('the admin of entity 3 reads the verification email in the outbox', async ({ page }) => {
    await page.setViewportSize({ width: 1366, height: 900 });
    await enterEntity3(page, 'admin');
    await page.goto('/3/usersearch/email-outbox');
    await expect(page.getByRole('heading', { name: 'Email outbox' })).toBeVisible();
    const row = rows(page).filter({ hasText: EMAIL }).first();
    await expect(row).toContainText('Confirm your email address for the Quality Portal');
    await row.getByRole('link').first().click();
    const text = (await page.getByTestId('outbox-text').textContent()) ?? '';
    expect(text).toContain(`Thank you for registering ${COMPANY}`);
    const match = /https?:\/\/\S+\/emailuserverification\?token=[A-Za-z0-9_-]+/.exec(text);
    expect(match).not.toBeNull();
    verificationLink = match![0];
  });

  test('the link verifies the email once; other links say what is wrong', async ({ page }) => {
    expect(verificationLink).not.toBe('');
    const url = new URL(verificationLink);
    await page.setViewportSize({ width: 1366, height: 900 });
    await page.goto(`${url.pathname}${url.search}`);
    await expect(page.getByText(/Thank you, your email address is confirmed/)).toBeVisible();
    await expect(page.getByText(COMPANY)).toBeVisible();
    await snap(page, 'customer-registration-verified-en');
    // A second visit (and each language) says it was already done.
    await bothLanguages(page, 'already-verified', async (p) => {
      await expect(p.getByText(/already confirmed|déjà confirmée/)).toBeVisible();
    });

    await page.goto('/emailuserverification');
    await expect(page.getByText(/the verification token is missing/)).toBeVisible();
    await page.goto('/emailuserverification?token=broken');
    await expect(page.getByText(/This link is not valid any more/)).toBeVisible();
    await page.goto(`/emailuserverification?token=${'Z'.repeat(43)}`);
    await expect(
      page.getByText('We could not find a registration for this link. Please register again.'),
    ).toBeVisible();
    await snap(page, 'customer-registration-not-found-en');
  });

  test('the admin approves the registration; the new customer signs in and sees only itself', async ({
    page,
    browser,
  }) => {
    await page.setViewportSize({ width: 1366, height: 900 });
    await enterEntity3(page, 'admin');
    await page.goto(`/3/cussearch/customer-registrations?searchText=${encodeURIComponent(KEY)}`);
    await expect(page.getByRole('heading', { name: 'Customer registrations' })).toBeVisible();
    await expect(rows(page)).toHaveCount(1);
    await expect(rows(page).first()).toContainText('Verified, awaiting approval');
    await page.goto('/3/cussearch/customer-registrations');
    await expect(rows(page).first()).toBeVisible();
    await snap(page, 'customer-registration-summary-en');
    await page.goto(`/3/cussearch/customer-registrations?searchText=${encodeURIComponent(KEY)}`);
    await rows(page).first().getByRole('link').first().click();
    await expect(page.getByRole('heading', { name: COMPANY })).toBeVisible();
    await expect(page.getByText('Grace Whitfield')).toBeVisible();
    await snap(page, 'customer-registration-detail-en');
    await page.getByRole('button', { name: 'Approve', exact: true }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText(LOGIN);
    await dialog.getByRole('button', { name: 'Approve', exact: true }).click();
    await expect(page.getByText(`${COMPANY} is now a customer; its user can sign in.`)).toBeVisible();
    await expect(page.getByText('Approved', { exact: true })).toBeVisible();
    await snap(page, 'customer-registration-approved-en');

    const customer = await (await browser.newContext()).newPage();
    await customer.setViewportSize({ width: 1366, height: 900 });
    await enterEntity3(customer, LOGIN, PASSWORD);
    await customer.goto('/3/cussearch/customer-summary');
    await expect(rows(customer)).toHaveCount(1);
    await expect(rows(customer).first()).toContainText(COMPANY);
    await snap(customer, 'customer-registration-customer-summary-en');
  });
});
