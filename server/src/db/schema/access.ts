import { boolean, index, integer, pgTable, primaryKey, text, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { rightTypes } from './reference';

/** Roles are global (not per entity); ids of the spec's roles are seeded explicitly. */
export const roles = pgTable('roles', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  name: text('name').notNull().unique(),
});

export const rolePermissions = pgTable(
  'role_permissions',
  {
    roleId: integer('role_id')
      .notNull()
      .references(() => roles.id, { onDelete: 'cascade' }),
    permission: text('permission').notNull(),
  },
  (t) => [primaryKey({ columns: [t.roleId, t.permission] })],
);

/** Rights are the menu items: headings (path '#') and screens (path without the entity prefix). */
export const rights = pgTable(
  'rights',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    parentId: integer('parent_id').references((): AnyPgColumn => rights.id, { onDelete: 'cascade' }),
    menuName: text('menu_name').notNull(),
    titleName: text('title_name').notNull(),
    path: text('path').notNull().default('#'),
    ranking: integer('ranking').notNull().default(0),
    showMenu: boolean('show_menu').notNull().default(true),
    isHeading: boolean('is_heading').notNull().default(false),
    glyphicons: text('glyphicons'),
    rightTypeId: integer('right_type_id')
      .notNull()
      .references(() => rightTypes.id),
    active: boolean('active').notNull().default(true),
  },
  (t) => [index('rights_parent_id_idx').on(t.parentId), index('rights_right_type_id_idx').on(t.rightTypeId)],
);

export const roleRights = pgTable(
  'role_rights',
  {
    roleId: integer('role_id')
      .notNull()
      .references(() => roles.id, { onDelete: 'cascade' }),
    rightId: integer('right_id')
      .notNull()
      .references(() => rights.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.roleId, t.rightId] }), index('role_rights_right_id_idx').on(t.rightId)],
);
