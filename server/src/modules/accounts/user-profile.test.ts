/** @databases postgres */
import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { MAX_UPLOAD_BYTES, UploadResult } from '@portal/domain';
import { staff, users } from '../../db/schema';
import { demoPortraitPng } from '../../db/seed/demo-photo';
import { DEMO_PASSWORD } from '../../db/seed/demo-data';
import { authHeaders, signInAs } from '../../test/test-app';
import { hrCaller, type HrTestApp } from '../hr-staff/hr-staff.test-support';
import { createAccountsTestApp, userIdOf } from './accounts.test-support';

let t: HrTestApp;
const { call, upload } = hrCaller(() => t);
beforeAll(async () => {
  t = await createAccountsTestApp();
});
afterAll(() => t.close());

type Profile = {
  id: number;
  version: number;
  fullName: string;
  email: string;
  language: string;
  photoUrl: string | null;
  roleNames: string[];
};
const profileOf = async (login: string, id: number, entityId?: number) => {
  const response = await call(login, 'GET', `/api/UserProfile/${id}`, undefined, entityId);
  return { status: response.statusCode, body: response.json() as { result: number; data?: Profile } };
};
const saveProfile = (login: string, payload: unknown, lang = 'en') =>
  call(login, 'POST', `/api/UserProfile?lang=${lang}`, payload);

describe('GET /api/UserProfile/{id}', () => {
  it('answers one’s own profile, 401 without a token', async () => {
    const id = await userIdOf(t, 'auditor');
    const { body } = await profileOf('auditor', id);
    expect(body).toMatchObject({
      result: 1,
      data: {
        id,
        fullName: 'Nguyen Van Minh',
        email: 'auditor@qpa.example.com',
        language: 'en',
        roleNames: ['Auditor'],
        isOwnProfile: true,
      },
    });
    expect((await t.app.inject({ method: 'GET', url: `/api/UserProfile/${id}` })).statusCode).toBe(401);
  });

  it('answers someone else’s only with UserAccountSummary.View, within the entity', async () => {
    const cs = await userIdOf(t, 'cs');
    expect((await profileOf('inspector', cs, 1)).status).toBe(403);
    expect((await profileOf('hr', cs, 1)).body).toMatchObject({
      result: 1,
      data: { id: cs, isOwnProfile: false },
    });
    expect((await profileOf('hr', cs, 2)).body).toEqual({ result: 5 });
    // Without an entity there is no scope to judge someone else's account in.
    const { token } = await signInAs(t.app, 'hr');
    const noEntity = await t.app.inject({
      method: 'GET',
      url: `/api/UserProfile/${cs}`,
      headers: authHeaders(token),
    });
    expect(noEntity.statusCode).toBe(403);
  });
});

describe('POST /api/UserProfile', () => {
  it('saves one’s own name, phone and language at the version', async () => {
    const id = await userIdOf(t, 'tcfuser');
    const current = (await profileOf('tcfuser', id)).body.data!;
    const response = await saveProfile('tcfuser', {
      version: current.version,
      fullName: 'Sophie Laurent-Moreau',
      email: current.email,
      phoneNumber: '+33 1 23 45 67 89',
      language: 'fr',
    });
    expect(response.json()).toMatchObject({
      result: 1,
      data: {
        fullName: 'Sophie Laurent-Moreau',
        phoneNumber: '+33 1 23 45 67 89',
        language: 'fr',
        version: current.version + 1,
      },
    });
    const stale = await saveProfile('tcfuser', {
      version: current.version,
      fullName: 'X',
      email: current.email,
      language: 'en',
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ result: 8, current: { fullName: 'Sophie Laurent-Moreau' } });
  });

  it('needs the current password to move the email, and refuses one in use (6)', async () => {
    const id = await userIdOf(t, 'labuser');
    const { version } = (await profileOf('labuser', id)).body.data!;
    const body = { version, fullName: 'Kenji Watanabe', email: 'kenji@lab.example.com', language: 'en' };
    expect((await saveProfile('labuser', body)).json()).toMatchObject({
      result: 3,
      errors: [
        { field: 'currentPassword', message: 'Enter your current password to change your email address.' },
      ],
    });
    expect(
      (await saveProfile('labuser', { ...body, currentPassword: 'Wrong#2026' }, 'fr')).json(),
    ).toMatchObject({
      result: 3,
      errors: [{ field: 'currentPassword', message: "Le mot de passe actuel n'est pas correct." }],
    });
    expect(
      (
        await saveProfile('labuser', { ...body, email: 'CS@qpa.example.com', currentPassword: DEMO_PASSWORD })
      ).json(),
    ).toMatchObject({ result: 6 });
    expect((await saveProfile('labuser', { ...body, currentPassword: DEMO_PASSWORD })).json()).toMatchObject({
      result: 1,
      data: { email: 'kenji@lab.example.com' },
    });
  });

  it('answers RequestNotCorrectFormat (3) with translated messages for a bad payload', async () => {
    const response = await saveProfile(
      'inspector',
      { version: 1, fullName: '', email: 'nope', language: 'de' },
      'fr',
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      result: 3,
      errors: [
        { field: 'fullName', text: 'Nom complet est obligatoire.' },
        { field: 'email', text: "E-mail n'est pas une adresse e-mail valide." },
      ],
    });
    expect(
      (
        await saveProfile('inspector', {
          version: 1,
          fullName: 'A',
          email: 'a@b.example.com',
          language: 'de',
        })
      ).json(),
    ).toMatchObject({ result: 3, errors: [{ field: 'language' }] });
  });
});

describe('POST /api/UserProfile/uphoto', () => {
  it('puts a staff-linked user’s photo on the staff record, so the header shows it', async () => {
    const id = await userIdOf(t, 'inspector');
    const png = demoPortraitPng(32);
    const response = await upload('inspector', '/api/UserProfile/uphoto', {
      name: 'me.png',
      type: 'image/png',
      bytes: png,
    });
    expect(response.json()).toEqual({
      result: UploadResult.Success,
      fileUrl: `/api/UserProfile/photo/${id}`,
    });
    const [user] = await t.database.db.select({ staffId: users.staffId }).from(users).where(eq(users.id, id));
    const [record] = await t.database.db
      .select({ photoFile: staff.photoFile })
      .from(staff)
      .where(eq(staff.id, user!.staffId!));
    expect(fs.readFileSync(path.join(t.filesDir, record!.photoFile!))).toEqual(png);
    const photo = await call('inspector', 'GET', `/api/UserProfile/photo/${id}`);
    expect(photo.rawPayload).toEqual(png);
    expect((await profileOf('inspector', id)).body.data!.photoUrl).toBe(`/api/UserProfile/photo/${id}`);
  });

  it('keeps a customer’s photo on the account; refuses other types and large files', async () => {
    const id = await userIdOf(t, 'customer');
    const png = demoPortraitPng(24, [200, 30, 30]);
    expect(
      (
        await upload('customer', '/api/UserProfile/uphoto', { name: 'c.png', type: 'image/png', bytes: png })
      ).json(),
    ).toMatchObject({ result: 1 });
    const [user] = await t.database.db
      .select({ photoFile: users.photoFile })
      .from(users)
      .where(eq(users.id, id));
    expect(user!.photoFile).toMatch(new RegExp(`^users/${id}/photo/.+\\.png$`));
    const pdf = await upload('customer', '/api/UserProfile/uphoto', {
      name: 'c.png',
      type: 'image/png',
      bytes: Buffer.from('%PDF-1.4 not an image'),
    });
    expect(pdf.json()).toEqual({
      result: UploadResult.Failure,
      message: 'A photo must be a JPEG, PNG, GIF or WebP image.',
    });
    const large = await upload('customer', '/api/UserProfile/uphoto', {
      name: 'big.png',
      type: 'image/png',
      bytes: Buffer.concat([png, Buffer.alloc(MAX_UPLOAD_BYTES)]),
    });
    expect(large.json()).toMatchObject({ result: UploadResult.FileSizeExceed });
  });
});
