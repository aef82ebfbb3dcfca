/** @databases postgres */
import type { FastifyInstance } from 'fastify';
import { createAppWithoutDatabase } from '../test/test-app';
import { PUBLIC_BODY_LIMIT_BYTES } from './body-limits';
import { publicRoute } from './route-access';

let app: FastifyInstance;
beforeAll(async () => {
  app = await createAppWithoutDatabase({
    extend: (instance) => {
      const echo = async (request: { body: unknown }) => ({ size: JSON.stringify(request.body).length });
      instance.post('/api/test/public-form', { config: publicRoute() }, echo);
      instance.post('/api/test/public-list', { config: publicRoute(), bodyLimit: 256 * 1024 }, echo);
    },
  });
});
afterAll(() => app.close());

/** A JSON body of about `bytes` bytes. */
const bodyOf = (bytes: number) => JSON.stringify({ text: 'x'.repeat(bytes) });

const post = (url: string, payload: string, contentType = 'application/json') =>
  app.inject({ method: 'POST', url, payload, headers: { 'content-type': contentType } });

describe('request body limits', () => {
  it('refuse a public route body past 16 KiB with a translated 413, before any handler runs', async () => {
    const small = await post('/api/test/public-form', bodyOf(PUBLIC_BODY_LIMIT_BYTES - 100));
    expect(small.statusCode).toBe(200);
    const large = await post('/api/test/public-form?lang=fr', bodyOf(PUBLIC_BODY_LIMIT_BYTES + 100));
    expect(large.statusCode).toBe(413);
    expect(large.json()).toEqual({ message: 'La requête est trop volumineuse.' });
    expect(large.headers['x-content-type-options']).toBe('nosniff');
    const english = await post('/api/User/SignIn', bodyOf(PUBLIC_BODY_LIMIT_BYTES + 100));
    expect(english.statusCode).toBe(413);
    expect(english.json()).toEqual({ message: 'The request is too large.' });
  });

  it('let a public route that needs more declare its own limit', async () => {
    expect((await post('/api/test/public-list', bodyOf(100 * 1024))).statusCode).toBe(200);
    expect((await post('/api/test/public-list', bodyOf(300 * 1024))).statusCode).toBe(413);
  });
});

describe("Fastify's own client errors", () => {
  it('answer in the request language instead of English', async () => {
    const badJson = await post('/api/User/SignIn?lang=fr', '{"UserName": ');
    expect(badJson.statusCode).toBe(400);
    expect(badJson.json()).toEqual({ message: "La requête n'a pas pu être lue." });

    const wrongType = await post('/api/User/SignIn?lang=fr', '<UserName>admin</UserName>', 'application/xml');
    expect(wrongType.statusCode).toBe(415);
    expect(wrongType.json()).toEqual({ message: "Ce type de contenu n'est pas accepté ici." });

    const english = await post('/api/User/SignIn', '<UserName>admin</UserName>', 'application/xml');
    expect(english.json()).toEqual({ message: 'This type of content is not accepted here.' });
  });
});
