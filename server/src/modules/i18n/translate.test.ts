/** @databases postgres */
import type { FastifyInstance } from 'fastify';
import { COMMON_MESSAGES } from '@portal/domain';
import { createAppWithoutDatabase } from '../../test/test-app';

let app: FastifyInstance;
beforeAll(async () => {
  app = await createAppWithoutDatabase();
});
afterAll(() => app.close());

describe('GET /api/User/TranslateFile/{lang}', () => {
  it.each([
    ['en', 'en'],
    ['fr', 'fr'],
    ['xx', 'en'],
  ] as const)('serves %s as the %s messages, without a token', async (lang, expected) => {
    const response = await app.inject({ method: 'GET', url: `/api/User/TranslateFile/${lang}` });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(COMMON_MESSAGES[expected]);
  });
});
