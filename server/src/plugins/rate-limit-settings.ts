/**
 * How often the signed-out endpoints may be called (docs/server.md, "Rate limits"). Each family of public
 * routes counts per client IP and, where the request names one, per account (login name, email address or
 * emailed link), inside a fixed window.
 */
export const RATE_LIMIT_FAMILIES = [
  'signIn',
  'passwordReset',
  'registration',
  'verification',
  'factoryMapping',
  'fileLink',
] as const;
export type RateLimitFamily = (typeof RATE_LIMIT_FAMILIES)[number];

export interface RateLimit {
  /** Requests one client IP may make in the window. */
  perIp: number;
  /** Requests naming one account (from any IP) in the window. */
  perAccount: number;
  windowSeconds: number;
}

/** `false`: no limits at all (the test suites, which sign in many times from one address). */
export type RateLimitSettings = Record<RateLimitFamily, RateLimit> | false;

const MINUTE = 60;

/**
 * A real deployment's limits. Sign-in allows a user several typing mistakes and an office behind one
 * address its morning rush; the others guard mailboxes (a reset or registration sends mail) and the
 * random tokens of emailed links against guessing, while leaving a person room to correct a form.
 */
export const DEFAULT_RATE_LIMITS: Record<RateLimitFamily, RateLimit> = {
  signIn: { perIp: 30, perAccount: 10, windowSeconds: MINUTE },
  passwordReset: { perIp: 20, perAccount: 5, windowSeconds: 15 * MINUTE },
  registration: { perIp: 30, perAccount: 10, windowSeconds: 60 * MINUTE },
  verification: { perIp: 20, perAccount: 5, windowSeconds: 15 * MINUTE },
  factoryMapping: { perIp: 60, perAccount: 30, windowSeconds: 15 * MINUTE },
  // A mailed download link is opened a few times by the people it was sent to; its token is unguessable.
  fileLink: { perIp: 60, perAccount: 20, windowSeconds: 15 * MINUTE },
};

/** RATE_LIMIT_SIGN_IN for signIn, RATE_LIMIT_FACTORY_MAPPING for factoryMapping... */
export function rateLimitEnvName(family: RateLimitFamily): string {
  return `RATE_LIMIT_${family.replace(/[A-Z]/g, (letter) => `_${letter}`).toUpperCase()}`;
}

const POSITIVE = /^[1-9]\d{0,8}$/;

/** `perIp/perAccount/windowSeconds`, e.g. `30/10/60`. */
function parseRateLimit(name: string, value: string): RateLimit {
  const parts = value.trim().split('/');
  if (parts.length !== 3 || !parts.every((part) => POSITIVE.test(part.trim())))
    throw new Error(`${name} must read perIp/perAccount/windowSeconds, e.g. 30/10/60: ${value}`);
  const [perIp, perAccount, windowSeconds] = parts.map(Number) as [number, number, number];
  return { perIp, perAccount, windowSeconds };
}

/** RATE_LIMITS=off turns every limit off; RATE_LIMIT_<FAMILY> overrides one family's defaults. */
export function readRateLimits(env: Record<string, string | undefined>): RateLimitSettings {
  const switchValue = env.RATE_LIMITS?.trim().toLowerCase();
  if (switchValue === 'off') return false;
  if (switchValue && switchValue !== 'on')
    throw new Error(`RATE_LIMITS must be on or off: ${env.RATE_LIMITS}`);
  const settings = { ...DEFAULT_RATE_LIMITS };
  for (const family of RATE_LIMIT_FAMILIES) {
    const name = rateLimitEnvName(family);
    const value = env[name];
    if (value) settings[family] = parseRateLimit(name, value);
  }
  return settings;
}
