import crypto from 'node:crypto';

/**
 * scrypt with a per-password 16-byte salt, stored self-describing so the cost can be raised later
 * without breaking existing hashes: scrypt$N$r$p$salt(base64)$hash(base64).
 */
export interface ScryptCost {
  N: number;
  r: number;
  p: number;
}
const COST: ScryptCost = { N: 2 ** 15, r: 8, p: 1 };
const KEY_LENGTH = 64;
const SALT_BYTES = 16;

function scrypt(password: string, salt: Buffer, params: ScryptCost, keyLength: number): Promise<Buffer> {
  // 128 * N * r bytes are needed; the default maxmem (32 MiB) is exactly too small for N = 2^15.
  const maxmem = 256 * params.N * params.r;
  return new Promise((resolve, reject) =>
    crypto.scrypt(password, salt, keyLength, { ...params, maxmem }, (error, key) =>
      error ? reject(error) : resolve(key),
    ),
  );
}

/** `cost` is for the test database's demo users only (db-snapshot.ts); every real hash takes the default. */
export async function hashPassword(password: string, cost: ScryptCost = COST): Promise<string> {
  const salt = crypto.randomBytes(SALT_BYTES);
  const key = await scrypt(password, salt, cost, KEY_LENGTH);
  return ['scrypt', cost.N, cost.r, cost.p, salt.toString('base64'), key.toString('base64')].join('$');
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parts = stored.split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt') return false;
  const [N, r, p] = parts.slice(1, 4).map(Number) as [number, number, number];
  if (![N, r, p].every((value) => Number.isInteger(value) && value > 0)) return false;
  const salt = Buffer.from(parts[4]!, 'base64');
  const expected = Buffer.from(parts[5]!, 'base64');
  if (expected.length === 0) return false;
  const actual = await scrypt(password, salt, { N, r, p }, expected.length);
  return crypto.timingSafeEqual(actual, expected);
}

let dummyHash: Promise<string> | null = null;

/** Spends the same time as a real check, so an unknown login name answers as slowly as a wrong password. */
export async function burnPasswordCheck(password: string): Promise<void> {
  dummyHash ??= hashPassword('not-a-real-password');
  await verifyPassword(password, await dummyHash);
}
