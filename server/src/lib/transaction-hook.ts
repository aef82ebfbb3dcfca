import type { Db } from '../db/client';

/** A follower's reaction, run with the leading change's transaction. */
export type HookHandler<Payload> = (tx: Db, payload: Payload) => Promise<void>;

/**
 * A change one module lets other modules follow, inside the same transaction. The leading module runs the
 * hook where the change happens; a following module attaches its reaction when its routes are registered.
 * The import then points one way only, from the follower to the leader, where a direct call would make the
 * two modules import each other.
 *
 * Reactions run one after another in the order they were attached, with the leader's transaction: one that
 * throws rolls the whole change back, exactly as if its work were written in the leader. Attaching the same
 * function twice keeps one (every app built in the process registers its routes, and a test process builds
 * several).
 */
export interface TransactionHook<Payload> {
  attach(handler: HookHandler<Payload>): void;
  run(tx: Db, payload: Payload): Promise<void>;
}

export function transactionHook<Payload>(): TransactionHook<Payload> {
  const handlers = new Set<HookHandler<Payload>>();
  return {
    attach(handler) {
      handlers.add(handler);
    },
    async run(tx, payload) {
      for (const handler of handlers) await handler(tx, payload);
    },
  };
}
