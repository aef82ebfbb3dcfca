/**
 * The crash and backup tests' stream of writes (crash-recovery.test.ts, backup.test.ts): several writers
 * at once, each looping over one kind of write through the real HTTP API, until told to stop. Every
 * write answered with success is recorded with what was sent, so a restarted or restored server can be
 * asked for each one. Every record carries the run's tag, so the checks find this run's rows,
 * acknowledged or not.
 */
import { LeaveDayType, type CustomerDetail, type ExpenseDetail, type LeaveDetail } from '@portal/domain';
import {
  callJson,
  signInOverHttp,
  uploadFile,
  type Answer,
  type ApiUser,
  type UploadFile,
} from '../../test/http-client';

export type AckedWrite =
  | { kind: 'leave'; id: number; date: string; reason: string; approvers: number }
  | { kind: 'customer'; id: number; name: string; brands: string[]; address: string }
  | { kind: 'claim'; id: number; title: string; lines: ClaimLine[]; checkers: number }
  | { kind: 'receipt'; id: number; claimId: number; file: UploadFile }
  | { kind: 'staffFile'; id: number; file: UploadFile };

/** leave, customer, claim, receipt, staffFile */
const WRITE_KINDS = 5;

export interface ClaimLine {
  description: string;
  amount: string;
}

/** What the writes need: three demo users and ids read from the server's own lookups. */
export interface Workload {
  tag: string;
  users: { cs: ApiUser; inspector: ApiUser; hr: ApiUser };
  unpaidLeaveTypeId: number;
  csStaffId: number;
  expenseTypeId: number;
  customerLookups: Record<string, { id: number; name: string }[]>;
  /** Writes of each kind sent so far: numbers every record, so a later stream never repeats one. */
  sent: { leave: number; customer: number; claim: number; file: number };
}

export interface StreamOutcome {
  acked: AckedWrite[];
  /** Writes sent and not yet answered when the stream stopped (the crash test kills the server then). */
  inFlightAtKill: number;
}

type Lookups = { leaveTypes: { id: number; code: string }[]; ownStaffId: number | null };

export async function prepareWorkload(base: string, tag: string): Promise<Workload> {
  const [cs, inspector, hr] = await Promise.all(
    ['cs', 'inspector', 'hr'].map((login) => signInOverHttp(base, login)),
  );
  const leave = await callJson<Lookups>(base, cs!, 'GET', '/api/HumanResource/leave-summary/');
  const expense = await callJson<{ expenseTypes: { id: number; isActive: boolean }[] }>(
    base,
    inspector!,
    'GET',
    '/api/ExpenseClaim/lookups',
  );
  const customer = await callJson<{ lookups: Workload['customerLookups'] }>(
    base,
    cs!,
    'GET',
    '/api/customer/add',
  );
  return {
    tag,
    users: { cs: cs!, inspector: inspector!, hr: hr! },
    unpaidLeaveTypeId: leave.body.leaveTypes.find((type) => type.code === 'UL')!.id,
    csStaffId: leave.body.ownStaffId!,
    expenseTypeId: expense.body.expenseTypes.find((type) => type.isActive)!.id,
    customerLookups: customer.body.lookups,
    sent: { leave: 0, customer: 0, claim: 0, file: 0 },
  };
}

const LEAVE_PER_YEAR = 15;

/**
 * The n-th one-day leave: weekdays of 1-13 July and 1-14 August, a year from 2040 on for every 15, so no
 * two overlap, no demo holiday falls on one and a year's unpaid allowance (30 days) is never used up.
 */
export function leaveDate(n: number): string {
  const year = 2040 + Math.floor(n / LEAVE_PER_YEAR);
  const days: string[] = [];
  for (const [month, last] of [
    [7, 13],
    [8, 14],
  ] as const) {
    for (let day = 1; day <= last; day += 1) {
      const date = new Date(Date.UTC(year, month - 1, day));
      if (date.getUTCDay() !== 0 && date.getUTCDay() !== 6) days.push(date.toISOString().slice(0, 10));
    }
  }
  return days[n % LEAVE_PER_YEAR]!;
}

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

/** Each upload's bytes differ (the tag and number after the image), so a mixed-up file is caught. */
const receiptFile = (tag: string, n: number): UploadFile => ({
  name: `${tag}-receipt-${n}.png`,
  type: 'image/png',
  bytes: Buffer.concat([PNG, Buffer.from(`${tag} receipt ${n}`)]),
});

const staffFile = (tag: string, n: number): UploadFile => ({
  name: `${tag}-file-${n}.pdf`,
  type: 'application/pdf',
  bytes: Buffer.from(`%PDF-1.4\n% ${tag} staff file ${n}\n`),
});

/** Optional fields of the customer form the writes leave empty. */
const NULL_CUSTOMER_FIELDS = [
  'code',
  'glCode',
  'email',
  'website',
  'complexityId',
  'groupId',
  'prospectStatusId',
  'marketSegmentId',
  'businessTypeId',
  'invoiceTypeId',
  'activitiesLevelId',
  'relationshipStatusId',
  'brandPriorityId',
  'leadSourceId',
  'accountingLeaderId',
  'salesInChargeId',
  'customFilterDays',
  'comments',
];

function customerBody(workload: Workload, name: string, brands: string[], address: string) {
  const pick = (kind: string, label: string) =>
    workload.customerLookups[kind]!.find((item) => item.name === label)!.id;
  return {
    id: 0,
    version: 0,
    name,
    ...Object.fromEntries(NULL_CUSTOMER_FIELDS.map((key) => [key, null])),
    phone: '+44 20 1234 5678',
    countryId: 826,
    statusId: pick('status', 'Active'),
    categoryId: pick('category', 'Retailer'),
    languageId: pick('language', 'English'),
    skillIds: [pick('skill', 'Toys')],
    kamIds: [workload.users.cs.userId],
    entityIds: [1],
    sisterCompanyIds: [],
    brands: brands.map((brand) => ({ name: brand, active: true })),
    addresses: [
      {
        addressTypeId: pick('addressType', 'Head office'),
        address,
        zipCode: 'EC1',
        countryId: 826,
        provinceId: null,
        cityId: null,
        isDefault: true,
      },
    ],
    generalInstructions: [{ serviceId: 1, instruction: 'Count every carton' }],
    paymentTerms: [{ serviceId: 1, days: 30, description: null }],
    seasons: [{ name: 'SS40', startDate: '2040-01-01', endDate: '2040-06-30', isDefault: true }],
    priceData: [{ category: 'Contract', serviceId: 1, priceType: 1, unitPrice: 300, currency: 'USD' }],
  };
}

/** The body of a successful answer; anything else means the workload itself is wrong, not the server. */
function succeeded<T>(answer: Answer<unknown>, what: string): T {
  const body = answer.body as { result?: number };
  if (answer.status !== 200 || body.result !== 1)
    throw new Error(`${what} was refused (${answer.status}): ${JSON.stringify(body).slice(0, 400)}`);
  return body as T;
}

/**
 * Runs the writers until the `stopAfter`-th acknowledgement (or the first after it that completes the set
 * of kinds, so every kind of write is at stake), or until `stopWhen` settles, and calls `onStop` in that
 * same tick: the crash test kills the server there, while the other writers' requests are on their way.
 * Requests that fail after `onStop` are writes of unknown outcome; a refusal at any time, or a failure
 * before it, fails the test.
 */
export async function streamWrites(
  base: string,
  workload: Workload,
  options: {
    stopAfter?: number;
    stopWhen?: Promise<unknown>;
    onStop?: () => void;
    /** Each writer's pause between two writes; none by default (as fast as the server answers). */
    pauseMs?: number;
    timeoutMs: number;
  },
): Promise<StreamOutcome> {
  const { tag, users } = workload;
  const acked: AckedWrite[] = [];
  const counters = workload.sent;
  let stopped = false;
  let inFlight = 0;
  let inFlightAtKill = 0;
  const stop = () => {
    if (stopped) return;
    stopped = true;
    inFlightAtKill = inFlight;
    options.onStop?.();
  };
  void options.stopWhen?.then(stop, stop);

  /** The answer, or null when the stream stopped before an answer (the server killed). */
  async function send<T>(request: () => Promise<Answer<T>>): Promise<Answer<T> | null> {
    if (stopped) return null;
    inFlight += 1;
    try {
      return await request();
    } catch (error) {
      if (stopped) return null;
      throw error;
    } finally {
      inFlight -= 1;
    }
  }
  const kinds = new Set<AckedWrite['kind']>();
  const acknowledge = (ack: AckedWrite) => {
    acked.push(ack);
    kinds.add(ack.kind);
    if (options.stopAfter && acked.length >= options.stopAfter && kinds.size === WRITE_KINDS) stop();
  };

  const writers: (() => Promise<void>)[] = [
    async function leave() {
      const n = counters.leave++;
      const date = leaveDate(n);
      const reason = `${tag} leave ${n}`;
      const answer = await send(() =>
        callJson(base, users.cs, 'POST', '/api/HumanResource/leave/save', {
          id: 0,
          version: 0,
          leaveTypeId: workload.unpaidLeaveTypeId,
          startDate: date,
          endDate: date,
          startDayType: LeaveDayType.FullDay,
          endDayType: LeaveDayType.FullDay,
          reason,
        }),
      );
      if (!answer) return;
      const { data } = succeeded<{ data: LeaveDetail }>(answer, 'leave request');
      acknowledge({ kind: 'leave', id: data.id, date, reason, approvers: data.approverNames.length });
    },
    async function customer() {
      const n = counters.customer++;
      const name = `${tag} customer ${n}`;
      const brands = [`${tag} brand ${n}a`, `${tag} brand ${n}b`];
      const address = `${n} Crash Street`;
      const answer = await send(() =>
        callJson(base, users.cs, 'POST', '/api/customer/save', customerBody(workload, name, brands, address)),
      );
      if (!answer) return;
      const { data } = succeeded<{ data: CustomerDetail }>(answer, 'customer save');
      acknowledge({ kind: 'customer', id: data.id, name, brands, address });
    },
    async function claimWithReceipt() {
      const n = counters.claim++;
      const title = `${tag} claim ${n}`;
      const lines = [
        { description: `${tag} taxi ${n}`, amount: `${10 + n}.50` },
        { description: `${tag} meal ${n}`, amount: `${1 + n}.25` },
      ];
      const saved = await send(() =>
        callJson(base, users.inspector, 'POST', '/api/ExpenseClaim/save', {
          id: 0,
          version: 0,
          title,
          lines: lines.map((line) => ({
            ...line,
            expenseDate: '2021-03-02',
            expenseTypeId: workload.expenseTypeId,
            currency: 'EUR',
          })),
        }),
      );
      if (!saved) return;
      const { data } = succeeded<{ data: ExpenseDetail }>(saved, 'expense claim');
      acknowledge({ kind: 'claim', id: data.id, title, lines, checkers: data.waitingFor?.names.length ?? 0 });
      const file = receiptFile(tag, n);
      const uploaded = await send(() =>
        uploadFile(base, users.inspector, `/api/ExpenseClaim/${data.id}/receipt`, file),
      );
      if (!uploaded) return;
      const { receipt } = succeeded<{ receipt: { id: number } }>(uploaded, 'receipt upload');
      acknowledge({ kind: 'receipt', id: receipt.id, claimId: data.id, file });
    },
    async function attachStaffFile() {
      const file = staffFile(tag, counters.file++);
      const answer = await send(() =>
        uploadFile(base, users.hr, `/api/HumanResource/staff/attached/${workload.csStaffId}`, file),
      );
      if (!answer) return;
      const { file: stored } = succeeded<{ file: { id: number } }>(answer, 'staff file upload');
      acknowledge({ kind: 'staffFile', id: stored.id, file });
    },
  ];

  let failure: unknown = null;
  const timer = setTimeout(() => {
    failure = new Error(`the stream did not end within ${options.timeoutMs} ms`);
    stop();
  }, options.timeoutMs);
  // The customer and claim writers twice: six writers, so the others still wait for answers at the kill.
  const loops = [...writers, ...writers.slice(1, 3)].map(async (write) => {
    try {
      while (!stopped) {
        await write();
        if (options.pauseMs) await new Promise((resolve) => setTimeout(resolve, options.pauseMs));
      }
    } catch (error) {
      failure ??= error;
      stop();
    }
  });
  await Promise.all(loops);
  clearTimeout(timer);
  if (failure) throw failure;
  return { acked, inFlightAtKill };
}
