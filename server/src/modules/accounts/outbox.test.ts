/** @databases postgres */
import { emailOutbox } from '../../db/schema';
import { hrCaller, type HrTestApp } from '../hr-staff/hr-staff.test-support';
import { accountBody, createAccountsTestApp, lastMailTo } from './accounts.test-support';

let t: HrTestApp;
const { call } = hrCaller(() => t);
beforeAll(async () => {
  t = await createAccountsTestApp();
  // Two older messages of entity 2 and one of entity 1 beside what the tests send.
  await t.database.db.insert(emailOutbox).values([
    {
      entityId: 2,
      toAddress: 'a@qpe.example.com',
      subject: 'Entity two, first',
      textBody: 'x',
      createdAt: new Date('2026-01-01T08:00:00Z'),
    },
    {
      entityId: 2,
      toAddress: 'b@qpe.example.com',
      subject: 'Entity two, second',
      textBody: 'y',
      createdAt: new Date('2026-01-02T08:00:00Z'),
    },
    {
      entityId: 1,
      toAddress: 'c@qpa.example.com',
      subject: 'Entity one',
      textBody: 'z',
      createdAt: new Date('2026-01-03T08:00:00Z'),
    },
  ]);
});
afterAll(() => t.close());

type Page = { total: number; data: { id: number; subject: string; status: string; toAddress: string }[] };
const list = async (login: string, entityId: number, body: Record<string, unknown> = {}) => {
  const response = await call(
    login,
    'POST',
    '/api/UserAccount/email-outbox',
    { skip: 0, take: 50, ...body },
    entityId,
  );
  return { status: response.statusCode, body: response.json() as Page };
};

describe('POST /api/UserAccount/email-outbox', () => {
  it('answers 401 without a token and 403 without EmailOutbox.View', async () => {
    expect((await list('cs', 1)).status).toBe(403);
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/UserAccount/email-outbox', payload: {} })).statusCode,
    ).toBe(401);
  });

  it('lists the entity’s mail only, newest first', async () => {
    await call(
      'admin',
      'POST',
      '/api/UserAccount/save',
      accountBody({ loginName: 'ob1', email: 'ob1@qpa.example.com' }),
      1,
    );
    const two = await list('hr', 2);
    expect(two.body.data.map((row) => row.subject)).toEqual(['Entity two, second', 'Entity two, first']);
    const one = await list('hr', 1);
    expect(one.body.data.map((row) => row.toAddress)).toEqual(['ob1@qpa.example.com', 'c@qpa.example.com']);
    expect(one.body.data[0]).toMatchObject({ status: 'stored', subject: 'Set your Quality Portal password' });
    expect((await list('hr', 1, { searchText: 'ob1@' })).body.total).toBe(1);
    expect((await list('hr', 1, { statuses: ['sent'] })).body.total).toBe(0);
  });
});

describe('GET /api/UserAccount/email-outbox/{id}', () => {
  it('opens a message of the entity with its text and HTML; another entity’s is not found', async () => {
    const mail = (await lastMailTo(t, 'ob1@qpa.example.com'))!;
    const response = await call('hr', 'GET', `/api/UserAccount/email-outbox/${mail.id}`);
    // hr could manage a Cs account? No: Cs holds booking rights hr lacks, so the link is masked for hr.
    expect(response.json()).toMatchObject({ result: 1, data: { id: mail.id, linksHidden: true } });
    expect((response.json() as { data: { textBody: string } }).data.textBody).toContain('token=[hidden]');
    const admin = await call('admin', 'GET', `/api/UserAccount/email-outbox/${mail.id}`);
    expect(admin.json()).toMatchObject({
      data: { linksHidden: false, textBody: mail.textBody, htmlBody: mail.htmlBody },
    });
    expect(
      (await call('hr', 'GET', `/api/UserAccount/email-outbox/${mail.id}`, undefined, 2)).statusCode,
    ).toBe(404);
  });

  it('shows hr the links of accounts hr may manage', async () => {
    await call(
      'hr',
      'POST',
      '/api/UserAccount/save',
      accountBody({ loginName: 'ob2', email: 'ob2@qpa.example.com', roleIds: [10] }),
    );
    const mail = (await lastMailTo(t, 'ob2@qpa.example.com'))!;
    const response = await call('hr', 'GET', `/api/UserAccount/email-outbox/${mail.id}`);
    expect(response.json()).toMatchObject({ data: { linksHidden: false, textBody: mail.textBody } });
  });
});
