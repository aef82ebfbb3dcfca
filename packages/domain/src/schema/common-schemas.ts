import { PAGE_SIZES } from '../search/search-types';

/**
 * The JSON schemas every resource builds its bodies from (spec section 3: the generic search and
 * datasource bodies). A resource adds its own filters; anything malformed answers 400 before a handler
 * runs. Plain data: the browser bundles them only where it imports them.
 */

/** Largest page a screen may ask for (exports take every row through takeAll instead). */
export const MAX_TAKE = Math.max(...PAGE_SIZES);
/** Far beyond any real paging, small enough that OFFSET stays cheap. */
export const MAX_SKIP = 1_000_000;
/** Longest search text and id list a request may carry. */
export const MAX_SEARCH_TEXT = 200;
export const MAX_ID_LIST = 1000;

export const idSchema = { type: 'integer', minimum: 1, maximum: 2147483647 } as const;
/** An optional link to another record: a positive id or null. */
export const nullableIdSchema = { ...idSchema, type: ['integer', 'null'] } as const;
/** The version an optimistic save read (a saved record's is 1 or more). */
export const versionSchema = { type: 'integer', minimum: 1, maximum: 2147483647 } as const;

/** An optional text of at most `maxLength` characters, or null. */
export const nullableTextSchema = <const Max extends number>(maxLength: Max) =>
  ({ type: ['string', 'null'], maxLength }) as const;

/** One of a numeric enum's values (its reverse-mapped names left out); the type read from it is the enum. */
export const integerEnumSchema = <const Values extends Record<string, string | number>>(values: Values) =>
  ({
    type: 'integer',
    enum: Object.values(values).filter(
      (value): value is Extract<Values[keyof Values], number> => typeof value === 'number',
    ),
  }) as const;

/**
 * A calendar day as YYYY-MM-DD. The format also refuses days that do not exist (2026-02-30), which the
 * database would otherwise reject with an error instead of the request getting a 400.
 */
export const isoDateSchema = { type: 'string', pattern: '^\\d{4}-\\d{2}-\\d{2}$', format: 'date' } as const;
export const nullableIsoDateSchema = { ...isoDateSchema, type: ['string', 'null'] } as const;

/** An optional list of ids; null means "no filter". */
export const idListSchema = {
  type: ['array', 'null'],
  items: idSchema,
  maxItems: MAX_ID_LIST,
} as const;

const searchText = { type: ['string', 'null'], maxLength: MAX_SEARCH_TEXT } as const;

/** A summary screen's search body: text, paging, sorting by one of `sortFields`, and its own filters. */
export function searchBodySchema<const Filters extends Record<string, unknown>>(
  filters: Filters,
  sortFields: readonly string[],
) {
  return {
    type: 'object',
    additionalProperties: false,
    properties: {
      searchText,
      skip: { type: 'integer', minimum: 0, maximum: MAX_SKIP, default: 0 },
      // Larger pages are clamped, not refused: an old link with take=500 still shows a page.
      take: { type: 'integer', minimum: 1, maximum: 100_000, default: 25 },
      sort: {
        type: ['object', 'null'],
        additionalProperties: false,
        required: ['field', 'direction'],
        properties: {
          // A string to the types (screens pass their table's sort as it is); the list holds it to the fields.
          field: { type: 'string', enum: [...sortFields] as string[] },
          direction: { type: 'string', enum: ['asc', 'desc'] },
        },
      },
      takeAll: { type: ['boolean', 'null'] },
      idList: idListSchema,
      entityIdList: idListSchema,
      ...filters,
    },
  } as const;
}

/** A select's datasource body: text, paging and its own filters. */
export function dataSourceBodySchema<const Filters extends Record<string, unknown>>(filters: Filters) {
  return {
    type: 'object',
    additionalProperties: false,
    properties: {
      searchText,
      skip: { type: 'integer', minimum: 0, maximum: MAX_SKIP, default: 0 },
      take: { type: ['integer', 'null'], minimum: 1, maximum: MAX_TAKE },
      idList: idListSchema,
      ...filters,
    },
  } as const;
}
