import crypto from 'node:crypto';

/** The FB token lives minutes: long enough to open the other system, short enough not to matter if kept. */
export const FB_TOKEN_SECONDS = 300;

const base64url = (value: string | Buffer) => Buffer.from(value).toString('base64url');

/**
 * GET getTokentoFB: an HS256 JWT naming the user's FB account (users.fb_user_id), audience 'fb'. It is
 * signed with a key derived from the server secret, never the session key itself, so it can never pass
 * as a portal session.
 */
export function signFbToken(secret: string, userId: number, fbUserId: number, now: Date): string {
  const key = crypto.createHmac('sha256', secret).update('portal:fb-token').digest();
  const iat = Math.floor(now.getTime() / 1000);
  const header = base64url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }));
  const payload = base64url(
    JSON.stringify({ sub: String(fbUserId), uid: userId, aud: 'fb', iat, exp: iat + FB_TOKEN_SECONDS }),
  );
  const signature = crypto.createHmac('sha256', key).update(`${header}.${payload}`).digest();
  return `${header}.${payload}.${base64url(signature)}`;
}
