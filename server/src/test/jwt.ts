import crypto from 'node:crypto';

/**
 * Tokens made by hand for tests that need one the server would never issue (expired, foreign signature):
 * HS256 as the server signs them, from a payload and a secret.
 */
export function signHs256(payload: object, secret: string): string {
  const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const unsigned = `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode(payload)}`;
  return `${unsigned}.${crypto.createHmac('sha256', secret).update(unsigned).digest('base64url')}`;
}

/** A token's claims, read without checking its signature. */
export function claimsOf<Claims extends object = Record<string, unknown>>(token: string): Claims {
  return JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()) as Claims;
}
