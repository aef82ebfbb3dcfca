import type { PushSubscriptionPayload } from '@portal/api-client';

/** The VAPID public key arrives base64url-encoded; PushManager.subscribe wants its bytes. */
export function base64UrlToBytes(value: string): Uint8Array<ArrayBuffer> {
  const padded = value.replace(/-/g, '+').replace(/_/g, '/') + '='.repeat((4 - (value.length % 4)) % 4);
  const binary = atob(padded);
  const bytes = new Uint8Array(new ArrayBuffer(binary.length));
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

/** The server's payload (auth, p256Dh, endPoint) from a browser subscription's JSON form. */
export function subscriptionPayload(json: PushSubscriptionJSON): PushSubscriptionPayload | null {
  const auth = json.keys?.auth;
  const p256Dh = json.keys?.p256dh;
  if (!auth || !p256Dh || !json.endpoint) return null;
  return { auth, p256Dh, endPoint: json.endpoint };
}
