import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { CustomerDetail, CustomerRow, CustomerSearchRequest } from '@portal/domain';
import type { Db } from '../../db/client';
import {
  countries,
  customerAddresses,
  customerBrands,
  customerEntities,
  customerGeneralInstructions,
  customerKams,
  customerLookups,
  customerPaymentTerms,
  customerPriceCategories,
  customerPriceData,
  customers,
  customerSeasonConfigs,
  customerSisterCompanies,
  customerSkills,
  entities,
  users,
} from '../../db/schema';
import type { SearchQuery } from '../../lib/search/search-runner';
import { allOf, idIn, orderBy, textMatches } from '../../lib/search/sql-filters';
import type { ResourceScope } from '../kit/resource-definition';
import { customerScopeCondition } from './customer-scope';

export type CustomerFilter = Pick<
  CustomerSearchRequest,
  'statusIds' | 'countryIds' | 'groupIds' | 'kamIds' | 'categoryIds' | 'isDownloadInspectionReportVisible'
>;
export type CustomerQuery = SearchQuery<Partial<CustomerFilter>>;

const lookupName = (column: SQL | typeof customers.statusId) =>
  sql<
    string | null
  >`(select ${customerLookups.name} from ${customerLookups} where ${customerLookups.id} = ${column})`;

const kamNames = sql<
  string | null
>`(select string_agg(${users.fullName}, ', ' order by ${customerKams.isPrimary} desc, ${users.fullName}) from ${customerKams} join ${users} on ${users.id} = ${customerKams.userId} where ${customerKams.customerId} = ${customers.id})`;
const brandNames = sql<
  string | null
>`(select string_agg(${customerBrands.name}, ', ' order by lower(${customerBrands.name})) from ${customerBrands} where ${customerBrands.customerId} = ${customers.id} and ${customerBrands.active})`;
const entityNames = sql<
  string | null
>`(select string_agg(${entities.shortName}, ', ' order by ${entities.id}) from ${customerEntities} join ${entities} on ${entities.id} = ${customerEntities.entityId} where ${customerEntities.customerId} = ${customers.id})`;

const rowFields = {
  id: customers.id,
  name: customers.name,
  code: customers.code,
  glCode: customers.glCode,
  email: customers.email,
  countryName: countries.name,
  statusName: lookupName(sql`${customers.statusId}`),
  groupName: lookupName(sql`${customers.groupId}`),
  kamNames,
  brandNames,
  entityNames,
};

const SORT_COLUMNS: Record<string, SQL> = {
  name: sql`${customers.name}`,
  code: sql`${customers.code}`,
  glCode: sql`${customers.glCode}`,
  email: sql`${customers.email}`,
  countryName: sql`${countries.name}`,
  statusName: lookupName(sql`${customers.statusId}`),
  groupName: lookupName(sql`${customers.groupId}`),
};
const TEXT_SORTS = Object.keys(SORT_COLUMNS);

function condition(query: CustomerQuery, scope: ResourceScope): SQL | undefined {
  const { filter } = query;
  return allOf(
    customerScopeCondition(scope),
    textMatches(query.searchText, [customers.name, customers.code, customers.glCode, customers.email]),
    idIn(customers.id, query.idList),
    idIn(customers.statusId, filter.statusIds),
    idIn(customers.countryId, filter.countryIds),
    idIn(customers.groupId, filter.groupIds),
    idIn(customers.categoryId, filter.categoryIds),
    // Only true narrows: false or absent means "whatever the flag".
    filter.isDownloadInspectionReportVisible ? eq(customers.downloadInspectionReport, true) : undefined,
    filter.kamIds?.length
      ? sql`exists (select 1 from ${customerKams} where ${customerKams.customerId} = ${customers.id} and ${inArray(customerKams.userId, filter.kamIds)})`
      : undefined,
  );
}

export async function customerPage(
  db: Db,
  query: CustomerQuery,
  scope: ResourceScope,
): Promise<CustomerRow[]> {
  let paged = db
    .select(rowFields)
    .from(customers)
    .leftJoin(countries, eq(countries.id, customers.countryId))
    .where(condition(query, scope))
    .orderBy(...orderBy(query.sort, SORT_COLUMNS, customers.id, TEXT_SORTS))
    .offset(query.skip)
    .$dynamic();
  if (query.take !== null) paged = paged.limit(query.take);
  return paged;
}

export async function customerCount(db: Db, query: CustomerQuery, scope: ResourceScope): Promise<number> {
  const [row] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(customers)
    .where(condition(query, scope));
  return row?.total ?? 0;
}

/** The customer with every list the edit form shows; null when missing or outside the caller's scope. */
export async function getCustomer(db: Db, id: number, scope: ResourceScope): Promise<CustomerDetail | null> {
  const [row] = await db
    .select({ customer: customers, countryName: countries.name })
    .from(customers)
    .leftJoin(countries, eq(countries.id, customers.countryId))
    .where(and(eq(customers.id, id), customerScopeCondition(scope)));
  if (!row) return null;
  const c = row.customer;
  const [skills, kams, entityRows, sisters, brands, addresses, instructions, terms, seasons, prices] =
    await Promise.all([
      db.select({ id: customerSkills.skillId }).from(customerSkills).where(eq(customerSkills.customerId, id)),
      db
        .select({ id: customerKams.userId })
        .from(customerKams)
        .where(eq(customerKams.customerId, id))
        .orderBy(sql`${customerKams.isPrimary} desc`, asc(customerKams.userId)),
      db
        .select({ id: customerEntities.entityId })
        .from(customerEntities)
        .where(eq(customerEntities.customerId, id))
        .orderBy(asc(customerEntities.entityId)),
      db
        .select({ id: customers.id, name: customers.name })
        .from(customerSisterCompanies)
        .innerJoin(customers, eq(customers.id, customerSisterCompanies.sisterCustomerId))
        .where(eq(customerSisterCompanies.customerId, id))
        .orderBy(asc(customers.name)),
      customerBrandList(db, id),
      db
        .select()
        .from(customerAddresses)
        .where(eq(customerAddresses.customerId, id))
        .orderBy(asc(customerAddresses.id)),
      db
        .select()
        .from(customerGeneralInstructions)
        .where(eq(customerGeneralInstructions.customerId, id))
        .orderBy(asc(customerGeneralInstructions.id)),
      db
        .select()
        .from(customerPaymentTerms)
        .where(eq(customerPaymentTerms.customerId, id))
        .orderBy(asc(customerPaymentTerms.id)),
      db
        .select()
        .from(customerSeasonConfigs)
        .where(eq(customerSeasonConfigs.customerId, id))
        .orderBy(asc(customerSeasonConfigs.startDate)),
      customerPriceList(db, id),
    ]);
  return {
    id: c.id,
    version: c.version,
    entityId: c.entityId,
    name: c.name,
    code: c.code,
    glCode: c.glCode,
    email: c.email,
    phone: c.phone,
    website: c.website,
    countryId: c.countryId,
    countryName: row.countryName,
    statusId: c.statusId,
    categoryId: c.categoryId,
    complexityId: c.complexityId,
    groupId: c.groupId,
    languageId: c.languageId,
    prospectStatusId: c.prospectStatusId,
    marketSegmentId: c.marketSegmentId,
    businessTypeId: c.businessTypeId,
    invoiceTypeId: c.invoiceTypeId,
    activitiesLevelId: c.activitiesLevelId,
    relationshipStatusId: c.relationshipStatusId,
    brandPriorityId: c.brandPriorityId,
    leadSourceId: c.leadSourceId,
    accountingLeaderId: c.accountingLeaderId,
    salesInChargeId: c.salesInChargeId,
    customFilterDays: c.customFilterDays,
    comments: c.comments,
    downloadInspectionReport: c.downloadInspectionReport,
    needsInspectionCertificate: c.needsInspectionCertificate,
    skillIds: skills.map((s) => s.id).sort((a, b) => a - b),
    kamIds: kams.map((k) => k.id),
    entityIds: entityRows.map((e) => e.id),
    sisterCompanyIds: sisters.map((s) => s.id),
    sisterCompanies: sisters,
    brands: brands.map((b) => ({ id: b.id, name: b.name, active: b.active })),
    addresses: addresses.map((a) => ({
      id: a.id,
      addressTypeId: a.addressTypeId,
      address: a.address,
      zipCode: a.zipCode,
      countryId: a.countryId,
      provinceId: a.provinceId,
      cityId: a.cityId,
      isDefault: a.isDefault,
    })),
    generalInstructions: instructions.map((i) => ({ serviceId: i.serviceId, instruction: i.instruction })),
    paymentTerms: terms.map((t) => ({ serviceId: t.serviceId, days: t.days, description: t.description })),
    seasons: seasons.map((s) => ({
      name: s.name,
      startDate: s.startDate,
      endDate: s.endDate,
      isDefault: s.isDefault,
    })),
    priceData: prices.map((p) => ({
      category: p.category,
      serviceId: p.serviceId,
      priceType: p.priceType,
      unitPrice: Number(p.unitPrice),
      currency: p.currency,
    })),
  };
}

export function customerBrandList(db: Db, customerId: number) {
  return db
    .select({ id: customerBrands.id, name: customerBrands.name, active: customerBrands.active })
    .from(customerBrands)
    .where(eq(customerBrands.customerId, customerId))
    .orderBy(sql`lower(${customerBrands.name})`);
}

export function customerPriceList(db: Db, customerId: number) {
  return db
    .select({
      id: customerPriceData.id,
      category: customerPriceCategories.name,
      priceCategoryId: customerPriceData.priceCategoryId,
      serviceId: customerPriceData.serviceId,
      priceType: customerPriceData.priceType,
      unitPrice: customerPriceData.unitPrice,
      currency: customerPriceData.currency,
    })
    .from(customerPriceData)
    .leftJoin(customerPriceCategories, eq(customerPriceCategories.id, customerPriceData.priceCategoryId))
    .where(eq(customerPriceData.customerId, customerId))
    .orderBy(asc(customerPriceData.id));
}
