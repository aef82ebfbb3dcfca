import { expect, test, type Page } from '../support/fixtures';
import { REMOTES, remotePort } from '../support/portal';
import { signInAndLand } from '../support/session';

/**
 * Every Content-Security-Policy violation the page reports, from before its first script runs: the
 * browser's `securitypolicyviolation` events and its console errors about the policy.
 */
async function watchViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/content.security.policy/i.test(message.text())) violations.push(`console: ${message.text()}`);
  });
  await page.exposeFunction('reportCspViolation', (text: string) => violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { reportCspViolation(text: string): void }).reportCspViolation;
      report(
        `${event.effectiveDirective} refused ${event.blockedURI} in ${event.sourceFile}:${event.lineNumber}`,
      );
    });
  });
  return violations;
}

test.describe('content security policy', { tag: '@shell' }, () => {
  test('the policy names every remote origin of remotes.json and no inline script or style element', async ({
    page,
  }) => {
    const response = await page.goto('/login');
    const policy = response!.headers()['content-security-policy'] ?? '';
    const directive = (name: string) => policy.split(';').find((item) => item.trim().startsWith(`${name} `));
    for (const name of REMOTES)
      expect(directive('script-src')).toContain(`http://127.0.0.1:${remotePort(name)}`);
    expect(`${directive('script-src')} ${directive('style-src')}`).not.toMatch(/unsafe-inline|unsafe-eval/);
    expect(response!.headers()['x-frame-options']).toBe('SAMEORIGIN');
  });

  test('sign-in, landing and remote screens run under the policy without a violation', async ({ page }) => {
    const violations = await watchViolations(page);
    await signInAndLand(page, 'admin');
    // Two remotes from their own origins: the customer summary's rows come from the API with the token.
    await page.goto('/1/cussearch/customer-summary');
    await expect(page.getByRole('heading', { name: 'Customer summary' })).toBeVisible();
    await expect(page.getByText('Blue Harbor Outfitters Inc.')).toBeVisible();
    await page.goto('/1/leavesearch/leave-balance');
    await expect(page.getByRole('heading', { name: 'Leave balance' })).toBeVisible();
    await page.getByRole('button', { name: 'User menu' }).click();
    await expect(page.getByRole('link', { name: 'Profile' })).toBeVisible();
    expect(violations).toEqual([]);
  });

  test('a profile photo (a blob: image) and the service worker pass the policy', async ({ page }) => {
    const violations = await watchViolations(page);
    await signInAndLand(page, 'manager');
    const photo = page.getByTestId('profile-photo').first();
    await expect(photo).toBeVisible();
    await expect
      .poll(() => photo.evaluate((image: HTMLImageElement) => image.naturalWidth))
      .toBeGreaterThan(0);
    await expect
      .poll(() => page.evaluate(async () => Boolean(await navigator.serviceWorker.getRegistration('/sw.js'))))
      .toBe(true);
    expect(violations).toEqual([]);
  });

  test('an email in the outbox shows with its inline styles in its sandboxed frame', async ({ page }) => {
    const violations = await watchViolations(page);
    // The forgot-password mail of a demo user lands in the outbox.
    expect((await page.request.get('/api/UserAccount/forgotpassword/cs@qpa.example.com')).ok()).toBe(true);
    await signInAndLand(page, 'admin');
    await page.goto('/1/usersearch/email-outbox');
    await page.locator('tbody tr:not([aria-hidden])').first().getByRole('link').first().click();
    await expect(page.getByTestId('outbox-text')).toBeVisible();
    const mail = page.frameLocator('iframe[sandbox]').locator('body');
    await expect(mail).toHaveCSS('font-family', /Arial/);
    expect(violations).toEqual([]);
  });

  test('the API documentation loads under its own policy without a violation', async ({ page }) => {
    const violations = await watchViolations(page);
    await page.goto('/api/docs/');
    await expect(page.getByText('Quality Portal API').first()).toBeVisible();
    await expect(page.getByText('/api/User/SignIn').first()).toBeVisible();
    expect(violations).toEqual([]);
  });
});
