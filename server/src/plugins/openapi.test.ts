/** @databases postgres */
import type { FastifyInstance } from 'fastify';
import { createAppWithoutDatabase } from '../test/test-app';
import { entityRoute, INTERNAL } from './route-access';

type Operation = {
  security?: unknown[];
  parameters?: { name: string; in: string }[];
  'x-access'?: unknown;
};
type OpenApi = {
  paths: Record<string, Record<string, Operation>>;
  components: { securitySchemes: Record<string, unknown> };
};

let app: FastifyInstance;
let doc: OpenApi;
beforeAll(async () => {
  app = await createAppWithoutDatabase({
    extend: (instance) =>
      instance.get(
        '/api/test/entity-route',
        { config: entityRoute('Rights.Manage', INTERNAL, 'entity') },
        async () => ({}),
      ),
  });
  doc = (await app.inject({ method: 'GET', url: '/api/docs/json' })).json() as OpenApi;
});
afterAll(() => app.close());

describe('OpenAPI', () => {
  it('lists every endpoint', () => {
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/api/User/SignIn',
        '/api/User/ChangePassword',
        '/api/User/SignOut/{userId}',
        '/api/User/EntityAccess/{userId}',
        '/api/User/IsEntityAccessible/{id}',
        '/api/User/righttypelst',
        '/api/User/GetLoginUserEntityRoleAccess',
        '/api/User/TranslateFile/{lang}',
        '/api/health',
      ]),
    );
    expect(Object.keys(doc.paths).some((p) => p.startsWith('/api/docs'))).toBe(false);
  });

  it('describes bearer auth on protected routes only, and the entityId header on entity routes', () => {
    expect(doc.components.securitySchemes.bearerAuth).toMatchObject({ type: 'http', scheme: 'bearer' });
    expect(doc.paths['/api/User/SignIn']!.post!.security).toBeUndefined();
    expect(doc.paths['/api/User/righttypelst']!.get!.security).toEqual([{ bearerAuth: [] }]);
    const entityRoute = doc.paths['/api/test/entity-route']!.get!;
    expect(entityRoute.parameters).toEqual(
      expect.arrayContaining([expect.objectContaining({ name: 'entityId', in: 'header' })]),
    );
    expect(entityRoute['x-access']).toEqual({
      access: 'entity',
      permission: 'Rights.Manage',
      userTypes: [1],
      rows: 'entity',
    });
    expect(doc.paths['/api/User/righttypelst']!.get!.parameters).toEqual(
      expect.arrayContaining([expect.objectContaining({ name: 'lang', in: 'query' })]),
    );
  });

  it('serves Swagger UI at /api/docs', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/docs/' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/text\/html/);
  });
});
