import { ensurePgliteSnapshot } from '../../server/src/test/db-snapshot-key';
import { stopAllPortals } from './portal';

/** The run's database snapshot (each worker's portal starts on a copy); `npm test` hands its own over. */
export default function globalSetup() {
  stopAllPortals();
  const { folder } = ensurePgliteSnapshot();
  if (folder) process.env.PORTAL_E2E_SNAPSHOT_FOLDER = folder;
}
