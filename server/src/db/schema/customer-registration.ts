import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { customers } from './customers';
import { countries } from './geography';
import { entities } from './reference';
import { users } from './users';

/**
 * Customer self-registrations (spec section 2, under the third entity). The applicant's password is
 * stored as its scrypt hash and copied to the user created on approval; only the SHA-256 of the emailed
 * verification token is kept. Status: 1 pending verification, 2 verified (awaiting approval), 3
 * approved, 4 rejected. `version` guards the decision against a second internal user.
 */
export const customerRegistrations = pgTable(
  'customer_registrations',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    entityId: integer('entity_id')
      .notNull()
      .references(() => entities.id),
    status: integer('status').notNull().default(1),
    companyName: text('company_name').notNull(),
    countryId: integer('country_id')
      .notNull()
      .references(() => countries.id),
    address: text('address').notNull(),
    contactName: text('contact_name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    serviceIds: integer('service_ids').array().notNull(),
    loginName: text('login_name').notNull(),
    passwordHash: text('password_hash').notNull(),
    language: text('language').notNull().default('en'),
    termsAccepted: boolean('terms_accepted').notNull(),
    tokenHash: text('token_hash').notNull(),
    tokenExpiresAt: timestamp('token_expires_at', { withTimezone: true }).notNull(),
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decidedBy: integer('decided_by').references(() => users.id),
    rejectionReason: text('rejection_reason'),
    customerId: integer('customer_id').references(() => customers.id),
    userId: integer('user_id').references(() => users.id),
    version: integer('version').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('customer_registrations_token_hash_idx').on(t.tokenHash),
    index('customer_registrations_entity_status_idx').on(t.entityId, t.status),
    index('customer_registrations_email_lower_idx').on(sql`lower(${t.email})`),
    index('customer_registrations_login_lower_idx').on(sql`lower(${t.loginName})`),
  ],
);
