/** @databases postgres */
import type { Transport } from 'nodemailer';
import type MailMessage from 'nodemailer/lib/mailer/mail-message';
import { hrCaller, type HrTestApp } from '../hr-staff/hr-staff.test-support';
import { until } from '../../test/until';
import { accountBody, createAccountsTestApp, lastMailTo, PUBLIC_URL, tokenIn } from './accounts.test-support';
import { maskLinks, resetPasswordMail } from './mail-templates';

interface Sent {
  from: unknown;
  to: unknown;
  subject: unknown;
  text: unknown;
  html: unknown;
}

/** A transport standing in for an SMTP server: it keeps what it is given, or refuses some addresses. */
function fakeTransport(sent: Sent[], refuse: RegExp): Transport {
  return {
    name: 'fake-smtp',
    version: '1',
    send(mail: MailMessage, done: (error: Error | null, info?: unknown) => void) {
      const { from, to, subject, text, html } = mail.data;
      if (refuse.test(String(to))) return done(new Error('550 mailbox unavailable'));
      sent.push({ from, to, subject, text, html });
      done(null, { messageId: `<${sent.length}@fake>`, envelope: {} });
    },
  } as Transport;
}

describe('mail through SMTP (a fake transport)', () => {
  const sent: Sent[] = [];
  let t: HrTestApp;
  const { call } = hrCaller(() => t);
  beforeAll(async () => {
    t = await createAccountsTestApp({ transport: fakeTransport(sent, /refused/) });
  });
  afterAll(() => t.close());

  it('delivers the full message and records a copy without the link, with its sending time', async () => {
    await call(
      'admin',
      'POST',
      '/api/UserAccount/save',
      accountBody({ loginName: 'smtp1', email: 'smtp1@qpa.example.com' }),
    );
    await until(async () => (await lastMailTo(t, 'smtp1@qpa.example.com'))?.sentAt != null);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({
      from: 'Quality Portal <no-reply@portal.example.com>',
      to: 'smtp1@qpa.example.com',
      subject: 'Set your Quality Portal password',
    });
    const token = tokenIn(String(sent[0]!.text));
    expect(String(sent[0]!.html)).toContain(`${PUBLIC_URL}/reset-password?token=${token}`);
    const stored = (await lastMailTo(t, 'smtp1@qpa.example.com'))!;
    expect(stored).toMatchObject({ transport: 'smtp', error: null });
    expect(stored.textBody).toContain('reset-password?token=[hidden]');
    expect(stored.textBody).not.toContain(token);
    expect(stored.htmlBody).not.toContain(token);
    // The link the recipient got works.
    const state = await t.app.inject({
      method: 'GET',
      url: `/api/User/IsResetPasswordEmailLinkExpired/${token}`,
    });
    expect(state.json()).toMatchObject({ isExpired: false, loginName: 'smtp1' });
  });

  it('records a refused delivery as an error, without failing the request', async () => {
    const response = await call(
      'admin',
      'POST',
      '/api/UserAccount/save',
      accountBody({ loginName: 'smtp2', email: 'refused@qpa.example.com' }),
    );
    expect(response.json()).toMatchObject({ result: 1 });
    await until(async () => (await lastMailTo(t, 'refused@qpa.example.com'))?.error != null);
    expect(await lastMailTo(t, 'refused@qpa.example.com')).toMatchObject({
      sentAt: null,
      error: '550 mailbox unavailable',
    });
    const list = await call('admin', 'POST', '/api/UserAccount/email-outbox', {
      skip: 0,
      take: 10,
      statuses: ['failed'],
    });
    expect(list.json()).toMatchObject({
      total: 1,
      data: [{ toAddress: 'refused@qpa.example.com', status: 'failed' }],
    });
  });
});

describe('mail without SMTP', () => {
  let t: HrTestApp;
  const { call } = hrCaller(() => t);
  beforeAll(async () => {
    t = await createAccountsTestApp();
  });
  afterAll(() => t.close());

  it('keeps the message, link included, in the outbox: that is its delivery', async () => {
    await call(
      'admin',
      'POST',
      '/api/UserAccount/save',
      accountBody({ loginName: 'box1', email: 'box1@qpa.example.com' }),
    );
    const stored = (await lastMailTo(t, 'box1@qpa.example.com'))!;
    expect(stored).toMatchObject({ transport: 'outbox', sentAt: null, error: null });
    expect(tokenIn(stored.textBody)).toHaveLength(43);
  });
});

describe('the reset email', () => {
  const base = {
    fullName: 'Zoë <Admin>',
    loginName: 'zoe',
    link: 'https://p.example.com/reset-password?token=abcdefghijklmnopqrstuvwxyz012345',
    hours: 24,
  };

  it('is written in English by default and in French for a French user, as text and HTML', () => {
    const en = resetPasswordMail({ ...base, language: null, kind: 'reset' });
    expect(en).toMatchObject({ lang: 'en', subject: 'Reset your Quality Portal password' });
    expect(en.text).toContain('Hello Zoë <Admin>,');
    const fr = resetPasswordMail({ ...base, language: 'fr', kind: 'set' });
    expect(fr.subject).toBe('Définissez votre mot de passe du Portail Qualité');
    expect(fr.text).toContain('dans les 24 heures');
    expect(fr.html).toContain('<html lang="fr">');
    // Names are escaped in the HTML part.
    expect(fr.html).toContain('Bonjour Zoë &lt;Admin&gt;,');
    expect(fr.html).not.toContain('<Admin>');
  });

  it('masks link tokens for copies read by someone else', () => {
    expect(maskLinks(base.link)).toBe('https://p.example.com/reset-password?token=[hidden]');
    expect(maskLinks('?token=short')).toBe('?token=short');
  });
});
