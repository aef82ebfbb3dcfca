/** @databases both */
// First: test-app sets up the module shims the app needs.
import { createTestDatabase } from '../../test/test-app';
import { addDays } from './demo-days';
import { dayProblems } from './demo-day-checks.test-support';
import { loadDemoInputs, type DemoInputs } from './demo-day-inputs.test-support';
import { planDemoDay } from './demo-day.test-support';

/**
 * The dated demo as the seed plans it, on every day of a year, without writing a database: each day's
 * plan keeps the rules the seed tests check of today's demo (demo-day-checks.test-support.ts). The
 * undated inputs are read once from a copy of the run's demo database.
 */

let inputs: DemoInputs;
beforeAll(async () => {
  const database = await createTestDatabase();
  try {
    inputs = await loadDemoInputs(database.db);
  } finally {
    await database.dispose();
  }
});

/** Every day of 2027 and 29 February 2028, each at one of three moments: past midnight, morning, before midnight. */
const DAYS = [...Array.from({ length: 365 }, (_, index) => addDays('2027-01-01', index)), '2028-02-29'];
const TIMES = ['00:05', '09:30', '23:55'];
const momentOf = (day: string, index = 0) => new Date(`${day}T${TIMES[index % TIMES.length]}:00Z`);

/** A plan as text (its day-off function left out), to compare two makings of it. */
const summary = (day: string, index = 0) => {
  const plan = planDemoDay(inputs, momentOf(day, index));
  const { away: _, ...facts } = plan.facts;
  return JSON.stringify({ ...plan, facts });
};

describe('the demo plan of each day', () => {
  it('keeps the demo’s rules on every day of 2027 and on 29 February 2028', () => {
    const failures = DAYS.flatMap((day, index) =>
      dayProblems(planDemoDay(inputs, momentOf(day, index)).facts).map((problem) => `on ${day}: ${problem}`),
    );
    expect(failures).toEqual([]);
  });

  it('is the same each time it is made: nothing is kept from one plan to the next', () => {
    const first = summary('2027-06-30');
    planDemoDay(inputs, momentOf('2027-07-01'));
    expect(summary('2027-06-30')).toBe(first);
  });

  it('reads neither the clock nor local time, on the days around the changes to and from summer time', () => {
    const misuse = new Set<string>();
    const local = [
      'getFullYear',
      'getMonth',
      'getDate',
      'getDay',
      'getHours',
      'getTimezoneOffset',
      'setFullYear',
      'setMonth',
      'setDate',
      'setHours',
      'toDateString',
      'toLocaleDateString',
      'toLocaleString',
      'toString',
    ] as const;
    const spies = local.map((name) => [name, jest.spyOn(Date.prototype, name)] as const);
    // The clock: a Date of now. A date-time without its zone, or a date given as numbers: local time.
    const zoneless = (value: unknown) => typeof value === 'string' && /T\d{2}:\d{2}(:[\d.]+)?$/.test(value);
    const RealDate = Date;
    globalThis.Date = new Proxy(RealDate, {
      construct(target, args: ConstructorParameters<typeof Date>) {
        if (args.length !== 1 || zoneless(args[0])) misuse.add(`new Date(${args.join(', ')})`);
        return new target(...args);
      },
      get(target, key, receiver) {
        if (key === 'now')
          return () => {
            misuse.add('Date.now()');
            return target.now();
          };
        if (key !== 'parse') return Reflect.get(target, key, receiver);
        return (text: string) => {
          if (zoneless(text)) misuse.add(`Date.parse(${text})`);
          return target.parse(text);
        };
      },
    });
    try {
      ['2027-03-27', '2027-03-28', '2027-03-29', '2027-10-30', '2027-10-31', '2027-11-01'].forEach(
        (day, index) => planDemoDay(inputs, momentOf(day, index)),
      );
    } finally {
      globalThis.Date = RealDate;
      for (const [name, spy] of spies) {
        if (spy.mock.calls.length) misuse.add(`Date#${name}`);
        spy.mockRestore();
      }
    }
    expect([...misuse]).toEqual([]);
  });
});
