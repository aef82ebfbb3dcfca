import type { BusinessEntity } from '@portal/domain';

/**
 * The external service portal of an entity (spec section 2: "another link opens an external service portal
 * in a new tab"). The real addresses are not in the spec: each entity gets its own host on example.com.
 */
export function servicePortalUrl(entity: BusinessEntity): string {
  return `https://serviceportal.${entity.shortName.toLowerCase()}.example.com/`;
}

/** mailto: link of the entity's service desk, or null where the entity offers none (Send query). */
export function sendQueryHref(entity: BusinessEntity | undefined, subject: string): string | null {
  if (!entity?.supportEmail) return null;
  return `mailto:${entity.supportEmail}?subject=${encodeURIComponent(subject)}`;
}
