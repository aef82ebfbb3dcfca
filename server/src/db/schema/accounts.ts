import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { entities } from './reference';
import { users } from './users';

/**
 * Mail and password-reset links. Every email the portal sends is first written to the outbox in the
 * transaction that decided to send it (nothing is mailed for a rolled-back change); the mailer then
 * delivers it through the configured transport (SMTP) or leaves it in the outbox, where admins read it.
 */
export const emailOutbox = pgTable(
  'email_outbox',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    entityId: integer('entity_id').references(() => entities.id),
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    textBody: text('text_body').notNull(),
    htmlBody: text('html_body'),
    /** 'outbox' (kept for reading) or 'smtp'. */
    transport: text('transport').notNull().default('outbox'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    error: text('error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('email_outbox_created_at_idx').on(t.createdAt)],
);

/** One row per reset link; only the SHA-256 of the token is stored. Single use, expires. */
export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('password_reset_tokens_user_id_idx').on(t.userId)],
);
