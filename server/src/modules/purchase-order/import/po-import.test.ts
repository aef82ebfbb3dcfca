/** @databases both */
import { count, eq, inArray, sql } from 'drizzle-orm';
import { zipSync } from 'fflate';
import {
  PO_IMPORT_COLUMNS,
  PO_IMPORT_HEADERS,
  PO_IMPORT_MAX_BYTES,
  PO_IMPORT_MAX_ROWS,
  PO_IMPORT_MESSAGES,
  PO_IMPORT_SHEET,
  UploadResult,
} from '@portal/domain';
import { readXlsxRows, writeXlsx } from '@portal/domain/src/xlsx';
import { createHash } from 'node:crypto';
import {
  customerProducts,
  poImportJobs,
  purchaseOrderLines,
  purchaseOrders,
  users,
} from '../../../db/schema';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { PO_IMPORT_FIXTURES, type PoImportFixture } from '../fixtures/expected';
import { fixture, NORTHWIND, poCaller } from '../purchase-order.test-support';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  // The PO number row-messages.xlsx expects to exist already.
  await t.database.db
    .insert(purchaseOrders)
    .values({ entityId: 1, customerId: NORTHWIND, poNumber: 'EXISTING-PO-1' })
    .onConflictDoNothing();
});
afterAll(() => t.close());
const { call, upload, finished } = poCaller(() => t);

async function writtenCounts() {
  const db = t.database.db;
  const [orders] = await db.select({ n: count() }).from(purchaseOrders);
  const [lines] = await db.select({ n: count() }).from(purchaseOrderLines);
  const [products] = await db.select({ n: count() }).from(customerProducts);
  return { orders: orders!.n, lines: lines!.n, products: products!.n };
}

async function importFixture(expected: PoImportFixture, login = 'cs') {
  const before = await writtenCounts();
  const uploaded = await upload(login, fixture(expected.file), { customerId: NORTHWIND });
  expect(uploaded.status).toBe(200);
  if (expected.fileMessageCode === 'sheetNotFound') {
    // Refused unread: the upload itself says so.
    expect(uploaded.body).toEqual({
      result: UploadResult.Failure,
      code: 'sheetNotFound',
      message: PO_IMPORT_MESSAGES.en.sheetNotFound,
    });
    return { job: null, before, after: await writtenCounts() };
  }
  expect(uploaded.body.result).toBe(UploadResult.Success);
  const job = await finished(login, uploaded.body.hash!);
  return { job, before, after: await writtenCounts() };
}

const WORKBOOKS = Object.values(PO_IMPORT_FIXTURES).filter((item) => item.file !== 'bulk-2000.xlsx');

describe('purchase order import: workbooks saved by LibreOffice', () => {
  it.each(WORKBOOKS.map((item) => [item.file, item] as const))('%s', async (_file, expected) => {
    const { job, before, after } = await importFixture(expected);
    if (job) {
      // One assertion, so that a wrong status shows the job's message code and counts beside it.
      expect(job).toMatchObject({
        status: expected.status,
        fileMessageCode: expected.fileMessageCode,
        missingColumns: expected.missingColumns,
      });
      const errors = job.errors.map((error) => ({ row: error.row, codes: [...error.codes].sort() }));
      expect(errors).toEqual(
        expected.expectedErrors.map((error) => ({ row: error.row, codes: [...error.codes].sort() })),
      );
      expect(job.errorRowCount).toBe(expected.expectedErrors.length);
      if (expected.status !== 'failed') expect(job.rowsTotal).toBe(expected.rowsTotal);
    }
    if (expected.status !== 'done') {
      // All or nothing: a refused file writes no order, line or product.
      expect(after).toEqual(before);
      return;
    }
    expect(job).toEqual(
      expect.objectContaining({
        purchaseOrderCount: expected.purchaseOrders,
        lineCount: expected.lines,
        productCount: expected.newProducts,
        rowsWritten: expected.rowsTotal,
      }),
    );
    expect(after.orders - before.orders).toBe(expected.purchaseOrders);
    expect(after.lines - before.lines).toBe(expected.lines);
    expect(after.products - before.products).toBe(expected.newProducts);
    const numbers = [...new Set(expected.expectedLines.map((line) => line.poNumber))];
    const stored = await t.database.db
      .select({
        poNumber: purchaseOrders.poNumber,
        productReference: customerProducts.productReference,
        productDescription: customerProducts.description,
        colorCode: purchaseOrderLines.colorCode,
        colorName: purchaseOrderLines.colorName,
        quantity: purchaseOrderLines.quantity,
        etd: purchaseOrderLines.etd,
        destinationCountryId: purchaseOrderLines.destinationCountryId,
      })
      .from(purchaseOrderLines)
      .innerJoin(purchaseOrders, eq(purchaseOrders.id, purchaseOrderLines.purchaseOrderId))
      .innerJoin(customerProducts, eq(customerProducts.id, purchaseOrderLines.productId))
      .where(inArray(purchaseOrders.poNumber, numbers))
      .orderBy(purchaseOrderLines.id);
    expect(stored).toEqual(
      expected.expectedLines.map((line) => ({
        poNumber: line.poNumber,
        productReference: line.productReference,
        productDescription: expect.any(String),
        colorCode: line.colorCode,
        colorName: line.colorName,
        quantity: line.quantity,
        etd: line.etd,
        destinationCountryId: line.destinationCountryId,
      })),
    );
    // New products take the row's description; existing ones keep theirs.
    for (const line of expected.expectedLines.filter((item) => item.newProduct))
      expect(stored.find((row) => row.productReference === line.productReference)?.productDescription).toBe(
        line.productDescription,
      );
  });

  it('writes the spec messages word for word into the error workbook, in French on a French screen', async () => {
    const file = fixture(PO_IMPORT_FIXTURES.rowMessages.file);
    for (const lang of ['en', 'fr'] as const) {
      const uploaded = await upload('cs', file, { customerId: NORTHWIND }, { lang });
      const job = await finished('cs', uploaded.body.hash!);
      expect(job.status).toBe('invalid');
      const workbook = await call('cs', 'GET', `/api/PurchaseOrder/import/${job.hash}/errors`);
      expect(workbook.statusCode).toBe(200);
      const rows = readXlsxRows(workbook.rawPayload);
      expect(rows[0]!.slice(0, PO_IMPORT_COLUMNS.length)).toEqual(
        PO_IMPORT_COLUMNS.map((column) => PO_IMPORT_HEADERS[lang][column]),
      );
      const messages = rows.slice(1).map((row) => String(row[row.length - 1] ?? ''));
      const expected = PO_IMPORT_FIXTURES.rowMessages.expectedErrors.flatMap((error) =>
        error.codes.map((code) => PO_IMPORT_MESSAGES[lang][code]),
      );
      for (const message of expected) expect(messages.join('\n')).toContain(message);
      // Every uploaded row is in it, the valid ones with an empty message.
      expect(rows).toHaveLength(PO_IMPORT_FIXTURES.rowMessages.rowsTotal + 1);
    }
  });
});

describe('purchase order import: files refused whole', () => {
  const refusal = (code: keyof typeof PO_IMPORT_MESSAGES.en, lang: 'en' | 'fr' = 'en') => ({
    result: code === 'fileSizeExceed' ? UploadResult.FileSizeExceed : UploadResult.Failure,
    code,
    message: PO_IMPORT_MESSAGES[lang][code],
  });

  it('answers a clear message, never a 500, for random bytes named .xlsx, an empty file and a zip bomb', async () => {
    const garbage = Buffer.from(Array.from({ length: 4096 }, (_, index) => (index * 7919) % 251));
    expect((await upload('cs', garbage, { customerId: NORTHWIND })).body).toEqual(refusal('notXlsx'));
    expect((await upload('cs', Buffer.alloc(0), { customerId: NORTHWIND }, { lang: 'fr' })).body).toEqual(
      refusal('notXlsx', 'fr'),
    );
    // A real zip whose sheet inflates to 200 MB of spaces: refused on what it declares, nothing inflated.
    const bomb = Buffer.from(
      zipSync(
        {
          'xl/workbook.xml': new TextEncoder().encode(
            `<workbook><sheets><sheet name="${PO_IMPORT_SHEET}" sheetId="1" r:id="rId1"/></sheets></workbook>`,
          ),
          'xl/_rels/workbook.xml.rels': new TextEncoder().encode(
            '<Relationships><Relationship Id="rId1" Target="worksheets/sheet1.xml"/></Relationships>',
          ),
          'xl/worksheets/sheet1.xml': new Uint8Array(200 * 1024 * 1024).fill(0x20),
        },
        { level: 9 },
      ),
    );
    expect(bomb.length).toBeLessThan(PO_IMPORT_MAX_BYTES);
    expect((await upload('cs', bomb, { customerId: NORTHWIND })).body).toEqual(refusal('notXlsx'));
  });

  it('refuses a file over the size limit with FileSizeExceed', async () => {
    const big = Buffer.alloc(PO_IMPORT_MAX_BYTES + 1, 0x50);
    expect((await upload('cs', big, { customerId: NORTHWIND })).body).toEqual(refusal('fileSizeExceed'));
  });

  it(`refuses a sheet of more than ${PO_IMPORT_MAX_ROWS} rows and writes nothing`, async () => {
    const row = ['TOO-MANY', 'NR-TR-3005', 'Chino', null, 'NVY', 'Navy', 1, '01/02/2027', 'FR'];
    const rows = Array.from({ length: PO_IMPORT_MAX_ROWS + 1 }, () => row);
    const bytes = Buffer.from(
      writeXlsx(
        { sheetName: PO_IMPORT_SHEET, headers: PO_IMPORT_COLUMNS.map((c) => PO_IMPORT_HEADERS.en[c]) },
        rows,
      ),
    );
    const before = await writtenCounts();
    const uploaded = await upload('cs', bytes, { customerId: NORTHWIND });
    const job = await finished('cs', uploaded.body.hash!, 60_000);
    expect(job).toEqual(expect.objectContaining({ status: 'failed', fileMessageCode: 'tooManyRows' }));
    expect(await writtenCounts()).toEqual(before);
  }, 90_000);

  it('refuses a second upload of a file whose import is still running', async () => {
    const file = fixture(PO_IMPORT_FIXTURES.customerOwn.file);
    const [cs] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.loginName, 'cs'));
    await t.database.db.insert(poImportJobs).values({
      hash: 'f'.repeat(32),
      entityId: 1,
      userId: cs!.id,
      customerId: NORTHWIND,
      fileName: 'customer-own.xlsx',
      fileSha256: createHash('sha256').update(file).digest('hex'),
      lang: 'en',
      status: 'running',
      phase: 'reading',
    });
    try {
      expect((await upload('cs', file, { customerId: NORTHWIND })).body).toEqual(refusal('importRunning'));
      // A job whose process died long ago no longer blocks the file.
      await t.database.db
        .update(poImportJobs)
        .set({ heartbeatAt: sql`now() - interval '1 hour'` })
        .where(eq(poImportJobs.hash, 'f'.repeat(32)));
      const job = (await call('cs', 'GET', `/api/PurchaseOrder/import/${'f'.repeat(32)}`)).json();
      expect(job).toEqual(expect.objectContaining({ status: 'failed', fileMessageCode: 'failed' }));
    } finally {
      await t.database.db.delete(poImportJobs).where(eq(poImportJobs.hash, 'f'.repeat(32)));
    }
  });
});

describe('purchase order import: who may import what', () => {
  it('lets a customer user import for its own customer only, and shows a job to its uploader only', async () => {
    const file = fixture(PO_IMPORT_FIXTURES.mixedGoodBad.file);
    expect((await upload('customer', file, { customerId: 3 })).body.code).toBe('customerNotFound');
    const own = await upload('customer', file, { customerId: NORTHWIND });
    expect(own.body.result).toBe(UploadResult.Success);
    const job = await finished('customer', own.body.hash!);
    expect(job.status).toBe('invalid');
    expect((await call('cs', 'GET', `/api/PurchaseOrder/import/${job.hash}`)).statusCode).toBe(404);
    expect((await call('cs', 'GET', `/api/PurchaseOrder/import/${job.hash}/errors`)).statusCode).toBe(404);
  });

  it('refuses suppliers and factories, and a customer outside the entity', async () => {
    const file = fixture(PO_IMPORT_FIXTURES.customerOwn.file);
    expect((await upload('supplier', file, { customerId: NORTHWIND })).status).toBe(403);
    expect((await upload('factory', file, { customerId: NORTHWIND })).status).toBe(403);
    expect(
      (await call('supplier', 'GET', `/api/PurchaseOrder/import-template?customerId=${NORTHWIND}`))
        .statusCode,
    ).toBe(403);
    // Maison Lumière (2) is an entity 2 customer.
    expect((await upload('cs', file, { customerId: 2 })).body.code).toBe('customerNotFound');
  });

  it('gives the template with its one header row in the screen language', async () => {
    const response = await call(
      'cs',
      'GET',
      `/api/PurchaseOrder/import-template?customerId=${NORTHWIND}&lang=fr`,
    );
    expect(response.statusCode).toBe(200);
    expect(readXlsxRows(response.rawPayload)).toEqual([
      PO_IMPORT_COLUMNS.map((c) => PO_IMPORT_HEADERS.fr[c]),
    ]);
    expect(
      (await call('customer', 'GET', '/api/PurchaseOrder/import-template?customerId=3')).statusCode,
    ).toBe(403);
  });
});
