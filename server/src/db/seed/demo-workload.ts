import { eq } from 'drizzle-orm';
import { INSPECTION_SERVICE_TYPES, ServiceType } from '@portal/domain';
import type { Db } from '../client';
import { otherMandays, workloadMatrix } from '../schema';

/**
 * The demo man-day rules of both entities: for every inspection service type a workload matrix over five
 * total sample size bands and three product count bands (no overlaps, every booking matches one row),
 * and a few other man-days on top (one for all bookings of a service type, one for one customer, one
 * switched off). Idempotent: an entity with matrix rows keeps its rules.
 */

const SAMPLE_BANDS: [number, number | null][] = [
  [1, 13],
  [14, 50],
  [51, 125],
  [126, 315],
  [316, null],
];
const PRODUCT_BANDS: [number, number | null][] = [
  [1, 2],
  [3, 5],
  [6, null],
];
/** Man-days of each sample size band with one or two products; more products add a quarter or a half day. */
const BASE_MAN_DAYS: Record<number, number[]> = {
  [ServiceType.PreProduction]: [0.5, 0.5, 0.75, 1, 1.5],
  [ServiceType.DuringProduction]: [0.5, 0.75, 1, 1.5, 2],
  [ServiceType.FinalInspection]: [0.5, 0.75, 1, 1.5, 2.5],
  [ServiceType.ContainerLoading]: [0.5, 0.5, 0.75, 1, 1.25],
};
const PRODUCT_EXTRA = [0, 0.25, 0.5];

const OTHER_MANDAYS: {
  entityId: number;
  name: string;
  customerId: number | null;
  serviceType: ServiceType | null;
  manDays: number;
  isActive?: boolean;
}[] = [
  {
    entityId: 1,
    name: 'Loading supervision report',
    customerId: null,
    serviceType: ServiceType.ContainerLoading,
    manDays: 0.25,
  },
  {
    entityId: 1,
    name: 'Northwind carton and label audit',
    customerId: 1,
    serviceType: null,
    manDays: 0.25,
  },
  {
    entityId: 1,
    name: 'Travel day to remote factories',
    customerId: null,
    serviceType: null,
    manDays: 0.5,
    isActive: false,
  },
  {
    entityId: 2,
    name: 'Colour shade check in the light box',
    customerId: 2,
    serviceType: ServiceType.FinalInspection,
    manDays: 0.25,
  },
];

const ENTITIES = [1, 2];

function workloadRows(entityId: number) {
  return INSPECTION_SERVICE_TYPES.flatMap((serviceType) =>
    SAMPLE_BANDS.flatMap(([sampleSizeFrom, sampleSizeTo], sampleBand) =>
      PRODUCT_BANDS.map(([productCountFrom, productCountTo], productBand) => ({
        entityId,
        serviceType,
        sampleSizeFrom,
        sampleSizeTo,
        productCountFrom,
        productCountTo,
        manDays: BASE_MAN_DAYS[serviceType]![sampleBand]! + PRODUCT_EXTRA[productBand]!,
      })),
    ),
  );
}

export async function seedDemoWorkload(db: Db): Promise<void> {
  await db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    for (const entityId of ENTITIES) {
      const [seeded] = await tx
        .select({ id: workloadMatrix.id })
        .from(workloadMatrix)
        .where(eq(workloadMatrix.entityId, entityId))
        .limit(1);
      if (seeded) continue;
      await tx.insert(workloadMatrix).values(workloadRows(entityId));
      const others = OTHER_MANDAYS.filter((row) => row.entityId === entityId);
      if (others.length) await tx.insert(otherMandays).values(others);
    }
  });
}
