import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { transformSync } from '@swc/core';
import type * as Dates from './index';

/**
 * Runs `probe` against the date helpers in a separate Node process started with TZ=<zone>.
 * Jest hands each test file a copy of process.env, so setting TZ inside a test never reaches the
 * engine's time zone; a child process is the reliable way to test other zones. `probe` must be
 * self-contained (it is sent as source) and return JSON-serialisable data.
 */
const sources = ['format-date', 'parse-date', 'utc', 'iso-day', 'date-range-presets', 'index'];
let compiledDir: string | undefined;

function compile(): string {
  if (compiledDir) return compiledDir;
  const dir = mkdtempSync(join(tmpdir(), 'portal-dates-'));
  for (const name of sources) {
    const code = readFileSync(join(__dirname, `${name}.ts`), 'utf8');
    const out = transformSync(code, {
      jsc: { parser: { syntax: 'typescript' }, target: 'es2022' },
      module: { type: 'commonjs' },
    });
    writeFileSync(join(dir, `${name}.js`), out.code);
  }
  compiledDir = dir;
  return dir;
}

export function runInZone<T>(zone: string, probe: (dates: typeof Dates) => T): T {
  const dir = compile();
  const script = `const d = require(${JSON.stringify(join(dir, 'index.js'))});
process.stdout.write(JSON.stringify((${probe.toString()})(d)));`;
  const out = execFileSync(process.execPath, ['-e', script], {
    env: { ...process.env, TZ: zone },
    encoding: 'utf8',
  });
  return JSON.parse(out) as T;
}
