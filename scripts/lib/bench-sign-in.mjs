// The benches' way into the portal: the demo admin signs in on the login page and picks entity 1 and the
// Inspection service on the landing page, as a person does.
/** The demo users' password (server/src/db/seed). */
export const DEMO_PASSWORD = 'Portal#2026';

export async function signInAsAdmin(page, base) {
  await page.goto(`${base}/login`);
  await page.getByLabel('Login').fill('admin');
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL('**/landing');
  await page.getByLabel('Quality Portal Asia').check();
  await page.getByLabel('Inspection').check();
  await page.getByRole('button', { name: 'Continue' }).click();
}
