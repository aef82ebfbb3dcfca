import { and, eq, inArray, ne, sql, type SQL } from 'drizzle-orm';
import { CustomerSaveResult, UserType, type CustomerDetail, type CustomerSave } from '@portal/domain';
import type { Db } from '../../db/client';
import {
  customerAddresses,
  customerBrands,
  customerEntities,
  customerGeneralInstructions,
  customerKams,
  customerPaymentTerms,
  customerPriceCategories,
  customerPriceData,
  customers,
  customerSeasonConfigs,
  customerSisterCompanies,
  customerSkills,
  userEntities,
  users,
} from '../../db/schema';
import type { ResourceScope } from '../kit/resource-definition';
import { customerScopeCondition } from './customer-scope';
import { customerBrandList, getCustomer } from './customer.repository';

/** The customer's writes: the save of the whole form (the record and every list) and the soft delete. */

export type CustomerWriteOutcome =
  | { result: CustomerSaveResult.Success; data: CustomerDetail }
  | { result: 'conflict'; current: CustomerDetail }
  | { result: Exclude<CustomerSaveResult, CustomerSaveResult.Success> };

const lower = (value: string) => value.trim().toLowerCase();
const blankToNull = (value: string | null | undefined) => (value && value.trim() ? value.trim() : null);

/** Duplicate name, GL code and email among the live customers (every entity: one customer, one name). */
type Refusal = Exclude<CustomerSaveResult, CustomerSaveResult.Success>;

async function duplicateCode(tx: Db, body: CustomerSave): Promise<Refusal | null> {
  const others = (column: SQL) =>
    and(ne(customers.id, body.id || 0), sql`${customers.deletedAt} is null`, column);
  const exists = async (where: SQL | undefined) =>
    (await tx.select({ id: customers.id }).from(customers).where(where).limit(1)).length > 0;
  if (await exists(others(sql`lower(${customers.name}) = ${lower(body.name)}`)))
    return CustomerSaveResult.DuplicateCustomerNameFound;
  const glCode = blankToNull(body.glCode);
  if (glCode && (await exists(others(sql`lower(${customers.glCode}) = ${lower(glCode)}`))))
    return CustomerSaveResult.DuplicateGLCodeFound;
  const email = blankToNull(body.email);
  if (email && (await exists(others(sql`lower(${customers.email}) = ${lower(email)}`))))
    return CustomerSaveResult.DuplicateEmailFound;
  return null;
}

/**
 * Entities that cannot leave the list: the one the caller works in (the customer would vanish from
 * their own screens), and any entity where a user linked to the customer still works.
 */
async function entitiesInUse(tx: Db, customerId: number, removed: number[], scope: ResourceScope) {
  if (!removed.length) return false;
  if (removed.includes(scope.entityId)) return true;
  const [used] = await tx
    .select({ userId: users.id })
    .from(users)
    .innerJoin(userEntities, eq(userEntities.userId, users.id))
    .where(and(eq(users.customerId, customerId), inArray(userEntities.entityId, removed)))
    .limit(1);
  return used !== undefined;
}

/** Create (id 0) or update at the loaded version; one transaction, the caller opens it. */
export async function saveCustomer(
  tx: Db,
  body: CustomerSave,
  scope: ResourceScope,
): Promise<CustomerWriteOutcome> {
  const brands = body.brands.filter((brand) => brand.name.trim() !== '');
  if (brands.length === 0) return { result: CustomerSaveResult.CustomerOneBrandRequired };
  const entityIds = [...new Set(body.entityIds.length ? body.entityIds : [scope.entityId])];
  if (!entityIds.includes(scope.entityId) && !body.id) entityIds.push(scope.entityId);

  let existingEntities: number[] = [];
  if (body.id) {
    const [current] = await tx
      .select({ id: customers.id, version: customers.version })
      .from(customers)
      .where(and(eq(customers.id, body.id), customerScopeCondition(scope)))
      .for('update');
    if (!current) return { result: CustomerSaveResult.CustomerIsNotFound };
    if (current.version !== body.version) {
      const latest = await getCustomer(tx, body.id, scope);
      return latest
        ? { result: 'conflict', current: latest }
        : { result: CustomerSaveResult.CustomerIsNotFound };
    }
    existingEntities = (
      await tx
        .select({ id: customerEntities.entityId })
        .from(customerEntities)
        .where(eq(customerEntities.customerId, body.id))
    ).map((row) => row.id);
    const removed = existingEntities.filter((id) => !entityIds.includes(id));
    if (await entitiesInUse(tx, body.id, removed, scope))
      return { result: CustomerSaveResult.CustomerEntiyNotRemoved };
  }
  const duplicate = await duplicateCode(tx, body);
  if (duplicate) return { result: duplicate };

  const values = {
    name: body.name.trim(),
    code: blankToNull(body.code),
    glCode: blankToNull(body.glCode),
    email: blankToNull(body.email),
    phone: blankToNull(body.phone),
    website: blankToNull(body.website),
    countryId: body.countryId,
    statusId: body.statusId,
    categoryId: body.categoryId,
    complexityId: body.complexityId,
    groupId: body.groupId,
    languageId: body.languageId,
    prospectStatusId: body.prospectStatusId,
    marketSegmentId: body.marketSegmentId,
    businessTypeId: body.businessTypeId,
    invoiceTypeId: body.invoiceTypeId,
    activitiesLevelId: body.activitiesLevelId,
    relationshipStatusId: body.relationshipStatusId,
    brandPriorityId: body.brandPriorityId,
    leadSourceId: body.leadSourceId,
    accountingLeaderId: body.accountingLeaderId,
    salesInChargeId: body.salesInChargeId,
    customFilterDays: body.customFilterDays,
    comments: blankToNull(body.comments),
    downloadInspectionReport: body.downloadInspectionReport,
    needsInspectionCertificate: body.needsInspectionCertificate,
  };
  let id = body.id;
  if (id) {
    await tx
      .update(customers)
      .set({ ...values, version: sql`${customers.version} + 1`, updatedAt: new Date() })
      .where(eq(customers.id, id));
  } else {
    const [created] = await tx
      .insert(customers)
      .values({ ...values, entityId: scope.entityId })
      .returning({ id: customers.id });
    id = created!.id;
  }
  await replaceLists(tx, id, body, entityIds, brands);
  const saved = await getCustomer(tx, id, scope);
  return saved
    ? { result: CustomerSaveResult.Success, data: saved }
    : { result: CustomerSaveResult.CustomerIsNotSaved };
}

async function replaceLists(
  tx: Db,
  id: number,
  body: CustomerSave,
  entityIds: number[],
  brands: CustomerSave['brands'],
) {
  await tx.delete(customerEntities).where(eq(customerEntities.customerId, id));
  await tx.insert(customerEntities).values(entityIds.map((entityId) => ({ customerId: id, entityId })));

  await tx.delete(customerSkills).where(eq(customerSkills.customerId, id));
  const skillIds = [...new Set(body.skillIds)];
  if (skillIds.length)
    await tx.insert(customerSkills).values(skillIds.map((skillId) => ({ customerId: id, skillId })));

  await tx.delete(customerKams).where(eq(customerKams.customerId, id));
  const kamIds = [...new Set(body.kamIds)];
  if (kamIds.length)
    await tx
      .insert(customerKams)
      .values(kamIds.map((userId, index) => ({ customerId: id, userId, isPrimary: index === 0 })));

  await tx.delete(customerSisterCompanies).where(eq(customerSisterCompanies.customerId, id));
  const sisters = [...new Set(body.sisterCompanyIds)].filter((sister) => sister !== id);
  if (sisters.length)
    await tx
      .insert(customerSisterCompanies)
      .values(sisters.map((sisterCustomerId) => ({ customerId: id, sisterCustomerId })));

  // Brands keep their ids (other records point at them); the ones left out are deleted.
  const existing = await customerBrandList(tx, id);
  const kept = new Set<number>();
  for (const brand of brands) {
    const match = existing.find(
      (row) => (brand.id && row.id === brand.id) || lower(row.name) === lower(brand.name),
    );
    if (match && !kept.has(match.id)) {
      kept.add(match.id);
      await tx
        .update(customerBrands)
        .set({
          name: brand.name.trim(),
          active: brand.active,
          version: sql`${customerBrands.version} + 1`,
          updatedAt: new Date(),
        })
        .where(eq(customerBrands.id, match.id));
    } else {
      const [created] = await tx
        .insert(customerBrands)
        .values({ customerId: id, name: brand.name.trim(), active: brand.active })
        .returning({ id: customerBrands.id });
      kept.add(created!.id);
    }
  }
  const gone = existing.filter((row) => !kept.has(row.id)).map((row) => row.id);
  if (gone.length) await tx.delete(customerBrands).where(inArray(customerBrands.id, gone));

  await tx.delete(customerAddresses).where(eq(customerAddresses.customerId, id));
  const addresses = body.addresses.filter((a) => a.address.trim() !== '' && a.countryId);
  const defaultIndex = Math.max(
    0,
    addresses.findIndex((a) => a.isDefault),
  );
  if (addresses.length)
    await tx.insert(customerAddresses).values(
      addresses.map((a, index) => ({
        customerId: id,
        addressTypeId: a.addressTypeId,
        address: a.address.trim(),
        zipCode: blankToNull(a.zipCode),
        countryId: a.countryId!,
        provinceId: a.provinceId,
        cityId: a.cityId,
        isDefault: index === defaultIndex,
      })),
    );

  await tx.delete(customerGeneralInstructions).where(eq(customerGeneralInstructions.customerId, id));
  const instructions = body.generalInstructions.filter((i) => i.instruction.trim() !== '');
  if (instructions.length)
    await tx.insert(customerGeneralInstructions).values(
      instructions.map((i) => ({
        customerId: id,
        serviceId: i.serviceId,
        instruction: i.instruction.trim(),
      })),
    );

  await tx.delete(customerPaymentTerms).where(eq(customerPaymentTerms.customerId, id));
  const terms = body.paymentTerms.filter((t) => t.days !== null);
  if (terms.length)
    await tx.insert(customerPaymentTerms).values(
      terms.map((t) => ({
        customerId: id,
        serviceId: t.serviceId,
        days: t.days!,
        description: blankToNull(t.description),
      })),
    );

  await tx.delete(customerSeasonConfigs).where(eq(customerSeasonConfigs.customerId, id));
  const seasons = body.seasons.filter((s) => s.name.trim() !== '');
  if (seasons.length)
    await tx.insert(customerSeasonConfigs).values(
      seasons.map((s) => ({
        customerId: id,
        name: s.name.trim(),
        startDate: s.startDate,
        endDate: s.endDate,
        isDefault: s.isDefault,
      })),
    );

  await tx.delete(customerPriceData).where(eq(customerPriceData.customerId, id));
  await tx.delete(customerPriceCategories).where(eq(customerPriceCategories.customerId, id));
  const prices = body.priceData.filter((p) => p.serviceId && p.priceType && p.unitPrice !== null);
  const categoryNames = [
    ...new Map(
      prices
        .map((p) => blankToNull(p.category))
        .filter((name): name is string => name !== null)
        .map((name) => [name.toLowerCase(), name]),
    ).values(),
  ];
  const categoryIds = new Map<string, number>();
  if (categoryNames.length) {
    const created = await tx
      .insert(customerPriceCategories)
      .values(categoryNames.map((name) => ({ customerId: id, name })))
      .returning({ id: customerPriceCategories.id, name: customerPriceCategories.name });
    for (const row of created) categoryIds.set(row.name.toLowerCase(), row.id);
  }
  if (prices.length)
    await tx.insert(customerPriceData).values(
      prices.map((p) => ({
        customerId: id,
        priceCategoryId: categoryIds.get(blankToNull(p.category)?.toLowerCase() ?? '') ?? null,
        serviceId: p.serviceId!,
        priceType: p.priceType!,
        unitPrice: String(p.unitPrice),
        currency: p.currency.trim().toUpperCase() || 'USD',
      })),
    );
}

/**
 * Soft delete: the row stays (bookings and accounts point at it) but leaves every list. Refused
 * (CustomerExists: still in use) while active user accounts are linked to the customer.
 */
export async function deleteCustomer(tx: Db, id: number, scope: ResourceScope): Promise<CustomerSaveResult> {
  const [current] = await tx
    .select({ id: customers.id })
    .from(customers)
    .where(and(eq(customers.id, id), customerScopeCondition(scope)))
    .for('update');
  if (!current) return CustomerSaveResult.CustomerIsNotFound;
  const [linked] = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.customerId, id), eq(users.isActive, true), eq(users.userType, UserType.Customer)))
    .limit(1);
  if (linked) return CustomerSaveResult.CustomerExists;
  await tx
    .update(customers)
    .set({
      isActive: false,
      deletedAt: new Date(),
      version: sql`${customers.version} + 1`,
      updatedAt: new Date(),
    })
    .where(eq(customers.id, id));
  return CustomerSaveResult.Success;
}
