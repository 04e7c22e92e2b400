import type { TrustedProxies } from './addresses';
import type { Context } from 'hono';
import type {
  AnyRoute,
  EntityType,
  RouteDefinition,
  RouteName,
  Routes,
} from '@backoffice/api/contract';
import type { Database, Db } from '../db/client';
import type { LoginLimiter } from '../auth/rateLimit';
import type { SessionCache, SessionPolicy, SessionTimes, StaffUser } from '../auth/sessions';
import type { SecurityEventKind } from '@backoffice/domain';
import type { DataVersion, ReadCache } from '../services/readCache';
import type { SeoGenerator } from '../services/seo';
import type { ServerKey } from '../services/serverKey';
import type { ChangeHub } from '../events/hub';
import type { FileStore } from '../files/store';

/** What every handler can reach: the database, the settings and the long-lived services. */
export interface Services {
  database: Database;
  dataDir: string;
  /** Whether the outbox sends email (SMTP_URL set): notifications may go by email too. */
  emailDelivery: boolean;
  loginLimiter: LoginLimiter;
  seo: SeoGenerator;
  /** The public site's base URL, for listing and favorites links. */
  publicSiteUrl: string;
  /** The data version every write call moves on (shared by the servers of one PostgreSQL). */
  dataVersion: DataVersion;
  /** Counts and other costly reads, kept while the data version does not move. */
  cache: ReadCache;
  /** Whole answers of the hottest lists (offices, users), kept the same way. */
  answers: ReadCache;
  /** Tokens checked in the last 30 s (embedded database only; null on PostgreSQL). */
  sessions: SessionCache | null;
  /** Load balancers whose X-Forwarded-For names the client's address. */
  trustedProxies: TrustedProxies;
  /** The server's key (SECRET_KEY, or one kept in the database), for HMACs. */
  serverKey: ServerKey;
  /** The clock (tests move it). */
  now: () => Date;
  /** Change events: published after each write, streamed to signed-in clients. */
  events: ChangeHub;
  /** How long sessions last. */
  sessionPolicy: SessionPolicy;
  /** The files the server makes (exports), where every server reads them. */
  files: FileStore;
}

/** What a write's history row says for the Security log (set by its handler). */
export interface SecurityNote {
  kind: SecurityEventKind;
  summary: string;
}

/** One call, validated: path ids as numbers, the typed query and body, the signed-in staff. */
export interface Ctx<Q = unknown, B = unknown> {
  db: Db;
  services: Services;
  params: { id: number };
  query: Q;
  body: B;
  /** Null only on the routes that need no token. */
  staff: StaffUser;
  now: Date;
  /** The client's address (for the login limit). */
  address: string;
  /** The bearer token of the call (null on the routes that need none). */
  token: string | null;
  c: Context;
  /**
   * How long the answer of a kept list read stays true without a write (see mount.ts,
   * CACHED_ANSWERS): a handler whose answer depends on the time of the call says when it next
   * changes. Ignored on the other routes.
   */
  lifetime: AnswerLifetime;
  /**
   * Runs `work` once the call's transaction has committed (at once outside the write path):
   * background work that reads what the call wrote (an SEO job) must not start before the
   * commit, when another connection would not see the rows yet. Not run when it rolls back.
   */
  afterCommit: (work: () => void) => void;
  /**
   * A write that is a Security log event (a staff change) says which and in words: its
   * history row carries them (shared by the copies of the context the write path makes).
   */
  security: { note: SecurityNote | null };
  /**
   * What a write's history row says beyond the body it was sent (shared by the copies of the
   * context the write path makes): `input`, facts the history tells in words (the new owner's
   * name, the text of a deleted note, the favorites an add really added); `also`, other
   * records whose history gets the call's row too (the request CR & Visit made).
   */
  recorded: { input: Record<string, unknown>; also: { type: EntityType; id: number }[] };
  /** When the call's session ends (null on the routes that need no token). */
  sessionTimes: SessionTimes | null;
}

/**
 * Until when an answer stays true if no write comes: forever by default; a handler whose
 * answer depends on the clock (today's date, a visit's time passing) shortens it.
 */
export class AnswerLifetime {
  private untilMs = Number.POSITIVE_INFINITY;

  /** The answer changes at `at` at the latest (null: nothing due). */
  notAfter(at: Date | null): void {
    if (at !== null) this.untilMs = Math.min(this.untilMs, at.getTime());
  }

  /** The answer depends on the very instant of the call: never keep it. */
  now(): void {
    this.untilMs = Number.NEGATIVE_INFINITY;
  }

  /** The instant (ms) from which the answer may be wrong. */
  get until(): number {
    return this.untilMs;
  }
}

type Parts<R> =
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  R extends RouteDefinition<any, infer Q, infer B, infer A>
    ? { query: Q; body: B; answer: A }
    : never;

/** A handler of one route: answers its JSON answer (200), or a Response of its own. */
export type HandlerFor<R extends AnyRoute> = (
  ctx: Ctx<Parts<R>['query'], Parts<R>['body']>,
) => Promise<Parts<R>['answer'] | Response>;

export type Handlers = { [K in RouteName]: HandlerFor<Routes[K]> };
export type HandlerGroup<K extends RouteName> = Pick<Handlers, K>;
