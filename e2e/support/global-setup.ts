import { ensurePgliteSnapshot } from '../../server/src/test/db-snapshot-key';
import { stopAllPortals } from './portal';
import { FIXTURES, masterdataBuild, type Fixture } from './release-builds';

/** The run's database snapshot (each worker's portal starts on a copy); `npm test` hands its own over. */
export default function globalSetup() {
  stopAllPortals();
  const { folder } = ensurePgliteSnapshot();
  if (folder) process.env.PORTAL_E2E_SNAPSHOT_FOLDER = folder;
  // The release suite's extra masterdata builds (cached per state of the sources), made before any test
  // runs: built inside that suite, they took the cores from the other worker's tests meanwhile.
  for (const fixture of Object.keys(FIXTURES) as Fixture[]) masterdataBuild(fixture);
}
