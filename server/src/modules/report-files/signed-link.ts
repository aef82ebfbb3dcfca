import crypto from 'node:crypto';
import { EMAIL_FILE_DOWNLOAD_PATH, EMAIL_FILE_LINK_DAYS } from '@portal/domain';

/**
 * Signed, expiring links to a file for people without an account (spec: emailfiledownload). The token names
 * the file and its expiry and carries an HMAC of both under a key derived from the server secret, so a
 * changed id or expiry is refused; nothing is stored, and rotating the secret revokes every link.
 */
export type SignedFile =
  { kind: 'report'; bookingId: number } | { kind: 'certificate'; certificateId: number };

interface Payload {
  file: SignedFile;
  /** Seconds since the epoch. */
  exp: number;
}

export type VerifiedLink = { kind: 'ok'; file: SignedFile } | { kind: 'expired' } | { kind: 'invalid' };

const keyOf = (secret: string) => crypto.createHmac('sha256', secret).update('email-file-link').digest();
const mac = (secret: string, body: string) =>
  crypto.createHmac('sha256', keyOf(secret)).update(body).digest('base64url');

export function signFileLink(
  secret: string,
  file: SignedFile,
  now: Date = new Date(),
  days: number = EMAIL_FILE_LINK_DAYS,
): string {
  const payload: Payload = { file, exp: Math.floor(now.getTime() / 1000) + days * 86_400 };
  const body = Buffer.from(JSON.stringify(payload)).toString('base64url');
  return `${body}.${mac(secret, body)}`;
}

export function verifyFileLink(secret: string, token: string, now: Date = new Date()): VerifiedLink {
  const [body, signature, extra] = token.split('.');
  if (!body || !signature || extra !== undefined) return { kind: 'invalid' };
  const expected = Buffer.from(mac(secret, body));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !crypto.timingSafeEqual(expected, given))
    return { kind: 'invalid' };
  let payload: Payload;
  try {
    payload = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as Payload;
  } catch {
    return { kind: 'invalid' };
  }
  if (typeof payload.exp !== 'number' || !payload.file) return { kind: 'invalid' };
  if (payload.exp * 1000 <= now.getTime()) return { kind: 'expired' };
  return { kind: 'ok', file: payload.file };
}

/** The page a mail links to (the portal's public emailfiledownload route). */
export function fileLinkUrl(publicUrl: string, token: string): string {
  return `${publicUrl.replace(/\/$/, '')}${EMAIL_FILE_DOWNLOAD_PATH}?token=${encodeURIComponent(token)}`;
}
