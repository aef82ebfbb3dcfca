import { BUSINESS_ENTITIES, Profile, RIGHT_TYPE_SERVICE, RightType, Role, Service } from '@portal/domain';

/** Numeric members of a TypeScript enum as [name, value] pairs. */
export function enumEntries<T extends Record<string, string | number>>(enumObject: T): [string, number][] {
  return Object.entries(enumObject).filter(
    (entry): entry is [string, number] => typeof entry[1] === 'number',
  );
}

export const ENTITY_ROWS = BUSINESS_ENTITIES.map((entity) => ({ ...entity }));

export const SERVICE_ROWS = enumEntries(Service).map(([name, id]) => ({ id, name }));

/** Icon shown for each right type in the side navigation (served by the host build). */
const RIGHT_TYPE_ICONS: Record<RightType, string> = {
  [RightType.Inspection]: 'inspection.svg',
  [RightType.Audit]: 'audit.svg',
  [RightType.TCF]: 'tcf.svg',
  [RightType.LabTesting]: 'lab-testing.svg',
  [RightType.Customer]: 'customer.svg',
  [RightType.Vendor]: 'vendor.svg',
  [RightType.HumanResource]: 'human-resource.svg',
  [RightType.Document]: 'document.svg',
  [RightType.Admin]: 'admin.svg',
};

export const RIGHT_TYPE_ROWS = enumEntries(RightType).map(([name, id]) => ({
  id,
  name,
  serviceId: RIGHT_TYPE_SERVICE[id as RightType],
  fileName: RIGHT_TYPE_ICONS[id as RightType],
}));

export const PROFILE_ROWS = enumEntries(Profile).map(([name, id]) => ({ id, name }));

/** Role names are the enum names, so code and data read the same. */
export const ROLE_ROWS = enumEntries(Role).map(([name, id]) => ({ id, name }));
