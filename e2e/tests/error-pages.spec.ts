import { expect, test } from '../support/fixtures';
import { expectPath, signIn, snap } from '../support/session';

test.describe('error pages', { tag: '@shell' }, () => {
  test('/error/404 shows the not-found page', async ({ page }) => {
    await page.goto('/error/404');
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    await snap(page, 'error-404');
  });

  test('/error/0 shows the offline page with Retry', async ({ page }) => {
    await page.goto('/error/0?returnUrl=%2Flanding');
    await expect(page.getByRole('heading', { name: 'No network connection' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Retry' })).toBeVisible();
  });

  test('any other error id shows the generic page whose Retry returns to returnUrl', async ({ page }) => {
    await page.goto('/error/500?returnUrl=%2Flogin');
    await expect(page.getByRole('heading', { name: 'Something went wrong' })).toBeVisible();
    await expect(
      page.getByText('If the problem persists, please login again or contact IT-Team'),
    ).toBeVisible();
    await page.getByRole('button', { name: 'Retry' }).click();
    await expectPath(page, '/login');
  });

  test('/error/401 goes to sign-in', async ({ page }) => {
    await page.goto('/error/401');
    await expectPath(page, '/login');
  });

  test('/forbidden shows the sorry and restricted-access messages with a sign-in link', async ({ page }) => {
    await page.goto('/forbidden');
    await expect(page.getByRole('heading', { name: 'Sorry!' })).toBeVisible();
    await expect(page.getByText('Access to this page is restricted')).toBeVisible();
    await page.getByRole('button', { name: 'Sign in again' }).click();
    await expectPath(page, '/login');
  });

  test('the root goes to /landing, and an unknown area to the not-found page', async ({ page }) => {
    await signIn(page, 'admin');
    await expectPath(page, '/landing');
    await page.goto('/');
    await expectPath(page, '/landing');
    await page.goto('/1/no-such-area/screen');
    await expectPath(page, '/error/404');
  });

  test('going offline during navigation shows /error/0', async ({ page, context }) => {
    await signIn(page, 'cs');
    await expectPath(page, '/1/inspsummary/booking-summary');
    // Wait for the remote screen itself: going offline while its chunks load is a different case.
    await expect(page.getByRole('heading', { name: 'Booking summary' })).toBeVisible();
    await context.setOffline(true);
    await page.getByRole('link', { name: 'Quality Portal' }).click();
    await expectPath(page, '/error/0');
    await expect(page.getByRole('heading', { name: 'No network connection' })).toBeVisible();
    await snap(page, 'error-offline');
    await context.setOffline(false);
  });

  test('French is offered on the sign-in page and remembered', async ({ page }) => {
    await page.goto('/login');
    await page.getByLabel('Language').selectOption('fr');
    await expect(page.getByRole('heading', { name: 'Connexion au Portail Qualité' })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('button', { name: 'Se connecter' })).toBeVisible();
    await snap(page, 'login-fr');
    await page.getByLabel('Langue').selectOption('en');
  });
});
