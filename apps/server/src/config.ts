import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
/** The repository root, from either src/ (tests) or dist/ (built). */
export const repoRoot = path.resolve(here, '../../..');
/**
 * The folder `npm run package` makes (scripts/package.mjs; the container image copies it):
 * the server's dist/ and drizzle/ with the built app in public/ beside them, no repository
 * around. There the defaults are its own folders: the app in public/, the data in .data/.
 */
const packagedRoot = path.resolve(here, '..');
const packaged = fs.existsSync(path.join(packagedRoot, 'public', 'index.html'));

export interface ServerConfig {
  port: number;
  host: string;
  /** Where the embedded database and exports live. */
  dataDir: string;
  /** The built back-office app (index.html and assets). */
  staticDir: string;
  demoEmail: string;
  demoPassword: string;
  /** PostgreSQL instead of the embedded PGlite when set. */
  databaseUrl: string | undefined;
  /** The public marketplace site, for listing and favorites links. */
  publicSiteUrl: string;
  /**
   * Addresses of the load balancers in front of the server, whose X-Forwarded-For names the
   * client (the sign-in limit counts per client address). Empty: the socket's address.
   */
  trustedProxies: string[];
  /** Another API origin the app was built to call (VITE_API_BASE_URL), for the app's CSP. */
  apiBaseUrl: string | undefined;
  /**
   * Image servers the app may show pictures from besides this one, for its CSP: the map
   * tiles' (VITE_MAP_TILE_URL, the same setting the app was built with) and IMG_ORIGINS
   * (comma-separated origins of office pictures hosted elsewhere).
   */
  imageUrls: string[];
  /** SERVE_SOURCE_MAPS=1: serve the built app's source maps (to debug); never by default. */
  sourceMaps: boolean;
}

/**
 * The outbox worker's settings, read by the server only (readOutboxConfig):
 * the command-line tools (migrate, seed, staff, backup) send nothing and do not need them.
 */
export interface OutboxConfig {
  /** SMTP_URL: `smtp://` or `smtps://user:password@host:port`; unset: emails stay queued. */
  smtpUrl: string | undefined;
  /** SMTP_FROM: the sender of the emails; required with SMTP_URL. */
  smtpFrom: string | undefined;
  /** SMS_WEBHOOK_URL: an http(s) URL that gets a POST `{ to, body }`; unset: SMS stay queued. */
  smsWebhookUrl: string | undefined;
  /** OUTBOX_POLL_MS: how often the worker looks for due messages. */
  pollMs: number;
  /** OUTBOX_MAX_ATTEMPTS: sends tried before a message is dead-lettered. */
  maxAttempts: number;
}

/**
 * A URL setting with one of `protocols`, or an error naming the setting. The value is never
 * repeated: it may hold a password or a token.
 */
function parseUrlSetting(
  name: string,
  value: string | undefined,
  protocols: string[],
  example: string,
): string | undefined {
  const raw = (value ?? '').trim();
  if (!raw) return undefined;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new Error(`${name} is not a URL (expected e.g. ${example}; the value is not shown)`);
  }
  if (!protocols.includes(url.protocol) || !url.hostname)
    throw new Error(
      `${name} must be a ${protocols.map((p) => `${p}//`).join(' or ')} URL with a host (e.g. ${example}; the value is not shown)`,
    );
  // The credentials are decoded when sending: a bad escape (`p%zz`) is refused here, at start.
  try {
    decodeURIComponent(url.username);
    decodeURIComponent(url.password);
  } catch {
    throw new Error(
      `${name} holds a user or password that is not well escaped (write a "%" as %25; the value is not shown)`,
    );
  }
  return raw;
}

/** A whole number setting from `min` to `max`, or an error naming it. */
function parseCount(
  name: string,
  value: string | undefined,
  fallback: number,
  min: number,
  max: number,
) {
  if (value === undefined || value.trim() === '') return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < min || n > max)
    throw new Error(`${name} must be a whole number from ${min} to ${max}, got "${value}"`);
  return n;
}

/** An email address with a domain of at least two labels, alone or as `Name <address>`. */
const FROM_ADDRESS = /^(?:[^<>]*<\s*)?[^\s<>@]+@[^\s<>@.]+(?:\.[^\s<>@.]+)+(?:\s*>)?$/;

/** SMTP_FROM: required with SMTP_URL (relays refuse a made-up sender), checked at start. */
function parseFrom(smtpUrl: string | undefined, value: string | undefined): string | undefined {
  const from = (value ?? '').trim();
  if (!smtpUrl) return from || undefined;
  if (!from)
    throw new Error(
      'SMTP_FROM is required with SMTP_URL: the sender mail servers accept, e.g. "Back-office <no-reply@example.com>"',
    );
  if (!FROM_ADDRESS.test(from))
    throw new Error(
      `SMTP_FROM must be an email address with a domain, alone or as "Name <address>", got "${from}"`,
    );
  return from;
}

/** The outbox worker's settings; a malformed one throws, named. */
export function readOutboxConfig(env: NodeJS.ProcessEnv = process.env): OutboxConfig {
  const smtpUrl = parseUrlSetting(
    'SMTP_URL',
    env.SMTP_URL,
    ['smtp:', 'smtps:'],
    'smtps://user:password@mail.example.com:465',
  );
  return {
    smtpUrl,
    smtpFrom: parseFrom(smtpUrl, env.SMTP_FROM),
    smsWebhookUrl: parseUrlSetting(
      'SMS_WEBHOOK_URL',
      env.SMS_WEBHOOK_URL,
      ['http:', 'https:'],
      'https://sms.example.com/send',
    ),
    pollMs: parseCount('OUTBOX_POLL_MS', env.OUTBOX_POLL_MS, 5000, 100, 3_600_000),
    maxAttempts: parseCount('OUTBOX_MAX_ATTEMPTS', env.OUTBOX_MAX_ATTEMPTS, 8, 1, 100),
  };
}

function parsePort(value: string | undefined): number {
  if (value === undefined || value === '') return 3000;
  const port = Number(value);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new Error(`PORT must be a whole number from 0 to 65535, got "${value}"`);
  }
  return port;
}

/** Reads the settings from the environment; every one has a working default. */
export function readConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  return {
    port: parsePort(env.PORT),
    host: env.HOST || '0.0.0.0',
    dataDir: path.resolve(env.DATA_DIR || path.join(packaged ? packagedRoot : repoRoot, '.data')),
    staticDir: path.resolve(
      env.STATIC_DIR ||
        (packaged
          ? path.join(packagedRoot, 'public')
          : path.join(repoRoot, 'apps/backoffice/dist')),
    ),
    demoEmail: env.DEMO_EMAIL || 'csm@example.com',
    demoPassword: env.DEMO_PASSWORD || 'demo1234',
    databaseUrl: env.DATABASE_URL || undefined,
    publicSiteUrl: env.PUBLIC_SITE_URL || 'https://www.example.com',
    trustedProxies: (env.TRUSTED_PROXIES ?? '')
      .split(',')
      .map((address) => address.trim())
      .filter(Boolean),
    apiBaseUrl: env.VITE_API_BASE_URL || undefined,
    imageUrls: [env.VITE_MAP_TILE_URL ?? '', ...(env.IMG_ORIGINS ?? '').split(',')]
      .map((url) => url.trim())
      .filter(Boolean),
    sourceMaps: env.SERVE_SOURCE_MAPS === '1',
  };
}

/**
 * The process that took a call, as the history names it: `SERVER_NAME`, or a name made at
 * random at start (the log says which host and process it is). Not the host name and process
 * id: the history is answered to every staff member, and they tell an attacker where to aim.
 */
export const SERVER_NAME =
  process.env.SERVER_NAME || `server-${crypto.randomBytes(3).toString('hex')}`;
