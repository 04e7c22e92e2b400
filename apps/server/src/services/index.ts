import type { Database } from '../db/client';
import { LoginRateLimiter, type RateLimitSettings } from '../auth/rate-limit';
import type { Services } from '../http/context';
import { ReadCache } from './read-cache';
import { SeoGenerator } from './seo';

export interface ServiceOptions {
  dataDir: string;
  publicSiteUrl?: string;
  loginLimits?: RateLimitSettings;
  /** Stand-in latency of the SEO generator, ms. */
  seoDelayMs?: number;
  now?: () => Date;
}

/** The services the handlers use, around an open database. */
export function createServices(database: Database, options: ServiceOptions): Services {
  return {
    database,
    dataDir: options.dataDir,
    loginLimiter: new LoginRateLimiter(options.loginLimits),
    seo: new SeoGenerator(() => database.db, options.seoDelayMs),
    publicSiteUrl: options.publicSiteUrl ?? 'https://www.example.com',
    cache: new ReadCache(),
    answers: new ReadCache(200),
    sessions: new Map(),
    now: options.now ?? (() => new Date()),
  };
}
