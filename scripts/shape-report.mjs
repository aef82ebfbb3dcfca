#!/usr/bin/env node
// The code's shape in numbers: lines per area (each server module, each remote, each package, the host)
// and the places that repeat six or more lines (jscpd), tests left out of both. Prints Markdown;
// `--json <file>` also writes the numbers, to compare two checkouts (`--root <dir>` measures another one).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { bin, root as ownRoot } from './lib/run.mjs';
import shape from '../tools/shape/shape.cjs';

const args = process.argv.slice(2);
const option = (name) => (args.includes(name) ? args[args.indexOf(name) + 1] : undefined);
const root = path.resolve(option('--root') ?? ownRoot);
const jsonFile = option('--json');

/** Every source file below the product folders, relative to the root, node_modules and builds left out. */
function sourceFiles() {
  const found = [];
  const walk = (relative) => {
    for (const entry of fs.readdirSync(path.join(root, relative), { withFileTypes: true })) {
      if (['node_modules', 'dist', 'drizzle'].includes(entry.name)) continue;
      const child = path.posix.join(relative, entry.name);
      if (entry.isDirectory()) walk(child);
      else if (shape.isSource(child)) found.push(child);
    }
  };
  for (const folder of ['host', 'packages', 'remotes', 'server']) walk(folder);
  return found.sort();
}

function linesPerArea(files) {
  const areas = {};
  for (const file of files) {
    const area = shape.areaOfPath(file);
    areas[area] ??= { code: 0, tests: 0 };
    areas[area][shape.isTest(file) ? 'tests' : 'code'] += shape.codeLines(
      fs.readFileSync(path.join(root, file), 'utf8'),
    );
  }
  return Object.fromEntries(Object.entries(areas).sort(([a], [b]) => a.localeCompare(b)));
}

/** jscpd's clones of six or more lines over the product code, as pairs of places. */
function duplicates() {
  const output = fs.mkdtempSync(path.join(os.tmpdir(), 'shape-report-'));
  const result = spawnSync(
    bin('jscpd'),
    [
      '--min-lines',
      '6',
      '--format',
      'typescript,tsx,javascript',
      '--ignore',
      '**/node_modules/**,**/dist/**,**/*.test.*,**/*test-support*,server/drizzle/**,server/src/test/**,**/*.d.ts',
      '--reporters',
      'json',
      '--output',
      output,
      '--silent',
      '--absolute',
      'host',
      'packages',
      'remotes',
      'server',
    ],
    { cwd: root, encoding: 'utf8' },
  );
  if (result.status !== 0) throw new Error(`jscpd failed: ${result.stderr || result.stdout}`);
  const report = JSON.parse(fs.readFileSync(path.join(output, 'jscpd-report.json'), 'utf8'));
  fs.rmSync(output, { recursive: true, force: true });
  const place = (file) => `${path.relative(root, file.name)}:${file.startLoc.line}-${file.endLoc.line}`;
  return {
    clones: report.statistics.total.clones,
    duplicatedLines: report.statistics.total.duplicatedLines,
    pairs: report.duplicates
      .map((clone) => ({
        lines: clone.lines,
        first: place(clone.firstFile),
        second: place(clone.secondFile),
      }))
      .sort((a, b) => b.lines - a.lines || a.first.localeCompare(b.first)),
  };
}

const files = sourceFiles();
const areas = linesPerArea(files);
const copies = duplicates();
const commit = spawnSync('git', ['rev-parse', '--short', 'HEAD'], {
  cwd: root,
  encoding: 'utf8',
}).stdout.trim();

console.log(`# Shape of ${commit}\n\n| area | code lines | test lines |\n| --- | --- | --- |`);
for (const [area, { code, tests }] of Object.entries(areas)) console.log(`| ${area} | ${code} | ${tests} |`);
const total = Object.values(areas).reduce((sum, area) => sum + area.code, 0);
console.log(`| all | ${total} | ${Object.values(areas).reduce((sum, area) => sum + area.tests, 0)} |`);
console.log(
  `\n${copies.clones} places repeat six or more lines, ${copies.duplicatedLines} lines in all (tests left out):\n`,
);
for (const pair of copies.pairs) console.log(`- ${pair.lines} lines: ${pair.first} and ${pair.second}`);
if (jsonFile)
  fs.writeFileSync(jsonFile, `${JSON.stringify({ commit, areas, duplicates: copies }, null, 2)}\n`);
