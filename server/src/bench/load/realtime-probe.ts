/**
 * Real time under load: every signed-in account keeps its event stream open (GET /api/user/events, as the
 * browser does), and while the load runs a probe raises a task or a notification for one account after
 * another through POST /api/test/work-items (PORTAL_TEST_ENDPOINTS=1), then waits for it on that
 * account's stream. With two instances the probe raises on the instance that does NOT hold the stream,
 * so every delivery has crossed PostgreSQL LISTEN/NOTIFY.
 */
import { NotificationType, TaskType } from '@portal/domain';
import { openEventStream, type EventStreamReader } from '../../modules/realtime/event-stream.test-support';
import { summarise, type LatencySummary } from './answer-counts';
import type { SignedIn } from './sign-in-accounts';

export interface OpenStream {
  account: SignedIn;
  reader: EventStreamReader;
  /** The instance holding the stream (the balancer's x-upstream header; the only one without balancer). */
  instance: string;
}

export interface ProbeResult {
  sent: number;
  delivered: number;
  /** Delivered to a stream on another instance than the one the raise went to. */
  crossInstance: number;
  lost: { login: string; reason: string }[];
  /** From sending the raise to the event read on the stream, in ms: the write's own time included. */
  delivery: LatencySummary;
  /** How long the raise (a write, queued behind the load like any other) took to be answered, in ms. */
  raise: LatencySummary;
}

/**
 * An event counts as lost when it has not arrived this long after its raise was answered (committed and
 * published); far above the second the two-instance test allows at rest. The raise itself may take
 * longer under load: that is the write's latency, measured apart.
 */
const DELIVERY_TIMEOUT_MS = 10_000;
/** Longest wait for the raise's answer before the probe gives up on it. */
const RAISE_TIMEOUT_MS = 60_000;

export async function openStreams(
  base: string,
  accounts: SignedIn[],
  onlyInstance: string,
): Promise<OpenStream[]> {
  return Promise.all(
    accounts.map(async (account) => {
      const reader = await openEventStream(`${base}/api/user/events?lang=en`, {
        authorization: `Bearer ${account.token}`,
        entityid: '1',
      });
      if (reader.status !== 200) throw new Error(`event stream of ${account.login}: HTTP ${reader.status}`);
      return { account, reader, instance: reader.headers.get('x-upstream') ?? onlyInstance };
    }),
  );
}

/**
 * Reads the stream until the probe's own item arrives (a late event of an earlier probe is skipped);
 * resolves with the time it arrived.
 */
async function awaitItem(reader: EventStreamReader, kind: string, linkId: number, deadline: number) {
  for (;;) {
    const received = await reader.next(Math.max(1, deadline - Date.now()));
    if (received.event === kind && received.data.item.linkId === linkId) return Date.now();
  }
}

export interface Probe {
  stop(): Promise<ProbeResult>;
}

/**
 * Starts probing, one probe after the other every `everyMs`; `instances` maps instance names to their
 * own address (not the balancer's), so the raise can be sent to a chosen one.
 */
export function startProbes(
  streams: OpenStream[],
  instances: Record<string, string>,
  everyMs: number,
): Probe {
  const names = Object.keys(instances);
  const result = { sent: 0, delivered: 0, crossInstance: 0, lost: [] as ProbeResult['lost'] };
  const times: number[] = [];
  const raiseTimes: number[] = [];
  let stopped = false;

  async function probe(n: number): Promise<void> {
    const stream = streams[n % streams.length]!;
    const target = names.find((name) => name !== stream.instance) ?? stream.instance;
    const kind = n % 2 ? 'notification' : 'task';
    const linkId = 1_000_000 + n;
    const started = Date.now();
    result.sent += 1;
    try {
      // Listening starts before the raise: the event may well arrive before the raise's answer.
      const arrived = awaitItem(
        stream.reader,
        kind,
        linkId,
        started + RAISE_TIMEOUT_MS + DELIVERY_TIMEOUT_MS,
      );
      arrived.catch(() => undefined); // awaited below; this only keeps an early failure from going unhandled
      const raised = await fetch(`${instances[target]}/api/test/work-items`, {
        method: 'POST',
        signal: AbortSignal.timeout(RAISE_TIMEOUT_MS),
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          kind,
          userId: stream.account.userId,
          entityId: 1,
          type: kind === 'task' ? TaskType.InspectionVerified : NotificationType.InspectionRequested,
          linkId,
        }),
      });
      if (!raised.ok) throw new Error(`raise answered HTTP ${raised.status}`);
      const answeredAt = Date.now();
      raiseTimes.push(answeredAt - started);
      const lateAfter = new Promise<never>((_, reject) =>
        setTimeout(
          () => reject(new Error(`no event within ${DELIVERY_TIMEOUT_MS} ms of the raise's answer`)),
          DELIVERY_TIMEOUT_MS,
        ).unref(),
      );
      times.push((await Promise.race([arrived, lateAfter])) - started);
      result.delivered += 1;
      if (target !== stream.instance) result.crossInstance += 1;
    } catch (error) {
      result.lost.push({ login: stream.account.login, reason: (error as Error).message });
    }
  }

  const running = (async () => {
    for (let n = 0; !stopped; n += 1) {
      await probe(n);
      if (!stopped) await new Promise((resolve) => setTimeout(resolve, everyMs));
    }
  })();

  return {
    async stop() {
      stopped = true;
      await running;
      return { ...result, delivery: summarise(times), raise: summarise(raiseTimes) };
    },
  };
}
