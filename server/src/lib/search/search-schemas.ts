/**
 * The generic search and datasource bodies are declared once, in packages/domain (schema/), where the
 * request types are read from them; the server adds the answers' schemas.
 */
export {
  dataSourceBodySchema,
  idListSchema,
  idSchema,
  isoDateSchema,
  MAX_ID_LIST,
  MAX_SEARCH_TEXT,
  MAX_SKIP,
  MAX_TAKE,
  nullableIsoDateSchema,
  searchBodySchema,
} from '@portal/domain/src/schemas';

export type JsonSchema = Record<string, unknown>;

export const searchResponseSchema = (rowSchema: JsonSchema) =>
  ({
    type: 'object',
    properties: {
      result: { type: 'integer', description: 'RequestResult: Success 1, DataNotFound 4' },
      data: { type: 'array', items: rowSchema },
      total: { type: 'integer' },
      totalIsLowerBound: {
        type: 'boolean',
        description: 'at least `total` rows: the count stopped at a cap',
      },
    },
  }) as const;

export const dataSourceResponseSchema = {
  type: 'object',
  properties: {
    result: { type: 'integer', description: 'RequestResult: Success 1, DataNotFound 4' },
    dataSourceList: {
      type: 'array',
      items: { type: 'object', properties: { id: { type: 'integer' }, name: { type: 'string' } } },
    },
  },
} as const;
