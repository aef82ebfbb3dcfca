import { sql } from 'drizzle-orm';
import { CERTIFICATE_NUMBER_PREFIX } from '@portal/domain';
import type { Db } from '../../db/client';
import { numberSeries } from '../../db/schema';

/** The number_series row of certificates. */
export const CERTIFICATE_SERIES = 'certificate';

/**
 * `IC-{entity short name}-{yyyy}-{nnnnn}`: the prefix, the entity's short name, the year of issue and the
 * value of the entity's series of that year, five digits (a sixth appears past 99,999).
 */
export function certificateNumber(entityShortName: string, year: number, value: number): string {
  return `${CERTIFICATE_NUMBER_PREFIX}-${entityShortName}-${year}-${String(value).padStart(5, '0')}`;
}

/**
 * The next value of the entity's certificate series of the year. The upsert takes the series row's lock
 * until the caller's transaction ends, so two issues at once wait for each other and get consecutive
 * values; a rolled-back issue gives its value back (no gap).
 */
export async function nextCertificateValue(tx: Db, entityId: number, year: number): Promise<number> {
  const rows = await tx
    .insert(numberSeries)
    .values({ entityId, series: CERTIFICATE_SERIES, year, lastValue: 1 })
    .onConflictDoUpdate({
      target: [numberSeries.entityId, numberSeries.series, numberSeries.year],
      set: { lastValue: sql`${numberSeries.lastValue} + 1` },
    })
    .returning({ value: numberSeries.lastValue });
  return rows[0]!.value;
}
