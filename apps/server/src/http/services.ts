import type { Database } from '../db/client';
import { LoginLimiter, type LoginLimits } from '../auth/rateLimit';
import { SessionCache, sessionPolicyFrom, type SessionPolicy } from '../auth/sessions';
import { TrustedProxies } from './addresses';
import type { Services } from './context';
import { dataVersionFor, ReadCache } from '../services/readCache';
import { SeoGenerator } from '../services/seo';
import { ServerKey } from '../services/serverKey';
import { changeHubFor } from '../events/hub';
import { DatabaseFileStore, type FileStore } from '../files/store';

export interface ServiceOptions {
  dataDir: string;
  publicSiteUrl?: string;
  loginLimits?: Partial<LoginLimits>;
  /** Stand-in latency of the SEO generator, ms. */
  seoDelayMs?: number;
  now?: () => Date;
  /**
   * Addresses of the load balancers in front of the server: a call from one of them is
   * from the address its X-Forwarded-For names (TRUSTED_PROXIES).
   */
  trustedProxies?: readonly string[];
  /** Session lifetime and idle timeout (default: the settings, else 12 h and 30 min). */
  sessionPolicy?: SessionPolicy;
  /** Where generated files are kept (default: the database's `generated_files`). */
  files?: FileStore;
  /** Whether the outbox sends email (SMTP_URL set). @default false */
  emailDelivery?: boolean;
}

/** The services the handlers use, around an open database. */
export function createServices(database: Database, options: ServiceOptions): Services {
  const version = dataVersionFor(database);
  const events = changeHubFor(database);
  return {
    database,
    dataDir: options.dataDir,
    emailDelivery: options.emailDelivery ?? false,
    loginLimiter: new LoginLimiter(options.loginLimits),
    seo: new SeoGenerator(() => database.db, options.seoDelayMs),
    publicSiteUrl: options.publicSiteUrl ?? 'https://www.example.com',
    dataVersion: version,
    cache: new ReadCache(),
    answers: new ReadCache(200),
    // Only the process that owns an embedded database can revoke its tokens, so it may keep
    // the ones it checked (and forget one when it revokes it). On PostgreSQL, which several
    // servers share, every call asks the database: a logout on one server holds on all.
    sessions: database.kind === 'pglite' ? new SessionCache() : null,
    serverKey: new ServerKey(() => database.db),
    trustedProxies: new TrustedProxies(options.trustedProxies ?? []),
    now: options.now ?? (() => new Date()),
    events,
    sessionPolicy: options.sessionPolicy ?? sessionPolicyFrom(),
    files: options.files ?? new DatabaseFileStore(database),
  };
}
