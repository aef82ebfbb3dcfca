/**
 * JSON schemas of the geography filters and of the country's bodies and rows (the kit derives those of the
 * levels below): validation (400, never 500), response shape, OpenAPI.
 */
import { GEOGRAPHY_NAME_MAX } from '@portal/domain';
import { idListSchema, idSchema, type JsonSchema } from '../../lib/search/search-schemas';

const integer = { type: 'integer' } as const;
const text = { type: 'string' } as const;
const nullableText = { type: ['string', 'null'] } as const;
const nullableInteger = { type: ['integer', 'null'] } as const;

/** Not blank: at least one non-space character. */
const nameSchema = {
  type: 'string',
  minLength: 1,
  maxLength: GEOGRAPHY_NAME_MAX,
  pattern: '\\S',
} as const;
const versionSchema = { type: 'integer', minimum: 1, maximum: 2147483647 } as const;
const nullableId = { ...idSchema, type: ['integer', 'null'] } as const;

export const COUNTRY_FILTERS: Record<string, JsonSchema> = {
  countryIds: idListSchema,
  selectedCountryIds: idListSchema,
  regionIds: idListSchema,
  isVirtual: { type: ['boolean', 'null'] },
};

export const LOCATION_FILTERS: Record<string, JsonSchema> = {
  countryIds: idListSchema,
  provinceIds: idListSchema,
  cityIds: idListSchema,
  countyIds: idListSchema,
  townIds: idListSchema,
  supplierTypes: idListSchema,
};

/** ISO 3166-1: a numeric code 1-999, two letters, three letters. */
const countryFields = {
  name: nameSchema,
  alpha2: { type: 'string', pattern: '^[A-Za-z]{2}$' },
  alpha3: { type: ['string', 'null'], pattern: '^[A-Za-z]{3}$' },
  regionId: nullableId,
} as const;

export const countryCreateBody = {
  type: 'object',
  additionalProperties: false,
  required: ['id', 'name', 'alpha2'],
  properties: { id: { type: 'integer', minimum: 1, maximum: 999 }, ...countryFields, version: versionSchema },
} as const;

export const countryUpdateBody = {
  ...countryCreateBody,
  required: ['id', 'name', 'alpha2', 'version'],
} as const;

export const countryRowProperties = {
  id: integer,
  name: text,
  alpha2: text,
  alpha3: nullableText,
  regionId: nullableInteger,
  regionName: nullableText,
  provinceCount: integer,
  version: integer,
};
export const countryDetailProperties = {
  id: integer,
  name: text,
  alpha2: text,
  alpha3: nullableText,
  regionId: nullableInteger,
  version: integer,
};
