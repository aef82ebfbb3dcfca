import { expect, test, type Page } from '../support/fixtures';
import { atRest, expectPath, openAs, signIn } from '../support/session';

const SUMMARY = '/1/usersearch/user-account-summary';
const NEW_ACCOUNT = '/1/useredit/edit-user';
const OUTBOX = '/1/usersearch/email-outbox';
const NEW_LOGIN = 'nora.hale';
const NEW_EMAIL = 'nora.hale@qpa.example.com';
const NEW_PASSWORD = 'Orchard#2031';

/** Admin in the first entity (the landing asks which entity and service), straight on `url`. */
async function openAsAdmin(page: Page, url: string) {
  await openAs(page, 'admin', url);
}

async function pick(page: Page, label: string, option: string) {
  await atRest(page); // a screen still loading its rules or lists can reset what is typed
  const box = page.getByRole('combobox', { name: label, exact: true });
  await box.click();
  // A plain drop-down (not searchable) only opens; a searchable one narrows to the term.
  if (await box.isEditable()) await box.fill(option);
  await page.getByRole('option', { name: option, exact: true }).click();
  await page.keyboard.press('Escape');
}

async function shot(page: Page, name: string) {
  await page.screenshot({ path: `test-results/screens/${name}.png`, fullPage: true });
}

/**
 * Both languages at both widths: the language is the stored one, so each language reloads the page; the
 * 400 px shot is the same page made narrow.
 */
async function shots(page: Page, name: string, ready: (page: Page) => Promise<void>) {
  for (const lang of ['en', 'fr']) {
    await page.evaluate((value) => localStorage.setItem('lang', value), lang);
    await page.setViewportSize({ width: 1366, height: 900 });
    await page.reload();
    for (const width of [1366, 400]) {
      await page.setViewportSize({ width, height: 900 });
      await ready(page);
      await atRest(page);
      await shot(page, `accounts-${name}-${lang}-${width}`);
    }
  }
  await page.evaluate(() => localStorage.setItem('lang', 'en'));
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.reload();
}

const heading = (page: Page) => page.getByRole('heading', { level: 1 });
const settled = async (page: Page) => {
  await expect(heading(page)).toBeVisible();
  await expect(page.getByText(/Loading|Chargement/)).toHaveCount(0);
};

test.describe('user accounts', { tag: ['@shell', '@hr'] }, () => {
  test.describe.configure({ mode: 'serial' });
  let resetLink = '';

  test('admin creates a user account; the set-password email waits in the outbox', async ({ page }) => {
    await page.setViewportSize({ width: 1366, height: 900 });
    await openAsAdmin(page, SUMMARY);
    await expect(page.getByRole('heading', { name: 'User account summary' })).toBeVisible();
    // The form judges a submit by its rule file: wait until it is there.
    const rules = page.waitForResponse((response) => response.url().includes('/validator/user-account.json'));
    await page.getByRole('link', { name: 'New', exact: true }).click();
    await expectPath(page, NEW_ACCOUNT);
    await rules;
    await expect(page.getByRole('heading', { name: 'New user account' })).toBeVisible();

    // The server's rules show on the first save: nothing typed yet.
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Login is required.').first()).toBeVisible();

    await page.getByLabel('Login', { exact: true }).fill(NEW_LOGIN);
    await page.getByLabel('Full name').fill('Nora Hale');
    await page.getByLabel('Email', { exact: true }).fill(NEW_EMAIL);
    await pick(page, 'Roles', 'Cs');
    await pick(page, 'Services', 'Inspection');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Saved.').first()).toBeVisible();
    await expect.poll(() => new URL(page.url()).pathname).toMatch(/^\/1\/useredit\/edit-user\/\d+$/);
    await expect(page.getByTestId('account-password')).toContainText('The user has not set a password yet.');

    await page.goto(`${SUMMARY}?searchText=nora`);
    await expect(page.locator('tbody tr:not([aria-hidden])')).toHaveCount(1);
    await expect(page.locator('tbody')).toContainText('Not set yet');

    // The outbox keeps the message (no mail server in this setup); admin reads the link there.
    await page.goto(OUTBOX);
    await expect(page.getByRole('heading', { name: 'Email outbox' })).toBeVisible();
    const row = page.locator('tbody tr:not([aria-hidden])', { hasText: NEW_EMAIL }).first();
    await expect(row).toContainText('Set your Quality Portal password');
    await expect(row).toContainText('In the outbox');
    await row.getByRole('link').first().click();
    await expect(page.getByRole('heading', { name: 'Email' })).toBeVisible();
    const text = (await page.getByTestId('outbox-text').textContent()) ?? '';
    expect(text).toContain('Your login is nora.hale.');
    const match = /https?:\/\/\S+\/reset-password\?token=[A-Za-z0-9_-]+/.exec(text);
    expect(match).not.toBeNull();
    resetLink = match![0];
  });

  test('the new user opens the link, sets a password and signs in', async ({ page }) => {
    expect(resetLink).not.toBe('');
    const url = new URL(resetLink);
    await page.setViewportSize({ width: 1366, height: 900 });
    await page.goto(`${url.pathname}${url.search}`);
    await expect(page.getByRole('heading', { name: 'Set your password' })).toBeVisible();
    await expect(page.getByText('For the account nora.hale.')).toBeVisible();
    await shots(page, 'reset', async (p) => {
      await expect(p.getByLabel(/New password|Nouveau mot de passe/)).toBeVisible();
    });

    // The policy is checked before anything is saved; the link stays usable.
    await page.getByLabel('New password', { exact: true }).fill('weak');
    await page.getByLabel('Confirm the new password').fill('weak');
    await page.getByRole('button', { name: 'Save the password' }).click();
    await expect(page.getByText('The new password does not meet the password policy.')).toBeVisible();

    await page.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
    await page.getByLabel('Confirm the new password').fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Save the password' }).click();
    await expect(page.getByText('Your password is saved.')).toBeVisible();

    // Used once: the same link is dead now.
    await page.goto(`${url.pathname}${url.search}`);
    await expect(page.getByText('This link has expired or was already used.')).toBeVisible();

    await signIn(page, NEW_LOGIN, NEW_PASSWORD);
    // One entity and one service: straight to the inspection start page, no forced password change.
    await expectPath(page, '/1/inspsummary/booking-summary');
    await expect(page.getByRole('heading', { name: 'Booking summary' })).toBeVisible();
  });

  test('profile: the user changes the language and the portal switches to it', async ({ page }) => {
    await page.setViewportSize({ width: 1366, height: 900 });
    await signIn(page, NEW_LOGIN, NEW_PASSWORD);
    await expect.poll(() => new URL(page.url()).pathname, { timeout: 15_000 }).not.toBe('/login');
    await page.getByRole('button', { name: 'User menu' }).click();
    await page.getByRole('link', { name: 'Profile' }).click();
    await expect(page.getByRole('heading', { name: 'My profile' })).toBeVisible();
    await expect(page.getByLabel('Full name')).toHaveValue('Nora Hale');
    await page.getByLabel('Phone').fill('+84 28 3822 0000');
    const language = page.getByRole('combobox', { name: 'Language', exact: true });
    await language.click();
    await page.getByRole('option', { name: 'Français' }).click();
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('heading', { name: 'Mon profil' })).toBeVisible();
    await expect(page.getByText('Votre profil est enregistré.')).toBeVisible();
    await page.reload();
    await expect(page.getByLabel('Téléphone')).toHaveValue('+84 28 3822 0000');
    await expect(page.getByRole('heading', { name: 'Mon profil' })).toBeVisible();
    // Back to English for the screens that follow.
    await page.evaluate(() => localStorage.setItem('lang', 'en'));
  });

  test('forgot password: the same answer for any address; the sign-in page links to it', async ({ page }) => {
    await page.setViewportSize({ width: 1366, height: 900 });
    await page.goto('/login');
    await page.getByRole('link', { name: 'Forgot your password?' }).click();
    await expectPath(page, '/forgot-password');
    await shots(page, 'forgot', async (p) => {
      await expect(p.getByRole('heading', { level: 1 })).toBeVisible();
    });
    await page.getByLabel('Email').fill('nobody@nowhere.example.com');
    await page.getByRole('button', { name: 'Send me a link' }).click();
    await expect(page.getByText(/If an active account uses nobody@nowhere.example.com/)).toBeVisible();
  });

  test('screens in English and French at 1366 and 400 px', async ({ page }) => {
    test.setTimeout(240_000);
    await page.setViewportSize({ width: 1366, height: 900 });
    await openAsAdmin(page, `${SUMMARY}?searchText=nora`);
    await settled(page);
    await page.getByRole('link', { name: NEW_LOGIN }).click();
    const editUrl = new URL(page.url()).pathname;
    await page.goto(OUTBOX);
    await settled(page);
    await page.locator('tbody tr:not([aria-hidden])').first().getByRole('link').first().click();
    await expect(page.getByTestId('outbox-text')).toBeVisible();
    const messageUrl = new URL(page.url()).pathname;
    const screens: [string, string][] = [
      ['summary', SUMMARY],
      ['edit', editUrl],
      ['outbox', OUTBOX],
      ['outbox-message', messageUrl],
    ];
    for (const [name, path] of screens) {
      await page.goto(path);
      await shots(page, name, settled);
    }
    await page.goto('/userprofile/user-profile');
    await shots(page, 'profile', settled);
  });
});
