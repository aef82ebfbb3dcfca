// Every server module, domain folder, jest test file and Playwright test belongs to an area
// (scripts/lib/areas.cjs), so that `npm test -- --area <name>` and `--changed` miss none of them.
const fs = require('node:fs');
const path = require('node:path');
const { spawnSync } = require('node:child_process');
const {
  AREA_NAMES,
  DOMAIN_FOLDERS,
  SERVER_MODULES,
  jestPattern,
  ownerOf,
  specAreas,
  specTags,
  touchedAreas,
} = require('../../scripts/lib/areas.cjs');

const root = path.resolve(__dirname, '../..');
const folders = (dir) =>
  fs
    .readdirSync(path.join(root, dir), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();

/** Each listed name under exactly one area, and nothing listed that is not there. */
function expectPartition(mapping, actual) {
  const listed = Object.values(mapping).flat();
  const twice = listed.filter((name, index) => listed.indexOf(name) !== index);
  expect({ unmapped: actual.filter((name) => !listed.includes(name)), twice }).toEqual({
    unmapped: [],
    twice: [],
  });
  expect(listed.filter((name) => !actual.includes(name))).toEqual([]);
  expect(Object.keys(mapping).sort()).toEqual([...AREA_NAMES].sort());
}

function testFiles(dir, found = []) {
  for (const entry of fs.readdirSync(path.join(root, dir), { withFileTypes: true })) {
    const child = `${dir}/${entry.name}`;
    if (entry.isDirectory()) {
      if (!['node_modules', 'dist', 'fixtures'].includes(entry.name)) testFiles(child, found);
    } else if (/\.test\.(ts|tsx|cjs)$/.test(entry.name)) found.push(child);
  }
  return found;
}

describe('areas', () => {
  it('maps every server module folder to exactly one area', () => {
    expectPartition(SERVER_MODULES, folders('server/src/modules'));
  });

  it('maps every domain folder to exactly one area', () => {
    expectPartition(DOMAIN_FOLDERS, folders('packages/domain/src'));
  });

  it('gives every jest test file one area, whose test path pattern picks it and no other area’s', () => {
    const patterns = AREA_NAMES.map((name) => [name, new RegExp(jestPattern(name))]);
    const files = ['host', 'packages', 'remotes', 'server/src', 'tools'].flatMap((dir) => testFiles(dir));
    expect(files.length).toBeGreaterThan(100);
    const wrong = files
      .map((file) => ({
        file,
        owner: ownerOf(file),
        picked: patterns.filter(([, pattern]) => pattern.test(path.join(root, file))).map(([name]) => name),
      }))
      .filter(({ owner, picked }) => !owner || picked.length !== 1 || picked[0] !== owner);
    expect(wrong).toEqual([]);
  });

  it('reads the tags of a spec, in one string or a list', () => {
    expect(specTags("test.describe('x', { tag: '@hr' }, () => {")).toEqual(['hr']);
    expect(specTags("test('y', { tag: ['@shell', '@masterdata'] }, async () => {")).toEqual([
      'shell',
      'masterdata',
    ]);
    expect(specTags("test('z @hr in a title is not a tag option', async () => {")).toEqual([]);
  });

  it('takes a spec as its tags and another file as its owner; files of no area add none', () => {
    expect(
      touchedAreas([
        'e2e/tests/hr-leave.spec.ts',
        'packages/domain/src/customer/customer.ts',
        'server/src/modules/booking/booking.routes.ts',
        'docs/testing.md',
      ]),
    ).toEqual(['inspection', 'hr', 'masterdata']);
    expect(touchedAreas(['packages/ui/src/button.tsx', 'server/src/app.ts'])).toEqual(['shell']);
  });

  it('tags every spec file with known areas only', () => {
    const wrong = specAreas().filter(
      ({ areas }) => !areas.length || areas.some((area) => !AREA_NAMES.includes(area)),
    );
    expect(wrong).toEqual([]);
  });

  // Playwright's own reading of the tags, test by test: a test added outside a tagged describe fails here.
  it('gives every Playwright test at least one area tag', () => {
    // Playwright refuses to load specs in a jest worker, which it knows by this variable.
    const { JEST_WORKER_ID: _worker, ...env } = process.env;
    const listed = spawnSync(
      path.join(root, 'node_modules/.bin/playwright'),
      ['test', '-c', 'e2e/playwright.config.ts', '--list', '--reporter=json'],
      { cwd: root, env, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 },
    );
    const report = JSON.parse(listed.stdout);
    expect(report.errors ?? []).toEqual([]);
    const untagged = [];
    let tests = 0;
    const visit = (suite) => {
      for (const spec of suite.specs ?? []) {
        tests += 1;
        if (!spec.tags.some((tag) => AREA_NAMES.includes(tag)))
          untagged.push(`${spec.file}:${spec.line} ${spec.title}`);
      }
      for (const child of suite.suites ?? []) visit(child);
    };
    for (const suite of report.suites) visit(suite);
    expect(tests).toBeGreaterThan(50);
    expect(untagged).toEqual([]);
  }, 60_000);
});
