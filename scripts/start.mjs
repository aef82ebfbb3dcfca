// `npm start`: install what is missing, build what changed, then serve the whole portal (API, host and
// the seven remotes) on one URL with the embedded database and demo data.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { ensureDependencies, log, root } from './lib/run.mjs';
import { buildApps } from './lib/build-apps.mjs';

const PORT = process.env.PORT ?? '3000';
const URL_SHOWN = `http://localhost:${PORT}`;
const DEMO_LOGINS = [
  'admin',
  'cs',
  'planning',
  'cs2',
  'inspector',
  'checker',
  'techlead',
  'manager',
  'auditor',
  'tcfuser',
  'labuser',
  'hr',
  'accountant',
  'customer',
  'supplier',
  'factory',
  'outsource',
  'qcpartner',
  'newuser',
  'disabled',
];

await ensureDependencies();
const failures = await buildApps();
if (failures.length) {
  console.error(`Build failed: ${failures.join(', ')}`);
  process.exit(1);
}

log('Starting the portal');
const server = spawn(path.join(root, 'server/node_modules/.bin/tsx'), ['server/src/main.ts'], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, PORT, LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn' },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));

for (let attempt = 0; attempt < 600; attempt += 1) {
  try {
    if ((await fetch(`http://127.0.0.1:${PORT}/api/health`)).ok) break;
  } catch {
    // still starting
  }
  await new Promise((resolve) => setTimeout(resolve, 250));
}

const embedded = !process.env.DATABASE_URL;
console.log(`
  Quality Portal is running at ${URL_SHOWN}
  API documentation: ${URL_SHOWN}/api/docs
${
  embedded
    ? `
  Demo logins (password for all: Portal#2026):
    ${DEMO_LOGINS.join(', ')}
  Data folder: ${process.env.DATA_DIR ?? path.join(root, 'data')}
`
    : ''
}
  Press Ctrl+C to stop.
`);
