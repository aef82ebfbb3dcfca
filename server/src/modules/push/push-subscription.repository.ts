import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { pushSubscriptions } from '../../db/schema';

export interface PushSubscriptionKeys {
  endPoint: string;
  p256Dh: string;
  auth: string;
}

export interface StoredPushSubscription extends PushSubscriptionKeys {
  id: number;
  userId: number;
}

/**
 * One row per endpoint: a browser that subscribes again (new keys, or another user signing in on the same
 * browser profile) takes the row over, so pushes follow whoever subscribed last.
 */
export async function upsertPushSubscription(
  db: Db,
  userId: number,
  subscription: PushSubscriptionKeys,
): Promise<void> {
  await db
    .insert(pushSubscriptions)
    .values({ userId, ...subscription })
    .onConflictDoUpdate({
      target: pushSubscriptions.endPoint,
      set: { userId, p256Dh: subscription.p256Dh, auth: subscription.auth, createdAt: new Date() },
    });
}

/** Only the user's own row: unsubscribing never removes another user's browser. */
export async function deletePushSubscription(db: Db, userId: number, endPoint: string): Promise<number> {
  const removed = await db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.userId, userId), eq(pushSubscriptions.endPoint, endPoint)))
    .returning({ id: pushSubscriptions.id });
  return removed.length;
}

/** The push service said the endpoint is gone (404/410). */
export async function deletePushSubscriptionById(db: Db, id: number): Promise<void> {
  await db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, id));
}

export async function listPushSubscriptions(db: Db, userId: number): Promise<StoredPushSubscription[]> {
  return db
    .select({
      id: pushSubscriptions.id,
      userId: pushSubscriptions.userId,
      endPoint: pushSubscriptions.endPoint,
      p256Dh: pushSubscriptions.p256Dh,
      auth: pushSubscriptions.auth,
    })
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.userId, userId));
}
