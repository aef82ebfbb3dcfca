/** The supplier answers' schemas (the bodies are packages/domain's supplier/supplier-schemas.ts). */
import { supplierAddressSchema, supplierContactSchema } from '@portal/domain/src/schemas';
import type { JsonSchema } from '../../lib/search/search-schemas';

export const supplierRowProperties: Record<string, JsonSchema> = {
  key: { type: 'string' },
  id: { type: 'integer' },
  typeId: { type: 'integer', description: 'Supplier 1, Factory 2' },
  name: { type: 'string' },
  localName: { type: ['string', 'null'] },
  code: { type: ['string', 'null'] },
  countryId: { type: ['integer', 'null'] },
  countryName: { type: ['string', 'null'] },
  cityName: { type: ['string', 'null'] },
  linkedNames: { type: ['string', 'null'] },
  linkedCount: { type: 'integer' },
  active: { type: 'boolean' },
};

const item = { type: 'object', properties: { id: { type: 'integer' }, name: { type: 'string' } } } as const;

export const supplierDetailProperties: Record<string, JsonSchema> = {
  id: { type: 'integer' },
  typeId: { type: 'integer' },
  name: { type: 'string' },
  localName: { type: ['string', 'null'] },
  code: { type: ['string', 'null'] },
  legalName: { type: ['string', 'null'] },
  countryId: { type: 'integer' },
  active: { type: 'boolean' },
  addresses: { type: 'array', items: supplierAddressSchema },
  contacts: { type: 'array', items: supplierContactSchema },
  customerIds: { type: 'array', items: { type: 'integer' } },
  serviceIds: { type: 'array', items: { type: 'integer' } },
  linkedIds: { type: 'array', items: { type: 'integer' } },
  linked: { type: 'array', items: item },
  customers: { type: 'array', items: item },
  version: { type: 'integer' },
};
