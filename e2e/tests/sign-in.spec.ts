import { expect, test } from '../support/fixtures';
import { DEMO_PASSWORD, expectPath, signIn, snap } from '../support/session';

test.describe('each demo user lands where the landing rules send them', { tag: '@shell' }, () => {
  const toLanding = ['admin', 'customer', 'supplier', 'factory', 'hr', 'accountant'];
  for (const login of toLanding) {
    test(`${login} goes to /landing`, async ({ page }) => {
      await signIn(page, login);
      await expectPath(page, '/landing');
      await expect(page.getByRole('heading', { name: 'Where do you want to work?' })).toBeVisible();
      if (login === 'admin' || login === 'customer') await snap(page, `landing-${login}`);
    });
  }

  const direct: [string, string, string][] = [
    ['cs', '/1/inspsummary/booking-summary', 'Booking summary'],
    ['inspector', '/1/qcdashboard', 'QC dashboard'],
    ['manager', '/1/managementdashboard/dashboard', 'Management dashboard'],
    ['auditor', '/1/auditdashboard/dashboard', 'Audit dashboard'],
    ['tcfuser', '/1/tcfdashboardnew/tcf-dashboard-new', 'TCF dashboard'],
    ['labuser', '/1/labdashboard', 'Lab dashboard'],
    ['outsource', '/1/inspsummary/booking-summary', 'Booking summary'],
  ];
  for (const [login, path, title] of direct) {
    test(`${login} goes straight to ${path}`, async ({ page }) => {
      await signIn(page, login);
      await expectPath(page, path);
      await expect(page.getByRole('heading', { name: title })).toBeVisible();
      // The remote reads the signed-in user from the shell's auth store: a dashboard still titled says whom
      // it shows; the booking summary and the QC dashboard list what the API answers that user (cs: the
      // entity's bookings; the inspector: their own assignments).
      if (path.endsWith('/booking-summary')) {
        if (login === 'cs')
          await expect(page.getByRole('link', { name: /^INS-\d{6}$/ }).first()).toBeVisible();
      } else if (path.endsWith('/qcdashboard')) {
        await expect(
          page.getByRole('region', { name: 'Today and coming days' }).getByRole('article').first(),
        ).toBeVisible();
      } else {
        await expect(page.getByTestId('signed-in-context')).toContainText(`(${login})`);
        await expect(page.getByTestId('signed-in-context')).toContainText('Quality Portal Asia');
      }
      if (login === 'cs') await snap(page, 'direct-cs-booking-summary');
    });
  }

  test('newuser must change the default password first, then lands', async ({ page }) => {
    await signIn(page, 'newuser');
    await expectPath(page, '/changepassword');
    await expect(page.getByText('You are using the password you were given')).toBeVisible();
    // Navigating elsewhere bounces back while the password is the default one.
    await page.goto('/1/inspsummary/booking-summary');
    await expectPath(page, '/changepassword');
    await page.getByLabel('Current password').fill(DEMO_PASSWORD);
    await page.getByLabel('New password', { exact: true }).fill('Fresh#Start2026');
    await page.getByLabel('Confirm the new password').fill('Fresh#Start2026');
    await snap(page, 'change-password');
    await page.getByRole('button', { name: 'Change password' }).click();
    await expectPath(page, '/1/inspsummary/booking-summary');
  });
});

test.describe('choosing on /landing', { tag: '@shell' }, () => {
  test('admin picks entity 2 and Human resources and reaches the staff summary', async ({ page }) => {
    await signIn(page, 'admin');
    await expectPath(page, '/landing');
    await page.getByLabel('Quality Portal Europe').check();
    await page.getByLabel('Human resources').check();
    await page.getByRole('button', { name: 'Continue' }).click();
    await expectPath(page, '/2/staffsearch/staff-summary');
    await expect(page.getByRole('heading', { name: 'Staff summary' })).toBeVisible();
    // The real staff summary of the chosen entity: its staff listed, the header naming it.
    await expect(page.locator('tbody').getByText('Elif Yilmaz')).toBeVisible();
    await expect(page.locator('tbody').getByText('Daniel Okafor')).toHaveCount(0);
    await expect(page.getByTestId('current-entity')).toHaveText('Quality Portal Europe');
  });

  test('customer is offered only its right types and reaches the customer dashboard', async ({ page }) => {
    await signIn(page, 'customer');
    await expectPath(page, '/landing');
    const services = page.getByRole('group', { name: 'Service' }).getByRole('radio');
    const labels = await services.evaluateAll((inputs) =>
      inputs.map((input) => input.parentElement?.textContent?.trim()),
    );
    expect(
      labels.every((label) =>
        ['Inspection', 'Audit', 'TCF', 'Lab testing', 'Customer'].includes(label ?? ''),
      ),
    ).toBe(true);
    await page.getByLabel('Quality Portal Asia').check();
    await page.getByLabel('Inspection').check();
    await page.getByRole('button', { name: 'Continue' }).click();
    await expectPath(page, '/1/cusdashboard');
  });

  test('supplier reaches the supplier dashboard', async ({ page }) => {
    await signIn(page, 'supplier');
    await page.getByLabel('Inspection').check();
    await page.getByRole('button', { name: 'Continue' }).click();
    await expectPath(page, '/1/supdashboard/dashboard');
  });
});

test.describe('refused sign-ins show the matching message', { tag: '@shell' }, () => {
  test('a wrong password and an unknown login get the same answer', async ({ page }) => {
    await signIn(page, 'cs', 'not-the-password');
    await expect(page.getByRole('alert')).toHaveText('The login or the password is not correct.');
    await snap(page, 'login-wrong-password');
    await signIn(page, 'nobody-by-this-name', 'whatever');
    await expect(page.getByRole('alert')).toHaveText('The login or the password is not correct.');
    await expectPath(page, '/login');
  });

  test('empty fields are named', async ({ page }) => {
    await page.goto('/login');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('alert')).toHaveText('Please enter your login.');
    await page.getByLabel('Login').fill('cs');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('alert')).toHaveText('Please enter your password.');
  });

  test('a disabled account is told so', async ({ page }) => {
    await signIn(page, 'disabled');
    await expect(page.getByRole('alert')).toHaveText(
      'This account is disabled. Please contact your administrator.',
    );
  });

  test('repeated failures block the account, even for the right password', async ({ page }) => {
    // The disabled account is used so no other test's account gets blocked.
    for (let attempt = 0; attempt < 5; attempt += 1) await signIn(page, 'disabled', `wrong-${attempt}`);
    await expect(page.getByRole('alert')).toContainText('Too many failed attempts');
    await signIn(page, 'disabled', DEMO_PASSWORD);
    await expect(page.getByRole('alert')).toHaveText(
      'Too many failed attempts: this account is blocked for 15 minutes.',
    );
    await snap(page, 'login-blocked');
  });
});

test.describe('deep links and guards', { tag: '@shell' }, () => {
  test('a deep link while signed out returns to it after sign-in', async ({ page }) => {
    // A query the screen keeps whatever the data (a page number past the last page is moved back).
    await page.goto('/1/usersearch/user-account-summary?searchText=admin');
    await expectPath(page, '/login');
    expect(new URL(page.url()).searchParams.get('returnUrl')).toBe(
      '/1/usersearch/user-account-summary?searchText=admin',
    );
    await page.getByLabel('Login').fill('admin');
    await page.getByLabel('Password').fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expectPath(page, '/1/usersearch/user-account-summary');
    await expect(page.getByRole('heading', { name: 'User account summary' })).toBeVisible();
    await expect(page.getByLabel('Search', { exact: true })).toHaveValue('admin');
    expect(new URL(page.url()).search).toBe('?searchText=admin');
  });

  test('a screen without the permission goes to /forbidden', async ({ page }) => {
    await signIn(page, 'cs');
    await expectPath(page, '/1/inspsummary/booking-summary');
    await page.goto('/1/staffsearch/staff-summary');
    await expectPath(page, '/forbidden');
    await expect(page.getByRole('heading', { name: 'Sorry!' })).toBeVisible();
  });

  test('signing out ends the session on the server too', async ({ page }) => {
    await signIn(page, 'cs');
    await expectPath(page, '/1/inspsummary/booking-summary');
    const token = await page.evaluate(() => localStorage.getItem('token'));
    await page.getByRole('button', { name: 'User menu' }).click();
    await page.getByRole('button', { name: 'Sign out' }).click();
    await expectPath(page, '/login');
    expect(await page.evaluate(() => localStorage.getItem('currentUser'))).toBeNull();
    const response = await page.request.get('/api/User/righttypelst', {
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(response.status()).toBe(401);
  });
});
