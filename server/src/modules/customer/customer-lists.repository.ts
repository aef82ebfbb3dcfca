import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  countries,
  customerAddresses,
  customerEntities,
  customerGeneralInstructions,
  customerPaymentTerms,
  customerPriceCategories,
  customers,
  customerSeasonConfigs,
  customerSisterCompanies,
  entities,
} from '../../db/schema';
import type { ResourceScope } from '../kit/resource-definition';
import { customerScopeCondition } from './customer-scope';
import { customerPriceList } from './customer.repository';

/**
 * The lists of one customer the screens read by customer id (GET {path}/{id}). The caller checks the
 * customer is in scope first; only the sister companies narrow again (they are customers themselves).
 */

/** The customer card (name, codes, contact, country); undefined when missing or outside the scope. */
export async function customerCard(db: Db, id: number, scope: ResourceScope) {
  const [data] = await db
    .select({
      id: customers.id,
      name: customers.name,
      code: customers.code,
      glCode: customers.glCode,
      email: customers.email,
      phone: customers.phone,
      website: customers.website,
      countryId: customers.countryId,
      countryName: countries.name,
    })
    .from(customers)
    .leftJoin(countries, eq(countries.id, customers.countryId))
    .where(and(eq(customers.id, id), customerScopeCondition(scope)));
  return data;
}

/** The customer's price categories by name. */
export function customerPriceCategoryList(db: Db, customerId: number) {
  return db
    .select({ id: customerPriceCategories.id, name: customerPriceCategories.name })
    .from(customerPriceCategories)
    .where(eq(customerPriceCategories.customerId, customerId))
    .orderBy(asc(customerPriceCategories.name));
}

/** The customer's addresses, the default first. */
export function customerAddressList(db: Db, customerId: number) {
  return db
    .select({
      id: customerAddresses.id,
      addressTypeId: customerAddresses.addressTypeId,
      address: customerAddresses.address,
      zipCode: customerAddresses.zipCode,
      countryId: customerAddresses.countryId,
      countryName: countries.name,
      provinceId: customerAddresses.provinceId,
      cityId: customerAddresses.cityId,
      isDefault: customerAddresses.isDefault,
    })
    .from(customerAddresses)
    .leftJoin(countries, eq(countries.id, customerAddresses.countryId))
    .where(eq(customerAddresses.customerId, customerId))
    .orderBy(sql`${customerAddresses.isDefault} desc`, asc(customerAddresses.id));
}

/** The customer's price lines, the unit price as a number (the column is numeric, read as text). */
export async function customerPriceLines(db: Db, customerId: number) {
  return (await customerPriceList(db, customerId)).map((row) => ({
    ...row,
    unitPrice: Number(row.unitPrice),
  }));
}

/** The customer's seasons by start date. */
export function customerSeasonList(db: Db, customerId: number) {
  return db
    .select({
      id: customerSeasonConfigs.id,
      name: customerSeasonConfigs.name,
      startDate: customerSeasonConfigs.startDate,
      endDate: customerSeasonConfigs.endDate,
      isDefault: customerSeasonConfigs.isDefault,
    })
    .from(customerSeasonConfigs)
    .where(eq(customerSeasonConfigs.customerId, customerId))
    .orderBy(asc(customerSeasonConfigs.startDate));
}

/** The entities the customer is visible in. */
export function customerEntityList(db: Db, customerId: number) {
  return db
    .select({ id: entities.id, name: entities.name })
    .from(customerEntities)
    .innerJoin(entities, eq(entities.id, customerEntities.entityId))
    .where(eq(customerEntities.customerId, customerId))
    .orderBy(asc(entities.id));
}

/** The customer's sister companies the caller may see, by name. */
export function customerSisterList(db: Db, customerId: number, scope: ResourceScope) {
  return (
    db
      .select({ id: customers.id, name: customers.name })
      .from(customerSisterCompanies)
      .innerJoin(customers, eq(customers.id, customerSisterCompanies.sisterCustomerId))
      // A sister outside the caller's scope stays hidden (a customer user sees only itself).
      .where(and(eq(customerSisterCompanies.customerId, customerId), customerScopeCondition(scope)))
      .orderBy(asc(customers.name))
  );
}

/** The customer's general instructions in the order they were saved. */
export function customerInstructionList(db: Db, customerId: number) {
  return db
    .select({
      id: customerGeneralInstructions.id,
      serviceId: customerGeneralInstructions.serviceId,
      instruction: customerGeneralInstructions.instruction,
    })
    .from(customerGeneralInstructions)
    .where(eq(customerGeneralInstructions.customerId, customerId))
    .orderBy(asc(customerGeneralInstructions.id));
}

/** The customer's payment terms in the order they were saved. */
export function customerPaymentTermList(db: Db, customerId: number) {
  return db
    .select({
      id: customerPaymentTerms.id,
      serviceId: customerPaymentTerms.serviceId,
      days: customerPaymentTerms.days,
      description: customerPaymentTerms.description,
    })
    .from(customerPaymentTerms)
    .where(eq(customerPaymentTerms.customerId, customerId))
    .orderBy(asc(customerPaymentTerms.id));
}
