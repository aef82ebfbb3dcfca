import type { PoImportJob } from '@portal/domain';

/** The running phases in order; each is a third of the bar. */
const PHASES = ['reading', 'checking', 'writing'] as const;

/**
 * How far a job is, 0 to 100: the phases done, plus the share of the current phase's rows (read, checked
 * or written over the file's rows). While the file is being read its row count is not known yet, so the
 * reading third fills only once it is.
 */
export function importPercent(job: PoImportJob): number {
  if (job.status !== 'running' || job.phase === 'finished') return 100;
  const phase = PHASES.indexOf(job.phase);
  const done = { reading: job.rowsRead, checking: job.rowsChecked, writing: job.rowsWritten }[job.phase];
  const share = job.rowsTotal ? Math.min(1, done / job.rowsTotal) : 0;
  return Math.floor(((phase + share) / PHASES.length) * 100);
}
