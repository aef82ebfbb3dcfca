/** JSON schemas of the travel-rate bodies, rows and filters: 400 never 500, response shapes, OpenAPI. */
import { TripType } from '@portal/domain';
import { idListSchema, idSchema, type JsonSchema } from '../../lib/search/search-schemas';

const versionSchema = { type: 'integer', minimum: 1, maximum: 2147483647 } as const;
const tripTypeSchema = { type: 'integer', enum: [TripType.NoTrip, TripType.SingleTrip, TripType.DoubleTrip] };
/** Decimal text ("125.50"); its format and range are judged by the handler (translated messages). */
const moneySchema = { type: 'string', maxLength: 20, description: 'Decimal text, 2 places ("125.50")' };
/** Judged by the handler against the currency list (translated messages). */
const currencySchema = { type: 'string', maxLength: 10, description: 'ISO 4217 code' };
const text = { type: 'string' } as const;
const integer = { type: 'integer' } as const;

const TRIP_TYPE_LIST = { type: ['array', 'null'], items: tripTypeSchema, maxItems: 3 } as const;

/** Create and update bodies of the stored fields (unknown fields are dropped). */
function bodies(properties: Record<string, JsonSchema>, required: string[]) {
  const create = {
    type: 'object',
    additionalProperties: false,
    required,
    properties: {
      ...properties,
      id: { ...idSchema, type: ['integer', 'null'], minimum: 0 },
      version: { ...versionSchema, type: ['integer', 'null'], minimum: 0 },
    },
  } as const;
  const update = {
    type: 'object',
    additionalProperties: false,
    required: ['id', 'version', ...required],
    properties: { ...properties, id: idSchema, version: versionSchema },
  } as const;
  return { create, update };
}

const stored = { id: integer, version: integer } as const;

const startingPortFields = {
  name: { type: 'string', maxLength: 100 },
  officeId: idSchema,
  countryId: idSchema,
  cityId: idSchema,
  isActive: { type: 'boolean', default: true },
};
export const startingPortBodies = bodies(startingPortFields, ['name', 'officeId', 'countryId', 'cityId']);
export const startingPortDetailProperties = {
  ...stored,
  name: text,
  officeId: integer,
  countryId: integer,
  cityId: integer,
  isActive: { type: 'boolean' },
};
export const startingPortRowProperties = {
  ...startingPortDetailProperties,
  officeName: text,
  countryName: text,
  cityName: text,
};
export const STARTING_PORT_FILTERS: Record<string, JsonSchema> = {
  officeIds: idListSchema,
  countryIds: idListSchema,
};

const travelMatrixFields = {
  startingPortId: idSchema,
  countryId: idSchema,
  cityId: idSchema,
  tripType: tripTypeSchema,
  // Shape only: the handler judges 0 to 72 in tenths, in the request's language.
  travelTimeHours: { type: 'number', minimum: -9999, maximum: 9999 },
  ticketCost: moneySchema,
  currency: currencySchema,
};
export const travelMatrixBodies = bodies(travelMatrixFields, [
  'startingPortId',
  'countryId',
  'cityId',
  'tripType',
  'travelTimeHours',
  'ticketCost',
  'currency',
]);
export const travelMatrixDetailProperties = {
  ...stored,
  startingPortId: integer,
  countryId: integer,
  cityId: integer,
  tripType: integer,
  travelTimeHours: { type: 'number' },
  ticketCost: text,
  currency: text,
};
export const travelMatrixRowProperties = {
  ...travelMatrixDetailProperties,
  startingPortName: text,
  countryName: text,
  cityName: text,
};
export const TRAVEL_MATRIX_FILTERS: Record<string, JsonSchema> = {
  startingPortIds: idListSchema,
  countryIds: idListSchema,
  tripTypes: TRIP_TYPE_LIST,
};

const travelTariffFields = {
  countryId: idSchema,
  tripType: tripTypeSchema,
  amount: moneySchema,
  currency: currencySchema,
};
export const travelTariffBodies = bodies(travelTariffFields, ['countryId', 'tripType', 'amount', 'currency']);
export const travelTariffDetailProperties = {
  ...stored,
  countryId: integer,
  tripType: integer,
  amount: text,
  currency: text,
};
export const travelTariffRowProperties = { ...travelTariffDetailProperties, countryName: text };
export const TRAVEL_TARIFF_FILTERS: Record<string, JsonSchema> = {
  countryIds: idListSchema,
  tripTypes: TRIP_TYPE_LIST,
};

const foodAllowanceFields = { countryId: idSchema, amountPerManDay: moneySchema, currency: currencySchema };
export const foodAllowanceBodies = bodies(foodAllowanceFields, ['countryId', 'amountPerManDay', 'currency']);
export const foodAllowanceDetailProperties = {
  ...stored,
  countryId: integer,
  amountPerManDay: text,
  currency: text,
};
export const foodAllowanceRowProperties = { ...foodAllowanceDetailProperties, countryName: text };
export const FOOD_ALLOWANCE_FILTERS: Record<string, JsonSchema> = { countryIds: idListSchema };
