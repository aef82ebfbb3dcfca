import type { FieldError } from '../../lib/http-error';
import type { PushSubscriptionKeys } from './push-subscription.repository';

const LOOPBACK_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]']);

/** Push services are HTTPS; plain HTTP only to this machine (a local push service, tests). */
function endpointProblem(endPoint: string): string | null {
  let url: URL;
  try {
    url = new URL(endPoint);
  } catch {
    return 'must be a URL';
  }
  if (url.username || url.password) return 'must not carry credentials';
  if (url.protocol === 'https:') return null;
  if (url.protocol === 'http:' && LOOPBACK_HOSTS.has(url.hostname)) return null;
  return 'must be an https URL';
}

function decodedLength(value: string): number {
  return Buffer.from(value.replace(/=+$/, ''), 'base64url').length;
}

/**
 * What the JSON schema cannot say: the endpoint's scheme and host, and key sizes the encryption needs
 * (a P-256 point is 65 bytes starting with 4; the auth secret 16 bytes). Caught here, a bad key is a 400
 * instead of a push that fails later.
 */
export function subscriptionProblems(subscription: PushSubscriptionKeys): FieldError[] {
  const errors: FieldError[] = [];
  const endpoint = endpointProblem(subscription.endPoint);
  if (endpoint) errors.push({ field: 'endPoint', message: endpoint });
  const key = Buffer.from(subscription.p256Dh.replace(/=+$/, ''), 'base64url');
  if (key.length !== 65 || key[0] !== 4)
    errors.push({ field: 'p256Dh', message: 'must be an uncompressed P-256 public key' });
  if (decodedLength(subscription.auth) !== 16)
    errors.push({ field: 'auth', message: 'must be a 16-byte secret' });
  return errors;
}
