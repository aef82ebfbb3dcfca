import type { CustomerDetail, CustomerSave } from '@portal/domain';

/** The edit form's values: texts as strings ('' for none), selects as ids or null, lists as rows. */
export interface CustomerValues {
  id: number | null;
  name: string;
  code: string;
  glCode: string;
  email: string;
  phone: string;
  website: string;
  countryId: number | null;
  statusId: number | null;
  categoryId: number | null;
  complexityId: number | null;
  groupId: number | null;
  languageId: number | null;
  prospectStatusId: number | null;
  marketSegmentId: number | null;
  businessTypeId: number | null;
  invoiceTypeId: number | null;
  activitiesLevelId: number | null;
  relationshipStatusId: number | null;
  brandPriorityId: number | null;
  leadSourceId: number | null;
  accountingLeaderId: number | null;
  salesInChargeId: number | null;
  customFilterDays: number | null;
  comments: string;
  downloadInspectionReport: boolean;
  needsInspectionCertificate: boolean;
  skillIds: number[];
  kamIds: number[];
  entityIds: number[];
  sisterCompanyIds: number[];
  brands: { id: number | null; name: string; active: boolean }[];
  addresses: {
    id: number | null;
    addressTypeId: number | null;
    address: string;
    zipCode: string;
    countryId: number | null;
    provinceId: number | null;
    cityId: number | null;
    isDefault: boolean;
  }[];
  generalInstructions: { serviceId: number | null; instruction: string }[];
  paymentTerms: { serviceId: number | null; days: number | null; description: string }[];
  seasons: { name: string; startDate: string; endDate: string; isDefault: boolean }[];
  priceData: {
    category: string;
    serviceId: number | null;
    priceType: number | null;
    unitPrice: string;
    currency: string;
  }[];
}

export const emptyBrand = () => ({ id: null, name: '', active: true });
export const emptyAddress = (countryId: number | null = null) => ({
  id: null,
  addressTypeId: null,
  address: '',
  zipCode: '',
  countryId,
  provinceId: null,
  cityId: null,
  isDefault: false,
});

/** A new customer: one empty brand row (a customer needs one) and the entity the user works in. */
export function emptyCustomerValues(entityId: number | null): CustomerValues {
  return {
    id: null,
    name: '',
    code: '',
    glCode: '',
    email: '',
    phone: '',
    website: '',
    countryId: null,
    statusId: null,
    categoryId: null,
    complexityId: null,
    groupId: null,
    languageId: null,
    prospectStatusId: null,
    marketSegmentId: null,
    businessTypeId: null,
    invoiceTypeId: null,
    activitiesLevelId: null,
    relationshipStatusId: null,
    brandPriorityId: null,
    leadSourceId: null,
    accountingLeaderId: null,
    salesInChargeId: null,
    customFilterDays: null,
    comments: '',
    // The table's defaults: customers download their reports, certificates only when asked for.
    downloadInspectionReport: true,
    needsInspectionCertificate: false,
    skillIds: [],
    kamIds: [],
    entityIds: entityId ? [entityId] : [],
    sisterCompanyIds: [],
    brands: [emptyBrand()],
    addresses: [],
    generalInstructions: [],
    paymentTerms: [],
    seasons: [],
    priceData: [],
  };
}

const s = (value: string | null | undefined) => value ?? '';

export function customerToValues(record: CustomerDetail): CustomerValues {
  return {
    ...record,
    code: s(record.code),
    glCode: s(record.glCode),
    email: s(record.email),
    phone: s(record.phone),
    website: s(record.website),
    comments: s(record.comments),
    brands: record.brands.map((b) => ({ id: b.id ?? null, name: b.name, active: b.active })),
    addresses: record.addresses.map((a) => ({ ...a, id: a.id ?? null, zipCode: s(a.zipCode) })),
    generalInstructions: record.generalInstructions.map((i) => ({ ...i })),
    paymentTerms: record.paymentTerms.map((t) => ({ ...t, description: s(t.description) })),
    seasons: record.seasons.map((x) => ({ ...x })),
    priceData: record.priceData.map((p) => ({
      ...p,
      category: s(p.category),
      unitPrice: p.unitPrice === null ? '' : String(p.unitPrice),
    })),
  };
}

const text = (value: string) => (value.trim() ? value.trim() : null);

type PriceType = NonNullable<CustomerSave['priceData'][number]['priceType']>;
const PRICE_TYPES: readonly number[] = [1, 2, 3, 4] satisfies PriceType[];
/** A price line needs one of the save's price types (the form's select offers no other). */
const isPriceType = (value: number | null): value is PriceType =>
  value !== null && PRICE_TYPES.includes(value);

/** The save body: blank texts become null, blank rows are left out, a price is a number. */
export function customerToBody(values: CustomerValues): CustomerSave {
  const price = (value: string) => {
    const parsed = Number(value.replace(',', '.'));
    return value.trim() === '' || Number.isNaN(parsed) ? null : parsed;
  };
  return {
    id: values.id ?? 0,
    version: 0,
    name: values.name.trim(),
    code: text(values.code),
    glCode: text(values.glCode),
    email: text(values.email),
    phone: text(values.phone),
    website: text(values.website),
    countryId: values.countryId,
    statusId: values.statusId,
    categoryId: values.categoryId,
    complexityId: values.complexityId,
    groupId: values.groupId,
    languageId: values.languageId,
    prospectStatusId: values.prospectStatusId,
    marketSegmentId: values.marketSegmentId,
    businessTypeId: values.businessTypeId,
    invoiceTypeId: values.invoiceTypeId,
    activitiesLevelId: values.activitiesLevelId,
    relationshipStatusId: values.relationshipStatusId,
    brandPriorityId: values.brandPriorityId,
    leadSourceId: values.leadSourceId,
    accountingLeaderId: values.accountingLeaderId,
    salesInChargeId: values.salesInChargeId,
    customFilterDays: values.customFilterDays,
    comments: text(values.comments),
    downloadInspectionReport: values.downloadInspectionReport,
    needsInspectionCertificate: values.needsInspectionCertificate,
    skillIds: values.skillIds,
    kamIds: values.kamIds,
    entityIds: values.entityIds,
    sisterCompanyIds: values.sisterCompanyIds,
    brands: values.brands
      .filter((b) => b.name.trim() !== '')
      .map((b) => ({ id: b.id, name: b.name.trim(), active: b.active })),
    addresses: values.addresses
      .filter((a) => a.address.trim() !== '')
      .map((a) => ({ ...a, address: a.address.trim(), zipCode: text(a.zipCode) })),
    generalInstructions: values.generalInstructions
      .filter((i) => i.instruction.trim() !== '')
      .map((i) => ({ serviceId: i.serviceId, instruction: i.instruction.trim() })),
    paymentTerms: values.paymentTerms
      .filter((t) => t.days !== null)
      .map((t) => ({ serviceId: t.serviceId, days: t.days, description: text(t.description) })),
    seasons: values.seasons
      .filter((x) => x.name.trim() !== '' && x.startDate && x.endDate)
      .map((x) => ({ ...x, name: x.name.trim() })),
    priceData: values.priceData.flatMap((p) =>
      p.serviceId && isPriceType(p.priceType) && price(p.unitPrice) !== null
        ? [
            {
              category: text(p.category),
              serviceId: p.serviceId,
              priceType: p.priceType,
              unitPrice: price(p.unitPrice),
              currency: p.currency.trim().toUpperCase() || 'USD',
            },
          ]
        : [],
    ),
  };
}
