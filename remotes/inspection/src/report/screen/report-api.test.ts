/** @jest-environment node */
import { createApiClient } from '@portal/api-client';
import { RefusedChange } from '../offline/report-outbox';
import { aReport } from '../testing/report-fixtures';
import { reportApi } from './report-api';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function clientAnswering(response: Response) {
  const calls: { method: string; url: string; options: Record<string, unknown> }[] = [];
  // Like ky's answer: a promise of the Response that also reads its body (.json(), .blob()).
  const call = (method: string) =>
    jest.fn((url: string, options: Record<string, unknown> = {}) => {
      calls.push({ method, url, options });
      return Object.assign(Promise.resolve(response), {
        json: () => response.clone().json(),
        blob: () => response.clone().blob(),
      });
    });
  const client = { get: call('get'), put: call('put'), post: call('post') };
  return { api: reportApi(client as unknown as Parameters<typeof reportApi>[0]), calls };
}

describe('reportApi', () => {
  it('reads the report from the answer’s data, and a 404 as no report', async () => {
    expect(await clientAnswering(json(200, { result: 1, data: aReport() })).api.get(12)).toEqual(aReport());
    expect(await clientAnswering(json(404, { result: 3 })).api.get(12)).toBeNull();
  });

  it('turns a 400 into a refusal with the server’s field messages, so the outbox drops it', async () => {
    const { api } = clientAnswering(
      json(400, { message: 'Invalid', errors: [{ field: 'checks', message: 'Answer Carton drop test.' }] }),
    );
    const refusal = await api.save(12, { remarks: 'x' }).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(RefusedChange);
    expect((refusal as RefusedChange).serverMessage).toBe('Answer Carton drop test.');
  });

  it('turns a 409 into a refusal with its sentence', async () => {
    const { api } = clientAnswering(json(409, { result: 5, message: 'This step is not possible.' }));
    await expect(api.step(12, 'validate', null)).rejects.toMatchObject({
      serverMessage: 'This step is not possible.',
    });
  });

  it('leaves a server failure, a timeout or an ended session to be retried', async () => {
    for (const status of [500, 503, 408, 429, 401]) {
      const failure = await clientAnswering(json(status, {}))
        .api.save(12, {})
        .catch((error: unknown) => error);
      expect([status, failure instanceof RefusedChange]).toEqual([status, false]);
    }
  });

  it('uploads a photo as multipart with its fields before the file', async () => {
    const { api, calls } = clientAnswering(json(200, { result: 1, data: { id: 'p' } }));
    await api.uploadPhoto(12, {
      kind: 'photo',
      id: 'p',
      fields: { id: 'p', defectId: 'd', checkKey: null, caption: 'seam' },
      bytes: new Uint8Array([1, 2]).buffer,
      type: 'image/jpeg',
      fileName: 'a.jpg',
    });
    expect(calls[0]!.url).toBe('api/InspectionReport/12/photos');
    const form = calls[0]!.options.body as FormData;
    expect([...form.keys()]).toEqual(['id', 'defectId', 'caption', 'file']);
    expect((form.get('file') as File).name).toBe('a.jpg');
  });

  it('reads the customer’s active decision labels of a result, in their order', async () => {
    const row = (id: number, sort: number, active = true, resultType = 2) => ({
      id,
      sort,
      active,
      resultType,
      name: `D${id}`,
    });
    const { api, calls } = clientAnswering(
      json(200, { result: 1, data: [row(1, 2), row(2, 1), row(3, 0, false), row(4, 0, true, 3)], total: 4 }),
    );
    expect((await api.decisions(1, 2)).map((item) => item.id)).toEqual([2, 1]);
    expect(calls[0]!.options.json).toMatchObject({ customerIds: [1], resultTypes: [2] });
  });

  it('sends the photo through the signed-in client as a multipart form the server can read', async () => {
    const requests: Request[] = [];
    const forms: FormData[] = [];
    const client = createApiClient({
      baseUrl: 'http://api.test/',
      getToken: () => 'tkn',
      getEntityId: () => 1,
      getLang: () => 'en',
      onUnauthorized: () => undefined,
      onForbidden: () => undefined,
    }).extend({
      fetch: (async (request: Request) => {
        requests.push(request);
        forms.push(await request.clone().formData());
        return json(200, { result: 1, data: { id: 'p' } });
      }) as unknown as typeof fetch,
    });
    await reportApi(client).uploadPhoto(12, {
      kind: 'photo',
      id: 'p',
      fields: { id: 'p', defectId: 'd', checkKey: null, caption: null },
      bytes: new Uint8Array([255, 216, 255]).buffer,
      type: 'image/jpeg',
      fileName: 'IMG_1.jpg',
    });
    const request = requests[0]!;
    expect(request.url).toBe('http://api.test/api/InspectionReport/12/photos?lang=en');
    expect(request.headers.get('content-type')).toMatch(/^multipart\/form-data; boundary=/);
    const form = forms[0]!;
    expect([...form.keys()]).toEqual(['id', 'defectId', 'file']);
    const file = form.get('file') as File;
    expect([file.name, file.type, [...new Uint8Array(await file.arrayBuffer())]]).toEqual([
      'IMG_1.jpg',
      'image/jpeg',
      [255, 216, 255],
    ]);
  });
});
