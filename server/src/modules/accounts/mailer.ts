import type { FastifyBaseLogger } from 'fastify';
import nodemailer, { type Transport, type Transporter } from 'nodemailer';
import type { MailConfig } from '../../config';
import { DEFAULT_MAIL_FROM } from '../../config';
import type { Db } from '../../db/client';
import { safeErrorForLog } from '../../lib/safe-error';
import { maskLinks } from './mail-templates';
import { insertOutboxRow, markFailed, markSent, type StoredMail } from './mail-outbox.repository';

export interface OutgoingMail {
  /** The entity whose admins see the message in their outbox. */
  entityId: number | null;
  to: string;
  subject: string;
  text: string;
  html: string | null;
}

export interface QueuedMail {
  id: number;
  mail: OutgoingMail;
}

/**
 * Every message is first written to email_outbox inside the transaction that decided to send it, so a
 * rolled-back change mails nothing. Without SMTP the outbox row IS the delivery (transport 'outbox'):
 * admins read it there. With SMTP the row is a record (transport 'smtp', sentAt or error), its links
 * masked, and the full message leaves through nodemailer after the commit.
 */
export interface Mailer {
  readonly transport: 'outbox' | 'smtp';
  queue(tx: Db, mail: OutgoingMail): Promise<QueuedMail>;
  /** After commit: starts the SMTP delivery in the background (the answer never waits for it). */
  deliver(db: Db, queued: QueuedMail[], log: FastifyBaseLogger): void;
  /** Resolves when every delivery started so far has ended (tests, shutdown). */
  idle(): Promise<void>;
  close(): Promise<void>;
}

function transporterOf(config: MailConfig | undefined): Transporter | null {
  if (config?.transport) return nodemailer.createTransport(config.transport);
  if (config?.smtpUrl) return nodemailer.createTransport(config.smtpUrl);
  return null;
}

/** A nodemailer transport whose delivery is the stored row: what admins read in the outbox. */
function outboxTransport(tx: Db, stored: StoredMail): Transport<{ outboxId: number }> {
  return {
    name: 'portal-outbox',
    version: '1',
    send(_mail, callback) {
      insertOutboxRow(tx, stored).then(
        (outboxId) => callback(null, { outboxId }),
        (error: Error) => callback(error, { outboxId: 0 }),
      );
    },
  };
}

export function createMailer(config: MailConfig | undefined): Mailer {
  const transporter = transporterOf(config);
  const from = config?.from || DEFAULT_MAIL_FROM;
  const running = new Set<Promise<void>>();

  const message = (mail: OutgoingMail) => ({
    from,
    to: mail.to,
    subject: mail.subject,
    text: mail.text,
    ...(mail.html ? { html: mail.html } : {}),
  });

  async function send(db: Db, { id, mail }: QueuedMail, log: FastifyBaseLogger): Promise<void> {
    try {
      await transporter!.sendMail(message(mail));
      await markSent(db, id, new Date());
    } catch (error) {
      log.error({ error: safeErrorForLog(error), outboxId: id }, 'mail delivery failed');
      const message = error instanceof Error ? error.message : 'delivery failed';
      await markFailed(db, id, message).catch(() => undefined);
    }
  }

  return {
    transport: transporter ? 'smtp' : 'outbox',
    async queue(tx, mail) {
      const stored: StoredMail = {
        entityId: mail.entityId,
        toAddress: mail.to,
        subject: mail.subject,
        // With SMTP the recipient gets the link; the copy that admins can read must not carry it.
        textBody: transporter ? maskLinks(mail.text) : mail.text,
        htmlBody: mail.html && transporter ? maskLinks(mail.html) : mail.html,
        transport: transporter ? 'smtp' : 'outbox',
      };
      if (transporter) return { id: await insertOutboxRow(tx, stored), mail };
      // Without SMTP the message still goes through nodemailer (addresses and headers checked the same
      // way); its transport is the outbox row, written in the caller's transaction.
      const outbox = nodemailer.createTransport(outboxTransport(tx, stored));
      // The typings give every custom transport SMTP's answer type; ours answers the row's id.
      const info = (await outbox.sendMail(message(mail))) as unknown as { outboxId: number };
      return { id: info.outboxId, mail };
    },
    deliver(db, queued, log) {
      if (!transporter) return;
      for (const item of queued) {
        const task = send(db, item, log).finally(() => running.delete(task));
        running.add(task);
      }
    },
    async idle() {
      while (running.size) await Promise.all([...running]);
    },
    async close() {
      while (running.size) await Promise.all([...running]);
      transporter?.close();
    },
  };
}
