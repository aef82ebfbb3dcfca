import { LeaveDayType, LeaveStatus, leaveDays, toIsoDate } from '@portal/domain';
import type { LeaveDecision } from '../../modules/hr-leave/leave-workflow.service';

/**
 * The demo leave requests of entity 1 (demo-leave.ts makes them through the leave service), without a
 * database: which staff asks for which days around the seeding day, and what becomes of each request.
 */

const DAY_MS = 86_400_000;
const { FullDay: F, FirstHalf: H1, SecondHalf: H2 } = LeaveDayType;

/** [weeks from this week's Monday, day of that week (0 = Monday)]. */
type When = [weeks: number, day: number];

interface DemoLeave {
  /** Who enters it: the staff's own login, or hr for a colleague without an account (staffNo). */
  login: string;
  staffNo?: string;
  type: 'AL' | 'SL' | 'UL' | 'CL';
  start: When;
  end: When;
  startDayType?: LeaveDayType;
  endDayType?: LeaveDayType;
  reason: string;
  /** What happens to it afterwards, in order. */
  steps?: { by: string; decision: LeaveDecision; comment?: string }[];
}

/**
 * A few requests in every status for several staff, dated around the seeding day. Pending ones wait for
 * the manager (cs, inspector, labuser, Claire Martin), for cs (newuser), or for HR (manager herself has
 * no manager). cs has no pending request of its own, so a new one is easy to find in manager's tasks.
 */
const DEMO_LEAVE: DemoLeave[] = [
  {
    login: 'cs',
    type: 'AL',
    start: [-6, 0],
    end: [-6, 2],
    reason: 'Family visit',
    steps: [{ by: 'manager', decision: 'approve' }],
  },
  {
    login: 'cs',
    type: 'SL',
    start: [-3, 3],
    end: [-3, 3],
    reason: 'Fever',
    steps: [{ by: 'manager', decision: 'approve' }],
  },
  {
    login: 'cs',
    type: 'AL',
    start: [8, 0],
    end: [8, 4],
    reason: 'Holiday by the sea',
    steps: [
      {
        by: 'manager',
        decision: 'reject',
        comment: 'Quarter-end audits that week; please pick other dates.',
      },
    ],
  },
  { login: 'inspector', type: 'AL', start: [3, 0], end: [3, 4], reason: 'Wedding in the family' },
  {
    login: 'inspector',
    type: 'CL',
    start: [-2, 1],
    end: [-2, 1],
    reason: 'Funeral',
    steps: [{ by: 'manager', decision: 'approve' }],
  },
  {
    login: 'auditor',
    type: 'AL',
    start: [5, 1],
    end: [5, 2],
    reason: 'Moving house',
    steps: [{ by: 'auditor', decision: 'cancel' }],
  },
  {
    login: 'labuser',
    type: 'AL',
    start: [4, 0],
    end: [4, 1],
    startDayType: F,
    endDayType: H1,
    reason: 'Long weekend',
  },
  {
    login: 'labuser',
    type: 'UL',
    start: [12, 0],
    end: [12, 4],
    reason: 'Personal project',
    steps: [{ by: 'manager', decision: 'reject', comment: 'Not while the new lab line starts.' }],
  },
  { login: 'newuser', type: 'AL', start: [2, 2], end: [2, 3], reason: 'Exam' },
  { login: 'manager', type: 'AL', start: [6, 0], end: [6, 4], reason: 'Annual holiday' },
  {
    login: 'tcfuser',
    type: 'AL',
    start: [7, 0],
    end: [7, 2],
    startDayType: H2,
    reason: 'Trip',
    steps: [
      { by: 'manager', decision: 'approve' },
      { by: 'hr', decision: 'cancel' },
    ],
  },
  {
    login: 'accountant',
    type: 'AL',
    start: [-1, 3],
    end: [-1, 4],
    reason: 'Bridge days',
    steps: [{ by: 'manager', decision: 'approve' }],
  },
  { login: 'hr', staffNo: 'E0019', type: 'AL', start: [9, 0], end: [9, 4], reason: 'Entered by HR' },
];

function dateOf(today: Date, [weeks, day]: When): string {
  const midnight = Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate());
  const monday = midnight - ((new Date(midnight).getUTCDay() + 6) % 7) * DAY_MS;
  return toIsoDate(monday + (weeks * 7 + day) * DAY_MS);
}

/** A demo request on its dates, with the status its steps leave it in. */
export interface PlannedLeave {
  login: string;
  staffNo: string | null;
  type: DemoLeave['type'];
  startDate: string;
  endDate: string;
  startDayType: LeaveDayType;
  endDayType: LeaveDayType;
  reason: string;
  steps: NonNullable<DemoLeave['steps']>;
  status: LeaveStatus;
}

const DECIDED: Record<LeaveDecision, LeaveStatus> = {
  approve: LeaveStatus.Approved,
  reject: LeaveStatus.Rejected,
  cancel: LeaveStatus.Cancelled,
};

/** Who a demo request is for: the login's own staff, or the colleague `staffNo` names. */
export type LeaveWho = { login: string; staffNo: string | null };

/** Weeks a request may move to find a working day. */
const MOST_WEEKS_MOVED = 8;

/**
 * The demo requests dated around the seeding day (weeks from its week's Monday), in the order they are
 * made. A request whose days are all off for its staff (`isDayOff`: weekends and their office's holidays,
 * as the leave service counts them) would be refused: it moves a week at a time, away from this week so
 * a past one stays past, until it takes a working day.
 */
export function demoLeavePlan(
  today: Date,
  isDayOff: (who: LeaveWho, date: string) => boolean,
): PlannedLeave[] {
  return DEMO_LEAVE.map((demo) => {
    const who = { login: demo.login, staffNo: demo.staffNo ?? null };
    const direction = demo.start[0] < 0 ? -1 : 1;
    const at = (moved: number) => {
      const range = {
        startDate: dateOf(today, [demo.start[0] + moved, demo.start[1]]),
        endDate: dateOf(today, [demo.end[0] + moved, demo.end[1]]),
        startDayType: demo.startDayType ?? F,
        endDayType: demo.endDayType ?? F,
      };
      const days = leaveDays(range, (date) => isDayOff(who, date));
      return { range, works: days.valid && days.days > 0 };
    };
    let moved = 0;
    while (!at(moved).works && Math.abs(moved) < MOST_WEEKS_MOVED) moved += direction;
    return {
      ...who,
      type: demo.type,
      ...at(moved).range,
      reason: demo.reason,
      steps: demo.steps ?? [],
      status: demo.steps?.length ? DECIDED[demo.steps.at(-1)!.decision] : LeaveStatus.Pending,
    };
  });
}
