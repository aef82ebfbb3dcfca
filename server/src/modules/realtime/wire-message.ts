import type { WorkItemEvent } from '@portal/domain';

/**
 * What travels in a NOTIFY payload: `{"v":1,"origin":"<instance uuid>","event":<WorkItemEvent>}`.
 * `v` lets a rolling upgrade recognise (and skip) a format it does not know.
 */
interface WireMessage {
  v: 1;
  origin: string;
  event: WorkItemEvent;
}

export function toWireMessage(origin: string, event: WorkItemEvent): string {
  const message: WireMessage = { v: 1, origin, event };
  return JSON.stringify(message);
}

function isPositiveInteger(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value > 0;
}

/** Null for anything that is not a message of this version (another writer on the channel, a newer format). */
export function parseWireMessage(payload: string): { origin: string; event: WorkItemEvent } | null {
  let message: unknown;
  try {
    message = JSON.parse(payload);
  } catch {
    return null;
  }
  if (typeof message !== 'object' || message === null) return null;
  const { v, origin, event } = message as Partial<Record<keyof WireMessage, unknown>>;
  if (v !== 1 || typeof origin !== 'string' || typeof event !== 'object' || event === null) return null;
  const { kind, userId, entityId, item } = event as Record<string, unknown>;
  if (kind !== 'task' && kind !== 'notification') return null;
  if (!isPositiveInteger(userId) || !isPositiveInteger(entityId)) return null;
  if (typeof item !== 'object' || item === null || !isPositiveInteger((item as { id?: unknown }).id))
    return null;
  return { origin, event: event as WorkItemEvent };
}
