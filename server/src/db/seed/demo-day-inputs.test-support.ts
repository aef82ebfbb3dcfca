import { sql } from 'drizzle-orm';
import type { Db } from '../client';
import { rawRows } from '../raw-rows';
import { leaveApprovers } from '../../modules/hr-leave/leave-approvers';
import { listQcs } from '../../modules/schedule/qc-directory';
import type { Place } from './demo-calendar';
import type { BookingInputs } from './demo-booking-plan';
import { loadBookingInputs } from './demo-booking-inputs';
import { officeIdsByCode } from './demo-holidays';
import type { ManDayRules } from './demo-allocation-facts';
import {
  loadDemoQcs,
  loadFactoryCountries,
  loadManDayRules,
  loginIds,
  type DemoQc,
} from './demo-allocations';

/**
 * What the demo's dated plans are made over and no day changes: the parties, people, orders, staff,
 * inspectors and rates the undated part of the seed wrote. Read once from a demo database; the plans of
 * any number of days are then computed from it without one (demo-day.test-support.ts).
 */

export interface DemoStaff {
  id: number;
  entityId: number;
  employeeNo: string;
  name: string;
  login: string | null;
  /** Where the staff's holidays come from (holiday-calendar.ts staffPlace). */
  place: Place;
  /** Users whose task a pending request of theirs becomes (leave-approvers.ts). */
  approvers: number[];
}

export interface DemoInputs {
  bookings: BookingInputs;
  rules: ManDayRules;
  qcs: DemoQc[];
  /** Each QC's office and its country, the places of the holidays that keep them off work. */
  qcPlaces: Map<number, Place>;
  factoryCountries: Map<number, number | null>;
  logins: Map<string, { id: number; name: string }>;
  officeIdOf: (entityId: number, code: string) => number | null;
  staff: DemoStaff[];
}

export async function loadDemoInputs(db: Db): Promise<DemoInputs> {
  const bookings = await loadBookingInputs(db);
  if (!bookings) throw new Error('the demo database has no purchase orders to book');
  const qcPlaces = new Map<number, Place>();
  for (const entityId of [1, 2])
    for (const qc of await listQcs(db, entityId))
      qcPlaces.set(qc.staffId, { officeId: qc.officeId, countryId: qc.officeCountryId });
  const staffRows = await rawRows<{
    id: number;
    entity_id: number;
    employee_no: string;
    name: string;
    login: string | null;
    office_id: number | null;
    country_id: number | null;
  }>(
    db,
    sql`select s.id, s.entity_id, s.employee_no, s.full_name as name, s.office_id,
          coalesce(o.country_id, s.country_id) as country_id,
          (select lower(min(u.login_name)) from users u where u.staff_id = s.id) as login
        from staff s left join offices o on o.id = s.office_id order by s.id`,
  );
  const staff: DemoStaff[] = [];
  for (const row of staffRows)
    staff.push({
      id: row.id,
      entityId: row.entity_id,
      employeeNo: row.employee_no,
      name: row.name,
      login: row.login,
      place: { officeId: row.office_id, countryId: row.country_id },
      approvers: (await leaveApprovers(db, row.entity_id, row.id)).approvers.map((user) => user.id),
    });
  return {
    bookings,
    rules: await loadManDayRules(db),
    qcs: await loadDemoQcs(db),
    qcPlaces,
    factoryCountries: await loadFactoryCountries(db),
    logins: await loginIds(db),
    officeIdOf: await officeIdsByCode(db),
    staff,
  };
}
