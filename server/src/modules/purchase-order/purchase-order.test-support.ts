import fs from 'node:fs';
import path from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import type { PoImportJob, PoImportUploadResponse } from '@portal/domain';
import { authHeaders, signInAs, type TestApp } from '../../test/test-app';
import { until } from '../../test/until';

export const FIXTURES = path.join(__dirname, 'fixtures');
export const fixture = (file: string) => fs.readFileSync(path.join(FIXTURES, file));

/** Northwind Retail Ltd, the demo customer user's own customer (entity 1). */
export const NORTHWIND = 1;

/** Tokens per login, shared by the calls of one test file. */
export function poCaller(t: () => TestApp) {
  const tokens = new Map<string, string>();
  async function headersOf(login: string, entity: number) {
    if (!tokens.has(login)) tokens.set(login, (await signInAs(t().app, login)).token);
    return authHeaders(tokens.get(login)!, entity);
  }

  async function call(
    login: string,
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    payload?: unknown,
    entity = 1,
  ): Promise<LightMyRequestResponse> {
    return t().app.inject({
      method,
      url,
      headers: await headersOf(login, entity),
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  }

  /** Multipart upload: the id fields first, then the file (as the screen sends them). */
  async function upload(
    login: string,
    bytes: Buffer,
    fields: Record<string, number | null>,
    options: { fileName?: string; lang?: 'en' | 'fr'; entity?: number } = {},
  ): Promise<{ status: number; body: PoImportUploadResponse }> {
    const boundary = '----po-import-test';
    const parts = Object.entries(fields)
      .filter(([, value]) => value !== null)
      .map(
        ([name, value]) =>
          `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
      );
    const payload = Buffer.concat([
      Buffer.from(parts.join('')),
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${options.fileName ?? 'orders.xlsx'}"\r\n` +
          'Content-Type: application/vnd.openxmlformats-officedocument.spreadsheetml.sheet\r\n\r\n',
      ),
      bytes,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const response = await t().app.inject({
      method: 'POST',
      url: `/api/PurchaseOrder/import?lang=${options.lang ?? 'en'}`,
      headers: {
        ...(await headersOf(login, options.entity ?? 1)),
        'content-type': `multipart/form-data; boundary=${boundary}`,
      },
      payload,
    });
    return { status: response.statusCode, body: response.json<PoImportUploadResponse>() };
  }

  /** The job once it has stopped running. */
  async function finished(login: string, hash: string, timeoutMs = 20_000): Promise<PoImportJob> {
    let job: PoImportJob | null = null;
    await until(async () => {
      job = (await call(login, 'GET', `/api/PurchaseOrder/import/${hash}`)).json<PoImportJob>();
      return job.status !== 'running';
    }, timeoutMs);
    return job!;
  }

  return { call, upload, finished };
}
