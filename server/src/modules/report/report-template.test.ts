/** @databases postgres */
// First: test-app sets up the module shims the app needs.
import { createTestApp, json, type TestApp } from '../../test/test-app';
import { eq } from 'drizzle-orm';
import {
  CheckSamplingKind,
  REPORT_API,
  ReportSectionKind,
  ResourceResult,
  Role,
  ServiceType,
  type ReportTemplateCreate,
  type ReportTemplateDetail,
  type ReportTemplateRow,
} from '@portal/domain';
import { reportTemplates } from '../../db/schema';
import { makeStaffUser, reportCalls, TEMPLATE_SECTIONS } from './report.test-support';

let t: TestApp;
const { call } = reportCalls(() => t);
const db = () => t.database.db;
const BASE = `/${REPORT_API.template}`;
/** The technical team keeps the templates (report-grants.ts); CS reads them. */
const KEEPER = 'rtechnical';

type Saved = { result: ResourceResult; data?: ReportTemplateDetail; message?: string };
/** A refusal: the handler's checks give the text as message; the rule file's as text (message is its key). */
type Refused = { message: string; errors: { field: string; message: string; text?: string }[] };
const textOf = (error: Refused['errors'][number]) => error.text ?? error.message;

beforeAll(async () => {
  t = await createTestApp();
  await makeStaffUser(db(), KEEPER, [Role.TechnicalTeam], { fullName: 'Theo Technical' });
  // Templates of the tests' own only.
  await db().delete(reportTemplates);
});
afterAll(() => t?.close());

const template = (over: Partial<ReportTemplateCreate> = {}): ReportTemplateCreate => ({
  customerId: null,
  serviceType: ServiceType.FinalInspection,
  name: 'Final inspection, standard',
  sections: TEMPLATE_SECTIONS,
  active: true,
  ...over,
});
const create = async (body: object, login = KEEPER, lang: 'en' | 'fr' = 'en') =>
  call(login, 'POST', BASE, body, { lang });

describe('report templates', () => {
  it('creates the default template, reads it, lists it with its check count and updates it', async () => {
    const created = json<Saved>(await create(template({ name: '  Final inspection, standard ' })));
    expect(created).toEqual({
      result: ResourceResult.Success,
      data: { id: expect.any(Number), version: 1, ...template() },
    });
    const id = created.data!.id;
    expect(json(await call('cs', 'GET', `${BASE}/${id}`))).toEqual(created);

    const page = json<{ data: ReportTemplateRow[]; total: number }>(
      await call('cs', 'POST', `${BASE}/search`, { searchText: 'standard' }),
    );
    expect(page.data).toEqual([
      expect.objectContaining({ id, customerId: null, customerName: null, checkCount: 3, active: true }),
    ]);

    const updated = json<Saved>(
      await call(KEEPER, 'PUT', BASE, { ...created.data, name: 'Final inspection', active: false }),
    );
    expect(updated.data).toMatchObject({ name: 'Final inspection', active: false, version: 2 });
    // A stale version: 409 with the current record.
    const stale = await call(KEEPER, 'PUT', BASE, { ...created.data, name: 'Old' });
    expect(stale.statusCode).toBe(409);
  });

  it('one active template per customer (or the default) and service type, said in words', async () => {
    json<Saved>(await create(template({ name: 'Default A' })));
    for (const lang of ['en', 'fr'] as const) {
      const twin = json<Saved>(await create(template({ name: 'Default B' }), KEEPER, lang));
      expect(twin.result).toBe(ResourceResult.DuplicateData);
      expect(twin.message).toContain('Default A');
      expect(twin.message).toContain(lang === 'en' ? 'every customer' : 'tous les clients');
    }
    // Inactive, another service type, or a customer's own: all fine.
    expect(json<Saved>(await create(template({ name: 'Default B', active: false }))).result).toBe(
      ResourceResult.Success,
    );
    expect(
      json<Saved>(await create(template({ name: 'Loading', serviceType: ServiceType.ContainerLoading })))
        .result,
    ).toBe(ResourceResult.Success);
    const own = json<Saved>(await create(template({ name: 'Northwind final', customerId: 1 })));
    expect(own.result).toBe(ResourceResult.Success);
    const second = json<Saved>(await create(template({ name: 'Northwind final 2', customerId: 1 })));
    expect(second).toMatchObject({ result: ResourceResult.DuplicateData });
    expect(second.message).toContain('Northwind final');
    // Activating an inactive twin is refused the same way.
    const inactive = json<Saved>(
      await create(template({ name: 'Northwind spare', customerId: 1, active: false })),
    );
    const activated = json<Saved>(await call(KEEPER, 'PUT', BASE, { ...inactive.data, active: true }));
    expect(activated.result).toBe(ResourceResult.DuplicateData);
    // The filter by customer.
    const mine = json<{ data: ReportTemplateRow[] }>(
      await call('cs', 'POST', `${BASE}/search`, { customerIds: [1] }),
    );
    expect(mine.data.map((row) => row.name).sort()).toEqual(['Northwind final', 'Northwind spare']);
  });

  it('a customer the entity does not have is refused', async () => {
    const answer = json<Saved>(await create(template({ customerId: 999_999, name: 'Nobody' })));
    expect(answer.result).toBe(ResourceResult.ParentNotFound);
  });

  const check = (over: Record<string, unknown>) => ({
    key: 'a-check',
    label: 'A check',
    sampling: { kind: CheckSamplingKind.Aql, value: null },
    mandatory: false,
    instructions: null,
    ...over,
  });
  const withChecks = (kind: number, checks: object[]) =>
    template({ name: `Invalid ${Math.random()}`, active: false, sections: [{ kind, checks }] as never });

  it.each([
    ['a section kind that does not exist', withChecks(42, [check({})]), 'sections[0].kind'],
    [
      'a section twice',
      template({
        name: 'Twice',
        active: false,
        sections: [
          { kind: ReportSectionKind.Packing, checks: [] },
          { kind: ReportSectionKind.Packing, checks: [] },
        ],
      }),
      'sections[1].kind',
    ],
    ['no name', template({ name: ' ', active: false }), 'name'],
    [
      'the customer checkpoints section',
      withChecks(ReportSectionKind.CustomerCheckpoints, [check({})]),
      'sections[0].kind',
    ],
    [
      'a key with capitals',
      withChecks(ReportSectionKind.Packing, [check({ key: 'Carton' })]),
      'sections[0].checks[0].key',
    ],
    [
      'a key of a customer checkpoint',
      withChecks(ReportSectionKind.Packing, [check({ key: 'cp-12' })]),
      'sections[0].checks[0].key',
    ],
    [
      'a key twice',
      withChecks(ReportSectionKind.Packing, [check({}), check({ label: 'Again' })]),
      'sections[0].checks[1].key',
    ],
    [
      'an AQL sample with a value',
      withChecks(ReportSectionKind.Workmanship, [
        check({ sampling: { kind: CheckSamplingKind.Aql, value: 5 } }),
      ]),
      'sections[0].checks[0].sampling.value',
    ],
    [
      '4 pieces',
      withChecks(ReportSectionKind.Packing, [
        check({ sampling: { kind: CheckSamplingKind.Pieces, value: 4 } }),
      ]),
      'sections[0].checks[0].sampling.value',
    ],
    [
      'pieces without a number',
      withChecks(ReportSectionKind.Packing, [
        check({ sampling: { kind: CheckSamplingKind.Pieces, value: null } }),
      ]),
      'sections[0].checks[0].sampling.value',
    ],
    [
      '25 %',
      withChecks(ReportSectionKind.Packing, [
        check({ sampling: { kind: CheckSamplingKind.Percent, value: 25 } }),
      ]),
      'sections[0].checks[0].sampling.value',
    ],
  ])('refuses %s, in English and French, saving nothing', async (_name, body, field) => {
    const before = (await db().select().from(reportTemplates)).length;
    const english = await create(body, KEEPER, 'en');
    const french = await create(body, KEEPER, 'fr');
    for (const answer of [english, french]) {
      expect(answer.statusCode).toBe(400);
      expect(json<Refused>(answer).errors.map((error) => error.field)).toContain(field);
    }
    expect(textOf(json<Refused>(english).errors[0]!)).not.toBe(textOf(json<Refused>(french).errors[0]!));
    expect((await db().select().from(reportTemplates)).length).toBe(before);
  });

  it('accepts every special sample size of the spec', async () => {
    const checks = [
      ...[1, 2, 3, 5].map((value) =>
        check({ key: `pieces-${value}`, sampling: { kind: CheckSamplingKind.Pieces, value } }),
      ),
      ...[10, 20, 30, 50, 100].map((value) =>
        check({ key: `percent-${value}`, sampling: { kind: CheckSamplingKind.Percent, value } }),
      ),
    ];
    expect(json<Saved>(await create(withChecks(ReportSectionKind.FunctionTest, checks))).result).toBe(
      ResourceResult.Success,
    );
  });

  it('CS reads but does not edit; inspectors and customers do not reach templates', async () => {
    expect((await create(template({ name: 'By CS', active: false }), 'cs')).statusCode).toBe(403);
    expect((await call('inspector', 'POST', `${BASE}/search`, {})).statusCode).toBe(403);
    expect((await call('customer', 'POST', `${BASE}/search`, {})).statusCode).toBe(403);
  });

  it('a template of another entity is not found', async () => {
    const [other] = await db()
      .insert(reportTemplates)
      .values({ entityId: 2, serviceType: 3, name: 'Entity two', sections: [] })
      .returning({ id: reportTemplates.id });
    expect(json<Saved>(await call(KEEPER, 'GET', `${BASE}/${other!.id}`)).result).toBe(
      ResourceResult.NotFound,
    );
    await db().delete(reportTemplates).where(eq(reportTemplates.id, other!.id));
  });
});
