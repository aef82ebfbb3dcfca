import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '../support/fixtures';
import { BASE_URL, REMOTES, ROOT, portalDataDir } from '../support/portal';
import { manifestBuildId, masterdataBuild, releaseAndActivate } from '../support/release-builds';
import { openAs, snap } from '../support/session';

// A team ships its area alone (docs/deploy.md): `npm run release` keeps a build in the portal's releases
// folder and points the area's remotes.json entry at it; the next page load runs it, the other areas keep
// theirs, and pointing the entry back is the rollback. A build made for another shell-contract is refused.

const CUSTOMERS = '/1/cussearch/customer-summary';
const LEAVE_BALANCE = '/1/leavesearch/leave-balance';
const deployedBuildId = (app: string) =>
  manifestBuildId(path.join(ROOT, app === 'host' ? 'host/dist' : `remotes/${app}/dist`));

let remotesJson: string;
let deployedRemotesJson: string;

test.describe('release of one area', { tag: ['@shell', '@masterdata'] }, () => {
  test.beforeAll(() => {
    remotesJson = path.join(portalDataDir(), 'remotes.json');
    deployedRemotesJson = fs.readFileSync(remotesJson, 'utf8');
  });

  // Each test leaves remotes.json as the portal started with it.
  test.afterEach(() => fs.writeFileSync(remotesJson, deployedRemotesJson));

  /** The user panel's About, opened: one row per app with its version and build id. */
  async function openAbout(page: Page) {
    await page.getByRole('button', { name: 'User menu' }).click();
    await page.getByRole('button', { name: 'About this portal' }).click();
    await expect(page.getByTestId('about-builds')).toBeVisible();
  }

  async function expectCustomerSummary(page: Page) {
    await expect(page.getByRole('heading', { name: 'Customer summary' })).toBeVisible();
    await expect(page.getByText('Blue Harbor Outfitters Inc.').first()).toBeVisible();
  }

  /** The rollback: the entry as it was; the next page load runs the deployed masterdata, not `releasedId`. */
  async function rollBack(page: Page, releasedId: string) {
    fs.writeFileSync(remotesJson, deployedRemotesJson);
    await page.goto(CUSTOMERS);
    await expectCustomerSummary(page);
    await openAbout(page);
    const masterdata = page.getByTestId('about-build-masterdata');
    await expect(masterdata).toContainText(deployedBuildId('masterdata'));
    await expect(masterdata).not.toContainText(releasedId);
    await expect(masterdata).not.toContainText('not opened yet');
  }

  test('masterdata switched to another build on the next page load, other areas untouched, then rolled back', async ({
    page,
  }) => {
    const { dist, buildId } = masterdataBuild('rollback');
    await openAs(page, 'admin', CUSTOMERS);
    await expectCustomerSummary(page);

    const printed = JSON.parse(releaseAndActivate(dist, portalDataDir())) as { entry: string };
    expect(printed.entry).toMatch(
      new RegExp(`^/releases/masterdata/\\d+\\.\\d+\\.\\d+-${buildId}/mf-manifest\\.json$`),
    );
    expect(JSON.parse(fs.readFileSync(remotesJson, 'utf8'))).toContainEqual(
      expect.objectContaining({ name: 'masterdata', entry: printed.entry }),
    );

    // Nothing restarted: the same page, reloaded.
    await page.reload();
    await expectCustomerSummary(page);
    const loaded = await page.evaluate(() =>
      performance.getEntriesByType('resource').map((entry) => entry.name),
    );
    expect(loaded).toContain(`${BASE_URL}${printed.entry}`);
    // Another area in the same page (a client-side move, as the menu makes): both run, each its own build.
    await page.evaluate((to) => {
      window.history.pushState({}, '', to);
      window.dispatchEvent(new PopStateEvent('popstate'));
    }, LEAVE_BALANCE);
    await expect(page.getByRole('heading', { name: 'Leave balance' })).toBeVisible();

    await openAbout(page);
    await expect(page.getByTestId('about-build-masterdata')).toContainText(buildId);
    await expect(page.getByTestId('about-build-masterdata')).not.toContainText('not opened yet');
    await expect(page.getByTestId('about-build-hr')).not.toContainText('not opened yet');
    await expect(page.getByTestId('about-build-host')).toContainText(deployedBuildId('host'));
    for (const name of REMOTES.filter((remote) => remote !== 'masterdata'))
      await expect(page.getByTestId(`about-build-${name}`)).toContainText(deployedBuildId(name));
    await snap(page, 'release-about-after-switch');

    await rollBack(page, buildId);
  });

  // The portal's service worker keeps the policy of the day it was installed: one installed while the area was
  // on a release must not block the area's own origin after the rollback (SERVICE_WORKER_CSP, server).
  test('a rollback reaches a browser whose service worker was installed during the release', async ({
    page,
  }) => {
    const { dist, buildId } = masterdataBuild('rollback');
    releaseAndActivate(dist, portalDataDir());
    await openAs(page, 'admin', CUSTOMERS);
    await expectCustomerSummary(page);
    // The worker takes over a moment after the first screen (host/src/startup/after-first-screen.ts).
    await page.waitForFunction(() => !!navigator.serviceWorker?.controller, undefined, { timeout: 30_000 });

    await rollBack(page, buildId);
  });

  test('a masterdata build for another shell-contract shows "needs an update"; hr keeps working', async ({
    page,
  }) => {
    const { dist } = masterdataBuild('contract2');
    releaseAndActivate(dist, portalDataDir());
    await openAs(page, 'admin', CUSTOMERS);
    await expect(page.getByTestId('area-needs-update')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'This area needs an update' })).toBeVisible();
    await expect(
      page.getByText(/built for another version of the portal \(contract 2\.0\.0; this portal provides 1\./),
    ).toBeVisible();
    await expect(page.getByText('Blue Harbor Outfitters Inc.')).toHaveCount(0);
    await snap(page, 'release-needs-update');

    await page.goto(LEAVE_BALANCE);
    await expect(page.getByRole('heading', { name: 'Leave balance' })).toBeVisible();
    await expect(page.getByText('Balance of Daniel Okafor for').first()).toBeVisible();
    await page.goto(CUSTOMERS);
    await expect(page.getByTestId('area-needs-update')).toBeVisible();
    await openAbout(page);
    await expect(page.getByTestId('about-build-masterdata')).toContainText('needs an update');
    await snap(page, 'release-about-needs-update');
  });
});
