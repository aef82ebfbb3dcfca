import { sql } from 'drizzle-orm';
import {
  CheckSamplingKind,
  ReportSectionKind,
  type ReportTemplateCheck,
  type ReportTemplateSection,
} from '@portal/domain';
import type { Db } from '../client';
import { rawRows } from '../raw-rows';

/**
 * A demo report's sections, as the report screen opens them: the customer's active template for the
 * booking's service type, else the entity's default, with the customer's active checkpoints of that service
 * type as section CustomerCheckpoints (key `cp-{id}`, looked at on the AQL sample).
 */
export async function resolveDemoSections(
  db: Db,
  booking: { entity_id: number; customer_id: number; service_type: number },
): Promise<{ templateId: number | null; sections: ReportTemplateSection[] }> {
  const [template] = await rawRows<{ id: number; sections: ReportTemplateSection[] }>(
    db,
    sql`select id, sections from report_templates
        where entity_id = ${booking.entity_id} and service_type = ${booking.service_type} and active
          and (customer_id = ${booking.customer_id} or customer_id is null)
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
        where cp.customer_id = ${booking.customer_id} and cs.service_type = ${booking.service_type}
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
        key: `cp-${checkpoint.id}`,
        label: checkpoint.name,
        sampling: { kind: CheckSamplingKind.Aql, value: null },
        mandatory: checkpoint.mandatory,
        instructions: checkpoint.instructions,
      })),
    });
  return { templateId: template ? Number(template.id) : null, sections };
}
