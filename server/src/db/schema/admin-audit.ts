import { index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * The trail of the rights and roles administration: one row per change (a right created, edited or
 * deleted; a role created or renamed; a role's rights replaced; a permission granted or removed), written
 * in the change's own transaction. Rows are never updated or deleted. role_id and right_id keep no
 * foreign key, so a row outlives the role or right it names (the names are copied into before/after).
 * A role's or right's version is 1 + the number of its versioned changes here (see rights module).
 */
export const adminAudit = pgTable(
  'admin_audit',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** The login name at the time of the change (kept if the user is renamed or removed). */
    userName: text('user_name').notNull(),
    /** right.create, right.update, right.delete, role.create, role.rename, role.rights, permission.grant, permission.remove */
    action: text('action').notNull(),
    roleId: integer('role_id'),
    rightId: integer('right_id'),
    permission: text('permission'),
    before: jsonb('before'),
    after: jsonb('after'),
  },
  (t) => [
    index('admin_audit_role_id_idx').on(t.roleId, t.id),
    index('admin_audit_right_id_idx').on(t.rightId, t.id),
  ],
);
