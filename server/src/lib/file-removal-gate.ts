/**
 * Holds back the removal of uploaded files while a backup copies the database and the files folder
 * (modules/backup). A row is written after its file and removed before it, so with removals held from
 * the database dump until the files are copied, every file a row of the dump names is still there to
 * copy. Uploads go on meanwhile: a file written after the dump is copied or not, and then only costs
 * space. One process-wide gate: a process serves one data folder.
 */
let held: Promise<void> | null = null;

/** Runs `work` with removals held; a second holder waits for the first. */
export async function withFileRemovalsHeld<T>(work: () => Promise<T>): Promise<T> {
  while (held) await held;
  let release!: () => void;
  held = new Promise((resolve) => (release = resolve));
  try {
    return await work();
  } finally {
    held = null;
    release();
  }
}

/** Resolves at once, or when the running holder is done. */
export async function fileRemovalsAllowed(): Promise<void> {
  while (held) await held;
}
