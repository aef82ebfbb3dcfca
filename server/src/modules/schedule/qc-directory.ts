import { EmploymentType, Profile, StaffStatus } from '@portal/domain';
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rawRows } from '../../db/raw-rows';

/**
 * The inspectors (QCs) of an entity: staff on the job with the Inspector profile, internal or outsourced
 * (employment type Outsource). What allocation, the calendar and occupancy need to know about each.
 */
export interface QcRecord {
  staffId: number;
  staffName: string;
  employeeNo: string;
  outsource: boolean;
  officeId: number | null;
  officeName: string | null;
  officeCountryId: number | null;
  officeCountryName: string | null;
  officeCityId: number | null;
  /** The countries the QC works in: their office's and their own operational countries. */
  countryIds: number[];
  skillIds: number[];
  /** The QC's portal account, if they have one (notifications, the QC dashboard). */
  userId: number | null;
}

/** The QC staff search of spec section 3, plus offices and a text. Empty or null lists mean "any". */
export interface QcFilter {
  qcIds?: readonly number[] | null;
  officeIds?: readonly number[] | null;
  officeCountryIds?: readonly number[] | null;
  operationalCountryIds?: readonly number[] | null;
  searchText?: string | null;
}

interface QcRow {
  staff_id: number;
  staff_name: string;
  employee_no: string;
  employment_type: number;
  office_id: number | null;
  office_name: string | null;
  office_country_id: number | null;
  office_country_name: string | null;
  office_city_id: number | null;
  operational_country_ids: number[] | null;
  skill_ids: number[] | null;
  user_id: number | null;
}

const ids = (values: readonly number[]) => sql`${sql.param([...values])}::int[]`;
const given = (values: readonly number[] | null | undefined): values is readonly number[] => !!values?.length;

function filterConditions(filter: QcFilter): SQL[] {
  const conditions: SQL[] = [];
  if (given(filter.qcIds)) conditions.push(sql`s.id = any(${ids(filter.qcIds)})`);
  if (given(filter.officeIds)) conditions.push(sql`s.office_id = any(${ids(filter.officeIds)})`);
  if (given(filter.officeCountryIds))
    conditions.push(sql`o.country_id = any(${ids(filter.officeCountryIds)})`);
  if (given(filter.operationalCountryIds)) {
    const countries = ids(filter.operationalCountryIds);
    conditions.push(sql`(o.country_id = any(${countries}) or exists (
      select 1 from staff_operational_countries x where x.staff_id = s.id and x.country_id = any(${countries})))`);
  }
  const text = filter.searchText?.trim().toLowerCase();
  if (text) {
    const pattern = `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
    conditions.push(sql`(lower(s.full_name) like ${pattern} or lower(s.employee_no) like ${pattern})`);
  }
  return conditions;
}

/** The entity's QCs matching the filter, by office then name. */
export async function listQcs(db: Db, entityId: number, filter: QcFilter = {}): Promise<QcRecord[]> {
  const conditions = [
    sql`s.entity_id = ${entityId}`,
    sql`s.status = ${StaffStatus.OnJob}`,
    sql`exists (select 1 from staff_profiles p where p.staff_id = s.id and p.profile_id = ${Profile.Inspector})`,
    ...filterConditions(filter),
  ];
  const rows = await rawRows<QcRow>(
    db,
    sql`select s.id as staff_id, s.full_name as staff_name, s.employee_no, s.employment_type,
          s.office_id, o.name as office_name, o.country_id as office_country_id,
          c.name as office_country_name, o.city_id as office_city_id,
          (select array_agg(x.country_id) from staff_operational_countries x where x.staff_id = s.id)
            as operational_country_ids,
          (select array_agg(k.skill_id) from staff_skills k where k.staff_id = s.id) as skill_ids,
          (select min(u.id) from users u where u.staff_id = s.id) as user_id
        from staff s
        left join offices o on o.id = s.office_id
        left join countries c on c.id = o.country_id
        where ${sql.join(conditions, sql` and `)}
        order by o.name nulls last, s.full_name, s.id`,
  );
  return rows.map(toQcRecord);
}

function toQcRecord(row: QcRow): QcRecord {
  const countries = new Set<number>(row.operational_country_ids ?? []);
  if (row.office_country_id != null) countries.add(row.office_country_id);
  return {
    staffId: row.staff_id,
    staffName: row.staff_name,
    employeeNo: row.employee_no,
    outsource: row.employment_type === EmploymentType.Outsource,
    officeId: row.office_id,
    officeName: row.office_name,
    officeCountryId: row.office_country_id,
    officeCountryName: row.office_country_name,
    officeCityId: row.office_city_id,
    countryIds: [...countries],
    skillIds: row.skill_ids ?? [],
    userId: row.user_id,
  };
}

/** The staff id of a signed-in user, when their account is linked to a staff record. */
export async function staffIdOfUser(db: Db, userId: number): Promise<number | null> {
  const [row] = await rawRows<{ staff_id: number | null }>(
    db,
    sql`select staff_id from users where id = ${userId}`,
  );
  return row?.staff_id ?? null;
}
