/** @databases postgres */
import type { Db } from '../../db/client';
import { createAppWithoutDatabase } from '../../test/test-app';

describe('GET /api/health', () => {
  it('answers ok after a select 1', async () => {
    const execute = jest.fn().mockResolvedValue({ rows: [{ '?column?': 1 }] });
    const app = await createAppWithoutDatabase({ db: { execute } as unknown as Partial<Db> });
    const response = await app.inject({ method: 'GET', url: '/api/health' });
    expect(response.json()).toEqual({ status: 'ok', database: 'ok' });
    expect(execute).toHaveBeenCalledTimes(1);
    await app.close();
  });

  it('answers 503 when the database does not', async () => {
    const execute = jest.fn().mockRejectedValue(new Error('connection refused'));
    const app = await createAppWithoutDatabase({ db: { execute } as unknown as Partial<Db> });
    const response = await app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({ status: 'error', database: 'error' });
    await app.close();
  });
});
