/** @databases postgres */
// The API's shapes stay what clients know: the served OpenAPI document, operation by operation, against
// the committed openapi-shapes.json. A change meant to alter the API (a new endpoint, a new field) writes
// the file again: UPDATE_OPENAPI_SHAPES=1 npx jest server/src/test/openapi-shapes.test.ts, and the diff
// of the file shows it in review.
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { createAppWithoutDatabase } from './test-app';
import { operationShapes, shapeDifferences, type OperationShapes } from './openapi-shapes';

const COMMITTED = path.join(__dirname, 'openapi-shapes.json');

/** One operation a line, so that a change's diff names the operations it touches. */
function shapesFile(shapes: OperationShapes): string {
  const lines = Object.entries(shapes).map(
    ([key, shape]) => `${JSON.stringify(key)}:${JSON.stringify(shape)}`,
  );
  return `{\n${lines.join(',\n')}\n}\n`;
}

describe('the OpenAPI shapes', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await createAppWithoutDatabase();
  });
  afterAll(() => app.close());

  it('are the committed ones, operation by operation', async () => {
    const served = operationShapes((await app.inject({ method: 'GET', url: '/api/docs/json' })).json());
    if (process.env.UPDATE_OPENAPI_SHAPES === '1') fs.writeFileSync(COMMITTED, shapesFile(served));
    const committed = JSON.parse(fs.readFileSync(COMMITTED, 'utf8')) as OperationShapes;
    expect(shapeDifferences(committed, served)).toEqual([]);
  });
});

describe('shapeDifferences', () => {
  const document = (property: Record<string, unknown>, access = 'Rights.Manage') => ({
    paths: {
      '/api/thing/{id}': {
        get: {
          summary: 'One thing',
          parameters: [{ in: 'path', name: 'id', schema: { type: 'integer' } }],
          responses: {
            200: { description: 'The thing', content: { 'application/json': { schema: property } } },
          },
          'x-access': { permission: access },
        },
      },
    },
  });
  const schema = { type: 'object', required: ['name', 'id'], properties: { id: { type: 'integer' } } };

  it('finds a changed answer, a changed access, and operations added or removed', () => {
    const before = operationShapes(document(schema));
    expect(shapeDifferences(before, operationShapes(document({ ...schema, required: ['id'] })))).toEqual([
      'changed: GET /api/thing/{id} (responses)',
    ]);
    expect(shapeDifferences(before, operationShapes(document(schema, 'Rights.View')))).toEqual([
      'changed: GET /api/thing/{id} (x-access)',
    ]);
    expect(shapeDifferences(before, operationShapes({ paths: {} }))).toEqual([
      'removed: GET /api/thing/{id}',
    ]);
    expect(shapeDifferences(operationShapes({ paths: {} }), before)).toEqual(['added: GET /api/thing/{id}']);
  });

  it('takes reworded docs, reordered keys and a reordered required list as no change', () => {
    const before = operationShapes(document(schema));
    const reworded = document({
      properties: { id: { description: 'Its number', type: 'integer' } },
      required: ['id', 'name'],
      type: 'object',
    });
    (reworded.paths['/api/thing/{id}'].get as { summary: string }).summary = 'A thing, by its id';
    expect(shapeDifferences(before, operationShapes(reworded))).toEqual([]);
  });
});
