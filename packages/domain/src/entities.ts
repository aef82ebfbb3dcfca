/** The three business entities (spec section 1). Names, support and learn-more sites are ours. */

export interface BusinessEntity {
  id: number;
  name: string;
  shortName: string;
  /** Service-desk address; the spec offers Send query for two entities only. */
  supportEmail: string | null;
  learnMoreUrl: string;
}

export const BUSINESS_ENTITIES: readonly BusinessEntity[] = [
  {
    id: 1,
    name: 'Quality Portal Asia',
    shortName: 'QPA',
    supportEmail: 'servicedesk@qpa.example.com',
    learnMoreUrl: 'https://www.qpa.example.com/services',
  },
  {
    id: 2,
    name: 'Quality Portal Europe',
    shortName: 'QPE',
    supportEmail: 'servicedesk@qpe.example.com',
    learnMoreUrl: 'https://www.qpe.example.com/services',
  },
  {
    id: 3,
    name: 'Quality Portal Services',
    shortName: 'QPS',
    supportEmail: null,
    learnMoreUrl: 'https://www.qps.example.com/services',
  },
];

export function findEntity(id: number | string | null | undefined): BusinessEntity | undefined {
  const numeric = typeof id === 'string' ? Number(id) : id;
  return BUSINESS_ENTITIES.find((entity) => entity.id === numeric);
}
