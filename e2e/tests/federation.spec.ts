import { expect, test } from '../support/fixtures';
import { REMOTES, ensureRemote, remotePort, startRemote, stopRemote } from '../support/portal';
import { enterAs, expectPath, snap } from '../support/session';

/** Where each remote is visited, its heading, and what on it proves it sees the host's signed-in admin. */
const AREA_SCREENS: [path: string, heading: RegExp, signedInProof: string][] = [
  // The booking summary is real: its rows come from the API with the host's token.
  ['/1/inspsummary/booking-summary', /^Booking summary$/, 'INS-0'],
  ['/1/auditdashboard/dashboard', /^Audit dashboard$/, '(admin)'],
  ['/1/quotations/quotation-summary', /^Quotation summary$/, '(admin)'],
  // Every hr screen is real: the leave balance opens on the signed-in user's own staff record.
  ['/1/leavesearch/leave-balance', /^Leave balance$/, 'Balance of Daniel Okafor for'],
  // The customer summary is real too: its rows come from the API with the host's token.
  ['/1/cussearch/customer-summary', /^Customer summary$/, 'Blue Harbor Outfitters Inc.'],
  ['/1/tcfdashboardnew/tcf-dashboard-new', /^TCF dashboard$/, '(admin)'],
  ['/1/labdashboard', /^Lab dashboard$/, '(admin)'],
];

async function signInAsAdminInEntity1(page: import('@playwright/test').Page) {
  await enterAs(page, 'admin');
  await expectPath(page, '/1/inspsummary/booking-summary');
}

test.describe('federation', { tag: '@shell' }, () => {
  test('all seven remotes load at run time and share ONE shell-contract, hence one auth store', async ({
    page,
  }) => {
    await signInAsAdminInEntity1(page);
    for (const [path, heading, signedInProof] of AREA_SCREENS) {
      // Client-side navigation keeps one page: every remote joins the same federation instance.
      await page.evaluate((to) => {
        window.history.pushState({}, '', to);
        window.dispatchEvent(new PopStateEvent('popstate'));
      }, path);
      await expect(page.getByRole('heading', { name: heading })).toBeVisible();
      if (signedInProof === '(admin)')
        await expect(page.getByTestId('signed-in-context')).toContainText(signedInProof);
      else await expect(page.getByText(signedInProof).first()).toBeVisible();
    }
    const instances = await page.evaluate(
      () =>
        (window as unknown as { __PORTAL_SHELL_CONTRACT_INSTANCES__: string[] })
          .__PORTAL_SHELL_CONTRACT_INSTANCES__,
    );
    expect(instances).toHaveLength(1);
    const loaded = await page.evaluate(() =>
      performance.getEntriesByType('resource').map((entry) => entry.name),
    );
    // Each remote came from its own origin.
    for (const name of REMOTES) {
      expect(loaded.some((url) => url.startsWith(`http://127.0.0.1:${remotePort(name)}/`))).toBe(true);
    }
  });

  test('a remote that is down shows its fallback with Retry while the shell and other areas keep working', async ({
    page,
  }) => {
    stopRemote('lab');
    try {
      await signInAsAdminInEntity1(page);
      await page.goto('/1/labdashboard');
      await expect(page.getByTestId('area-unavailable')).toBeVisible();
      await expect(page.getByRole('heading', { name: 'This area is unavailable' })).toBeVisible();
      await expect(page.getByText('The lab area could not be loaded.')).toBeVisible();
      await snap(page, 'remote-down-fallback');
      // The shell and another area still work.
      await page.getByRole('link', { name: 'Quality Portal' }).click();
      await expectPath(page, '/landing');
      await page.goto('/1/auditdashboard/dashboard');
      await expect(page.getByRole('heading', { name: 'Audit dashboard' })).toBeVisible();
      await page.goto('/1/labdashboard');
      await expect(page.getByTestId('area-unavailable')).toBeVisible();
      await startRemote('lab');
      await page.getByRole('button', { name: 'Retry' }).click();
      await expect(page.getByRole('heading', { name: 'Lab dashboard' })).toBeVisible();
    } finally {
      await ensureRemote('lab');
    }
  });
});
