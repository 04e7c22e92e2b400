/**
 * The write path: every call that changes data goes through `runWrite`, one
 * transaction that
 *   1. claims the call's Idempotency-Key (a repeat gets the first answer, no second effect),
 *   2. locks the row of the entity the call acts on (`SELECT … FOR UPDATE`), so that the
 *      handler's rule check reads the state no other write can change until this one ends:
 *      two CSMs, a double click or two servers acting on one request are taken one after the
 *      other, and the second is refused by the rule (409) instead of applied twice,
 *   3. runs the handler (its checks, writes and conversation messages) on the transaction,
 *   4. appends the history row (who, when, which call, the entity's fields before and after),
 *   5. stores the answer with the key,
 * and commits all of it, or none (a refusal or a failure rolls everything back).
 *
 * The data version moves on and the change event goes out after the commit (mount.ts): a
 * cached read made between a bump inside the transaction and the commit would keep the old
 * rows under the new version, so the bump must follow the commit, and the event the bump.
 */
import { and, eq, lt, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Context } from 'hono';
import {
  routes,
  type EntityType,
  type IdSource,
  type RouteName,
  type SubjectLookup,
} from '@backoffice/api/contract';
import { SERVER_NAME } from '../config';
import type { Db } from '../db/client';
import {
  auditLog,
  bookmarks,
  conversations,
  displaySections,
  faqEntries,
  idempotencyKeys,
  internalNotes,
  meetings,
  offices,
  requestNotes,
  requests,
  savedViews,
  seoLocations,
  seoPages,
  staff as staffTable,
  users,
  type AuditChange,
} from '../db/schema';
import { ApiError } from '../errors';
import type { Ctx } from './context';

/** The header a write carries (RFC draft "The Idempotency-Key HTTP Header Field", Stripe). */
export const IDEMPOTENCY_HEADER = 'idempotency-key';
/** How long a key and its answer are kept. */
export const IDEMPOTENCY_TTL_MS = 24 * 60 * 60 * 1000;
/** The header of an answer given again for a repeated key. */
export const REPLAYED_HEADER = 'Idempotent-Replayed';

/** What an entity of the history is, and the table of its rows. */
const ENTITY_TABLES = {
  request: requests,
  office: offices,
  user: users,
  conversation: conversations,
  seo_location: seoLocations,
  display_section: displaySections,
  staff: staffTable,
  saved_view: savedViews,
} as const satisfies Record<EntityType, PgTable>;
export type { EntityType };

/** The entity a call acts on: its row is locked, and the history is written under it. */
export interface Subject {
  type: EntityType;
  id: number;
  /** Other rows of the same table the call changes too (locked in id order with the first). */
  also?: number[];
}

type AnyCtx = Ctx<unknown, Record<string, unknown> | undefined>;

/** The value at a dotted path of the body (`data.0.pageId`), when it is an id. */
function bodyId(body: unknown, path: string): number | null {
  let value: unknown = body;
  for (const part of path.split('.')) {
    if (value === null || typeof value !== 'object') return null;
    value = (value as Record<string, unknown>)[part];
  }
  return typeof value === 'number' && Number.isInteger(value) && value > 0 ? value : null;
}

function idOf(ctx: AnyCtx, source: IdSource): number | null {
  return source === 'path' ? ctx.params.id : bodyId(ctx.body, source.body);
}

/** The record found from the row a call names (declared by the route's facts). */
const LOOKUPS: Record<SubjectLookup, (db: Db, id: number) => Promise<number | null>> = {
  async meetingRequest(db, id) {
    const [row] = await db
      .select({ id: meetings.requestId })
      .from(meetings)
      .where(eq(meetings.id, id));
    return row?.id ?? null;
  },
  async noteOffice(db, id) {
    const [row] = await db
      .select({ id: internalNotes.officeId })
      .from(internalNotes)
      .where(eq(internalNotes.id, id));
    return row?.id ?? null;
  },
  async noteRequest(db, id) {
    const [row] = await db
      .select({ id: requestNotes.requestId })
      .from(requestNotes)
      .where(eq(requestNotes.id, id));
    return row?.id ?? null;
  },
  async bookmarkGuest(db, id) {
    const [row] = await db
      .select({ id: bookmarks.guestId })
      .from(bookmarks)
      .where(eq(bookmarks.id, id));
    return row?.id ?? null;
  },
  async pageLocation(db, id) {
    const [row] = await db
      .select({ id: seoPages.locationId })
      .from(seoPages)
      .where(eq(seoPages.id, id));
    return row?.id ?? null;
  },
  async faqEntryLocation(db, id) {
    const [row] = await db
      .select({ id: seoPages.locationId })
      .from(faqEntries)
      .innerJoin(seoPages, eq(seoPages.id, faqEntries.pageId))
      .where(eq(faqEntries.id, id));
    return row?.id ?? null;
  },
};

/**
 * The record a write acts on, from its route's facts (routes.ts `write.subject`:
 * one place per fact): the path's id or a body field, through a lookup when the call names
 * another row. Null for a call that creates its record or acts on none.
 */
export async function subjectOf(route: RouteName, ctx: AnyCtx, db: Db): Promise<Subject | null> {
  const spec = routes[route].write?.subject;
  if (!spec || 'none' in spec || 'creates' in spec) return null;
  const named = idOf(ctx, spec.id);
  if (named === null) return null;
  const id = spec.via ? await LOOKUPS[spec.via](db, named) : named;
  if (id === null) return null;
  const also = spec.also ? idOf(ctx, spec.also) : null;
  return { type: spec.entity, id, ...(also !== null ? { also: also === id ? [] : [also] } : {}) };
}

/** The id of the record a creating call made, read from its answer (`{ id }` or one level in). */
function createdId(answer: unknown): number | null {
  if (answer === null || typeof answer !== 'object' || answer instanceof Response) return null;
  const top = (answer as { id?: unknown }).id;
  if (typeof top === 'number') return top;
  for (const value of Object.values(answer)) {
    const id = (value as { id?: unknown } | null)?.id;
    if (value !== null && typeof value === 'object' && typeof id === 'number') return id;
  }
  return null;
}

/** Columns and body fields that are never stored in the history. */
const SECRET = /password|token|secret/i;

/** A column's value as the history stores it (instants as ISO text). */
function stored(value: unknown): unknown {
  return value instanceof Date ? value.toISOString() : (value ?? null);
}

/** The columns a write changed on a row, secrets named but not shown. */
export function rowChanges(
  before: Record<string, unknown> | null,
  after: Record<string, unknown> | null,
): AuditChange[] {
  if (!before && !after) return [];
  const fields = new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})]);
  const out: AuditChange[] = [];
  for (const field of fields) {
    if (field === 'updatedAt') continue;
    const was = stored(before?.[field]);
    const now = stored(after?.[field]);
    if (JSON.stringify(was) === JSON.stringify(now)) continue;
    out.push(
      SECRET.test(field)
        ? { field, before: null, after: null }
        : { field, before: was, after: now },
    );
  }
  return out;
}

/** The body of a call without its secrets, as the history keeps it. */
export function recordedInput(body: unknown): Record<string, unknown> | null {
  if (body === null || typeof body !== 'object' || Array.isArray(body)) return null;
  const kept = Object.entries(body).filter(([key]) => !SECRET.test(key));
  return kept.length ? Object.fromEntries(kept) : null;
}

/** Locks the rows of a subject and answers the first's columns (null when it is not there). */
async function lockRows(db: Db, subject: Subject): Promise<Record<string, unknown> | null> {
  const table = ENTITY_TABLES[subject.type] as unknown as PgTable & { id: typeof requests.id };
  // In id order, so that two writes locking the same two rows never wait on each other.
  const ids = [...new Set([subject.id, ...(subject.also ?? [])])].sort((a, b) => a - b);
  let first: Record<string, unknown> | null = null;
  for (const id of ids) {
    const [row] = await db.select().from(table).where(eq(table.id, id)).for('update');
    if (id === subject.id) first = (row as Record<string, unknown> | undefined) ?? null;
  }
  return first;
}

/**
 * Tests only (writes-lock.postgres.test.ts): `on` makes writes read their row without the lock,
 * to prove the race tests fail without it. Set by no code outside tests, read only under Vitest.
 */
export const unlockedForTests = { on: false };

async function readRow(db: Db, subject: Subject): Promise<Record<string, unknown> | null> {
  const table = ENTITY_TABLES[subject.type] as unknown as PgTable & { id: typeof requests.id };
  const [row] = await db.select().from(table).where(eq(table.id, subject.id));
  return (row as Record<string, unknown> | undefined) ?? null;
}

/** An Idempotency-Key as sent: 1 to 255 visible ASCII characters, or none. */
export function readIdempotencyKey(c: Context): string | null {
  const key = c.req.header(IDEMPOTENCY_HEADER);
  if (key === undefined) return null;
  if (!/^[\x21-\x7e]{1,255}$/.test(key)) {
    throw new ApiError(
      400,
      'idempotency_key_invalid',
      'The Idempotency-Key must be 1 to 255 visible ASCII characters.',
      { 'Idempotency-Key': 'Expected 1 to 255 visible ASCII characters' },
    );
  }
  return key;
}

/** A body without its secret fields (a password, a token), at any depth. */
export function withoutSecrets(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutSecrets);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([key]) => !SECRET.test(key))
      .map(([key, item]) => [key, withoutSecrets(item)]),
  );
}

/**
 * What identifies a call: the same key sent with another one is refused. An HMAC with the
 * server's key of the route, the path id and the body without its secrets: a hash of the body
 * as sent, kept 24 h, would let whoever reads the database check a guess of the password a
 * Manage account call carried with one SHA-256, where the password's own hash costs argon2id.
 */
function fingerprintOf(ctx: AnyCtx, route: RouteName): Promise<string> {
  const body = withoutSecrets(ctx.body ?? null);
  return ctx.services.serverKey.hmac(`${route}\n${ctx.params.id}\n${JSON.stringify(body)}`);
}

/** An answer given for a key seen before: the first answer, as it was. */
export class ReplayedAnswer {
  constructor(
    readonly status: number,
    readonly json: string,
  ) {}
}

/** A handler's answer, and whether it is one to keep (JSON). */
async function answerToKeep(answer: unknown): Promise<{ status: number; json: string } | null> {
  if (answer instanceof Response) {
    const type = answer.headers.get('content-type') ?? '';
    if (!type.includes('application/json')) return null;
    return { status: answer.status, json: await answer.clone().text() };
  }
  return { status: 200, json: JSON.stringify(answer) };
}

let writesSinceSweep = 0;
/** Every this many writes, a server clears the keys older than 24 h (indexed by time). */
const SWEEP_EVERY = 200;

/**
 * Runs a write call: see the top of this file. Answers the handler's answer, or the first
 * answer of a repeated key (a ReplayedAnswer, with nothing run).
 */
export async function runWrite(
  route: RouteName,
  ctx: AnyCtx,
  key: string | null,
  handler: (ctx: AnyCtx) => Promise<unknown>,
): Promise<unknown> {
  const { staff, now } = ctx;
  const fingerprint = key === null ? '' : await fingerprintOf(ctx, route);
  return ctx.services.database.db.transaction(async (tx) => {
    if (key !== null) {
      // Claims the key (or takes over one older than 24 h). A call with the same key under way
      // on another connection holds it: this statement waits for that one to end, then finds
      // its row (committed) or the key free again (rolled back).
      const claimed = await tx
        .insert(idempotencyKeys)
        .values({ staffId: staff.id, key, fingerprint, status: 0, answer: '', createdAt: now })
        .onConflictDoUpdate({
          target: [idempotencyKeys.staffId, idempotencyKeys.key],
          set: { fingerprint, status: 0, answer: '', createdAt: now },
          setWhere: lt(idempotencyKeys.createdAt, new Date(now.getTime() - IDEMPOTENCY_TTL_MS)),
        })
        .returning({ key: idempotencyKeys.key });
      if (claimed.length === 0) {
        const [first] = await tx
          .select()
          .from(idempotencyKeys)
          .where(and(eq(idempotencyKeys.staffId, staff.id), eq(idempotencyKeys.key, key)));
        if (first && first.fingerprint !== fingerprint) {
          throw new ApiError(
            422,
            'idempotency_key_reused',
            'This Idempotency-Key was already used for another call: send a new key with a new call.',
          );
        }
        if (first) return new ReplayedAnswer(first.status, first.answer);
      }
    }
    const subject = await subjectOf(route, ctx, tx);
    const before = subject
      ? await (unlockedForTests.on && process.env.VITEST ? readRow : lockRows)(tx, subject)
      : null;
    const answer = await handler({ ...ctx, db: tx });
    const after = subject ? await readRow(tx, subject) : null;
    const spec = routes[route].write?.subject;
    const created = spec && 'creates' in spec ? createdId(answer) : null;
    // A staff change is a Security log event (its handler says which); a GET that acts is
    // an action on the log; every other write is the history of its record alone.
    const note =
      ctx.security.note ??
      (routes[route].method === 'GET'
        ? { kind: 'action' as const, summary: routes[route].summary }
        : null);
    const sent = recordedInput(ctx.body);
    const extra = ctx.recorded?.input ?? {};
    const input =
      sent || Object.keys(extra).length
        ? { ...(sent ?? {}), ...(withoutSecrets(extra) as object) }
        : null;
    const row = {
      at: now,
      staffId: staff.id,
      staffName: staff.name,
      route,
      changes: rowChanges(before, after),
      input: note ? { ...(input ?? {}), summary: note.summary } : input,
      server: SERVER_NAME,
      kind: note?.kind ?? null,
      address: note ? ctx.address : null,
    };
    await tx.insert(auditLog).values({
      ...row,
      entityType:
        subject?.type ?? (created !== null && spec && 'entity' in spec ? spec.entity : null),
      entityId: subject?.id ?? created,
    });
    // The same call on the history of the other records it made (CR & Visit's request).
    for (const other of ctx.recorded?.also ?? []) {
      await tx
        .insert(auditLog)
        .values({ ...row, changes: [], entityType: other.type, entityId: other.id });
    }
    if (key !== null) {
      // An answer that holds a secret given once (a one-time link) is not kept either.
      const kept = routes[route].secretAnswer ? null : await answerToKeep(answer);
      if (kept) {
        await tx
          .update(idempotencyKeys)
          .set({ status: kept.status, answer: kept.json })
          .where(and(eq(idempotencyKeys.staffId, staff.id), eq(idempotencyKeys.key, key)));
      } else {
        // A file answer, or a secret one, is not kept: the key is let go with the call.
        await tx
          .delete(idempotencyKeys)
          .where(and(eq(idempotencyKeys.staffId, staff.id), eq(idempotencyKeys.key, key)));
      }
      if (++writesSinceSweep >= SWEEP_EVERY) {
        writesSinceSweep = 0;
        await tx.execute(
          sql`delete from ${idempotencyKeys} where ${idempotencyKeys.createdAt} < ${new Date(now.getTime() - IDEMPOTENCY_TTL_MS)}`,
        );
      }
    }
    return answer;
  });
}
