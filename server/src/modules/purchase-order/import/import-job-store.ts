import { and, eq, lt, sql } from 'drizzle-orm';
import {
  PO_IMPORT_SHOWN_ERRORS,
  type Lang,
  type PoFileMessageCode,
  type PoImportJob,
  type PoImportPhase,
  type PoImportRowError,
  type PoImportStatus,
} from '@portal/domain';
import type { Db } from '../../../db/client';
import { customers, poImportJobs as jobs } from '../../../db/schema';
import { isUniqueViolation } from '../../kit/db-errors';

/**
 * The import jobs' rows: progress and result of each upload, so that any server instance can answer for it
 * and the screen finds it again by its key. Only the uploader sees a job, in the entity it was made in.
 */

/** A running job not heard of for this long died with its process: it reads as failed. */
export const STALE_JOB_MS = 2 * 60_000;
/** Finished jobs, error workbooks included, are kept this long. */
const KEPT_DAYS = 7;

export interface NewJob {
  hash: string;
  entityId: number;
  userId: number;
  customerId: number;
  supplierId: number | null;
  factoryId: number | null;
  fileName: string;
  fileSha256: string;
  lang: Lang;
}

/**
 * Records a running job; false when the same file is already being imported in this entity (the partial
 * unique index decides, whichever instance asks). A running row left behind by a dead process is retired.
 */
export async function startJob(db: Db, job: NewJob): Promise<boolean> {
  await db.delete(jobs).where(lt(jobs.startedAt, sql`now() - make_interval(days => ${KEPT_DAYS})`));
  await db
    .update(jobs)
    .set({ status: 'failed', phase: 'finished', fileMessageCode: 'failed', finishedAt: sql`now()` })
    .where(
      and(
        eq(jobs.status, 'running'),
        eq(jobs.entityId, job.entityId),
        eq(jobs.fileSha256, job.fileSha256),
        lt(jobs.heartbeatAt, sql`now() - make_interval(secs => ${STALE_JOB_MS / 1000})`),
      ),
    );
  try {
    await db.insert(jobs).values({ ...job, status: 'running', phase: 'reading' });
    return true;
  } catch (error) {
    if (isUniqueViolation(error)) return false;
    throw error;
  }
}

export interface JobProgress {
  phase?: PoImportPhase;
  rowsTotal?: number;
  rowsRead?: number;
  rowsChecked?: number;
  rowsWritten?: number;
}

export async function saveProgress(db: Db, hash: string, progress: JobProgress): Promise<void> {
  await db
    .update(jobs)
    .set({ ...progress, heartbeatAt: sql`now()` })
    .where(and(eq(jobs.hash, hash), eq(jobs.status, 'running')));
}

export interface JobEnd extends JobProgress {
  status: Exclude<PoImportStatus, 'running'>;
  fileMessageCode?: PoFileMessageCode | null;
  missingColumns?: string[];
  errorRowCount?: number;
  errors?: PoImportRowError[];
  errorWorkbook?: Buffer | null;
  purchaseOrderCount?: number;
  lineCount?: number;
  productCount?: number;
}

export async function finishJob(db: Db, hash: string, end: JobEnd): Promise<void> {
  await db
    .update(jobs)
    .set({
      ...end,
      errors: end.errors?.slice(0, PO_IMPORT_SHOWN_ERRORS),
      phase: 'finished',
      heartbeatAt: sql`now()`,
      finishedAt: sql`now()`,
    })
    .where(eq(jobs.hash, hash));
}

const jobFields = {
  hash: jobs.hash,
  status: jobs.status,
  phase: jobs.phase,
  fileName: jobs.fileName,
  customerId: jobs.customerId,
  customerName: customers.name,
  rowsTotal: jobs.rowsTotal,
  rowsRead: jobs.rowsRead,
  rowsChecked: jobs.rowsChecked,
  rowsWritten: jobs.rowsWritten,
  errorRowCount: jobs.errorRowCount,
  errors: jobs.errors,
  fileMessageCode: jobs.fileMessageCode,
  missingColumns: jobs.missingColumns,
  purchaseOrderCount: jobs.purchaseOrderCount,
  lineCount: jobs.lineCount,
  productCount: jobs.productCount,
  startedAt: jobs.startedAt,
  finishedAt: jobs.finishedAt,
  heartbeatAt: jobs.heartbeatAt,
};

/** The caller's job of that key in that entity, or null (someone else's reads as missing). */
export async function jobOf(
  db: Db,
  hash: string,
  userId: number,
  entityId: number,
): Promise<PoImportJob | null> {
  const [row] = await db
    .select(jobFields)
    .from(jobs)
    .innerJoin(customers, eq(customers.id, jobs.customerId))
    .where(and(eq(jobs.hash, hash), eq(jobs.userId, userId), eq(jobs.entityId, entityId)));
  if (!row) return null;
  const { heartbeatAt, ...job } = row;
  const stale = job.status === 'running' && Date.now() - heartbeatAt.getTime() > STALE_JOB_MS;
  return {
    ...job,
    status: stale ? 'failed' : (job.status as PoImportStatus),
    phase: stale ? 'finished' : (job.phase as PoImportPhase),
    fileMessageCode: stale ? 'failed' : (job.fileMessageCode as PoFileMessageCode | null),
    errors: job.errors as PoImportRowError[],
    missingColumns: job.missingColumns as string[],
    startedAt: job.startedAt.toISOString(),
    finishedAt: job.finishedAt?.toISOString() ?? null,
  };
}

export async function errorWorkbookOf(
  db: Db,
  hash: string,
  userId: number,
  entityId: number,
): Promise<Buffer | null> {
  const [row] = await db
    .select({ workbook: jobs.errorWorkbook })
    .from(jobs)
    .where(and(eq(jobs.hash, hash), eq(jobs.userId, userId), eq(jobs.entityId, entityId)));
  return row?.workbook ?? null;
}
