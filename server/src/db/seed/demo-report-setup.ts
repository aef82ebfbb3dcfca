import { sql } from 'drizzle-orm';
import {
  CheckSamplingKind as Sampling,
  CustomerContactType,
  CustomerStaffRole,
  DefectClass,
  EmailType,
  ReportSectionKind as Kind,
  ServiceType,
  type ReportTemplateCheck,
  type ReportTemplateSection,
} from '@portal/domain';
import type { Db } from '../client';
import { rawRows } from '../raw-rows';
import { customers, customerServices, defectListItems, emailConfigs, reportTemplates } from '../schema';

/**
 * What the demo reports stand on (docs/reports.md, "Demo"): a default template per inspection service type
 * in entities 1 and 2 and one of the demo customer's own, the defect list inspectors pick from, the email
 * rule that mails reports to the demo customers, and the customer flags (one customer needs inspection
 * certificates, one service asks for the technical team's review). Seeded once, while there is no template;
 * the defect list and the email rules only into empty tables.
 */

export const INSPECTION_SERVICE_TYPES = [
  ServiceType.PreProduction,
  ServiceType.DuringProduction,
  ServiceType.FinalInspection,
  ServiceType.ContainerLoading,
];
/** The demo customer (the `customer` login's) and the entity-1 customer that needs certificates. */
export const DEMO_REPORT_CUSTOMER = 1;
export const CERTIFICATE_CUSTOMER = 3;
/** Customer 3's during-production inspections go to the technical team after the checker. */
const TECHNICAL_SERVICE = { customerId: 3, serviceType: ServiceType.DuringProduction };

const aql = { kind: Sampling.Aql, value: null };
const check = (
  key: string,
  label: string,
  sampling: ReportTemplateCheck['sampling'] = aql,
  mandatory = true,
): ReportTemplateCheck => ({ key, label, sampling, mandatory, instructions: null });

/** The sections of a template; `functionTest` is how many pieces (or which percentage) get tested. */
function templateSections(functionTest: ReportTemplateCheck['sampling']): ReportTemplateSection[] {
  return [
    {
      kind: Kind.QuantityCheck,
      checks: [
        check('qty-presented', 'Presented quantity matches the booked quantity'),
        check('qty-packed', 'At least 80 % of the order packed in export cartons'),
      ],
    },
    {
      kind: Kind.Packing,
      checks: [
        check('pack-carton', 'Export cartons sound, double-wall, sealed with tape'),
        check('pack-inner', 'Inner packing and polybags as specified, with suffocation warning'),
        check('pack-drop', 'Carton drop test (one carton, 10 drops)', { kind: Sampling.Pieces, value: 1 }),
      ],
    },
    {
      kind: Kind.Marking,
      checks: [
        check('mark-shipping', 'Shipping marks on two sides of every carton'),
        check('mark-label', 'Care label, size label and country of origin correct'),
        check('mark-barcode', 'Barcodes scan and match the SKU', { kind: Sampling.Pieces, value: 5 }, false),
      ],
    },
    {
      kind: Kind.Workmanship,
      checks: [check('work-visual', 'Visual inspection of the AQL sample (workmanship, appearance)')],
    },
    {
      kind: Kind.Measurement,
      checks: [
        check('meas-size', 'Product dimensions against the specification sheet', {
          kind: Sampling.Pieces,
          value: 5,
        }),
        check('meas-weight', 'Net weight per unit', { kind: Sampling.Pieces, value: 5 }, false),
      ],
    },
    {
      kind: Kind.FunctionTest,
      checks: [
        check('func-use', 'Function and assembly test as in normal use', functionTest),
        check('func-safety', 'Sharp points, edges and small parts', functionTest),
      ],
    },
  ];
}

const DEFAULT_FUNCTION_TEST = { kind: Sampling.Percent, value: 10 };
const CUSTOMER_FUNCTION_TEST = { kind: Sampling.Pieces, value: 3 };

const SERVICE_NAMES: Record<number, string> = {
  [ServiceType.PreProduction]: 'Pre-production inspection',
  [ServiceType.DuringProduction]: 'During-production inspection',
  [ServiceType.FinalInspection]: 'Final random inspection',
  [ServiceType.ContainerLoading]: 'Container loading check',
};

const { Critical, Major, Minor } = DefectClass;
/** [name, category, default class]: garments, hardgoods and electronics. */
const DEFECTS: [string, string, DefectClass][] = [
  ['Broken stitch', 'Garments', Major],
  ['Skipped stitch', 'Garments', Minor],
  ['Open seam', 'Garments', Major],
  ['Uneven hem', 'Garments', Minor],
  ['Puckering at seam', 'Garments', Minor],
  ['Stain, visible at arm length', 'Garments', Major],
  ['Light soiling', 'Garments', Minor],
  ['Hole in fabric', 'Garments', Major],
  ['Shade variation between panels', 'Garments', Major],
  ['Loose thread end', 'Garments', Minor],
  ['Button missing', 'Garments', Major],
  ['Zipper not working', 'Garments', Major],
  ['Wrong size label', 'Garments', Major],
  ['Care label missing', 'Garments', Major],
  ['Needle fragment found', 'Garments', Critical],
  ['Print misaligned', 'Garments', Minor],
  ['Scratch on surface', 'Hardgoods', Minor],
  ['Dent', 'Hardgoods', Major],
  ['Crack', 'Hardgoods', Major],
  ['Paint peeling', 'Hardgoods', Major],
  ['Uneven colour', 'Hardgoods', Minor],
  ['Sharp edge', 'Hardgoods', Critical],
  ['Wobbly, does not stand level', 'Hardgoods', Major],
  ['Missing screw or fitting', 'Hardgoods', Major],
  ['Glue residue', 'Hardgoods', Minor],
  ['Wood split', 'Hardgoods', Major],
  ['Rust spot', 'Hardgoods', Major],
  ['Assembly instructions missing', 'Hardgoods', Minor],
  ['Rough sanding', 'Hardgoods', Minor],
  ['Does not power on', 'Electronics', Critical],
  ['Intermittent function', 'Electronics', Major],
  ['Exposed live part', 'Electronics', Critical],
  ['Loose battery cover', 'Electronics', Major],
  ['Button sticks', 'Electronics', Minor],
  ['LED not lighting', 'Electronics', Major],
  ['Cable insulation damaged', 'Electronics', Critical],
  ['Rating label missing', 'Electronics', Major],
  ['Rattle inside', 'Electronics', Minor],
  ['Charger does not fit', 'Electronics', Major],
  ['Scratched display', 'Electronics', Minor],
];

const REPORT_MAIL_BODY = `Dear {customerName},

Please find the inspection report of booking {bookingNo} ({serviceType}, {inspectionDate}) of {supplierName}
at {factoryName}, inspected by {inspectorNames}.
Products: {productList}
Result: {result}.

Download the report: {downloadLink}
(the link expires; ask your customer service contact for a new one).

Best regards,
Customer service`;

export async function seedDemoReportSetup(db: Db): Promise<void> {
  // Once, with the templates: a flag changed on the screens since is left alone.
  if (!(await isEmpty(db, 'report_templates'))) return;
  await db.transaction(async (tx) => {
    await seedTemplates(tx);
    await seedDefectList(tx);
    await seedEmailRules(tx);
    await tx
      .update(customers)
      .set({ needsInspectionCertificate: true })
      .where(sql`${customers.id} = ${CERTIFICATE_CUSTOMER}`);
    await tx
      .update(customerServices)
      .set({ technicalReviewRequired: true })
      .where(
        sql`${customerServices.customerId} = ${TECHNICAL_SERVICE.customerId} and ${customerServices.serviceType} = ${TECHNICAL_SERVICE.serviceType}`,
      );
  });
}

async function isEmpty(db: Db, table: string): Promise<boolean> {
  const [row] = await rawRows<{ id: number }>(db, sql`select 1 as id from ${sql.identifier(table)} limit 1`);
  return !row;
}

async function seedTemplates(db: Db): Promise<void> {
  const defaults = [1, 2].flatMap((entityId) =>
    INSPECTION_SERVICE_TYPES.map((serviceType) => ({
      entityId,
      customerId: null,
      serviceType,
      name: `${SERVICE_NAMES[serviceType]} - standard`,
      sections: templateSections(DEFAULT_FUNCTION_TEST),
    })),
  );
  const own = {
    entityId: 1,
    customerId: DEMO_REPORT_CUSTOMER,
    serviceType: ServiceType.FinalInspection,
    name: 'Northwind final inspection',
    sections: templateSections(CUSTOMER_FUNCTION_TEST),
  };
  await db.insert(reportTemplates).values([...defaults, own]);
}

async function seedDefectList(db: Db): Promise<void> {
  if (!(await isEmpty(db, 'defect_list_items'))) return;
  await db
    .insert(defectListItems)
    .values(
      [1, 2].flatMap((entityId) =>
        DEFECTS.map(([name, category, defaultClass]) => ({ entityId, name, category, defaultClass })),
      ),
    );
}

/** One ReportSend rule per demo customer (any service): to its report and inspection contacts, CS copied. */
async function seedEmailRules(db: Db): Promise<void> {
  if (!(await isEmpty(db, 'email_configs'))) return;
  const rows = await rawRows<{ id: number; entity_id: number }>(
    db,
    sql`select id, entity_id from customers where id in (1, 2, 3) order by id`,
  );
  await db.insert(emailConfigs).values(
    rows.map((row) => ({
      entityId: Number(row.entity_id),
      customerId: Number(row.id),
      serviceType: null,
      emailType: EmailType.ReportSend,
      subjectTemplate: 'Inspection report {bookingNo} - {result}',
      bodyTemplate: REPORT_MAIL_BODY,
      recipientContactTypes: [CustomerContactType.Report, CustomerContactType.Inspection],
      ccRoles: [CustomerStaffRole.Cs],
    })),
  );
}
