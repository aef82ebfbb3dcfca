import { UploadResult } from '@portal/domain';
import { createApiClient } from '../client';
import { purchaseOrderEndpoints } from './purchase-order';

interface Seen {
  method: string;
  url: string;
  contentType: string;
  body: string;
}

function api(status: number, body: string, contentType = 'application/json') {
  const requests: Seen[] = [];
  const fetchMock = jest.fn(async (input: Request) => {
    requests.push({
      method: input.method,
      url: input.url,
      contentType: input.headers.get('content-type') ?? '',
      body: input.body ? await input.clone().text() : '',
    });
    return new Response(body, { status, headers: { 'content-type': contentType } });
  });
  const client = createApiClient({
    baseUrl: 'http://api.test',
    getToken: () => 't',
    getEntityId: () => 1,
    getLang: () => 'en',
    onUnauthorized: jest.fn(),
    onForbidden: jest.fn(),
  }).extend({ fetch: fetchMock as unknown as typeof fetch });
  return { po: purchaseOrderEndpoints(client), requests };
}

const workbook = () => new File(['xlsx bytes'], 'orders.xlsx');

describe('purchaseOrderEndpoints', () => {
  it('calls the contract paths with the right methods', async () => {
    const { po, requests } = api(200, '{"result":1,"dataSourceList":[],"total":0}');
    await po.purchaseOrder.search({ skip: 0, take: 25, customerIds: [3] });
    await po.importTemplate(3);
    await po.importJob('abc');
    await po.importErrors('abc');
    await po.purchaseOrderLite({ customerId: 3, skip: 25, take: 25 });
    expect(requests.map((r) => `${r.method} ${r.url}`)).toEqual([
      'POST http://api.test/api/PurchaseOrder/search?lang=en',
      'GET http://api.test/api/PurchaseOrder/import-template?customerId=3&lang=en',
      'GET http://api.test/api/PurchaseOrder/import/abc?lang=en',
      'GET http://api.test/api/PurchaseOrder/import/abc/errors?lang=en',
      'POST http://api.test/api/PurchaseOrder/GetPurchaseOrderLiteDataSource?lang=en',
    ]);
    expect(JSON.parse(requests[4]!.body)).toEqual({ customerId: 3, skip: 25, take: 25 });
  });

  it('sends the upload as multipart with the fields before the file part', async () => {
    const { po, requests } = api(200, '{"result":1,"hash":"h1"}');
    expect(
      await po.importUpload({ file: workbook(), customerId: 3, supplierId: 8, factoryId: null }),
    ).toEqual({
      result: UploadResult.Success,
      hash: 'h1',
    });
    const [upload] = requests;
    expect(upload!.url).toBe('http://api.test/api/PurchaseOrder/import?lang=en');
    expect(upload!.contentType).toMatch(/^multipart\/form-data; boundary=/);
    const names = [...upload!.body.matchAll(/name="(\w+)"/g)].map((match) => match[1]);
    expect(names).toEqual(['customerId', 'supplierId', 'file']);
    expect(upload!.body).toContain('filename="orders.xlsx"');
  });

  it('returns a refusal body as it is, 200 or 4xx, instead of throwing', async () => {
    const refusal = { result: UploadResult.Failure, code: 'importRunning', message: 'Already running.' };
    expect(
      await api(200, JSON.stringify(refusal)).po.importUpload({ file: workbook(), customerId: 3 }),
    ).toEqual(refusal);
    expect(
      await api(409, JSON.stringify(refusal)).po.importUpload({ file: workbook(), customerId: 3 }),
    ).toEqual(refusal);
  });

  it('words a 413 without a JSON body as a file too large', async () => {
    const { po } = api(413, '<html>Request Entity Too Large</html>', 'text/html');
    expect(await po.importUpload({ file: workbook(), customerId: 3 })).toEqual({
      result: UploadResult.FileSizeExceed,
      code: 'fileSizeExceed',
    });
  });
});
