import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import {
  AqlLevel,
  CheckpointType,
  ComplaintCategory,
  ComplaintStatus,
  DefectClass,
  InspectionResultType,
  PriceType,
  Service,
  ServiceType,
  UserType,
} from '@portal/domain';
import type { Db } from '../client';
import {
  customerCheckpoints,
  customerComplaints,
  customerDecisions,
  customerServices,
  customerUserConfigs,
  customers,
  userEntities,
  users,
} from '../schema';

/**
 * Demo services, checkpoints, decision labels, staff assignments and complaints for every customer present
 * when it runs (so it runs after the customer seeds). A customer that already has services is left alone,
 * so a second run inserts nothing. What a customer gets varies with its id.
 */

interface ServiceSeed {
  serviceId: Service;
  serviceType: ServiceType;
  aqlLevel: AqlLevel;
  aql: [number | null, number | null, number | null];
  priceType: PriceType;
  reportFormat: string | null;
}

const SERVICES: ServiceSeed[] = [
  {
    serviceId: Service.Inspection,
    serviceType: ServiceType.FinalInspection,
    aqlLevel: AqlLevel.AQLII,
    aql: [0, 2.5, 4],
    priceType: PriceType.ManDay,
    reportFormat: 'Customer template v3, photos of every defect, PDF and Excel',
  },
  {
    serviceId: Service.Inspection,
    serviceType: ServiceType.DuringProduction,
    aqlLevel: AqlLevel.AQLI,
    aql: [0, 4, 6.5],
    priceType: PriceType.ManDay,
    reportFormat: 'Standard report with production progress',
  },
  {
    serviceId: Service.Inspection,
    serviceType: ServiceType.ContainerLoading,
    aqlLevel: AqlLevel.AQLII,
    aql: [null, null, null],
    priceType: PriceType.PerIntervention,
    reportFormat: 'Loading plan, seal number and container photos',
  },
  {
    serviceId: Service.Audit,
    serviceType: ServiceType.FactoryAudit,
    aqlLevel: AqlLevel.Custom,
    aql: [null, null, null],
    priceType: PriceType.PerIntervention,
    reportFormat: null,
  },
  {
    serviceId: Service.LabTesting,
    serviceType: ServiceType.LabTest,
    aqlLevel: AqlLevel.Custom,
    aql: [null, null, null],
    priceType: PriceType.PieceRate,
    reportFormat: 'Lab certificate in English and French',
  },
];

const CHECKPOINTS: { name: string; type: CheckpointType; mandatory: boolean; instructions: string }[] = [
  {
    name: 'Carton drop test',
    type: CheckpointType.CartonDropTest,
    mandatory: true,
    instructions:
      'Drop one export carton per lot from 76 cm on a corner, three edges and six faces (ISTA 1A).',
  },
  {
    name: 'Barcode scan',
    type: CheckpointType.BarcodeScan,
    mandatory: true,
    instructions:
      'Scan the EAN-13 on 5 units and the ITF-14 on 2 cartons; every code must read and match the PO.',
  },
  {
    name: 'Metal detection',
    type: CheckpointType.MetalDetection,
    mandatory: false,
    instructions: 'Kidswear only: pass every sampled unit through the factory detector (1.2 mm ferrous).',
  },
  {
    name: 'Measurement check',
    type: CheckpointType.MeasurementCheck,
    mandatory: true,
    instructions: 'Measure 3 units per size against the size chart; tolerance as in the tech pack.',
  },
  {
    name: 'Care label check',
    type: CheckpointType.LabellingCheck,
    mandatory: false,
    instructions:
      'Care, composition and country of origin labels present, legible, in the languages of the PO.',
  },
];

const DECISIONS: { resultType: InspectionResultType; name: string; releases: boolean }[] = [
  { resultType: InspectionResultType.Pass, name: 'Accepted', releases: true },
  { resultType: InspectionResultType.Fail, name: 'Rejected', releases: false },
  { resultType: InspectionResultType.Fail, name: 'Accepted with deviation', releases: true },
  { resultType: InspectionResultType.Pending, name: 'Awaiting re-inspection', releases: false },
  { resultType: InspectionResultType.Pending, name: 'Waiting for customer approval', releases: false },
];

const COMPLAINTS: {
  reference: string;
  category: ComplaintCategory;
  severity: DefectClass;
  status: ComplaintStatus;
  description: string;
  rootCause: string | null;
  correctiveAction: string | null;
  daysAgo: number;
}[] = [
  {
    reference: 'INS-2026-10412',
    category: ComplaintCategory.ProductQuality,
    severity: DefectClass.Major,
    status: ComplaintStatus.Closed,
    description: 'Shipment passed inspection but 4% of the shirts arrived with open seams at the side.',
    rootCause: 'Seam strength was not part of the checklist; the inspector sampled at AQL I instead of II.',
    correctiveAction: 'Seam pull test added as a mandatory checkpoint; inspectors briefed on the AQL level.',
    daysAgo: 41,
  },
  {
    reference: 'INS-2026-10877',
    category: ComplaintCategory.ReportContent,
    severity: DefectClass.Minor,
    status: ComplaintStatus.InInvestigation,
    description: 'The report shows photos of another style number on pages 6 and 7.',
    rootCause: null,
    correctiveAction: null,
    daysAgo: 9,
  },
  {
    reference: 'INS-2026-11023',
    category: ComplaintCategory.Scheduling,
    severity: DefectClass.Minor,
    status: ComplaintStatus.Open,
    description: 'The inspection was confirmed for Tuesday but the inspector came on Thursday.',
    rootCause: null,
    correctiveAction: null,
    daysAgo: 2,
  },
];

const DAY_MS = 86_400_000;

/** Internal users of the entity, preferred login names first. */
async function staffOf(db: Db, entityId: number): Promise<Map<string, number>> {
  const rows = await db
    .select({ id: users.id, loginName: users.loginName })
    .from(users)
    .innerJoin(userEntities, eq(userEntities.userId, users.id))
    .where(and(eq(userEntities.entityId, entityId), eq(users.userType, UserType.InternalUser)))
    .orderBy(asc(users.id));
  return new Map(rows.map((row) => [row.loginName.toLowerCase(), row.id]));
}

export async function seedDemoCustomerConfig(db: Db, now: Date): Promise<void> {
  const isoDay = (daysAgo: number) => new Date(now.getTime() - daysAgo * DAY_MS).toISOString().slice(0, 10);
  const all = await db
    .select({ id: customers.id, entityId: customers.entityId })
    .from(customers)
    .where(isNull(customers.deletedAt))
    .orderBy(asc(customers.id));
  if (!all.length) return;
  const configured = new Set(
    (
      await db
        .selectDistinct({ customerId: customerServices.customerId })
        .from(customerServices)
        .where(
          inArray(
            customerServices.customerId,
            all.map((row) => row.id),
          ),
        )
    ).map((row) => row.customerId),
  );
  const [customerUser] = await db
    .select({ id: users.id, customerId: users.customerId })
    .from(users)
    .where(sql`lower(${users.loginName}) = 'customer'`);

  await db.transaction(async (tx) => {
    const staffByEntity = new Map<number, Map<string, number>>();
    for (const customer of all) {
      if (configured.has(customer.id)) continue;
      if (!staffByEntity.has(customer.entityId))
        staffByEntity.set(customer.entityId, await staffOf(tx as unknown as Db, customer.entityId));
      const staff = staffByEntity.get(customer.entityId)!;
      const ids = [...staff.values()];
      const person = (login: string, fallback: number) =>
        staff.get(login) ?? ids[fallback % Math.max(ids.length, 1)] ?? null;

      // Every customer buys final inspections; the rest rotates with its id.
      const chosen = SERVICES.filter((_, index) => index === 0 || (customer.id + index) % 2 === 0);
      const inserted = await tx
        .insert(customerServices)
        .values(
          chosen.map((seed) => ({
            customerId: customer.id,
            serviceId: seed.serviceId,
            serviceType: seed.serviceType,
            aqlLevel: seed.aqlLevel,
            criticalAql: seed.aql[0],
            majorAql: seed.aql[1],
            minorAql: seed.aql[2],
            priceType: seed.priceType,
            reportFormat: seed.reportFormat,
            active: true,
          })),
        )
        .returning({ id: customerServices.id, serviceType: customerServices.serviceType });

      const finalInspection = inserted.find((row) => row.serviceType === ServiceType.FinalInspection)!;
      const checks = CHECKPOINTS.filter((_, index) => index < 3 || (customer.id + index) % 2 === 1);
      await tx.insert(customerCheckpoints).values(
        checks.map((check) => ({
          customerId: customer.id,
          customerServiceId: finalInspection.id,
          name: check.name,
          checkpointType: check.type,
          mandatory: check.mandatory,
          instructions: check.instructions,
        })),
      );

      await tx.insert(customerDecisions).values(
        DECISIONS.filter((_, index) => index < 4 || customer.id % 2 === 0).map((decision, index) => ({
          customerId: customer.id,
          resultType: decision.resultType,
          name: decision.name,
          releasesShipment: decision.releases,
          sort: index + 1,
        })),
      );

      const services = [...new Set(chosen.map((seed) => seed.serviceId))];
      await tx.insert(customerUserConfigs).values(
        services.map((serviceId) => ({
          customerId: customer.id,
          serviceId,
          csUserId: person('cs', customer.id),
          backupCsUserId: person('hr', customer.id + 1),
          kamUserId: person('manager', customer.id + 2),
          salesUserId: person('admin', customer.id + 3),
          reportVisible: serviceId !== Service.Audit,
          canBook: serviceId === Service.Inspection,
          notifyOnResult: true,
        })),
      );

      const complaints = COMPLAINTS.filter((_, index) => index < 2 + (customer.id % 2));
      await tx.insert(customerComplaints).values(
        complaints.map((complaint) => {
          const loggedByCustomer =
            complaint.status === ComplaintStatus.Open && customerUser?.customerId === customer.id;
          return {
            customerId: customer.id,
            complaintDate: isoDay(complaint.daysAgo + customer.id),
            reference: complaint.reference.replace(/\d{3}$/, (digits) =>
              String(Number(digits) + customer.id * 7),
            ),
            category: complaint.category,
            description: complaint.description,
            severity: complaint.severity,
            status: complaint.status,
            rootCause: complaint.rootCause,
            correctiveAction: complaint.correctiveAction,
            ownerId: complaint.status === ComplaintStatus.Open ? null : person('cs', customer.id),
            closedAt:
              complaint.status === ComplaintStatus.Closed
                ? new Date(now.getTime() - (complaint.daysAgo - 12) * DAY_MS)
                : null,
            createdBy: loggedByCustomer ? customerUser!.id : person('cs', customer.id),
          };
        }),
      );
    }
  });
}
