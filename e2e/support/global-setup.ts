import { startPortal, stopPortal } from './portal';

export default async function globalSetup() {
  stopPortal();
  await startPortal();
}
