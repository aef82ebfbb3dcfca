/** @databases postgres */
import crypto from 'node:crypto';
import type { WorkItemEvent } from '@portal/domain';
import { createPostgresBus, type BusLogger } from './postgres-bus';
import type { RealtimeBus } from './realtime-bus';
import { notificationEvent, taskEvent } from './work-item-event.test-support';
import { withAdminClient } from '../../test/admin-client';
import { until } from '../../test/until';

const url = process.env.DATABASE_URL;
// LISTEN/NOTIFY needs a PostgreSQL server; the embedded PGlite runs one process, which uses the local bus.
const describeOnPostgres = url ? describe : describe.skip;

describeOnPostgres('createPostgresBus (PostgreSQL only: skipped on PGlite)', () => {
  // Channels are database-wide: each test its own, so parallel test files never hear each other.
  let channel: string;
  const buses: RealtimeBus[] = [];
  const warnings: string[] = [];
  const log: BusLogger = { info: () => undefined, warn: (_object, message) => warnings.push(message) };
  const bus = async () => {
    const created = await createPostgresBus({ connectionString: url!, channel, log, minReconnectMs: 50 });
    buses.push(created);
    return created;
  };
  const collect = (target: RealtimeBus) => {
    const received: WorkItemEvent[] = [];
    target.subscribe((event) => received.push(event));
    return received;
  };

  beforeEach(() => {
    channel = `test_${crypto.randomBytes(6).toString('hex')}`;
    warnings.length = 0;
  });
  afterEach(async () => {
    await Promise.all(buses.splice(0).map((created) => created.close()));
  });

  it('delivers an event once on every instance, the publishing one included', async () => {
    const a = await bus();
    const b = await bus();
    const onA = collect(a);
    const onB = collect(b);
    const event = taskEvent(5, 1);
    await a.publish(event);
    await until(() => onB.length === 1);
    expect(onB).toEqual([event]);
    // Give an echo of A's own notification time to arrive: it must be ignored, not delivered twice.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(onA).toEqual([event]);
    expect(onB).toHaveLength(1);
  });

  it('ignores payloads that are not its messages', async () => {
    const a = await bus();
    const onA = collect(a);
    await withAdminClient(url!, (client) =>
      client.query('SELECT pg_notify($1, $2)', [channel, '{"hello":"world"}']),
    );
    await withAdminClient(url!, (client) => client.query('SELECT pg_notify($1, $2)', [channel, 'not json']));
    const event = notificationEvent(9, 2);
    await (await bus()).publish(event);
    await until(() => onA.length === 1);
    expect(onA).toEqual([event]);
    expect(warnings.filter((w) => w.includes('malformed'))).toHaveLength(2);
  });

  it('keeps an event too large for NOTIFY on its own instance and says so', async () => {
    const a = await bus();
    const b = await bus();
    const onA = collect(a);
    const onB = collect(b);
    const huge = notificationEvent(5, 1, 'x'.repeat(9000));
    await a.publish(huge);
    const small = taskEvent(5, 1);
    await a.publish(small);
    await until(() => onB.length === 1);
    expect(onB).toEqual([small]);
    expect(onA).toEqual([huge, small]);
    expect(warnings).toContain('realtime: event too large to NOTIFY');
  });

  it('listens again after its connection is killed', async () => {
    const a = await bus();
    const b = await bus();
    const onB = collect(b);
    const killed = await withAdminClient(url!, async (client) => {
      const result = await client.query(
        `SELECT pg_terminate_backend(pid) AS done FROM pg_stat_activity WHERE query = $1 AND pid <> pg_backend_pid()`,
        [`LISTEN ${channel}`],
      );
      return result.rows.length;
    });
    expect(killed).toBe(2); // both instances' listeners
    await until(() => warnings.includes('realtime: listening connection lost'));
    // Once B listens again, A's events reach it; before that they are lost (browsers reload on reconnect).
    const event = taskEvent(5, 1);
    await until(() => {
      void a.publish(event).catch(() => undefined);
      return onB.length > 0;
    });
    expect(onB[0]).toEqual(event);
  });

  it('refuses a channel name that could not be used as an identifier', async () => {
    await expect(createPostgresBus({ connectionString: url!, channel: 'bad; drop table x' })).rejects.toThrow(
      'not a valid channel name',
    );
  });
});
