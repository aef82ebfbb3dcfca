/**
 * The load bench's data on top of the demo seed: its own accounts (copies of demo users, so they have the
 * same roles, entities and password), a header-panel backlog for each, and master data at a scale where
 * searches do real work.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rawRows } from '../../db/raw-rows';
import { addBenchCustomers, addBenchSuppliers } from '../scale-data';

/** Which demo user an account copies, and so which cycle of calls it makes (user-cycle.ts). */
export type AccountKind = 'cs' | 'manager' | 'customer';

/** The mix of a portal's users: customer service does most of the editing, managers read, customers look. */
export const ACCOUNT_MIX: { kind: AccountKind; share: number }[] = [
  { kind: 'cs', share: 0.5 },
  { kind: 'manager', share: 0.3 },
  { kind: 'customer', share: 0.2 },
];

export interface LoadScale {
  accounts: number;
  customers: number;
  suppliers: number;
  tasksPerAccount: number;
  notificationsPerAccount: number;
  /** Contacts the cs accounts open and save: few enough that two saves of one contact sometimes cross. */
  hotContacts: number;
}

export interface Account {
  login: string;
  kind: AccountKind;
  userId: number;
}

export interface LoadData {
  accounts: Account[];
  /** Bench contacts every internal account reads (and cs accounts save). */
  hotContactIds: number[];
  /** Contacts of the demo customer the customer accounts belong to (their scope). */
  ownContactIds: number[];
}

function accountCounts(total: number): { kind: AccountKind; count: number }[] {
  const counts = ACCOUNT_MIX.map(({ kind, share }) => ({ kind, count: Math.floor(total * share) }));
  counts[0]!.count += total - counts.reduce((sum, { count }) => sum + count, 0);
  return counts;
}

/** Copies of one demo user: same type, party, roles, entities, services, profiles and password hash. */
async function addAccounts(db: Db, kind: AccountKind, count: number): Promise<void> {
  if (count === 0) return;
  const prefix = `load_${kind}_`;
  await db.execute(sql`
    insert into users (login_name, full_name, email, user_type, password_hash, customer_id, supplier_id,
                       factory_id, country_id, change_password, language)
    select ${prefix} || lpad(g::text, 3, '0'), t.full_name || ' ' || g, ${prefix} || g || '@bench.example.com',
           t.user_type, t.password_hash, t.customer_id, t.supplier_id, t.factory_id, t.country_id,
           t.change_password, t.language
    from users t cross join generate_series(1, ${count}) g
    where t.login_name = ${kind}`);
  for (const [table, column] of [
    ['user_roles', 'role_id'],
    ['user_entities', 'entity_id'],
    ['user_services', 'service_id'],
    ['user_profiles', 'profile_id'],
  ] as const) {
    await db.execute(sql`
      insert into ${sql.identifier(table)} (user_id, ${sql.identifier(column)})
      select c.id, l.${sql.identifier(column)}
      from users t join ${sql.identifier(table)} l on l.user_id = t.id
      join users c on starts_with(c.login_name, ${prefix})
      where t.login_name = ${kind}`);
  }
}

/**
 * A backlog in each account's header panels, spread over the last days so the Today / Yesterday / Older
 * counts all have work; Inspection and Quotation types only, which every user type may see.
 */
async function addWorkItems(db: Db, scale: LoadScale): Promise<void> {
  await db.execute(sql`
    insert into tasks (user_id, entity_id, type, link_id, is_done, created_at)
    select u.id, 1, 5 + (g % 10), g, g % 3 = 0, now() - (g * 7 || ' minutes')::interval
    from users u cross join generate_series(1, ${scale.tasksPerAccount}) g
    where starts_with(u.login_name, 'load_')`);
  await db.execute(sql`
    insert into notifications (user_id, entity_id, type, link_id, is_read, created_at)
    select u.id, 1, 9 + (g % 17), g, g % 2 = 0, now() - (g * 5 || ' minutes')::interval
    from users u cross join generate_series(1, ${scale.notificationsPerAccount}) g
    where starts_with(u.login_name, 'load_')`);
}

/** One contact for each bench customer, so contact searches run over as many rows as customer searches. */
async function addContacts(db: Db): Promise<void> {
  await db.execute(sql`
    insert into customer_contacts (customer_id, name, job_title, email, contact_type_ids)
    select id, 'Bench contact ' || id, 'Quality manager', 'contact' || id || '@bench.example.com', '{1}'
    from customers where name like 'Bench customer %'`);
}

async function ids(db: Db, query: ReturnType<typeof sql>): Promise<number[]> {
  return (await rawRows<{ id: number }>(db, query)).map((row) => row.id);
}

export async function addLoadData(db: Db, scale: LoadScale): Promise<LoadData> {
  for (const { kind, count } of accountCounts(scale.accounts)) await addAccounts(db, kind, count);
  await addWorkItems(db, scale);
  await addBenchCustomers(db, scale.customers);
  await addBenchSuppliers(db, scale.suppliers);
  await addContacts(db);
  await db.execute(sql`analyze`);

  const accounts = await rawRows<{ id: number; login_name: string }>(
    db,
    sql`select id, login_name from users where starts_with(login_name, 'load_') order by id`,
  );
  return {
    accounts: accounts.map((row) => ({
      login: row.login_name,
      kind: row.login_name.split('_')[1] as AccountKind,
      userId: row.id,
    })),
    hotContactIds: await ids(
      db,
      sql`select id from customer_contacts where name like 'Bench contact %' order by id
          limit ${scale.hotContacts}`,
    ),
    ownContactIds: await ids(
      db,
      sql`select c.id from customer_contacts c join users u on u.customer_id = c.customer_id
          where u.login_name = 'customer' order by c.id`,
    ),
  };
}
