/** @databases both */
import { createHrTestApp, hrCaller, staffIdOf, type HrTestApp } from './hr-staff.test-support';
import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { MAX_UPLOAD_BYTES, UploadResult, type StaffDetail } from '@portal/domain';
import { json } from '../../test/test-app';
import { staff, staffFiles } from '../../db/schema';
import { demoPortraitPng } from '../../db/seed/demo-photo';

let t: HrTestApp;
const { call, upload } = hrCaller(() => t);
beforeAll(async () => {
  t = await createHrTestApp();
});
afterAll(() => t.close());

const png = demoPortraitPng(24, [200, 30, 30]);
const pdf = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
const storedFiles = () =>
  fs.existsSync(path.join(t.filesDir, 'staff'))
    ? fs.readdirSync(path.join(t.filesDir, 'staff'), { recursive: true })
    : [];

describe('POST /api/HumanResource/staff/uphoto/{id}', () => {
  it('stores an image, points the staff at it and serves it back; the linked user shows it in the header', async () => {
    const id = await staffIdOf(t, 'E0004'); // the inspector's record
    const response = await upload('hr', `/api/HumanResource/staff/uphoto/${id}`, {
      name: 'me.png',
      type: 'image/png',
      bytes: png,
    });
    expect(response.statusCode).toBe(200);
    const body = json<{ result: number; fileUrl: string }>(response);
    expect(body.result).toBe(UploadResult.Success);
    expect(body.fileUrl).toMatch(new RegExp(`^/api/HumanResource/staff/photo-file/${id}\\?f=`));

    const photo = await call('hr', 'GET', body.fileUrl);
    expect(photo.statusCode).toBe(200);
    expect(photo.headers['content-type']).toBe('image/png');
    expect(photo.rawPayload.equals(png)).toBe(true);
    const record = json<{ data: StaffDetail }>(
      await call('hr', 'GET', `/api/HumanResource/staff/edit/${id}`),
    ).data;
    expect(record.photoUrl).toBe(body.fileUrl);
    expect(record.version).toBe(1); // a photo is not an edit of the form

    // The inspector signs in: the header's photo is the staff photo.
    const gender = json<{ isPhotovailable: boolean; fileUrl: string }>(
      await call('inspector', 'GET', '/api/HumanResource/GetUserGender'),
    );
    expect(gender.isPhotovailable).toBe(true);
    const headerPhoto = await call('inspector', 'GET', gender.fileUrl);
    expect(headerPhoto.rawPayload.equals(png)).toBe(true);
    // And a colleague looking the staff up by id gets the same picture.
    const byStaff = json<{ fileUrl: string }>(
      await call('cs', 'GET', `/api/HumanResource/staff/photo/${id}`),
    );
    expect((await call('cs', 'GET', byStaff.fileUrl)).rawPayload.equals(png)).toBe(true);
  });

  it('replaces the previous photo file', async () => {
    const id = await staffIdOf(t, 'E0012');
    await upload('hr', `/api/HumanResource/staff/uphoto/${id}`, {
      name: 'a.png',
      type: 'image/png',
      bytes: png,
    });
    const [first] = await t.database.db
      .select({ photo: staff.photoFile })
      .from(staff)
      .where(eq(staff.id, id));
    await upload('hr', `/api/HumanResource/staff/uphoto/${id}`, {
      name: 'b.png',
      type: 'image/png',
      bytes: demoPortraitPng(12),
    });
    const [second] = await t.database.db
      .select({ photo: staff.photoFile })
      .from(staff)
      .where(eq(staff.id, id));
    expect(second!.photo).not.toBe(first!.photo);
    expect(fs.existsSync(path.join(t.filesDir, first!.photo!))).toBe(false);
    expect(fs.existsSync(path.join(t.filesDir, second!.photo!))).toBe(true);
    // Staff without an account: the lookup by staff id serves the record's photo.
    const byStaff = json<{ result: number; fileUrl: string }>(
      await call('cs', 'GET', `/api/HumanResource/staff/photo/${id}`),
    );
    expect(byStaff.fileUrl).toContain(`/staff/photo-file/${id}`);
  });

  it('refuses a PDF or a renamed file as a photo, and a file over the limit (FileSizeExceed), storing nothing', async () => {
    const id = await staffIdOf(t, 'E0013');
    const before = storedFiles().length;
    const asPdf = json<{ result: number; message: string }>(
      await upload('hr', `/api/HumanResource/staff/uphoto/${id}`, {
        name: 'x.pdf',
        type: 'application/pdf',
        bytes: pdf,
      }),
    );
    expect(asPdf).toEqual({ result: UploadResult.Failure, message: expect.stringContaining('JPEG') });
    const renamed = json<{ result: number }>(
      await upload('hr', `/api/HumanResource/staff/uphoto/${id}`, {
        name: 'x.png',
        type: 'image/png',
        bytes: Buffer.from('MZ not an image'),
      }),
    );
    expect(renamed.result).toBe(UploadResult.Failure);
    const big = Buffer.concat([png, Buffer.alloc(MAX_UPLOAD_BYTES)]);
    const tooBig = await upload('hr', `/api/HumanResource/staff/uphoto/${id}?lang=fr`, {
      name: 'big.png',
      type: 'image/png',
      bytes: big,
    });
    expect(tooBig.statusCode).toBe(200);
    expect(json(tooBig)).toEqual({
      result: UploadResult.FileSizeExceed,
      message: expect.stringContaining('Mo'),
    });
    expect(storedFiles().length).toBe(before);
    const [row] = await t.database.db.select({ photo: staff.photoFile }).from(staff).where(eq(staff.id, id));
    expect(row!.photo).toBeNull();
  });

  it('needs StaffSummary.Edit, the staff in the entity, and a multipart body', async () => {
    const id = await staffIdOf(t, 'E0013');
    const file = { name: 'a.png', type: 'image/png', bytes: png };
    expect((await upload('inspector', `/api/HumanResource/staff/uphoto/${id}`, file)).statusCode).toBe(403);
    expect((await upload('hr', `/api/HumanResource/staff/uphoto/${id}`, file, 2)).statusCode).toBe(404);
    expect((await upload('hr', '/api/HumanResource/staff/uphoto/abc', file)).statusCode).toBe(400);
    expect(
      json(await call('hr', 'POST', `/api/HumanResource/staff/uphoto/${id}`, { not: 'multipart' })),
    ).toMatchObject({ result: UploadResult.Failure });
    expect((await call(null, 'POST', `/api/HumanResource/staff/uphoto/${id}`)).statusCode).toBe(401);
  });
});

describe('attached files', () => {
  it('attaches images and PDF, lists them on the record, downloads them with type and name, removes them', async () => {
    const id = await staffIdOf(t, 'E0014');
    const attached = json<{
      result: number;
      file: { id: number; fileName: string; mimeType: string; size: number };
    }>(
      await upload('hr', `/api/HumanResource/staff/attached/${id}`, {
        name: 'Contrat signé.pdf',
        type: 'application/pdf',
        bytes: pdf,
      }),
    );
    expect(attached).toMatchObject({
      result: 1,
      file: { fileName: 'Contrat signé.pdf', mimeType: 'application/pdf', size: pdf.length },
    });
    const record = json<{ data: StaffDetail }>(
      await call('hr', 'GET', `/api/HumanResource/staff/edit/${id}`),
    ).data;
    expect(record.files.map((f) => f.fileName)).toEqual(['Contrat signé.pdf']);

    const download = await call('hr', 'GET', `/api/HumanResource/staff/file/${attached.file.id}`);
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.headers['content-disposition']).toContain("filename*=UTF-8''Contrat%20sign%C3%A9.pdf");
    expect(download.rawPayload.equals(pdf)).toBe(true);

    expect(
      (await call('hr', 'GET', `/api/HumanResource/staff/file/${attached.file.id}`, undefined, 2)).statusCode,
    ).toBe(404);
    expect((await call('cs', 'GET', `/api/HumanResource/staff/file/${attached.file.id}`)).statusCode).toBe(
      403,
    );
    expect((await call('hr', 'GET', '/api/HumanResource/staff/file/999999')).statusCode).toBe(404);

    expect(
      json(await call('inspector', 'DELETE', `/api/HumanResource/staff/file/${attached.file.id}`)),
    ).toMatchObject({ message: expect.any(String) });
    expect(json(await call('hr', 'DELETE', `/api/HumanResource/staff/file/${attached.file.id}`))).toEqual({
      result: 1,
    });
    expect(await t.database.db.select().from(staffFiles).where(eq(staffFiles.staffId, id))).toEqual([]);
  });

  it('refuses other types and files over the limit', async () => {
    const id = await staffIdOf(t, 'E0014');
    const text = json<{ result: number; message: string }>(
      await upload('hr', `/api/HumanResource/staff/attached/${id}`, {
        name: 'notes.txt',
        type: 'text/plain',
        bytes: Buffer.from('hello'),
      }),
    );
    expect(text).toEqual({ result: UploadResult.Failure, message: expect.stringContaining('PDF') });
    const big = Buffer.concat([pdf, Buffer.alloc(MAX_UPLOAD_BYTES)]);
    expect(
      json(
        await upload('hr', `/api/HumanResource/staff/attached/${id}`, {
          name: 'big.pdf',
          type: 'application/pdf',
          bytes: big,
        }),
      ),
    ).toMatchObject({
      result: UploadResult.FileSizeExceed,
    });
    expect(await t.database.db.select().from(staffFiles).where(eq(staffFiles.staffId, id))).toEqual([]);
  });

  it('a deleted staff record takes its files with it', async () => {
    const lookups = json<{ offices: { id: number }[]; departments: { id: number }[] }>(
      await call('hr', 'GET', '/api/HumanResource'),
    );
    const { staffBody } = await import('./hr-staff.test-support');
    const created = json<{ data: { id: number } }>(
      await call(
        'hr',
        'POST',
        '/api/HumanResource/staff/save',
        staffBody({
          employeeNo: 'FILES1',
          officeId: lookups.offices[0]!.id,
          departmentId: lookups.departments[0]!.id,
        }),
      ),
    );
    const id = created.data.id;
    await upload('hr', `/api/HumanResource/staff/attached/${id}`, {
      name: 'a.pdf',
      type: 'application/pdf',
      bytes: pdf,
    });
    await upload('hr', `/api/HumanResource/staff/uphoto/${id}`, {
      name: 'a.png',
      type: 'image/png',
      bytes: png,
    });
    expect(
      fs
        .readdirSync(path.join(t.filesDir, 'staff', String(id)), { recursive: true })
        .filter((f) => String(f).includes('.')),
    ).toHaveLength(2);
    expect(json(await call('hr', 'POST', '/api/HumanResource/staff/delete', { id }))).toEqual({ result: 1 });
    expect(
      fs
        .readdirSync(path.join(t.filesDir, 'staff', String(id)), { recursive: true })
        .filter((f) => String(f).includes('.')),
    ).toHaveLength(0);
  });
});
