/** @databases postgres */
import {
  addTestTypes,
  createHrTestApp,
  expenseCalls,
  FILES,
  line,
  type HrTestApp,
  type TestTypes,
} from './expense.test-support';
import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { EXPENSE_MAX_RECEIPTS, MAX_UPLOAD_BYTES, ResourceResult, UploadResult } from '@portal/domain';
import { expenseReceipts } from '../../db/schema';

let t: HrTestApp;
let types: TestTypes;
const { save, get, step, upload, receipt, removeReceipt, call } = expenseCalls(() => t);

beforeAll(async () => {
  t = await createHrTestApp();
  types = await addTestTypes(t);
});
afterAll(() => t.close());

async function claim(login = 'inspector'): Promise<number> {
  const response = await save(login, { lines: [line(types.travel)] });
  expect(response.statusCode).toBe(200);
  return response.json().data.id;
}

/** The files stored for a claim (none when its folder does not exist). */
const storedFiles = (claimId: number) => {
  const dir = path.join(t.filesDir, 'expenses', String(claimId));
  return fs.existsSync(dir) ? fs.readdirSync(dir) : [];
};

const receiptRows = (claimId: number) =>
  t.database.db.select().from(expenseReceipts).where(eq(expenseReceipts.claimId, claimId));

describe('POST {id}/receipt', () => {
  it('stores an image or a PDF of the claimant, typed from the bytes, listed on the claim', async () => {
    const id = await claim();
    const png = await upload('inspector', id, FILES.png);
    expect(png.statusCode).toBe(200);
    expect(png.json()).toMatchObject({
      result: UploadResult.Success,
      receipt: {
        fileName: 'taxi.png',
        mimeType: 'image/png',
        size: FILES.png.bytes.length,
        uploadedByName: 'Rahul Sharma',
      },
    });
    // The declared type is the browser's guess; the bytes decide.
    const pdf = await upload('inspector', id, { ...FILES.pdf, type: 'image/jpeg' });
    expect(pdf.json().receipt).toMatchObject({ fileName: 'hôtel reçu.pdf', mimeType: 'application/pdf' });
    expect(storedFiles(id)).toHaveLength(2);
    expect(storedFiles(id).every((name) => /^[0-9a-f-]{36}\.(png|pdf)$/.test(name))).toBe(true);
    const detail = (await get('inspector', id)).json().data;
    expect(detail.receipts.map((item: { fileName: string }) => item.fileName)).toEqual([
      'taxi.png',
      'hôtel reçu.pdf',
    ]);
  });

  it('refuses a file past the size limit with FileSizeExceed, storing nothing', async () => {
    const id = await claim();
    const big = Buffer.concat([FILES.pdf.bytes, Buffer.alloc(MAX_UPLOAD_BYTES)]);
    const refused = await upload('inspector', id, { ...FILES.pdf, bytes: big });
    expect(refused.statusCode).toBe(200);
    expect(refused.json()).toEqual({
      result: UploadResult.FileSizeExceed,
      message: 'The file is larger than 5 MB and was not stored.',
    });
    expect(await receiptRows(id)).toEqual([]);
    expect(storedFiles(id)).toEqual([]);
  });

  it('refuses what is not an image or a PDF, whatever its name, and a request without a file', async () => {
    const id = await claim();
    const text = await upload('inspector', id, FILES.text);
    expect(text.json()).toEqual({
      result: UploadResult.Failure,
      message: 'A receipt must be an image (JPEG, PNG, GIF, WebP) or a PDF file.',
    });
    const none = await call('inspector', 'POST', `/api/ExpenseClaim/${id}/receipt`, {});
    expect(none.json()).toEqual({ result: UploadResult.Failure, message: 'No file was sent.' });
    expect(await receiptRows(id)).toEqual([]);
    expect(storedFiles(id)).toEqual([]);
  });

  it('is for the claimant while the claim is pending, up to the receipt limit', async () => {
    const id = await claim();
    for (const login of ['manager', 'hr']) {
      const response = await upload(login, id, FILES.png);
      expect(response.statusCode).toBe(403);
      expect(response.json().message).toBe('Only the claimant changes, cancels or adds receipts to a claim.');
    }
    expect((await upload('cs', id, FILES.png)).statusCode).toBe(403);
    expect((await upload('hr', id, FILES.png, 2)).statusCode).toBe(404);
    await t.database.db.insert(expenseReceipts).values(
      Array.from({ length: EXPENSE_MAX_RECEIPTS }, (_, index) => ({
        claimId: id,
        fileName: `r${index}.png`,
        mimeType: 'image/png',
        size: 1,
        storedPath: `expenses/${id}/missing-${index}.png`,
      })),
    );
    expect((await upload('inspector', id, FILES.png)).json()).toEqual({
      result: UploadResult.Failure,
      message: `A claim holds at most ${EXPENSE_MAX_RECEIPTS} receipts.`,
    });

    const checked = await claim();
    await step('manager', checked, 'check');
    const late = await upload('inspector', checked, FILES.png);
    expect(late.statusCode).toBe(409);
    expect(late.json()).toEqual({
      result: UploadResult.Failure,
      message: 'This claim is checked: only a pending claim can be changed or cancelled.',
    });
    expect(storedFiles(checked)).toEqual([]);
  });
});

describe('GET receipt/{id}', () => {
  it('sends the file with its name to whoever may see the claim', async () => {
    const id = await claim();
    const receiptId = (await upload('inspector', id, FILES.pdf)).json().receipt.id;
    for (const login of ['inspector', 'manager', 'hr', 'accountant']) {
      const response = await receipt(login, receiptId);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('application/pdf');
      expect(response.headers['content-disposition']).toBe(
        `attachment; filename="h_tel re_u.pdf"; filename*=UTF-8''${encodeURIComponent('hôtel reçu.pdf')}`,
      );
      expect(response.rawPayload.equals(FILES.pdf.bytes)).toBe(true);
    }
    // Past actors keep access once the claim has moved on.
    await step('manager', id, 'check');
    await step('hr', id, 'approve');
    expect((await receipt('manager', receiptId)).statusCode).toBe(200);
    for (const login of ['cs', 'auditor']) expect((await receipt(login, receiptId)).statusCode).toBe(403);
    expect((await receipt('hr', receiptId, 2)).statusCode).toBe(404);
    expect((await receipt('hr', 99999999)).statusCode).toBe(404);
  });
});

describe('DELETE receipt/{id}', () => {
  it('removes a receipt and its file, by the claimant while pending only', async () => {
    const id = await claim();
    const first = (await upload('inspector', id, FILES.png)).json().receipt.id;
    const second = (await upload('inspector', id, FILES.pdf)).json().receipt.id;
    expect((await removeReceipt('manager', first)).statusCode).toBe(403);
    expect((await removeReceipt('hr', first, 2)).statusCode).toBe(404);
    const removed = await removeReceipt('inspector', first);
    expect(removed.json()).toEqual({ result: ResourceResult.Success });
    expect((await receiptRows(id)).map((row) => row.id)).toEqual([second]);
    expect(storedFiles(id)).toHaveLength(1);
    expect((await removeReceipt('inspector', first)).json()).toEqual({ result: ResourceResult.NotFound });

    await step('manager', id, 'check');
    const late = await removeReceipt('inspector', second);
    expect(late.statusCode).toBe(409);
    expect(storedFiles(id)).toHaveLength(1);
  });
});
