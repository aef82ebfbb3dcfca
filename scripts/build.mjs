import { ensureDependencies } from './lib/run.mjs';
import { buildApps } from './lib/build-apps.mjs';

await ensureDependencies();
const failures = await buildApps();
if (failures.length) {
  console.error(`Build failed: ${failures.join(', ')}`);
  process.exit(1);
}
