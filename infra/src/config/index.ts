import { isIP } from 'node:net';
import path from 'node:path';
import { z } from 'zod';
import { isCronExpression } from '../backup/cron.ts';

/** Empty strings in the environment mean "unset", as in most .env tooling. */
const optionalString = z
  .string()
  .optional()
  .transform((v) => (v === undefined || v.trim() === '' ? undefined : v.trim()));

const integer = (fallback: number, min: number, max: number) =>
  optionalString
    .transform((v) => (v === undefined ? fallback : Number(v)))
    .pipe(z.number().int().min(min).max(max));

const flag = optionalString.transform((v) => v !== undefined && ['1', 'true', 'yes', 'on'].includes(v.toLowerCase()));

/** Prometheus' registered default port for Node.js exporters. */
const DEFAULT_METRICS_PORT = 9464;
/** An address or a CIDR range (`10.0.0.0/8`, `fd00::/8`), as fastify's trustProxy takes them. */
function isAddressOrRange(entry: string): boolean {
  const [address = '', bits, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (bits === undefined) return true;
  return /^\d{1,3}$/.test(bits) && Number(bits) <= (family === 4 ? 32 : 128);
}

/** A comma-separated list, its entries trimmed; empty when unset. */
const commaList = optionalString
  .transform((v) => (v === undefined ? [] : v.split(',').map((entry) => entry.trim()).filter((entry) => entry !== '')));

/** A comma-separated list of addresses and CIDR ranges; empty when unset. */
const addressList = commaList
  .pipe(z.array(z.string().refine(isAddressOrRange, { message: 'expected IP addresses or CIDR ranges, comma-separated' })));

const envSchema = z.object({
  PORT: integer(3000, 0, 65535),
  /** The address to listen on: all interfaces by default; 127.0.0.1 (or ::1) keeps the app to this machine. */
  HOST: optionalString.transform((v) => v ?? '0.0.0.0'),
  PUBLIC_URL: optionalString.pipe(z.url().optional()),
  DATA_DIR: optionalString.transform((v) => v ?? 'data'),
  DATABASE_URL: optionalString,
  REDIS_URL: optionalString,
  ESDB_URL: optionalString,
  SMTP_URL: optionalString,
  MAIL_FROM: optionalString.transform((v) => v ?? 'Inkpace <no-reply@inkpace.localhost>'),
  MAIL_OUTBOX_DIR: optionalString,
  UPLOADS_DIR: optionalString,
  LOG_LEVEL: optionalString.pipe(
    z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  ),
  /** Requests per minute per client address, shared by the sign-in family of routes (login, sign-up, resets). */
  AUTH_RATE_LIMIT: integer(30, 1, 1_000_000_000),
  /** Requests per minute per API key or client address on the API (a browser session gets three times it). */
  API_RATE_LIMIT: integer(100, 1, 1_000_000_000),
  /**
   * The port of the ops listener (Prometheus /metrics and /health/*, on 127.0.0.1): 9464 when unset, off when set
   * empty, 0 for a port the system chooses (several processes on one machine).
   */
  METRICS_PORT: z.string().optional()
    .transform((v) => (v === undefined ? DEFAULT_METRICS_PORT : v.trim() === '' ? null : Number(v)))
    .pipe(z.number().int().min(0).max(65535).nullable()),
  /**
   * The reverse proxies whose X-Forwarded-For is believed (addresses or CIDR ranges): a request arriving from one of
   * them counts against the address the proxy names. Empty: the socket's address counts, whatever a header says.
   */
  TRUST_PROXY: addressList,
  /**
   * The projections this process's projector may lead (names, comma-separated), so an operator can spread them over
   * processes; empty: all. The names are checked against the projections at start-up (startApp).
   */
  PROJECTOR_LEAD: commaList,
  /** How long a closing API process lets requests in flight finish before cutting their connections. */
  DRAIN_TIMEOUT_MS: integer(30_000, 0, 600_000),
  /**
   * Most pooled PostgreSQL connections one process opens for requests, jobs and projections (its listeners and the
   * health probe take a few more): processes × this must fit the server's max_connections.
   */
  DATABASE_POOL_SIZE: integer(20, 2, 500),
  ENABLE_METRICS: flag,
  /** When set, the workers take a backup on this schedule (cron, UTC) into BACKUP_DIR, keeping the newest BACKUP_KEEP. */
  BACKUP_CRON: optionalString.refine((v) => v === undefined || isCronExpression(v), 'not a cron expression'),
  BACKUP_KEEP: integer(7, 1, 10_000),
  BACKUP_DIR: optionalString,
  PLAUSIBLE_HOST: optionalString,
  PLAUSIBLE_DOMAIN: optionalString,
  DONATION_URL: optionalString.pipe(z.url({ protocol: /^https?$/ }).optional()),
});

export interface Config {
  port: number;
  host: string;
  publicUrl: string;
  secureCookies: boolean;
  dataDir: string;
  databaseUrl: string | undefined;
  redisUrl: string | undefined;
  esdbUrl: string | undefined;
  smtpUrl: string | undefined;
  mailFrom: string;
  mailOutboxDir: string;
  uploadsDir: string;
  logLevel: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
  authRateLimit: number;
  apiRateLimit: number;
  /** Plausible analytics in the web app (unrelated to the Prometheus metrics below). */
  /** TRUST_PROXY: the proxies whose X-Forwarded-For is believed (empty: none). */
  trustedProxies: string[];
  drainTimeoutMs: number;
  /** PROJECTOR_LEAD: the projections this process may lead; undefined: all of them. */
  projectorLead: string[] | undefined;
  /** DATABASE_POOL_SIZE. */
  databasePoolSize: number;
  metrics: { enabled: boolean; plausibleHost: string | undefined; plausibleDomain: string | undefined };
  /** The ops listener's port (Prometheus /metrics and /health/*); null when it is off. */
  prometheus: { port: number | null };
  donationUrl: string | undefined;
  backup: { cron: string | undefined; keep: number; dir: string };
}

export class ConfigError extends Error {}

/** Parses the environment once. Throws ConfigError with every problem listed. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new ConfigError(`Invalid configuration: ${problems}`);
  }
  const e = parsed.data;
  const dataDir = path.resolve(e.DATA_DIR);
  const publicUrl = (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, '');
  return {
    port: e.PORT,
    host: e.HOST,
    publicUrl,
    secureCookies: publicUrl.startsWith('https://'),
    dataDir,
    databaseUrl: e.DATABASE_URL,
    redisUrl: e.REDIS_URL,
    esdbUrl: e.ESDB_URL,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    mailOutboxDir: path.resolve(e.MAIL_OUTBOX_DIR ?? path.join(dataDir, 'outbox')),
    uploadsDir: path.resolve(e.UPLOADS_DIR ?? path.join(dataDir, 'uploads')),
    logLevel: e.LOG_LEVEL,
    authRateLimit: e.AUTH_RATE_LIMIT,
    apiRateLimit: e.API_RATE_LIMIT,
    trustedProxies: e.TRUST_PROXY,
    drainTimeoutMs: e.DRAIN_TIMEOUT_MS,
    projectorLead: e.PROJECTOR_LEAD.length > 0 ? [...new Set(e.PROJECTOR_LEAD)] : undefined,
    databasePoolSize: e.DATABASE_POOL_SIZE,
    metrics: { enabled: e.ENABLE_METRICS, plausibleHost: e.PLAUSIBLE_HOST, plausibleDomain: e.PLAUSIBLE_DOMAIN },
    prometheus: { port: e.METRICS_PORT },
    donationUrl: e.DONATION_URL,
    backup: { cron: e.BACKUP_CRON, keep: e.BACKUP_KEEP, dir: path.resolve(e.BACKUP_DIR ?? path.join(dataDir, 'backups')) },
  };
}
