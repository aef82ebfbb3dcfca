import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { roles } from './access';
import { customers } from './customers';
import { factories, suppliers } from './suppliers';
import { entities, profiles, services } from './reference';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

export const users = pgTable(
  'users',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    loginName: text('login_name').notNull(),
    fullName: text('full_name').notNull(),
    email: text('email'),
    userType: integer('user_type').notNull(),
    passwordHash: text('password_hash').notNull(),
    isActive: boolean('is_active').notNull().default(true),
    customerId: integer('customer_id').references(() => customers.id),
    supplierId: integer('supplier_id').references(() => suppliers.id),
    factoryId: integer('factory_id').references(() => factories.id),
    staffId: integer('staff_id'),
    countryId: integer('country_id'),
    fbUserId: integer('fb_user_id'),
    phoneNumber: text('phone_number'),
    /** 'M' or 'F'; picks the default avatar when there is no photo. */
    gender: text('gender'),
    /** Profile photo, relative to the data folder's files. */
    photoFile: text('photo_file'),
    /** Interface language chosen in the user profile ('en' or 'fr'). */
    language: text('language').notNull().default('en'),
    tcfNewDashboardAccess: boolean('tcf_new_dashboard_access').notNull().default(false),
    /** True once the default password has been changed (spec field `changePassword`). */
    changePassword: boolean('change_password').notNull().default(false),
    passwordChangedAt: timestamp('password_changed_at', { withTimezone: true }),
    failedLoginCount: integer('failed_login_count').notNull().default(0),
    firstFailedLoginAt: timestamp('first_failed_login_at', { withTimezone: true }),
    blockedUntil: timestamp('blocked_until', { withTimezone: true }),
    version: integer('version').notNull().default(1),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // Sign-in compares login names case-insensitively, so uniqueness must too.
    uniqueIndex('users_login_name_lower_idx').on(sql`lower(${t.loginName})`),
    index('users_customer_id_idx').on(t.customerId),
    index('users_supplier_id_idx').on(t.supplierId),
    index('users_factory_id_idx').on(t.factoryId),
  ],
);

export const passwordHistory = pgTable(
  'password_history',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    hash: text('hash').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('password_history_user_id_idx').on(t.userId, t.createdAt)],
);

export const userEntities = pgTable(
  'user_entities',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    entityId: integer('entity_id')
      .notNull()
      .references(() => entities.id),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.entityId] }),
    index('user_entities_entity_id_idx').on(t.entityId),
  ],
);

export const userServices = pgTable(
  'user_services',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    serviceId: integer('service_id')
      .notNull()
      .references(() => services.id),
  },
  (t) => [primaryKey({ columns: [t.userId, t.serviceId] })],
);

export const userProfiles = pgTable(
  'user_profiles',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    profileId: integer('profile_id')
      .notNull()
      .references(() => profiles.id),
  },
  (t) => [primaryKey({ columns: [t.userId, t.profileId] })],
);

export const userRoles = pgTable(
  'user_roles',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    roleId: integer('role_id')
      .notNull()
      .references(() => roles.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.userId, t.roleId] }), index('user_roles_role_id_idx').on(t.roleId)],
);

/** One row per sign-in; the JWT's jti names it, so signing out revokes exactly that token. */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [index('sessions_user_id_idx').on(t.userId)],
);

/** The key account managers (internal users) of a customer; the help panel shows them to the customer. */
export const customerKams = pgTable(
  'customer_kams',
  {
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    isPrimary: boolean('is_primary').notNull().default(false),
  },
  (t) => [primaryKey({ columns: [t.customerId, t.userId] })],
);
