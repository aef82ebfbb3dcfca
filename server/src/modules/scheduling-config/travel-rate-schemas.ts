/**
 * JSON schemas of the travel-rate rows and details (response shapes, OpenAPI); their bodies and filters are
 * packages/domain's scheduling-config-schemas.ts.
 */
const text = { type: 'string' } as const;
const integer = { type: 'integer' } as const;

const stored = { id: integer, version: integer } as const;

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
export const travelTariffDetailProperties = {
  ...stored,
  countryId: integer,
  tripType: integer,
  amount: text,
  currency: text,
};
export const travelTariffRowProperties = { ...travelTariffDetailProperties, countryName: text };
export const foodAllowanceDetailProperties = {
  ...stored,
  countryId: integer,
  amountPerManDay: text,
  currency: text,
};
export const foodAllowanceRowProperties = { ...foodAllowanceDetailProperties, countryName: text };
