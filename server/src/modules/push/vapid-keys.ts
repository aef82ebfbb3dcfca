import fs from 'node:fs';
import path from 'node:path';
import webpush from 'web-push';

/** The application server's identity towards the browsers' push services (RFC 8292). */
export interface VapidKeys {
  /** Uncompressed P-256 public key, base64url: the browser's `applicationServerKey`. */
  publicKey: string;
  privateKey: string;
  /** A mailto: or https: contact the push service may use to reach the operator. */
  subject: string;
}

export const DEFAULT_VAPID_SUBJECT = 'mailto:support@quality-portal.local';

const KEY_FILE = 'vapid-keys.json';

type Env = Record<string, string | undefined>;

/**
 * VAPID_PUBLIC_KEY + VAPID_PRIVATE_KEY from the environment (several instances must share one pair, or a
 * browser subscribed through one instance would refuse pushes signed by another); otherwise a pair
 * generated once and kept in the data folder, so subscriptions survive restarts.
 */
export function resolveVapidKeys(env: Env, dataDir: string): VapidKeys {
  const subject = env.VAPID_SUBJECT || DEFAULT_VAPID_SUBJECT;
  if (env.VAPID_PUBLIC_KEY || env.VAPID_PRIVATE_KEY) {
    if (!env.VAPID_PUBLIC_KEY || !env.VAPID_PRIVATE_KEY)
      throw new Error('VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY must be set together');
    const keys = { publicKey: env.VAPID_PUBLIC_KEY, privateKey: env.VAPID_PRIVATE_KEY, subject };
    validateVapidKeys(keys);
    return keys;
  }
  const keys = { ...ensureVapidKeyPair(dataDir), subject };
  validateVapidKeys(keys);
  return keys;
}

/** Throws a readable start-up error instead of failing at the first push. */
function validateVapidKeys(keys: VapidKeys): void {
  try {
    webpush.getVapidHeaders(
      'https://push.example.com',
      keys.subject,
      keys.publicKey,
      keys.privateKey,
      'aes128gcm',
    );
  } catch (error) {
    throw new Error(`VAPID keys are not usable: ${error instanceof Error ? error.message : String(error)}`);
  }
}

function ensureVapidKeyPair(dataDir: string): { publicKey: string; privateKey: string } {
  const file = path.join(dataDir, KEY_FILE);
  if (fs.existsSync(file)) {
    const stored = JSON.parse(fs.readFileSync(file, 'utf8')) as { publicKey?: unknown; privateKey?: unknown };
    if (typeof stored.publicKey !== 'string' || typeof stored.privateKey !== 'string')
      throw new Error(`${file} does not hold a VAPID key pair`);
    return { publicKey: stored.publicKey, privateKey: stored.privateKey };
  }
  const generated = webpush.generateVAPIDKeys();
  const pair = { publicKey: generated.publicKey, privateKey: generated.privateKey };
  // Written aside, then hard-linked into place: a link fails if the file exists and never shows a half
  // written file, so two instances starting together on one data folder agree on the first pair.
  const partial = `${file}.${process.pid}.tmp`;
  fs.writeFileSync(partial, JSON.stringify(pair), { mode: 0o600 });
  try {
    fs.linkSync(partial, file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return ensureVapidKeyPair(dataDir);
    throw error;
  } finally {
    fs.rmSync(partial, { force: true });
  }
  return pair;
}
