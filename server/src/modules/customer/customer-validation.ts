import type { CustomerLookupKind, CustomerSave, Lang } from '@portal/domain';
import type { Db } from '../../db/client';
import type { ResourceScope } from '../kit/resource-definition';
import { customerInScope } from './customer-scope';
import { cityInProvince, kamStaff, lookupIdsValid, provinceInCountry } from './customer-lookups.repository';
import { customerMessage } from './customer-messages';

/**
 * What the JSON schema and the rule file cannot see: lookup ids must belong to their own list, places and
 * users must exist, a province lie in its country and a city in its province, a season end after it
 * starts. The field messages of a 400; empty when the save may go ahead.
 */
export async function customerReferenceErrors(db: Db, body: CustomerSave, scope: ResourceScope, lang: Lang) {
  const errors: { field: string; message: string }[] = [];
  const single: [keyof CustomerSave, CustomerLookupKind][] = [
    ['statusId', 'status'],
    ['categoryId', 'category'],
    ['complexityId', 'complexity'],
    ['groupId', 'group'],
    ['languageId', 'language'],
    ['prospectStatusId', 'prospectStatus'],
    ['marketSegmentId', 'marketSegment'],
    ['businessTypeId', 'businessType'],
    ['invoiceTypeId', 'invoiceType'],
    ['activitiesLevelId', 'activitiesLevel'],
    ['relationshipStatusId', 'relationshipStatus'],
    ['brandPriorityId', 'brandPriority'],
    ['leadSourceId', 'leadSource'],
  ];
  for (const [field, kind] of single) {
    const value = body[field] as number | null | undefined;
    if (value && !(await lookupIdsValid(db, kind, [value])))
      errors.push({ field, message: customerMessage('unknownChoice', lang) });
  }
  if (!(await lookupIdsValid(db, 'skill', body.skillIds ?? [])))
    errors.push({ field: 'skillIds', message: customerMessage('unknownChoice', lang) });
  const addressTypes = (body.addresses ?? []).map((a) => a.addressTypeId).filter((id): id is number => !!id);
  if (!(await lookupIdsValid(db, 'addressType', addressTypes)))
    errors.push({ field: 'addresses', message: customerMessage('unknownChoice', lang) });
  if ((body.entityIds ?? []).some((id) => ![1, 2, 3].includes(id)))
    errors.push({ field: 'entityIds', message: customerMessage('unknownChoice', lang) });
  const internal = new Set((await kamStaff(db, scope.entityId)).map((u) => u.id));
  if ((body.kamIds ?? []).some((id) => !internal.has(id)))
    errors.push({ field: 'kamIds', message: customerMessage('unknownChoice', lang) });
  for (const field of ['accountingLeaderId', 'salesInChargeId'] as const) {
    const value = body[field];
    if (value && !internal.has(value))
      errors.push({ field, message: customerMessage('unknownChoice', lang) });
  }
  const sisters = [...new Set(body.sisterCompanyIds ?? [])];
  for (const sister of sisters)
    if (!(await customerInScope(db, scope, sister))) {
      errors.push({ field: 'sisterCompanyIds', message: customerMessage('unknownChoice', lang) });
      break;
    }
  // An address's province must lie in its country and its city in its province.
  for (const address of body.addresses ?? []) {
    if (address.provinceId && !(await provinceInCountry(db, address.provinceId, address.countryId))) {
      errors.push({ field: 'addresses', message: customerMessage('notInParent', lang) });
      break;
    }
    if (address.cityId && !(await cityInProvince(db, address.cityId, address.provinceId))) {
      errors.push({ field: 'addresses', message: customerMessage('notInParent', lang) });
      break;
    }
  }
  for (const season of body.seasons ?? [])
    if (season.endDate < season.startDate) {
      errors.push({ field: 'seasons', message: customerMessage('seasonDates', lang) });
      break;
    }
  return errors;
}
