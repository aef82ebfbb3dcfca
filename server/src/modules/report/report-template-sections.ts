import { sql } from 'drizzle-orm';
import {
  CheckSamplingKind,
  ReportSectionKind,
  type ReportTemplateCheck,
  type ReportTemplateSection,
} from '@portal/domain';
import type { Db } from '../../db/client';
import { rawRows } from '../../db/raw-rows';

/**
 * The sections a new report starts from: the customer's active template for the booking's service type,
 * else the entity's default one, with the customer's active checkpoints of that service type appended as
 * section CustomerCheckpoints (key `cp-{id}`). A report copies them at its first save, so a template edited
 * later never changes a report under way.
 */

export interface ResolvedSections {
  templateId: number | null;
  sections: ReportTemplateSection[];
}

export const checkpointKey = (checkpointId: number) => `cp-${checkpointId}`;

export async function resolveSections(
  db: Db,
  booking: { entityId: number; customerId: number; serviceType: number },
): Promise<ResolvedSections> {
  // The customer's own template first (customer_id not null sorts before the default's null).
  const [template] = await rawRows<{ id: number; sections: ReportTemplateSection[] }>(
    db,
    sql`select id, sections from report_templates
        where entity_id = ${booking.entityId} and service_type = ${booking.serviceType} and active
          and (customer_id = ${booking.customerId} or customer_id is null)
        order by customer_id nulls last limit 1`,
  );
  const checkpoints = await rawRows<{
    id: number;
    name: string;
    mandatory: boolean;
    instructions: string | null;
  }>(
    db,
    sql`select cp.id, cp.name, cp.mandatory, cp.instructions from customer_checkpoints cp
        join customer_services cs on cs.id = cp.customer_service_id
        where cp.customer_id = ${booking.customerId} and cs.service_type = ${booking.serviceType}
          and cp.active and cs.active
        order by cp.id`,
  );
  const sections = (template?.sections ?? []).filter(
    (section) => section.kind !== ReportSectionKind.CustomerCheckpoints,
  );
  if (checkpoints.length)
    sections.push({
      kind: ReportSectionKind.CustomerCheckpoints,
      checks: checkpoints.map((checkpoint): ReportTemplateCheck => ({
        key: checkpointKey(Number(checkpoint.id)),
        label: checkpoint.name,
        // A customer checkpoint looks at the product's AQL sample (the customer's configuration names no count).
        sampling: { kind: CheckSamplingKind.Aql, value: null },
        mandatory: checkpoint.mandatory,
        instructions: checkpoint.instructions,
      })),
    });
  return { templateId: template ? Number(template.id) : null, sections };
}

/** Every check of the sections by key (what a save's answers and defects may name). */
export function checksByKey(sections: readonly ReportTemplateSection[]): Map<string, ReportTemplateCheck> {
  return new Map(sections.flatMap((section) => section.checks.map((check) => [check.key, check] as const)));
}
