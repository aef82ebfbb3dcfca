import { headerApi } from '../work-items/panel-api';
import { base64UrlToBytes, subscriptionPayload } from './push-keys';
import { usePushStore } from './push-store';

const WORKER_URL = '/sw.js';
/** Set when the user turned desktop notifications off, so start-up does not subscribe again. */
const OPT_OUT_KEY = 'pushOptOut';

function optedOut(): boolean {
  try {
    return localStorage.getItem(OPT_OUT_KEY) === '1';
  } catch {
    return false;
  }
}

/** The user's own choice in the user panel (sign-out unsubscribes without it). */
export function rememberPushChoice(on: boolean): void {
  try {
    if (on) localStorage.removeItem(OPT_OUT_KEY);
    else localStorage.setItem(OPT_OUT_KEY, '1');
  } catch {
    // Blocked storage: the choice lasts for this page only.
  }
}
/** A push service that never answers (no network, headless browser) must not leave "in progress" on. */
const SUBSCRIBE_TIMEOUT_MS = 10_000;

export function isPushSupported(): boolean {
  return (
    typeof navigator !== 'undefined' &&
    'serviceWorker' in navigator &&
    typeof window !== 'undefined' &&
    'PushManager' in window &&
    'Notification' in window
  );
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`timed out after ${ms} ms`)), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}

async function registration(): Promise<ServiceWorkerRegistration> {
  await navigator.serviceWorker.register(WORKER_URL);
  return withTimeout(navigator.serviceWorker.ready, SUBSCRIBE_TIMEOUT_MS);
}

async function tellServer(userId: number, subscription: PushSubscription): Promise<void> {
  const payload = subscriptionPayload(subscription.toJSON());
  if (!payload) throw new Error('The push subscription has no keys');
  await headerApi().subscribePush(userId, payload);
}

/** Creates a subscription with the server's key and hands it to the server. */
export async function subscribePush(userId: number): Promise<void> {
  if (!isPushSupported() || Notification.permission === 'denied') return;
  usePushStore.setState({ isInProgress: true });
  try {
    const worker = await registration();
    const { publicKey } = await headerApi().pushPublicKey();
    const subscription = await withTimeout(
      worker.pushManager.subscribe({
        userVisibleOnly: true,
        applicationServerKey: base64UrlToBytes(publicKey),
      }),
      SUBSCRIBE_TIMEOUT_MS,
    );
    await tellServer(userId, subscription);
    usePushStore.setState({ isSubscribed: true });
  } catch (error) {
    // No push service (offline, headless, blocked): desktop notifications stay off; the live channel still works.
    console.warn('Push subscription failed', error);
    usePushStore.setState({ isSubscribed: false });
  } finally {
    usePushStore.setState({ isInProgress: false });
  }
}

/**
 * Start-up after sign-in (spec section 4, UI states): register the worker, keep an existing subscription
 * (telling the server again, it may be a new sign-in on this browser), otherwise subscribe.
 */
export async function initPush(userId: number): Promise<void> {
  const isSupported = isPushSupported();
  usePushStore.setState({ isSupported });
  if (!isSupported) return;
  usePushStore.setState({ isInProgress: true });
  try {
    const worker = await registration();
    const existing = await worker.pushManager.getSubscription();
    if (existing) {
      await tellServer(userId, existing);
      usePushStore.setState({ isSubscribed: true, isInProgress: false });
      return;
    }
  } catch (error) {
    console.warn('Push start-up failed', error);
    usePushStore.setState({ isSubscribed: false, isInProgress: false });
    return;
  }
  usePushStore.setState({ isInProgress: false });
  if (!optedOut()) await subscribePush(userId);
}

/** Sign-out (or the user turns it off): the server forgets the endpoint and the browser drops it. */
export async function unsubscribePush(userId: number): Promise<void> {
  if (!isPushSupported()) return;
  usePushStore.setState({ isInProgress: true });
  try {
    const worker = await navigator.serviceWorker.getRegistration(WORKER_URL);
    const subscription = await worker?.pushManager.getSubscription();
    if (subscription) {
      const payload = subscriptionPayload(subscription.toJSON());
      if (payload)
        await headerApi()
          .unsubscribePush(userId, payload)
          .catch((error: unknown) => console.warn(error));
      await subscription.unsubscribe();
    }
  } catch (error) {
    console.warn('Push unsubscription failed', error);
  } finally {
    usePushStore.setState({ isSubscribed: false, isInProgress: false });
  }
}
