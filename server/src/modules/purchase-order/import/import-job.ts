import { eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Lang, PoImportJob } from '@portal/domain';
import type { Db } from '../../../db/client';
import { countries, purchaseOrders } from '../../../db/schema';
import { isUniqueViolation } from '../../kit/db-errors';
import { analyzePurchaseOrderTables } from '../po-statistics';
import { errorWorkbook } from './error-workbook';
import { inflatesWithin } from './inflation-guard';
import { finishJob, saveProgress, type JobProgress } from './import-job-store';
import { writeImport, type ImportTarget } from './import-writer';
import { checkRows, type CheckLookups } from './row-checks';
import { readSheetRows, SheetRefusal } from './sheet-reader';
import { MAX_INFLATED_BYTES } from './workbook-check';

/**
 * One import, after the upload has answered its key: read the sheet, check every row, then either keep the
 * errors (nothing written) or write everything in one transaction. Progress goes to the job's row at most
 * every PROGRESS_MS, and to `live` at once, which this instance's status answers read first.
 */

const PROGRESS_MS = 250;

/** Progress of the jobs this process runs, by key: fresher than their rows while a transaction is open. */
export const liveJobs = new Map<string, JobProgress>();

export interface ImportRun {
  hash: string;
  bytes: Buffer;
  sheetNumber: number;
  target: ImportTarget;
  lang: Lang;
}

/** The job's row with what this process knows better. */
export function withLiveProgress(job: PoImportJob): PoImportJob {
  const live = liveJobs.get(job.hash);
  return live && job.status === 'running' ? { ...job, ...live } : job;
}

async function lookups(db: Db, customerId: number): Promise<CheckLookups> {
  const countryRows = await db
    .select({ id: countries.id, name: countries.name, alpha2: countries.alpha2, alpha3: countries.alpha3 })
    .from(countries);
  const byText = new Map<string, number>();
  for (const country of countryRows)
    for (const text of [country.name, country.alpha2, country.alpha3])
      if (text) byText.set(text.trim().toLowerCase(), country.id);
  const numbers = await db
    .select({ poNumber: sql<string>`lower(${purchaseOrders.poNumber})` })
    .from(purchaseOrders)
    .where(eq(purchaseOrders.customerId, customerId));
  return {
    countryIdOf: (text) => byText.get(text.trim().toLowerCase()) ?? null,
    existingPoNumbers: new Set(numbers.map((row) => row.poNumber)),
  };
}

export async function runImport(db: Db, run: ImportRun, log: FastifyBaseLogger): Promise<void> {
  const live: JobProgress = { phase: 'reading', rowsRead: 0, rowsChecked: 0, rowsWritten: 0 };
  liveJobs.set(run.hash, live);
  let flushedAt = 0;
  // Not awaited: inside the write transaction an embedded database answers other statements only after it.
  const report = (progress: JobProgress, force = false) => {
    Object.assign(live, progress);
    if (!force && Date.now() - flushedAt < PROGRESS_MS) return;
    flushedAt = Date.now();
    void saveProgress(db, run.hash, { ...live }).catch((error: unknown) =>
      log.warn({ err: error, hash: run.hash }, 'purchase order import: progress not saved'),
    );
  };
  try {
    if (!inflatesWithin(run.bytes, MAX_INFLATED_BYTES))
      return await finishJob(db, run.hash, { status: 'failed', fileMessageCode: 'notXlsx' });
    const rows = await readSheetRows(run.bytes, {
      sheetNumber: run.sheetNumber,
      onProgress: (rowsRead) => report({ rowsRead }),
    });
    if (!rows.length) return await finishJob(db, run.hash, { status: 'failed', fileMessageCode: 'noRows' });
    report({ phase: 'checking', rowsTotal: rows.length, rowsRead: rows.length }, true);
    const checked = checkRows(rows, await lookups(db, run.target.customerId), (rowsChecked) =>
      report({ rowsChecked }),
    );
    if (checked.errors.length)
      return await finishJob(db, run.hash, {
        status: 'invalid',
        rowsTotal: rows.length,
        rowsRead: rows.length,
        rowsChecked: rows.length,
        errorRowCount: checked.errors.length,
        errors: checked.errors,
        errorWorkbook: errorWorkbook(rows, checked.errors, run.lang),
      });
    report({ phase: 'writing', rowsChecked: rows.length }, true);
    const counts = await db.transaction((tx) =>
      writeImport(tx as unknown as Db, run.target, checked.lines, (rowsWritten) => report({ rowsWritten })),
    );
    // Written either way: the statistics only steer the plans of the queries that follow.
    await analyzePurchaseOrderTables(db).catch((error: unknown) =>
      log.warn({ err: error, hash: run.hash }, 'purchase order import: statistics not refreshed'),
    );
    await finishJob(db, run.hash, {
      status: 'done',
      rowsTotal: rows.length,
      rowsRead: rows.length,
      rowsChecked: rows.length,
      rowsWritten: rows.length,
      ...counts,
    });
  } catch (error) {
    if (error instanceof SheetRefusal)
      return await finishJob(db, run.hash, {
        status: 'failed',
        fileMessageCode: error.code,
        missingColumns: error.missingColumns,
      });
    // A PO number stored meanwhile by someone else: the whole file stays unwritten, like any refusal.
    if (!isUniqueViolation(error)) log.error({ err: error, hash: run.hash }, 'purchase order import failed');
    await finishJob(db, run.hash, { status: 'failed', fileMessageCode: 'failed' }).catch(() => undefined);
  } finally {
    liveJobs.delete(run.hash);
  }
}
