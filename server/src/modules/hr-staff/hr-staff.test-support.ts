// First: test-app sets up the module shims the app needs.
import { authHeaders, createTestApp, signInAs, type TestDatabase } from '../../test/test-app';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { staff } from '../../db/schema';

export interface HrTestApp {
  app: FastifyInstance;
  database: TestDatabase;
  filesDir: string;
  close(): Promise<void>;
}

/** The demo-seeded worker app, with the files folder uploads land in (empty for each test file). */
export async function createHrTestApp(): Promise<HrTestApp> {
  const { app, database, config, close } = await createTestApp();
  return { app, database, filesDir: config.filesDir, close };
}

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** Signed-in calls (entity 1 unless told), one token per login. */
export function hrCaller(t: () => HrTestApp) {
  const tokens = new Map<string, string>();
  async function tokenOf(login: string): Promise<string> {
    if (!tokens.has(login)) tokens.set(login, (await signInAs(t().app, login)).token);
    return tokens.get(login)!;
  }
  async function call(
    login: string | null,
    method: Method,
    url: string,
    payload?: unknown,
    entityId = 1,
  ): Promise<LightMyRequestResponse> {
    const headers = login ? authHeaders(await tokenOf(login), entityId) : {};
    return t().app.inject({
      method,
      url,
      headers,
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  }
  /** A multipart upload of one file, as a browser's FormData sends it. */
  async function upload(
    login: string,
    url: string,
    file: { name: string; type: string; bytes: Buffer },
    entityId = 1,
  ): Promise<LightMyRequestResponse> {
    const boundary = '----qpboundary7MA4YWxkTrZu0gW';
    const body = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\n` +
          `Content-Type: ${file.type}\r\n\r\n`,
      ),
      file.bytes,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    return t().app.inject({
      method: 'POST',
      url,
      headers: {
        ...authHeaders(await tokenOf(login), entityId),
        'content-type': `multipart/form-data; boundary=${boundary}`,
      },
      payload: body,
    });
  }
  return { call, upload };
}

/** The id of a demo staff record by employee number. */
export async function staffIdOf(t: HrTestApp, employeeNo: string, entityId = 1): Promise<number> {
  const [row] = await t.database.db
    .select({ id: staff.id })
    .from(staff)
    .where(and(eq(staff.employeeNo, employeeNo), eq(staff.entityId, entityId)));
  if (!row) throw new Error(`no staff ${employeeNo}`);
  return row.id;
}

/** A minimal valid save body; override what the test is about. */
export function staffBody(overrides: Record<string, unknown> = {}) {
  return {
    id: 0,
    version: 0,
    employeeNo: 'N0001',
    fullName: 'New Person',
    gender: 'F',
    email: 'new.person@qpa.example.com',
    phone: null,
    dateOfBirth: null,
    joinDate: '2026-01-05',
    leftDate: null,
    status: 1,
    employmentType: 1,
    officeId: null,
    departmentId: null,
    subDepartmentId: null,
    positionTitle: 'Inspector',
    managerStaffId: null,
    countryId: null,
    provinceId: null,
    cityId: null,
    address: null,
    hukoLocationId: null,
    bandId: null,
    socialInsuranceTypeId: null,
    outsourceCompanyId: null,
    payrollCompanyId: null,
    profileIds: [],
    ...overrides,
  };
}
