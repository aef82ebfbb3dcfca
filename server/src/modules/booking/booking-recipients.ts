import { Role, Service, UserType } from '@portal/domain';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rawRows } from '../../db/raw-rows';

/** The people a booking concerns, by the part they play in it. */
export interface BookingPeople {
  /** Customer, supplier and factory users of the booking. */
  parties: number[];
  /** The customer's CS and backup CS for inspections; every CS of the entity when none is named. */
  cs: number[];
  /** The customer's key account managers. */
  kam: number[];
}

export interface BookingRef {
  id: number;
  entityId: number;
  customerId: number;
  supplierId: number;
  factoryId: number;
}

const ids = (rows: { id: number }[]) => [...new Set(rows.map((row) => row.id))];

async function rows(db: Db, query: ReturnType<typeof sql>): Promise<{ id: number }[]> {
  return (await rawRows<{ id: number }>(db, query)).map((row) => ({ id: Number(row.id) }));
}

/** Active users of a role working in the entity (planning for ScheduleInspection, CS as a fallback). */
export async function roleUsers(db: Db, entityId: number, role: Role): Promise<number[]> {
  return ids(
    await rows(
      db,
      sql`select u.id from users u
        join user_roles ur on ur.user_id = u.id and ur.role_id = ${role}
        join user_entities ue on ue.user_id = u.id and ue.entity_id = ${entityId}
        where u.is_active and u.user_type = ${UserType.InternalUser}`,
    ),
  );
}

export async function bookingPeople(db: Db, booking: BookingRef): Promise<BookingPeople> {
  const parties = await rows(
    db,
    sql`select u.id from users u
      where u.is_active and (
        (u.user_type = ${UserType.Customer} and u.customer_id = ${booking.customerId})
        or (u.user_type = ${UserType.Supplier} and u.supplier_id = ${booking.supplierId})
        or (u.user_type = ${UserType.Factory} and u.factory_id = ${booking.factoryId}))`,
  );
  const config = await rows(
    db,
    sql`select unnest(array[c.cs_user_id, c.backup_cs_user_id]) as id from customer_user_configs c
      where c.customer_id = ${booking.customerId} and c.service_id = ${Service.Inspection}`,
  );
  const named = config.filter((row) => Number.isInteger(row.id) && row.id > 0);
  const kam = await rows(
    db,
    sql`select c.kam_user_id as id from customer_user_configs c
        where c.customer_id = ${booking.customerId} and c.service_id = ${Service.Inspection}
          and c.kam_user_id is not null
      union select k.user_id as id from customer_kams k where k.customer_id = ${booking.customerId}`,
  );
  return {
    parties: ids(parties),
    cs: named.length ? ids(named) : await roleUsers(db, booking.entityId, Role.Cs),
    kam: ids(kam),
  };
}

/** The e-mail addresses of the booking's chosen customer, supplier and factory contacts. */
export async function contactAddresses(
  db: Db,
  contacts: { customerContactIds: number[]; supplierContactIds: number[]; factoryContactIds: number[] },
  booking: BookingRef,
): Promise<string[]> {
  const vendorIds = [...contacts.supplierContactIds, ...contacts.factoryContactIds];
  const found = await rawRows<{ email: string }>(
    db,
    sql`select email from customer_contacts
        where customer_id = ${booking.customerId} and id = any(${sql.param(contacts.customerContactIds)}::int[])
          and email is not null and is_active
      union
      select email from vendor_contacts
        where id = any(${sql.param(vendorIds)}::int[]) and email is not null
          and (supplier_id = ${booking.supplierId} or factory_id = ${booking.factoryId})`,
  );
  return [...new Set(found.map((row) => row.email.trim()).filter(Boolean))];
}
