import { asc, desc, eq, inArray, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import {
  DEFAULT_PAGE_SIZE,
  addDaysToDay,
  parisDateTimeToIso,
  parisToday,
  type ChatSender,
} from '@backoffice/domain';
import type { Db } from '../db/client';
import {
  appointments,
  bookmarks,
  chatMessages,
  conversationReads,
  conversations,
  meetings,
  staff,
} from '../db/schema';

/** ISO instant of a Date, or null. */
export function iso(date: Date | null | undefined): string | null {
  return date ? date.toISOString() : null;
}

/** ISO instant of a Date that is always set. */
export function isoOf(date: Date): string {
  return date.toISOString();
}

export function fullName(user: { firstName: string; lastName: string }): string {
  return `${user.firstName} ${user.lastName}`;
}

/** '+33612345678', or null without a number. */
export function fullPhone(user: {
  phonePrefix: string | null;
  phoneNumber: string | null;
}): string | null {
  return user.phoneNumber ? `${user.phonePrefix ?? ''}${user.phoneNumber}` : null;
}

/** The first instant of a Paris day, and the first instant after another Paris day. */
export function parisDayBounds(startDay: string, endDay: string): { from: Date; to: Date } {
  return {
    from: new Date(parisDateTimeToIso(startDay, '00:00') as string),
    to: new Date(parisDateTimeToIso(addDaysToDay(endDay, 1), '00:00') as string),
  };
}

/** The instant today ends in Paris: answers that read today's date change then. */
export function nextParisMidnight(now: Date): Date {
  const today = parisToday(now);
  return parisDayBounds(today, today).to;
}

export interface Paging {
  page: number;
  perPage: number;
  offset: number;
}

export function paging(query: { page?: number | undefined; perPage?: number | undefined }): Paging {
  const page = query.page ?? 1;
  const perPage = query.perPage ?? DEFAULT_PAGE_SIZE;
  return { page, perPage, offset: (page - 1) * perPage };
}

export function pageCount(total: number, perPage: number): number {
  return Math.ceil(total / perPage);
}

/**
 * The text as LIKE reads it literally: its wildcards (`%`, `_`) and the escape character
 * itself escaped with a backslash (LIKE's default escape). Every LIKE and ILIKE of the server
 * goes through `likePattern` or `likePrefix`, so that `_` finds an underscore, not any office.
 */
function likeLiteral(text: string): string {
  return text.replace(/[\\%_]/g, (m) => `\\${m}`);
}

/** `%text%` for ILIKE: the text anywhere, its wildcards escaped. */
export function likePattern(text: string): string {
  return `%${likeLiteral(text)}%`;
}

/** `text%` for LIKE or ILIKE: what starts with the text, its wildcards escaped. */
export function likePrefix(text: string): string {
  return `${likeLiteral(text)}%`;
}

/** Ands the conditions that are set (undefined when none). */
export function allOf(conditions: (SQL | undefined | false)[]): SQL | undefined {
  const set = conditions.filter((c): c is SQL => Boolean(c));
  if (set.length === 0) return undefined;
  return sql.join(set, sql` and `);
}

/** The names of the staff members with these ids, by id (no query for no id). */
export async function staffNames(db: Db, ids: number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: staff.id, name: staff.name })
    .from(staff)
    .where(inArray(staff.id, ids));
  return new Map(rows.map((s) => [s.id, s.name]));
}

/**
 * Adds a meeting to a request with its slots (appointments), the meeting and its slots in one
 * state: proposed slots, or a visit already accepted. Answers the meeting's id.
 */
export async function insertMeeting(
  db: Db,
  requestId: number,
  state: 'proposed' | 'accepted',
  slots: Date[],
  now: Date,
): Promise<number> {
  const [meeting] = await db
    .insert(meetings)
    .values({ requestId, state, createdAt: now })
    .returning({ id: meetings.id });
  await db
    .insert(appointments)
    .values(slots.map((proposedDate) => ({ meetingId: meeting!.id, proposedDate, state })));
  return meeting!.id;
}

/**
 * Adds staff favorites (guest, office) in one statement and answers the pairs it added: the
 * unique index on active favorites lets only one of several adds of the same favorite made
 * at the same time insert it; the others find it already there.
 */
export async function insertFavorites(
  db: Db,
  pairs: { guestId: number; officeId: number }[],
  now: Date,
): Promise<{ guestId: number; officeId: number }[]> {
  if (pairs.length === 0) return [];
  return db
    .insert(bookmarks)
    .values(pairs.map((pair) => ({ ...pair, createdByUser: false, createdAt: now })))
    .onConflictDoNothing()
    .returning({ guestId: bookmarks.guestId, officeId: bookmarks.officeId });
}

/**
 * A list's order as columns that all run one way, the last one unique (the id), so that the
 * order is total: pages never share a row and a keyset reader resumes after the last row.
 */
export interface KeysetOrder<Row = unknown> {
  columns: readonly AnyColumn[];
  direction: 'asc' | 'desc';
  /** The values of `columns` in a row read: where the next batch starts. */
  key: (row: Row) => unknown[];
}

/** The ORDER BY of a keyset order. */
export function orderBy<Row>(order: KeysetOrder<Row>): SQL[] {
  const by = order.direction === 'asc' ? asc : desc;
  return order.columns.map((column) => by(column));
}

/**
 * The rows after `last` (the order's column values of the last row read): a row comparison,
 * which PostgreSQL answers from an index on the same columns.
 */
export function keysetAfter<Row>(
  order: KeysetOrder<Row>,
  last: readonly unknown[] | null,
): SQL | undefined {
  if (!last) return undefined;
  const columns = sql.join(
    order.columns.map((column) => sql`${column}`),
    sql`, `,
  );
  const values = sql.join(
    last.map((value) => sql`${value}`),
    sql`, `,
  );
  return order.direction === 'asc'
    ? sql`(${columns}) > (${values})`
    : sql`(${columns}) < (${values})`;
}

/** Reads a list a batch at a time, each batch after the last row read (its keyset). */
export function keysetReader<Row, Item>(
  order: KeysetOrder<Row>,
  readAfter: (after: SQL | undefined) => Promise<Row[]>,
  toItem: (row: Row) => Item,
): () => Promise<Item[]> {
  let last: unknown[] | null = null;
  return async () => {
    const rows = await readAfter(keysetAfter(order, last));
    const end = rows.at(-1);
    if (end) last = order.key(end);
    return rows.map(toItem);
  };
}

/** The status line the guest and the host read once a visit is fixed. */
export const VISIT_CONFIRMED_STATUS = {
  guestMessage: 'Votre visite est confirmée.',
  hostMessage: 'La visite est confirmée.',
} as const;

export interface NewMessage {
  kind: 'system' | 'status' | 'user' | string;
  systemMessage?: string;
  status?: { guestMessage: string; hostMessage: string };
  sender?: ChatSender;
  userMessage?: string;
}

/**
 * Writes messages into a request's conversation (made when missing) and moves its last
 * message time; a user message counts as unread for the other side and for the CSM.
 */
export async function postMessages(
  db: Db,
  requestId: number,
  now: Date,
  messages: NewMessage[],
): Promise<void> {
  // Made if missing in one statement: two calls at once on a request without a conversation
  // share the one the first made (the request's conversation is unique).
  await db
    .insert(conversations)
    .values({ requestId, createdAt: now, lastMessageAt: now })
    .onConflictDoNothing({ target: conversations.requestId });
  const [convo] = await db
    .select({ id: conversations.id })
    .from(conversations)
    .where(eq(conversations.requestId, requestId))
    .limit(1);
  const conversationId = convo!.id;
  await db.insert(chatMessages).values(
    messages.map((m) => ({
      conversationId,
      messageType: m.kind,
      systemMessage: m.systemMessage ?? null,
      statusGuestMessage: m.status?.guestMessage ?? null,
      statusHostMessage: m.status?.hostMessage ?? null,
      sender: m.sender ?? null,
      userMessage: m.userMessage ?? null,
      createdAt: now,
    })),
  );
  const users = messages.filter((m) => m.kind === 'user');
  await db
    .update(conversations)
    .set({
      lastMessageAt: now,
      unreadByHost: sql`${conversations.unreadByHost} + ${users.filter((m) => m.sender === 'guest').length}`,
      unreadByGuest: sql`${conversations.unreadByGuest} + ${users.filter((m) => m.sender === 'host').length}`,
      unreadByCsm: sql`${conversations.unreadByCsm} + ${users.length}`,
    })
    .where(eq(conversations.id, conversationId));
  // Each staff member who read it has these to read now.
  if (users.length > 0) {
    await db
      .update(conversationReads)
      .set({ unread: sql`${conversationReads.unread} + ${users.length}` })
      .where(eq(conversationReads.conversationId, conversationId));
  }
}
