// The quick loop of `npm test` (docs/testing.md): `--changed` runs what the changes since main can break,
// `--area <name>` one area's slice of every stage. Without either, everything runs, as in CI.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import areas from './areas.cjs';

const LINTED = /\.(ts|tsx|js|cjs|mjs)$/;

function git(root, args) {
  const result = spawnSync('git', args, { cwd: root, encoding: 'utf8' });
  return result.status === 0 ? result.stdout.trim() : null;
}

/**
 * The commit changes are counted from: where HEAD left origin/main (or main when there is no remote).
 * On main itself that is HEAD, so the changes are the uncommitted and untracked files.
 */
function changeBase(root) {
  for (const ref of ['origin/main', 'main']) {
    if (git(root, ['rev-parse', '--verify', '--quiet', `${ref}^{commit}`]) == null) continue;
    const base = git(root, ['merge-base', 'HEAD', ref]);
    if (base) return { ref, base };
  }
  return null;
}

/**
 * Files changed since `base`, the way jest's `--changedSince` counts them: committed since the base,
 * staged, unstaged and untracked (not ignored). Deleted files are kept: their area still changed.
 */
function changedFiles(root, base) {
  const lines = (text) => (text ? text.split('\n').filter(Boolean) : []);
  return [
    ...new Set([
      ...lines(git(root, ['diff', '--name-only', base, '--'])),
      ...lines(git(root, ['ls-files', '--others', '--exclude-standard'])),
    ]),
  ].sort();
}

function option(argv, name) {
  const inline = argv.find((arg) => arg.startsWith(`--${name}=`));
  if (inline) return inline.slice(name.length + 3);
  const at = argv.indexOf(`--${name}`);
  return at >= 0 ? (argv[at + 1] ?? '') : null;
}

/** A Playwright `--grep` for tests carrying any of the areas' tags (`@hr` and not `@hr-x`). */
const tagGrep = (names) => `@(?:${names.join('|')})(?![\\w-])`;

function e2eSlice(names, root) {
  const specs = areas
    .specAreas(root)
    .filter((spec) => spec.areas.some((area) => names.includes(area)))
    .map((spec) => spec.file);
  return specs.length ? { args: ['--grep', tagGrep(names)], specs } : null;
}

const everything = {
  kind: 'all',
  staticFiles: null,
  jestArgs: [],
  jestProjects: null,
  postgres: true,
  compose: true,
  e2e: { args: [], specs: null },
};

/**
 * What each stage runs, from the command line: `everything` without `--area`/`--changed`. Exits 2 on an
 * unknown area or when the change base cannot be found.
 *
 * - `staticFiles`: null for the whole repository, else the files eslint and prettier check (tsc is
 *   always whole: a change anywhere can break a type elsewhere).
 * - `jestArgs`, `jestProjects`: added to both jest stages (`JEST_PROJECTS` only where it narrows).
 * - `postgres`: whether the PostgreSQL stage can have anything to run.
 * - `e2e`: null when no spec is selected (the build is skipped too), else Playwright's extra arguments.
 */
export function quickLoop(argv, root) {
  const area = option(argv, 'area');
  const changed = argv.includes('--changed');
  if (area != null && changed) {
    console.error('--area and --changed are two ways to choose: give one.');
    process.exit(2);
  }
  if (area == null && !changed) return everything;
  const slice = area != null ? areaSlice(area, root) : changedSlice(root);
  const specs = slice.e2e ? `${slice.e2e.specs.length} spec files (${slice.e2e.args[1]})` : 'no spec file';
  console.log(`Selection: ${slice.label}; ${specs}`);
  return slice;
}

function areaSlice(name, root) {
  const area = areas.areaNamed(name);
  if (!area) {
    console.error(`Unknown area "${name}". Areas: ${areas.AREA_NAMES.join(', ')}`);
    process.exit(2);
  }
  const hasServer = area.jestProjects.includes('server');
  return {
    kind: 'area',
    label: `area ${name} (${area.description})`,
    staticFiles: null,
    // An area without tests of its own (audit, tcf, lab so far) passes rather than fails.
    jestArgs: ['--passWithNoTests', areas.jestPattern(name, root)],
    jestProjects: area.jestProjects,
    postgres: hasServer,
    // docker-compose.yml is no area's.
    compose: false,
    e2e: e2eSlice([name], root),
  };
}

function changedSlice(root) {
  const found = changeBase(root);
  if (!found) {
    console.error('--changed compares with main or origin/main, and neither is here.');
    process.exit(2);
  }
  const files = changedFiles(root, found.base);
  const touched = areas.touchedAreas(files, root);
  const since =
    found.base === git(root, ['rev-parse', 'HEAD'])
      ? `uncommitted and untracked on ${found.ref}`
      : `changed since ${found.base.slice(0, 10)}, where HEAD left ${found.ref}`;
  const existing = files.filter((file) => fs.existsSync(path.join(root, file)));
  return {
    kind: 'changed',
    label: `${files.length} files ${since}, areas ${touched.join(', ') || 'none'}`,
    staticFiles: existing,
    // jest follows the imports from these files to the tests that use them, across the projects
    // (tools/jest/base.cjs puts the shared packages in every project's module map).
    jestArgs: ['--passWithNoTests', `--changedSince=${found.base}`],
    jestProjects: null,
    postgres: true,
    compose: files.includes('docker-compose.yml'),
    // A shared package, the host or the server's platform counts as `shell` (areas.cjs): the shell's
    // specs, not every area's, run for it.
    e2e: touched.length ? e2eSlice(touched, root) : null,
  };
}

/**
 * The eslint and prettier arguments: the whole repository, or (`--changed`) the changed files each tool
 * reads; null when there is nothing for a tool to check.
 */
export function staticChecks(files) {
  if (!files)
    return { eslint: ['.', '--max-warnings', '0'], prettier: ['--check', '--log-level', 'warn', '.'] };
  const linted = files.filter((file) => LINTED.test(file));
  return {
    // A file eslint's configuration ignores is passed over rather than warned about.
    eslint: linted.length ? ['--max-warnings', '0', '--no-warn-ignored', ...linted] : null,
    // .prettierignore still applies to files named on the command line.
    prettier: files.length ? ['--check', '--log-level', 'warn', '--ignore-unknown', ...files] : null,
  };
}
