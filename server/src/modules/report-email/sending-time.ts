import { sql, type SQL } from 'drizzle-orm';
import {
  dayStartIn,
  ReportStatus,
  type Lang,
  type SendingTimeCount,
  type SendingTimeDashboard,
  type SendingTimeGroup,
  type SendingTimeRequest,
} from '@portal/domain';
import type { Db } from '../../db/client';
import { rawRows } from '../../db/raw-rows';
import type { ResourceScope } from '../kit/resource-definition';
import { reportSummaryRepository } from '../report-summary/report-summary.repository';

/** The late and overdue reports listed under the counts, latest due first. */
export const LATE_REPORTS_MAX = 200;

const NO_OFFICE: Record<Lang, string> = { en: 'No office', fr: 'Sans bureau' };

const addDay = (isoDate: string) => {
  const next = new Date(`${isoDate}T00:00:00Z`);
  next.setUTCDate(next.getUTCDate() + 1);
  return next.toISOString().slice(0, 10);
};

// A list filter left out, null or empty means any.
const ids = (values: readonly number[] | null | undefined) =>
  values?.length
    ? sql.join(
        values.map((value) => sql`${value}`),
        sql`, `,
      )
    : null;

interface Counted {
  kind: 'office' | 'customer' | 'inspector';
  id: number;
  name: string | null;
  on_time: number | string;
  late: number | string;
  overdue: number | string;
}

const count = (row: Pick<Counted, 'on_time' | 'late' | 'overdue'>): SendingTimeCount => ({
  onTime: Number(row.on_time),
  late: Number(row.late),
  overdue: Number(row.overdue),
});

const byName = (a: SendingTimeGroup, b: SendingTimeGroup) => a.name.localeCompare(b.name) || a.id - b.id;

/**
 * The reports of the entity due in the asked days (in the given zone), counted as sent on time (sent_at <=
 * due_at), late (sent after) or overdue (not sent and due before `now`); a report not sent and not yet due
 * counts nowhere, archived reports (cancelled bookings) are left out. Grouped by the booking's office, the
 * customer and each inspector allocated to the booking (a report counts once per inspector, whatever their
 * days). Filters narrow the reports; the inspector filter also keeps only those inspectors' groups.
 */
export async function sendingTimeDashboard(
  db: Db,
  scope: ResourceScope,
  request: SendingTimeRequest,
  timeZone: string,
  now: Date = new Date(),
): Promise<SendingTimeDashboard> {
  const lang = scope.lang ?? 'en';
  const from = dayStartIn(request.dateFrom, timeZone);
  const until = dayStartIn(addDay(request.dateTo), timeZone);
  const offices = ids(request.officeIds);
  const customers = ids(request.customerIds);
  const inspectors = ids(request.inspectorIds);
  const conditions: SQL[] = [
    sql`r.entity_id = ${scope.entityId}`,
    sql`r.due_at >= ${from.toISOString()}::timestamptz`,
    sql`r.due_at < ${until.toISOString()}::timestamptz`,
    sql`r.status <> ${ReportStatus.Archive}`,
  ];
  if (offices) conditions.push(sql`b.office_id in (${offices})`);
  if (customers) conditions.push(sql`r.customer_id in (${customers})`);
  if (inspectors)
    conditions.push(
      sql`exists (select 1 from booking_allocations fa where fa.booking_id = r.booking_id and fa.staff_id in (${inspectors}))`,
    );
  const nowAt = sql`${now.toISOString()}::timestamptz`;
  const picked = sql`select r.id, r.booking_id, r.customer_id, b.office_id, r.due_at,
      (r.sent_at is not null and r.sent_at <= r.due_at)::int as on_time,
      (r.sent_at is not null and r.sent_at > r.due_at)::int as late,
      (r.sent_at is null and r.due_at < ${nowAt})::int as overdue
    from inspection_reports r join bookings b on b.id = r.booking_id
    where ${sql.join(conditions, sql` and `)}`;
  const sums = sql`sum(p.on_time) as on_time, sum(p.late) as late, sum(p.overdue) as overdue`;
  const inspectorGroup = inspectors ? sql`and a.staff_id in (${inspectors})` : sql``;

  const counted = await rawRows<Counted>(
    db,
    sql`with picked as (${picked})
      select 'office' as kind, coalesce(p.office_id, 0) as id, o.name, ${sums}
        from picked p left join offices o on o.id = p.office_id group by p.office_id, o.name
      union all
      select 'customer', p.customer_id, c.name, ${sums}
        from picked p join customers c on c.id = p.customer_id group by p.customer_id, c.name
      union all
      select 'inspector', s.id, s.full_name, ${sums}
        from picked p
        join (select distinct booking_id, staff_id from booking_allocations) a on a.booking_id = p.booking_id
        join staff s on s.id = a.staff_id
        where true ${inspectorGroup}
        group by s.id, s.full_name`,
  );
  const groups = (kind: Counted['kind']) =>
    counted
      .filter((row) => row.kind === kind)
      .map((row) => ({
        id: Number(row.id),
        name: row.name ?? (kind === 'office' ? NO_OFFICE[lang] : String(row.id)),
        ...count(row),
      }))
      .filter((group) => group.onTime + group.late + group.overdue > 0)
      .sort(byName);

  const byCustomer = groups('customer');
  // Every report has one customer: the customers' counts add up to the totals.
  const totals = byCustomer.reduce<SendingTimeCount>(
    (sum, group) => ({
      onTime: sum.onTime + group.onTime,
      late: sum.late + group.late,
      overdue: sum.overdue + group.overdue,
    }),
    { onTime: 0, late: 0, overdue: 0 },
  );

  const lateIds = await rawRows<{ id: number }>(
    db,
    sql`with picked as (${picked})
      select id from picked where late = 1 or overdue = 1 order by due_at desc, id desc
      limit ${LATE_REPORTS_MAX}`,
  );
  const lateRows = lateIds.length
    ? await reportSummaryRepository.page(
        db,
        {
          searchText: null,
          skip: 0,
          take: LATE_REPORTS_MAX,
          sort: { field: 'inspectionDateFrom', direction: 'desc' },
          idList: lateIds.map((row) => Number(row.id)),
          filter: {},
        },
        scope,
      )
    : [];
  const order = new Map(lateIds.map((row, index) => [Number(row.id), index]));
  const lateReports = lateRows.sort((a, b) => order.get(a.id)! - order.get(b.id)!);

  return { totals, byOffice: groups('office'), byCustomer, byInspector: groups('inspector'), lateReports };
}
