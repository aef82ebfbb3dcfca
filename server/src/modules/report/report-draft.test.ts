/** @databases both */
// First: test-app sets up the module shims the app needs.
import { createTestApp, type TestApp } from '../../test/test-app';
import { and, eq, isNotNull, sql } from 'drizzle-orm';
import {
  BookingStatus,
  CheckResult,
  DefectClass,
  MissionStatus,
  REPORT_API,
  REPORT_DEFECTS_MAX,
  REPORT_MESSAGES,
  ReportAction,
  ReportFillStatus,
  ReportResult,
  ReportSectionKind,
  ReportStatus,
  type ReportDetail,
  type SamplingResult,
} from '@portal/domain';
import {
  bookingProducts,
  defectListItems,
  inspectionReports,
  reportDefects,
  reportTemplates,
} from '../../db/schema';
import { createFixture, type Fixture } from '../booking/booking-workflow.test-support';
import {
  defectOf,
  detailOf,
  makeTemplate,
  reportCalls,
  reportWorld,
  TEMPLATE_SECTIONS,
  type ReportWorld,
} from './report.test-support';

let t: TestApp;
let fixture: Fixture;
const calls = reportCalls(() => t);
const db = () => t.database.db;

beforeAll(async () => {
  t = await createTestApp();
  fixture = await createFixture(db());
});
afterAll(() => t?.close());

/** The parts of a report a replayed save must leave as they were (its version counts the saves). */
const state = (detail: ReportDetail) => {
  const { version, ...rest } = detail;
  void version;
  return rest;
};

describe('reading a report before its first save', () => {
  let world: ReportWorld;
  beforeAll(async () => {
    world = await reportWorld(db(), { fixture });
  });

  it('answers what the first save would create: the template, the customer checkpoints, the products', async () => {
    const detail = detailOf(await calls.read('inspector', world.bookingId));
    expect(detail).toMatchObject({
      id: null,
      bookingId: world.bookingId,
      missionStatus: MissionStatus.Confirmed,
      fillStatus: ReportFillStatus.Preparation,
      status: ReportStatus.Draft,
      reviewStatus: null,
      result: null,
      allowedActions: [ReportAction.Fill, ReportAction.Submit],
      inspectors: [expect.objectContaining({ id: world.inspectorStaffId })],
    });
    expect(detail.sections.slice(0, TEMPLATE_SECTIONS.length)).toEqual(TEMPLATE_SECTIONS);
    const checkpoints = await db().execute(
      sql`select cp.id, cp.name from customer_checkpoints cp
          join customer_services cs on cs.id = cp.customer_service_id
          where cp.customer_id = 1 and cs.service_type = 3 and cp.active and cs.active order by cp.id`,
    );
    const expected = (checkpoints as unknown as { rows: { id: number; name: string }[] }).rows;
    const customerSection = detail.sections.find(
      (section) => section.kind === ReportSectionKind.CustomerCheckpoints,
    );
    expect(customerSection?.checks.map((check) => [check.key, check.label]) ?? []).toEqual(
      expected.map((row) => [`cp-${row.id}`, row.name]),
    );

    expect(detail.products.map((product) => product.productId)).toEqual(world.productIds);
    expect(detail.products.map((product) => product.bookedQuantity)).toEqual([500, 200]);
    const [plan] = await db()
      .select({ sampling: bookingProducts.sampling })
      .from(bookingProducts)
      .where(
        and(
          eq(bookingProducts.bookingId, world.bookingId),
          eq(bookingProducts.productId, world.productIds[0]!),
        ),
      );
    const sampling = plan!.sampling as SamplingResult;
    expect(detail.products[0]).toMatchObject({
      sampleSize: sampling.sampleSize,
      limits: {
        critical: { ac: sampling.classes.critical!.ac, re: sampling.classes.critical!.re },
        major: { ac: sampling.classes.major!.ac, re: sampling.classes.major!.re },
        minor: { ac: sampling.classes.minor!.ac, re: sampling.classes.minor!.re },
      },
      result: null,
    });
    expect(
      await db().select().from(inspectionReports).where(eq(inspectionReports.bookingId, world.bookingId)),
    ).toEqual([]);
  });

  it("takes the customer's own template before the entity's default", async () => {
    const own = await makeTemplate(db(), {
      customerId: 1,
      sections: [
        {
          kind: ReportSectionKind.Marking,
          checks: [
            {
              key: 'customer-label',
              label: 'Customer label',
              sampling: { kind: 2, value: 3 },
              mandatory: false,
              instructions: null,
            },
          ],
        },
      ],
    });
    try {
      const detail = detailOf(await calls.read('inspector', world.bookingId));
      expect(detail.sections[0]!.checks.map((check) => check.key)).toEqual(['customer-label']);
    } finally {
      await db().update(reportTemplates).set({ active: false }).where(eq(reportTemplates.id, own));
    }
  });
});

describe('draft saves', () => {
  let world: ReportWorld;
  beforeAll(async () => {
    world = await reportWorld(db(), { fixture });
  });

  it('the first save creates the report with the booking’s parties and dates and the template copied', async () => {
    const opened = detailOf(await calls.read('inspector', world.bookingId));
    const saved = detailOf(
      await calls.save('inspector', world.bookingId, {
        checks: [{ key: 'qty-presented', result: CheckResult.Pass, comment: 'All there' }],
        defects: [defectOf(world.productIds[0]!)],
      }),
    );
    expect(saved).toMatchObject({
      missionStatus: MissionStatus.Confirmed,
      fillStatus: ReportFillStatus.Filling,
      status: ReportStatus.Draft,
      result: ReportResult.Pass,
      checks: [{ key: 'qty-presented', result: CheckResult.Pass, comment: 'All there' }],
    });
    expect(saved.id).toEqual(expect.any(Number));
    expect(saved.sections).toEqual(opened.sections);
    const [row] = await db().select().from(inspectionReports).where(eq(inspectionReports.id, saved.id!));
    expect(row).toMatchObject({
      bookingId: world.bookingId,
      entityId: 1,
      customerId: 1,
      supplierId: 1,
      factoryId: 1,
      inspectionDateFrom: world.day,
      inspectionDateTo: world.day,
      templateId: world.templateId,
    });
  });

  it('merges: products and checks by key, defects by id; the same body twice gives the same report', async () => {
    const [first, second] = world.productIds as [number, number];
    const body = {
      products: [
        {
          productId: first,
          quantities: { presentedQuantity: 500, packedQuantity: 480, cartonCount: 20 },
          measurements: [
            {
              id: '0b9c4d55-2f6e-4a51-9d0b-3c8f1f8f0a01',
              point: 'Width',
              specValue: 50,
              tolerance: 1,
              unit: 'cm',
              values: [50, 50.5],
            },
          ],
        },
      ],
      checks: [{ key: 'carton-marks', result: CheckResult.NotApplicable, comment: null }],
      defects: [
        defectOf(first, { description: 'Stain' }),
        defectOf(second, { defectClass: DefectClass.Major }),
      ],
      remarks: 'Factory was ready on time.',
    };
    const once = detailOf(await calls.save('inspector', world.bookingId, body));
    const twice = detailOf(await calls.save('inspector', world.bookingId, body));
    expect(state(twice)).toEqual(state(once));
    expect(twice.version).toBeGreaterThan(once.version);
    // The first save's answer and defect are still there, beside this body's.
    expect(twice.checks.map((check) => check.key).sort()).toEqual(['carton-marks', 'qty-presented']);
    expect(twice.defects).toHaveLength(3);
    expect(twice.products[0]).toMatchObject(body.products[0]!);
    expect(twice.remarks).toBe('Factory was ready on time.');

    // A later save of another product leaves the first product's data alone.
    const other = detailOf(
      await calls.save('inspector', world.bookingId, {
        products: [
          { productId: second, quantities: { presentedQuantity: 200, packedQuantity: 200, cartonCount: 8 } },
        ],
      }),
    );
    expect(other.products[0]!.quantities).toEqual(body.products[0]!.quantities);
    expect(other.products[1]!.quantities.presentedQuantity).toBe(200);
    expect(other.remarks).toBe('Factory was ready on time.');
  });

  it('a removed defect stays removed: an older save replayed later does not bring it back', async () => {
    const defect = defectOf(world.productIds[0]!, { description: 'Broken zip' });
    const older = { defects: [defect] };
    detailOf(await calls.save('inspector', world.bookingId, older));
    const removed = detailOf(
      await calls.save('inspector', world.bookingId, { deletedDefectIds: [defect.id] }),
    );
    expect(removed.defects.map((item) => item.id)).not.toContain(defect.id);
    const replayed = detailOf(await calls.save('inspector', world.bookingId, older));
    expect(replayed.defects.map((item) => item.id)).not.toContain(defect.id);
    const [tombstone] = await db()
      .select()
      .from(reportDefects)
      .where(and(eq(reportDefects.id, defect.id), isNotNull(reportDefects.deletedAt)));
    expect(tombstone?.description).toBe('Broken zip');
    // Removing it again changes nothing.
    expect(
      state(detailOf(await calls.save('inspector', world.bookingId, { deletedDefectIds: [defect.id] }))),
    ).toEqual(state(replayed));
  });

  it('recomputes the results: a class reaching its reject number fails the product and the report', async () => {
    const product = detailOf(await calls.read('inspector', world.bookingId)).products[1]!;
    const major = product.limits.major!;
    const atAccept = defectOf(product.productId, { defectClass: DefectClass.Major, count: major.ac });
    const saved = detailOf(
      await calls.save('inspector', world.bookingId, {
        defects: [atAccept],
        deletedDefectIds: detailOf(await calls.read('inspector', world.bookingId))
          .defects.filter((defect) => defect.productId === product.productId)
          .map((defect) => defect.id),
      }),
    );
    expect(saved.products[1]!.result).toBe(ReportResult.Pass);
    const failed = detailOf(
      await calls.save('inspector', world.bookingId, { defects: [{ ...atAccept, count: major.re }] }),
    );
    expect(failed.products[1]!.result).toBe(ReportResult.Fail);
    expect(failed.result).toBe(ReportResult.Fail);
    const [row] = await db().select().from(inspectionReports).where(eq(inspectionReports.id, failed.id!));
    expect(row!.result).toBe(ReportResult.Fail);
    // A checkpoint answered Pending with the defect back at Ac: Pending.
    const pending = detailOf(
      await calls.save('inspector', world.bookingId, {
        defects: [atAccept],
        checks: [{ key: 'workmanship', result: CheckResult.Pending, comment: 'Shade to confirm' }],
      }),
    );
    expect(pending.result).toBe(ReportResult.Pending);
  });

  it.each([
    ['en', 'unknownProduct', { products: [{ productId: 999_999 }] }, 'products[0].productId'],
    ['fr', 'unknownProduct', { defects: [defectOf(999_999)] }, 'defects[0].productId'],
    ['en', 'unknownCheck', { checks: [{ key: 'no-such-check', result: 1 }] }, 'checks[0].key'],
    ['fr', 'unknownCheck', { defects: [{ ...defectOf(1), checkKey: 'nope' }] }, 'defects[0].checkKey'],
  ] as const)(
    'refuses in %s what the report does not have (%s) and changes nothing',
    async (lang, key, body, field) => {
      const before = detailOf(await calls.read('inspector', world.bookingId));
      const patched = JSON.parse(
        JSON.stringify(body).replace('"productId":1,', `"productId":${world.productIds[0]},`),
      );
      const answer = await calls.save('inspector', world.bookingId, patched, { lang });
      expect(answer.statusCode).toBe(400);
      expect(answer.json()).toMatchObject({
        errors: expect.arrayContaining([{ field, message: REPORT_MESSAGES[key][lang] }]),
      });
      expect(detailOf(await calls.read('inspector', world.bookingId)).version).toBe(before.version);
    },
  );

  it('refuses malformed saves with a translated 400', async () => {
    const bad = await calls.save(
      'inspector',
      world.bookingId,
      { defects: [{ ...defectOf(world.productIds[0]!), count: 0 }] },
      { lang: 'fr' },
    );
    expect(bad.statusCode).toBe(400);
    const english = await calls.save('inspector', world.bookingId, {
      defects: [{ ...defectOf(world.productIds[0]!), id: 'not-a-uuid' }],
    });
    expect(english.statusCode).toBe(400);
    expect(bad.json<{ message: string }>().message).not.toBe(english.json<{ message: string }>().message);
  });

  it(`holds at most ${REPORT_DEFECTS_MAX} live defects`, async () => {
    const fresh = await reportWorld(db(), { fixture });
    const productId = fresh.productIds[0]!;
    const full = Array.from({ length: REPORT_DEFECTS_MAX }, () => defectOf(productId));
    detailOf(await calls.save('inspector', fresh.bookingId, { defects: full }));
    const over = await calls.save(
      'inspector',
      fresh.bookingId,
      { defects: [defectOf(productId)] },
      { lang: 'fr' },
    );
    expect(over.statusCode).toBe(400);
    expect(over.json<{ errors: { message: string }[] }>().errors[0]!.message).toBe(
      REPORT_MESSAGES.tooManyDefects.fr.replace('{max}', String(REPORT_DEFECTS_MAX)),
    );
    // All or nothing: the refused defect was not kept.
    expect(detailOf(await calls.read('inspector', fresh.bookingId)).defects).toHaveLength(REPORT_DEFECTS_MAX);
  });
});

describe('who may save', () => {
  let world: ReportWorld;
  beforeAll(async () => {
    world = await reportWorld(db(), { fixture });
  });

  const body = () => ({ checks: [{ key: 'qty-presented', result: CheckResult.Pass, comment: null }] });

  it('not an inspector of another booking: 403 saying the step is not possible', async () => {
    await db().execute(sql`delete from booking_allocations where booking_id = ${world.bookingId}`);
    try {
      const answer = await calls.save('inspector', world.bookingId, body());
      expect(answer.statusCode).toBe(403);
      expect(answer.json()).toMatchObject({ message: REPORT_MESSAGES.notAllowed.en });
      expect(detailOf(await calls.read('inspector', world.bookingId)).allowedActions).toEqual([]);
    } finally {
      await db()
        .execute(sql`insert into booking_allocations (entity_id, booking_id, staff_id, inspection_date, man_days)
        values (1, ${world.bookingId}, ${world.inspectorStaffId}, ${world.day}, 1)`);
    }
  });

  it('an outsourced inspector not allocated does not even see the booking', async () => {
    expect((await calls.save('qcpartner', world.bookingId, body())).statusCode).toBe(404);
    expect((await calls.read('qcpartner', world.bookingId)).statusCode).toBe(404);
  });

  it.each([
    ['cs (no Fill)', 'cs', 1, 403],
    ['a customer', 'customer', 1, 403],
    ['a supplier', 'supplier', 1, 403],
    ['a CS of another entity, in it (no Fill there either)', 'cs2', 2, 403],
    ['a user of another entity, in this one', 'cs2', 1, 403],
  ])('%s cannot', async (_name, login, entity, status) => {
    expect((await calls.save(login, world.bookingId, body(), { entity })).statusCode).toBe(status);
  });

  it('the booking not yet scheduled: 409 with the report as it is', async () => {
    await db().execute(
      sql`update bookings set status = ${BookingStatus.Confirmed} where id = ${world.bookingId}`,
    );
    try {
      const answer = await calls.save('inspector', world.bookingId, body());
      expect(answer.statusCode).toBe(409);
      expect(answer.json()).toMatchObject({
        message: REPORT_MESSAGES.notAllowed.en,
        current: { bookingId: world.bookingId },
      });
    } finally {
      await db().execute(
        sql`update bookings set status = ${BookingStatus.Scheduled} where id = ${world.bookingId}`,
      );
    }
  });
});

describe('the defect list', () => {
  beforeAll(async () => {
    await db()
      .insert(defectListItems)
      .values([
        { entityId: 1, name: 'Loose thread test', category: 'Sewing', defaultClass: DefectClass.Minor },
        { entityId: 1, name: 'Broken needle test', category: 'Safety', defaultClass: DefectClass.Critical },
        {
          entityId: 1,
          name: 'Old thread test',
          category: 'Sewing',
          defaultClass: DefectClass.Minor,
          active: false,
        },
        { entityId: 2, name: 'Entity two thread test', category: 'Sewing', defaultClass: DefectClass.Major },
      ]);
  });

  it('answers the entity’s active items matching the search, to inspectors', async () => {
    const answer = await calls.call('inspector', 'GET', `/${REPORT_API.defectList}?search=THREAD%20TEST`);
    expect(answer.statusCode).toBe(200);
    expect(answer.json<{ data: { name: string }[] }>().data.map((item) => item.name)).toEqual([
      'Loose thread test',
    ]);
    const byCategory = await calls.call('inspector', 'GET', `/${REPORT_API.defectList}?search=safety`);
    expect(byCategory.json<{ data: { name: string; defaultClass: number }[] }>().data).toEqual([
      expect.objectContaining({ name: 'Broken needle test', defaultClass: DefectClass.Critical }),
    ]);
  });

  it('a save may name a defect-list item of the entity only', async () => {
    const world = await reportWorld(db(), { fixture });
    const [other] = await db()
      .select({ id: defectListItems.id })
      .from(defectListItems)
      .where(eq(defectListItems.name, 'Entity two thread test'));
    const answer = await calls.save('inspector', world.bookingId, {
      defects: [defectOf(world.productIds[0]!, { defectListId: other!.id })],
    });
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toMatchObject({ errors: [{ field: 'defects[0].defectListId' }] });
  });

  it('is not for customers', async () => {
    expect((await calls.call('customer', 'GET', `/${REPORT_API.defectList}`)).statusCode).toBe(403);
  });
});
