import type { BodyOf, JSONSchema, RequestOf } from '../schema/body-types';
import { idListSchema, idSchema, nullableIdSchema, versionSchema } from '../schema/common-schemas';
import { OTHER_MANDAY_NAME_MAX, WORKLOAD_BOUND_MAX } from './manday-config';
import { TripType } from './schedule-enums';

/**
 * The bodies of the rates and man-day rules behind allocation (workload matrix, other man-days, starting
 * ports, travel matrix, travel tariffs, food allowances), declared once: the server validates and
 * documents its kit resources with these schemas (server/src/modules/scheduling-config), and the types
 * below are read from them. Bounds are the storage's: the business limits (inspection service types, the
 * man-day maximum and step, money and currencies, travel time) are checked after, with translated messages.
 */

/** A resource's own search filters, as a caller sends them (the kit adds text, paging and sorting). */
type FiltersOf<Filters extends Record<string, JSONSchema>> = RequestOf<{
  type: 'object';
  additionalProperties: false;
  properties: Filters;
}>;

// --- Man-days -------------------------------------------------------------------------------------------

/** numeric(5, 2) holds up to 999.99. */
const manDays = { type: 'number', minimum: 0, maximum: 999 } as const;
const serviceType = { type: 'integer', minimum: 1, maximum: 99 } as const;
const count = { type: 'integer', minimum: 1, maximum: WORKLOAD_BOUND_MAX } as const;
const upperBound = { ...count, type: ['integer', 'null'] } as const;

/** Create (id and version optional, ignored) and update (both required) bodies of the given fields. */
function mandayBodies<
  const Fields extends Record<string, JSONSchema>,
  const Required extends readonly string[],
>(fields: Fields, required: Required) {
  const create = {
    type: 'object',
    additionalProperties: false,
    required,
    properties: { ...fields, id: nullableIdSchema, version: { ...versionSchema, type: ['integer', 'null'] } },
  } as const;
  const update = {
    type: 'object',
    additionalProperties: false,
    required: ['id', 'version', ...required],
    properties: { ...fields, id: idSchema, version: versionSchema },
  } as const;
  return { create, update };
}

export const workloadMatrixBodies = mandayBodies(
  {
    serviceType,
    /** Inclusive bounds; sampleSizeTo and productCountTo null mean "and above". */
    sampleSizeFrom: count,
    sampleSizeTo: upperBound,
    productCountFrom: count,
    productCountTo: upperBound,
    manDays,
  },
  ['serviceType', 'sampleSizeFrom', 'productCountFrom', 'manDays'],
);

export const WORKLOAD_MATRIX_FILTERS = { serviceTypes: idListSchema } as const;

export const otherMandayBodies = mandayBodies(
  {
    name: { type: 'string', maxLength: OTHER_MANDAY_NAME_MAX },
    /** Only this customer's bookings; null: every customer. */
    customerId: nullableIdSchema,
    /** Only this service type; null: every service type. */
    serviceType: { ...serviceType, type: ['integer', 'null'] },
    manDays,
    isActive: { type: 'boolean' },
  },
  ['name', 'manDays'],
);

export const OTHER_MANDAY_FILTERS = {
  customerIds: idListSchema,
  serviceTypes: idListSchema,
} as const;

// --- Travel rates ---------------------------------------------------------------------------------------

const tripTypeSchema = {
  type: 'integer',
  enum: [TripType.NoTrip, TripType.SingleTrip, TripType.DoubleTrip],
} as const;
/** Decimal text ("125.50"); its format and range are judged by the handler (translated messages). */
const moneySchema = {
  type: 'string',
  maxLength: 20,
  description: 'Decimal text, 2 places ("125.50")',
} as const;
/** Judged by the handler against the currency list (translated messages). */
const currencySchema = { type: 'string', maxLength: 10, description: 'ISO 4217 code' } as const;

const TRIP_TYPE_LIST = { type: ['array', 'null'], items: tripTypeSchema, maxItems: 3 } as const;

/** Create and update bodies of the stored fields (unknown fields are dropped). */
function travelRateBodies<
  const Fields extends Record<string, JSONSchema>,
  const Required extends readonly string[],
>(properties: Fields, required: Required) {
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

/** Where inspectors set out from: an office's city, a station or an airport. */
export const startingPortBodies = travelRateBodies(
  {
    name: { type: 'string', maxLength: 100 },
    /** The office whose QCs depart from here. */
    officeId: idSchema,
    countryId: idSchema,
    cityId: idSchema,
    isActive: { type: 'boolean', default: true },
  },
  ['name', 'officeId', 'countryId', 'cityId'],
);
export const STARTING_PORT_FILTERS = {
  officeIds: idListSchema,
  countryIds: idListSchema,
} as const;

/** A journey from a starting port to a factory's city. */
export const travelMatrixBodies = travelRateBodies(
  {
    startingPortId: idSchema,
    /** The destination city's country, kept for filtering. */
    countryId: idSchema,
    cityId: idSchema,
    tripType: tripTypeSchema,
    // Shape only: the handler judges 0 to 72 in tenths, in the request's language.
    travelTimeHours: { type: 'number', minimum: -9999, maximum: 9999 },
    /** SingleTrip: the same-day return ticket; DoubleTrip: one single ticket (counted twice); NoTrip: 0. */
    ticketCost: moneySchema,
    currency: currencySchema,
  },
  ['startingPortId', 'countryId', 'cityId', 'tripType', 'travelTimeHours', 'ticketCost', 'currency'],
);
export const TRAVEL_MATRIX_FILTERS = {
  startingPortIds: idListSchema,
  countryIds: idListSchema,
  tripTypes: TRIP_TYPE_LIST,
} as const;

/** What a trip type costs on top of tickets in a destination country (accommodation, local transport). */
export const travelTariffBodies = travelRateBodies(
  { countryId: idSchema, tripType: tripTypeSchema, amount: moneySchema, currency: currencySchema },
  ['countryId', 'tripType', 'amount', 'currency'],
);
export const TRAVEL_TARIFF_FILTERS = {
  countryIds: idListSchema,
  tripTypes: TRIP_TYPE_LIST,
} as const;

/** A QC's meal allowance per man-day worked in a country. */
export const foodAllowanceBodies = travelRateBodies(
  { countryId: idSchema, amountPerManDay: moneySchema, currency: currencySchema },
  ['countryId', 'amountPerManDay', 'currency'],
);
export const FOOD_ALLOWANCE_FILTERS = { countryIds: idListSchema } as const;

export type WorkloadMatrixCreate = BodyOf<typeof workloadMatrixBodies.create>;
export type WorkloadMatrixFilter = FiltersOf<typeof WORKLOAD_MATRIX_FILTERS>;
export type OtherMandayCreate = BodyOf<typeof otherMandayBodies.create>;
export type OtherMandayFilter = FiltersOf<typeof OTHER_MANDAY_FILTERS>;
export type StartingPortCreate = BodyOf<typeof startingPortBodies.create>;
export type StartingPortFilter = FiltersOf<typeof STARTING_PORT_FILTERS>;
export type TravelMatrixCreate = BodyOf<typeof travelMatrixBodies.create>;
export type TravelMatrixFilter = FiltersOf<typeof TRAVEL_MATRIX_FILTERS>;
export type TravelTariffCreate = BodyOf<typeof travelTariffBodies.create>;
export type TravelTariffFilter = FiltersOf<typeof TRAVEL_TARIFF_FILTERS>;
export type FoodAllowanceCreate = BodyOf<typeof foodAllowanceBodies.create>;
export type FoodAllowanceFilter = FiltersOf<typeof FOOD_ALLOWANCE_FILTERS>;
