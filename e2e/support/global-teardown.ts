import fs from 'node:fs';
import { stopAllPortals } from './portal';

export default function globalTeardown() {
  stopAllPortals();
  const folder = process.env.PORTAL_E2E_SNAPSHOT_FOLDER;
  if (folder) fs.rmSync(folder, { recursive: true, force: true });
}
