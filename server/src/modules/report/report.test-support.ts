import crypto from 'node:crypto';
import zlib from 'node:zlib';
import { and, eq, sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import {
  BookingStatus,
  CheckResult,
  CheckSamplingKind,
  DefectClass,
  REPORT_API,
  ReportSectionKind,
  Role,
  ServiceType,
  type Lang,
  type ReportCheckAnswer,
  type ReportDefect,
  type ReportDetail,
  type ReportDraftSave,
  type ReportTemplateSection,
} from '@portal/domain';
import type { Db } from '../../db/client';
import { reportTemplates, userRoles, users } from '../../db/schema';
import { authHeaders, signInAs, type TestApp } from '../../test/test-app';
import { createFixture, seedBooking, type Fixture } from '../booking/booking-workflow.test-support';
import { scheduleToday } from '../schedule/schedule-clock';
import { allocate, scheduleCalls } from '../schedule/schedule.test-support';

/**
 * What the report tests share (and what later report features build on): a booking of the demo customer 1
 * Scheduled today with the demo `inspector` allocated, a default template of the entity, report checkers
 * made for the test, and signed-in calls to fill, submit and review the report.
 */

/** Logins the report tests make (copies of the demo `cs` account, same password). */
export const REPORT_LOGINS = {
  /** ReportChecker role: reviews at the checker's level. */
  checker: 'rchecker',
  /** TechnicalTeam role: the second level when the customer service asks for it. */
  technical: 'rtechnical',
} as const;

/** The default template's checks: one mandatory per section the tests fill. */
export const TEMPLATE_SECTIONS: ReportTemplateSection[] = [
  {
    kind: ReportSectionKind.QuantityCheck,
    checks: [
      {
        key: 'qty-presented',
        label: 'Quantity presented',
        sampling: { kind: CheckSamplingKind.Percent, value: 100 },
        mandatory: true,
        instructions: null,
      },
    ],
  },
  {
    kind: ReportSectionKind.Packing,
    checks: [
      {
        key: 'carton-marks',
        label: 'Carton marks',
        sampling: { kind: CheckSamplingKind.Pieces, value: 5 },
        mandatory: false,
        instructions: 'Compare with the shipping marks of the order.',
      },
    ],
  },
  {
    kind: ReportSectionKind.Workmanship,
    checks: [
      {
        key: 'workmanship',
        label: 'Workmanship',
        sampling: { kind: CheckSamplingKind.Aql, value: null },
        mandatory: true,
        instructions: null,
      },
    ],
  },
];

export interface ReportWorld {
  fixture: Fixture;
  bookingId: number;
  /** The inspection day (today in the server's zone). */
  day: string;
  /** The demo `inspector`'s staff record and user, allocated to the booking. */
  inspectorStaffId: number;
  inspectorUserId: number;
  /** The booking's products (one line each). */
  productIds: number[];
  templateId: number;
}

/** The user id and staff id of a login. */
export async function userOf(db: Db, login: string): Promise<{ id: number; staffId: number | null }> {
  const [row] = await db
    .select({ id: users.id, staffId: users.staffId })
    .from(users)
    .where(eq(sql`lower(${users.loginName})`, login.toLowerCase()));
  if (!row) throw new Error(`no user ${login}`);
  return row;
}

/**
 * A new internal user with the given roles, a copy of a demo account (its password, entities and
 * services), so tests can sign in as a report checker the demo data does not have. Idempotent per login.
 */
export async function makeStaffUser(
  db: Db,
  login: string,
  roles: Role[],
  options: { template?: string; fullName?: string } = {},
): Promise<number> {
  const existing = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(sql`lower(${users.loginName})`, login.toLowerCase()));
  if (existing[0]) return existing[0].id;
  const [source] = await db
    .select()
    .from(users)
    .where(eq(users.loginName, options.template ?? 'cs'));
  const [row] = await db
    .insert(users)
    .values({
      loginName: login,
      fullName: options.fullName ?? `Report ${login}`,
      email: `${login}@report-test.example`,
      userType: source!.userType,
      passwordHash: source!.passwordHash,
      changePassword: true,
      passwordChangedAt: new Date(),
    })
    .returning({ id: users.id });
  const userId = row!.id;
  await db.execute(sql`insert into user_entities (user_id, entity_id)
    select ${userId}, entity_id from user_entities where user_id = ${source!.id}`);
  await db.execute(sql`insert into user_services (user_id, service_id)
    select ${userId}, service_id from user_services where user_id = ${source!.id}`);
  await db.insert(userRoles).values(roles.map((roleId) => ({ userId, roleId })));
  return userId;
}

/** Gives an existing user one more role (e.g. the inspector made a checker too). */
export async function grantRole(db: Db, userId: number, role: Role): Promise<void> {
  const held = await db
    .select({ id: userRoles.userId })
    .from(userRoles)
    .where(and(eq(userRoles.userId, userId), eq(userRoles.roleId, role)));
  if (!held.length) await db.insert(userRoles).values({ userId, roleId: role });
}

/** The report checker and the technical reviewer of the tests. */
export async function makeReviewers(db: Db): Promise<{ checker: number; technical: number }> {
  return {
    checker: await makeStaffUser(db, REPORT_LOGINS.checker, [Role.ReportChecker], {
      fullName: 'Rita Checker',
    }),
    technical: await makeStaffUser(db, REPORT_LOGINS.technical, [Role.TechnicalTeam], {
      fullName: 'Theo Technical',
    }),
  };
}

/**
 * The active template of a customer (null: the entity's default) and service type, replacing the active one
 * of that key, written straight into the table.
 */
export async function makeTemplate(
  db: Db,
  values: {
    customerId?: number | null;
    serviceType?: ServiceType;
    sections?: ReportTemplateSection[];
    name?: string;
    entityId?: number;
  } = {},
): Promise<number> {
  const entityId = values.entityId ?? 1;
  const customerId = values.customerId ?? null;
  const serviceType = values.serviceType ?? ServiceType.FinalInspection;
  await db
    .update(reportTemplates)
    .set({ active: false })
    .where(
      and(
        eq(reportTemplates.entityId, entityId),
        eq(reportTemplates.serviceType, serviceType),
        sql`coalesce(${reportTemplates.customerId}, 0) = ${customerId ?? 0}`,
      ),
    );
  const [row] = await db
    .insert(reportTemplates)
    .values({
      entityId,
      customerId,
      serviceType,
      name: values.name ?? 'Test final inspection',
      sections: values.sections ?? TEMPLATE_SECTIONS,
    })
    .returning({ id: reportTemplates.id });
  return row!.id;
}

/**
 * A booking of customer 1 (Scheduled, today, one product per quantity) with the demo `inspector`
 * allocated on its day, and the entity's default template for final inspections in force (customer 1's own
 * final inspection templates deactivated).
 */
export async function reportWorld(
  db: Db,
  options: { quantities?: number[]; status?: BookingStatus; fixture?: Fixture } = {},
): Promise<ReportWorld> {
  const fixture = options.fixture ?? (await createFixture(db));
  const day = scheduleToday();
  const bookingId = await seedBooking(db, fixture, {
    status: options.status ?? BookingStatus.Scheduled,
    dateFrom: day,
    contacts: true,
    quantities: options.quantities ?? [500, 200],
  });
  const inspector = await userOf(db, 'inspector');
  if (inspector.staffId == null) throw new Error('the demo inspector has no staff record');
  await allocate(db, { bookingId, staffId: inspector.staffId, date: day, manDays: 1 });
  // The tests' default template is the one in force: a demo template of customer 1 would come first.
  await db
    .update(reportTemplates)
    .set({ active: false })
    .where(
      and(
        eq(reportTemplates.entityId, 1),
        eq(reportTemplates.customerId, 1),
        eq(reportTemplates.serviceType, ServiceType.FinalInspection),
      ),
    );
  const templateId = await makeTemplate(db);
  const quantities = options.quantities ?? [500, 200];
  return {
    fixture,
    bookingId,
    day,
    inspectorStaffId: inspector.staffId,
    inspectorUserId: inspector.id,
    productIds: fixture.productIds.filter((_, index) => (quantities[index] ?? 0) > 0),
    templateId,
  };
}

/** A defect as the browser makes it (a fresh uuid), Minor and counted once unless told. */
export function defectOf(productId: number, overrides: Partial<ReportDefect> = {}): ReportDefect {
  return {
    id: crypto.randomUUID(),
    productId,
    defectListId: null,
    description: 'Loose thread',
    defectClass: DefectClass.Minor,
    count: 1,
    checkKey: 'workmanship',
    ...overrides,
  };
}

/** Every check of the report answered (Pass unless told). */
export function answerAll(detail: ReportDetail, result: CheckResult = CheckResult.Pass): ReportCheckAnswer[] {
  return detail.sections.flatMap((section) =>
    section.checks.map((check) => ({ key: check.key, result, comment: null })),
  );
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = CRC_TABLE[(crc ^ byte) & 0xff]! ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}
function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A real PNG of one colour (RGB), any size: what a browser's resized photo is, in small. */
export function pngImage(
  width: number,
  height: number,
  rgb: [number, number, number] = [200, 60, 40],
): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8 bits, RGB, deflate, no filter choice, no interlace
  const row = Buffer.concat([Buffer.from([0]), Buffer.from(Array.from({ length: width }, () => rgb).flat())]);
  const pixels = Buffer.concat(Array.from({ length: height }, () => row));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', zlib.deflateSync(pixels)),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A multipart body: the fields first, then the file (as the report screen sends a photo). */
export function multipartBody(
  fields: Record<string, string>,
  file: { name: string; type: string; bytes: Buffer },
): { payload: Buffer; contentType: string } {
  const boundary = `----report-test-${crypto.randomUUID()}`;
  const parts = Object.entries(fields).map(([name, value]) =>
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
  );
  return {
    payload: Buffer.concat([
      ...parts,
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`,
      ),
      file.bytes,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}

/** Signed-in calls on the report endpoints (entity 1 unless told), answers parsed where useful. */
export function reportCalls(t: () => TestApp) {
  const call = scheduleCalls(t);
  type Options = { entity?: number; lang?: Lang };
  const tokens = new Map<string, string>();
  const tokenOf = async (login: string) => {
    if (!tokens.has(login)) tokens.set(login, (await signInAs(t().app, login)).token);
    return tokens.get(login)!;
  };
  return {
    /** POST a photo: fields id (a fresh uuid unless given), defectId, checkKey, caption, then the file. */
    photo: async (
      login: string,
      bookingId: number,
      fields: { id?: string; defectId?: string; checkKey?: string; caption?: string },
      file: { name?: string; type?: string; bytes: Buffer },
      options: Options = {},
    ) => {
      const { payload, contentType } = multipartBody(
        Object.fromEntries(
          Object.entries({ id: crypto.randomUUID(), ...fields }).filter(([, value]) => value !== undefined),
        ) as Record<string, string>,
        { name: file.name ?? 'photo.png', type: file.type ?? 'image/png', bytes: file.bytes },
      );
      return t().app.inject({
        method: 'POST',
        url: `/${REPORT_API.photos(bookingId)}${options.lang ? `?lang=${options.lang}` : ''}`,
        headers: { ...authHeaders(await tokenOf(login), options.entity ?? 1), 'content-type': contentType },
        payload,
      });
    },
    /** GET a photo's bytes by its url (ReportPhoto.url). */
    photoFile: async (login: string, url: string, options: Options = {}) =>
      t().app.inject({
        method: 'GET',
        url,
        headers: authHeaders(await tokenOf(login), options.entity ?? 1),
      }),
    call,
    read: (login: string, bookingId: number, options: Options = {}) =>
      call(login, 'GET', `/${REPORT_API.report(bookingId)}`, undefined, options),
    save: (login: string, bookingId: number, body: ReportDraftSave, options: Options = {}) =>
      call(login, 'PUT', `/${REPORT_API.report(bookingId)}`, body, options),
    act: (login: string, bookingId: number, action: string, body: object = {}, options: Options = {}) =>
      call(login, 'POST', `/${REPORT_API.action(bookingId, action)}`, body, options),
  };
}

export type ReportCalls = ReturnType<typeof reportCalls>;

/** The ReportDetail of an answer, failing loudly with the answer's body when it is not one. */
export function detailOf(response: LightMyRequestResponse): ReportDetail {
  if (response.statusCode !== 200) throw new Error(`${response.statusCode}: ${response.body}`);
  const body = response.json() as { result: number; data?: ReportDetail };
  if (!body.data) throw new Error(`no report in ${response.body}`);
  return body.data;
}

/** The inspector answers every check Pass and records one minor defect on the first product. */
export async function fillReport(
  calls: ReportCalls,
  bookingId: number,
  login = 'inspector',
): Promise<ReportDetail> {
  const opened = detailOf(await calls.read(login, bookingId));
  return detailOf(
    await calls.save(login, bookingId, {
      checks: answerAll(opened),
      defects: [defectOf(opened.products[0]!.productId)],
    }),
  );
}

/** Fills the report and submits it: the booking is Inspected and the review NotStarted. */
export async function submitReport(
  calls: ReportCalls,
  bookingId: number,
  login = 'inspector',
): Promise<ReportDetail> {
  await fillReport(calls, bookingId, login);
  return detailOf(await calls.act(login, bookingId, 'submit'));
}

/** The checker starts the review and validates (the report Validated unless a technical level follows). */
export async function reviewAndValidate(
  calls: ReportCalls,
  bookingId: number,
  login: string = REPORT_LOGINS.checker,
): Promise<ReportDetail> {
  detailOf(await calls.act(login, bookingId, 'start-review'));
  return detailOf(await calls.act(login, bookingId, 'validate'));
}
