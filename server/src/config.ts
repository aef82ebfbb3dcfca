import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Transport } from 'nodemailer';
import { resolveVapidKeys, type VapidKeys } from './modules/push/vapid-keys';
import { readAllowedOrigins } from './plugins/cors';
import { readRateLimits, type RateLimitSettings } from './plugins/rate-limit-settings';

/** The repository root (server/src/config.ts -> ../..), where host/ and remotes/ builds live. */
export const REPO_ROOT = path.resolve(__dirname, '..', '..');

export const REMOTE_NAMES = ['inspection', 'audit', 'finance', 'hr', 'masterdata', 'tcf', 'lab'] as const;

export interface StaticConfig {
  /** Folder of the host build (served at /); skipped when it does not exist. */
  hostDist: string;
  /** Folder holding remotes/<name>/dist (served at /remotes/<name>/). */
  remotesRoot: string;
  /** A file served at /remotes.json instead of the host build's own. */
  remotesJson: string | null;
  /**
   * RELEASES_DIR: released remote builds, `<remote>/<release>/`, served at /releases/<remote>/<release>/ so
   * remotes.json can point an area at any of them (docs/deploy.md). None when absent.
   */
  releasesDir?: string | null;
}

/** Outgoing mail (docs/accounts.md). Without SMTP every message stays in the outbox, where admins read it. */
export interface MailConfig {
  /** SMTP_URL, e.g. smtps://user:password@mail.example.com:465; null keeps messages in the outbox. */
  smtpUrl: string | null;
  /** MAIL_FROM, the sender of every message, e.g. "Quality Portal <no-reply@example.com>". */
  from: string;
  /** Tests: a nodemailer transport used in place of SMTP (its messages are recorded as 'smtp'). */
  transport?: Transport;
}

export const DEFAULT_MAIL_FROM = 'Quality Portal <no-reply@localhost>';

/** What buildApp needs; tests build it by hand. */
export interface AppConfig {
  jwtSecret: string;
  logLevel: string;
  static: StaticConfig;
  /** PORTAL_TEST_ENDPOINTS=1: routes that let browser tests raise tasks and notifications. Never in production. */
  testEndpoints?: boolean;
  /** Web push identity; without it the server stores subscriptions but has no key to offer. */
  vapid?: VapidKeys;
  /** Uploaded files (profile photos...); users.photo_file is relative to it. */
  filesDir?: string;
  /** Keep-alive and session re-check period of the event stream (tests shorten it); 25 s by default. */
  eventStreamHeartbeatMs?: number;
  /** How mail leaves the server; the outbox only when absent. */
  mail?: MailConfig;
  /** PUBLIC_URL: the address users open the portal at; links in emails start with it. */
  publicUrl?: string;
  /** Limits of the signed-out endpoints; the defaults of a real deployment when absent, false for none. */
  rateLimits?: RateLimitSettings;
  /**
   * TRUST_PROXY: which proxies may name the client in X-Forwarded-For (Fastify's trustProxy). Without it a
   * reverse proxy's own address is every client's address, and the per-IP limits count them all together.
   */
  trustProxy?: TrustProxy;
  /**
   * ALLOWED_ORIGINS (comma-separated): pages on other origins that may call the API and load the remotes,
   * e.g. an intranet embedding an area (docs/embedding.md). The portal's own origin is always allowed.
   */
  allowedOrigins?: string[];
}

/** A number of proxy hops, a comma-separated list of proxy addresses (CIDR allowed), or every proxy. */
export type TrustProxy = boolean | number | string;

/** Everything main.ts needs to start. */
export interface ServerConfig extends AppConfig {
  port: number;
  host: string;
  databaseUrl: string | null;
  dataDir: string;
  /** Demo data: always on a fresh embedded database, on PostgreSQL only with SEED_DEMO=1. */
  seedDemo: boolean;
  adminPassword: string | null;
}

type Env = Record<string, string | undefined>;

function readPort(value: string | undefined): number {
  const port = Number(value ?? 3000);
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    throw new Error(`PORT is not a valid port: ${value}`);
  return port;
}

/** Reads the environment; creates the data folder and the JWT secret file on first start. */
export function loadConfig(env: Env = process.env): ServerConfig {
  const dataDir = dataDirOf(env);
  fs.mkdirSync(dataDir, { recursive: true });
  const databaseUrl = env.DATABASE_URL || null;
  return {
    port: readPort(env.PORT),
    host: env.HOST || '0.0.0.0',
    databaseUrl,
    dataDir,
    jwtSecret: env.JWT_SECRET || ensureJwtSecret(dataDir),
    seedDemo: env.SEED_DEMO === '1' || !databaseUrl,
    adminPassword: env.ADMIN_PASSWORD || null,
    logLevel: env.LOG_LEVEL || 'info',
    testEndpoints: env.PORTAL_TEST_ENDPOINTS === '1',
    vapid: resolveVapidKeys(env, dataDir),
    filesDir: path.join(dataDir, 'files'),
    mail: { smtpUrl: env.SMTP_URL || null, from: env.MAIL_FROM || DEFAULT_MAIL_FROM },
    publicUrl: publicUrlOf(env),
    rateLimits: readRateLimits(env),
    trustProxy: readTrustProxy(env.TRUST_PROXY),
    allowedOrigins: readAllowedOrigins(env.ALLOWED_ORIGINS),
    static: {
      hostDist: path.join(REPO_ROOT, 'host', 'dist'),
      remotesRoot: path.join(REPO_ROOT, 'remotes'),
      remotesJson: env.REMOTES_JSON ? path.resolve(env.REMOTES_JSON) : null,
      releasesDir: releasesDirOf(env, dataDir),
    },
  };
}

/** TRUST_PROXY: unset or false trusts no proxy; 1 the one in front (docker compose's nginx); true any. */
export function readTrustProxy(value: string | undefined): TrustProxy {
  const text = value?.trim() ?? '';
  if (!text || text === 'false') return false;
  if (text === 'true') return true;
  if (/^\d{1,2}$/.test(text)) return Number(text);
  return text;
}

/** RELEASES_DIR, `<data folder>/releases` by default; created, so a release copied in later is served. */
export function releasesDirOf(env: Env, dataDir: string): string {
  const dir = path.resolve(env.RELEASES_DIR || path.join(dataDir, 'releases'));
  fs.mkdirSync(dir, { recursive: true });
  return dir;
}

/** DATA_DIR as an absolute path; `<repo>/data` by default. */
export function dataDirOf(env: Env): string {
  return path.resolve(env.DATA_DIR || path.join(REPO_ROOT, 'data'));
}

/** PUBLIC_URL without a trailing slash; by default this server's own address (0.0.0.0 reads as localhost). */
export function publicUrlOf(env: Env): string {
  if (env.PUBLIC_URL) return env.PUBLIC_URL.replace(/\/+$/, '');
  const host = !env.HOST || env.HOST === '0.0.0.0' || env.HOST === '::' ? 'localhost' : env.HOST;
  return `http://${host}:${readPort(env.PORT)}`;
}

/** A secret generated once and kept in the data folder, so tokens survive restarts. */
export function ensureJwtSecret(dataDir: string): string {
  const file = path.join(dataDir, 'jwt-secret');
  if (fs.existsSync(file)) return fs.readFileSync(file, 'utf8').trim();
  const secret = crypto.randomBytes(48).toString('base64');
  fs.writeFileSync(file, secret, { mode: 0o600, flag: 'wx' });
  return secret;
}
