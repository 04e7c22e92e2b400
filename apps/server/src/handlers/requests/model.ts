/**
 * The requests routes' shared model: rows to answers, loaders and rules that the reads (reads.ts)
 * and the actions (actions.ts) both use. Other groups import these through ./index.ts.
 */
import {
  REQUEST_ENDINGS,
  STAGE_WAIT_DAYS,
  START_AFTER_END,
  actedMeanwhile,
  actionUnavailableReason,
  defaultRequestDateRange,
  formatDate,
  isStartAfterEnd,
  parseRequestSearch,
  visitWindow,
  type BoardColumnKey,
  type BoardRequest,
  type ContactRequest,
  type LastChange,
  type MeetingProposal,
  type StageThresholds,
  type StaffRef,
  OWNER_AND_ASSIGNEE,
} from '@backoffice/domain';
import {
  and,
  asc,
  desc,
  eq,
  gte,
  inArray,
  isNull,
  lt,
  lte,
  notInArray,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import {
  appointments,
  auditLog,
  conversations,
  meetings,
  offices,
  requests,
  staff,
  users,
} from '../../db/schema';
import type { HandlerGroup } from '../../http/context';
import { conflict, invalid, notFound } from '../../errors';
import { newestWrite, routeSummary, writesOn } from '../history';
import { notifyOwner } from '../notes/notify';
import { stageSinceSql, stageSql, waitingTooLongSql } from '../records';
import { allOf, fullName, fullPhone, iso, isoOf, parisDayBounds, postMessages } from '../shared';
import { userKeyMatches } from '../../db/searchKey';

export const host = alias(users, 'host');

export const guest = alias(users, 'guest');

/** The request's owner, and who last assigned it (staff rows). */
export const owner = alias(staff, 'owner');

export const assigner = alias(staff, 'assigner');

/** Who recorded the guest's cancellation or the host's decline. */
export const withdrawer = alias(staff, 'withdrawer');

export const requestColumns = {
  r: requests,
  host,
  guest,
  office: {
    uuid: offices.uuid,
    addressLine1: offices.addressLine1,
    zipCode: offices.zipCode,
    city: offices.city,
  },
  convo: {
    id: conversations.id,
    unreadByHost: conversations.unreadByHost,
    unreadByGuest: conversations.unreadByGuest,
  },
  owner: { id: owner.id, name: owner.name },
  assigner: { id: assigner.id, name: assigner.name },
  withdrawer: { id: withdrawer.id, name: withdrawer.name },
};

export type RequestRow = {
  r: typeof requests.$inferSelect;
  host: typeof users.$inferSelect;
  guest: typeof users.$inferSelect;
  office: { uuid: string; addressLine1: string; zipCode: string; city: string };
  convo: { id: number; unreadByHost: number; unreadByGuest: number } | null;
  owner: StaffRef | null;
  assigner: StaffRef | null;
  withdrawer: StaffRef | null;
};

export function requestQuery(db: Db) {
  return db
    .select(requestColumns)
    .from(requests)
    .innerJoin(host, eq(host.id, requests.hostId))
    .innerJoin(guest, eq(guest.id, requests.guestId))
    .innerJoin(offices, eq(offices.id, requests.officeId))
    .leftJoin(conversations, eq(conversations.requestId, requests.id))
    .leftJoin(owner, eq(owner.id, requests.assigneeId))
    .leftJoin(assigner, eq(assigner.id, requests.assignedById))
    .leftJoin(withdrawer, eq(withdrawer.id, requests.withdrawnById));
}

export async function meetingsOf(
  db: Db,
  requestIds: number[],
): Promise<Map<number, MeetingProposal[]>> {
  const out = new Map<number, MeetingProposal[]>();
  if (requestIds.length === 0) return out;
  const rows = await db
    .select({ meeting: meetings, appointment: appointments })
    .from(meetings)
    .innerJoin(appointments, eq(appointments.meetingId, meetings.id))
    .where(inArray(meetings.requestId, requestIds))
    .orderBy(asc(meetings.id), asc(appointments.proposedDate), asc(appointments.id));
  const byId = new Map<number, MeetingProposal>();
  for (const { meeting, appointment } of rows) {
    let proposal = byId.get(meeting.id);
    if (!proposal) {
      proposal = { meetingId: meeting.id, meetingState: meeting.state, appointments: [] };
      byId.set(meeting.id, proposal);
      const list = out.get(meeting.requestId) ?? [];
      list.push(proposal);
      out.set(meeting.requestId, list);
    }
    proposal.appointments.push({
      id: appointment.id,
      proposedDate: isoOf(appointment.proposedDate),
      state: appointment.state,
    });
  }
  return out;
}

export function party(user: typeof users.$inferSelect) {
  return {
    id: user.id,
    name: fullName(user),
    companyName: user.companyName,
    phoneNumber: fullPhone(user),
    email: user.email,
    businessSector: user.businessSector,
  };
}

/** A request row as the API sends it. A visit whose time has passed counts as past. */
export function toContactRequest(
  row: RequestRow,
  proposals: MeetingProposal[],
  now: Date,
): ContactRequest {
  const { r } = row;
  const visitOver =
    !r.isCancelled && r.visitDate !== null && r.visitDate.getTime() <= now.getTime();
  const visitPastAt = r.visitPastAt ?? (visitOver ? r.visitDate : null);
  return {
    id: r.id,
    requestDate: isoOf(r.createdAt),
    host: party(row.host),
    guest: { ...party(row.guest), initialMessage: r.initialMessage },
    amount: r.amount,
    officeId: r.officeId,
    officeAddress: `${row.office.addressLine1}, ${row.office.zipCode} ${row.office.city}`,
    officeUuid: row.office.uuid,
    moveinDate: r.moveinDate,
    moveoutDate: r.moveoutDate,
    seats: r.seats,
    flexibility: r.flexibility,
    visitDate: iso(r.visitDate),
    visitScheduled: r.visitDate !== null,
    visitPast: visitPastAt !== null,
    isCancelled: r.isCancelled,
    contractSigned: r.contractSignedAt !== null,
    contractInfoId: r.contractInfoId,
    hsDealUrl: r.hsDealUrl,
    step: r.step,
    conversation: row.convo
      ? {
          id: row.convo.id,
          unreadUserMessagesGuest: row.convo.unreadByGuest,
          unreadUserMessagesHost: row.convo.unreadByHost,
        }
      : null,
    meetingsProposed: proposals,
    withdrawal: r.cancelledBy
      ? {
          by: r.cancelledBy,
          reason: r.cancelReason,
          message: r.cancelMessage,
          at: iso(r.requestCancelledAt),
          staff: row.withdrawer,
        }
      : null,
    assignment: { assignee: row.owner, by: row.assigner, at: iso(r.assignedAt) },
    cancelledData: {
      hostRating: r.hostRating,
      guestRating: r.guestRating,
      officeRating: r.officeRating,
    },
    funnel: {
      requestReceivedDate: isoOf(r.createdAt),
      meetingProposedDate: iso(r.meetingProposedAt),
      visitScheduledDate: iso(r.visitScheduledAt),
      visitPast: iso(visitPastAt),
      contractStart: iso(r.contractStartAt),
      contractSent: iso(r.contractSentAt),
      contractSigned: iso(r.contractSignedAt),
      requestCancelled: iso(r.requestCancelledAt),
    },
  };
}

/** Loads requests with their parties, office, conversation and meetings. */
export async function loadRequests(
  db: Db,
  where: SQL | undefined,
  order: SQL[],
  now: Date,
  limit?: number,
): Promise<ContactRequest[]> {
  let query = requestQuery(db)
    .where(where)
    .orderBy(...order)
    .$dynamic();
  if (limit !== undefined) query = query.limit(limit);
  const rows = (await query) as RequestRow[];
  const proposals = await meetingsOf(
    db,
    rows.map((row) => row.r.id),
  );
  return rows.map((row) => toContactRequest(row, proposals.get(row.r.id) ?? [], now));
}

export async function loadRequest(db: Db, id: number, now: Date): Promise<ContactRequest> {
  const [request] = await loadRequests(db, eq(requests.id, id), [], now, 1);
  if (!request) throw notFound('Request', id);
  return request;
}

/**
 * The board's search as text: every word in the host's or in the guest's names, company or
 * email, in any order, accents and case aside (the one search rule, db/searchKey.ts).
 */
export function textCondition(text: string): SQL {
  return or(userKeyMatches(host.id, text), userKeyMatches(guest.id, text)) as SQL;
}

export type BoardQuery = Parameters<HandlerGroup<'requestBoard'>['requestBoard']>[0]['query'];

/**
 * What the board's filters select, and in which order. A search that is a request id ('1264',
 * '#1264') finds that request whatever the dates (a CSM who types an id wants that
 * request); otherwise the dates hold, and a start after the end is refused under its field.
 */
export function boardSelection(
  query: BoardQuery,
  now: Date,
  me: { id: number },
  thresholds: StageThresholds = STAGE_WAIT_DAYS,
): { where: SQL | undefined; order: SQL[]; byPeople: boolean } {
  const search = parseRequestSearch(query.search ?? '');
  const range = defaultRequestDateRange(now);
  const days = {
    startDate: query.startDate ?? range.startDate,
    endDate: query.endDate ?? range.endDate,
  };
  const byId = search?.kind === 'requestId';
  // "All open" reads every request not ended, whatever its date: the dates do not apply.
  const open = Boolean(query.open) && !byId;
  if (!byId && !open && isStartAfterEnd(days)) throw invalid({ startDate: START_AFTER_END });
  if (query.owner && query.assigneeId !== undefined) {
    throw invalid({ assigneeId: OWNER_AND_ASSIGNEE });
  }
  const { from, to } = parisDayBounds(days.startDate, days.endDate);
  const visit = query.visitWithinHours ? visitWindow(query.visitWithinHours, now) : null;
  const where = allOf([
    byId ? eq(requests.id, search.requestId) : open ? undefined : gte(requests.createdAt, from),
    byId || open ? undefined : lt(requests.createdAt, to),
    open ? sql`${stageSql(now)} not in ('contract_signed', 'cancelled')` : undefined,
    query.owner === 'mine' ? eq(requests.assigneeId, me.id) : undefined,
    query.owner === 'unassigned' ? isNull(requests.assigneeId) : undefined,
    query.assigneeId !== undefined ? eq(requests.assigneeId, query.assigneeId) : undefined,
    query.waiting ? waitingTooLongSql(now, thresholds) : undefined,
    search?.kind === 'text' ? textCondition(search.text) : undefined,
    visit
      ? and(gte(requests.visitScheduledAt, visit.from), lt(requests.visitScheduledAt, visit.to))
      : undefined,
  ]);
  const sort = query.sort ?? 'received_desc';
  const order =
    sort === 'received_asc'
      ? [asc(requests.createdAt), asc(requests.id)]
      : sort === 'received_desc'
        ? [desc(requests.createdAt), desc(requests.id)]
        : sort === 'visit_asc'
          ? [sql`${requests.visitDate} asc nulls last`, asc(requests.id)]
          : [sql`${requests.visitDate} desc nulls last`, desc(requests.id)];
  return { where, order, byPeople: search?.kind === 'text' };
}

/**
 * The board's cards: each column's first `perColumn` cards in the board's order, with their
 * card fields, and every column's whole count, read in one statement (the whole
 * request of 2,000 cards was 3 MB and 1.5 s; every card of the last 7 days was
 * 5,372 cards and 207 KB compressed at scale 10, read again by every CSM after each change).
 * The requests of the filters are ranked within their column (the conversations list's stage,
 * stageSql, which reads the funnel as requestState does) from the requests alone, the hosts
 * and guests joined only when the search names them; the people of the kept cards are read
 * after, by id.
 */
export async function boardCards(
  db: Db,
  selection: { where: SQL | undefined; order: SQL[]; byPeople: boolean },
  perColumn: number,
  now: Date,
): Promise<{
  counts: Map<BoardColumnKey, number>;
  cards: { column: BoardColumnKey; card: BoardRequest }[];
}> {
  const { where, order, byPeople } = selection;
  const stage = stageSql(now);
  const inner = db
    .select({
      id: sql<number>`${requests.id}`.as('ranked_id'),
      column: sql<BoardColumnKey>`${stage}`.as('ranked_column'),
      rank: sql<number>`(row_number() over (partition by ${stage} order by ${sql.join(order, sql`, `)}))::int`.as(
        'ranked_rank',
      ),
      count: sql<number>`(count(*) over (partition by ${stage}))::int`.as('ranked_count'),
    })
    .from(requests)
    .$dynamic();
  const filtered = byPeople
    ? inner
        .innerJoin(host, eq(host.id, requests.hostId))
        .innerJoin(guest, eq(guest.id, requests.guestId))
        .where(where)
    : inner.where(where);
  const ranked = db.$with('ranked').as(filtered);
  const rows = await db
    .with(ranked)
    .select({
      id: requests.id,
      createdAt: requests.createdAt,
      visitDate: requests.visitDate,
      amount: requests.amount,
      hostFirstName: host.firstName,
      hostLastName: host.lastName,
      hostCompany: host.companyName,
      guestFirstName: guest.firstName,
      guestLastName: guest.lastName,
      guestCompany: guest.companyName,
      column: ranked.column,
      count: ranked.count,
      ownerId: owner.id,
      ownerName: owner.name,
      cancelledBy: requests.cancelledBy,
      withdrawerId: withdrawer.id,
      withdrawerName: withdrawer.name,
      stageSince: stageSinceSql(now).mapWith(requests.createdAt),
    })
    .from(ranked)
    .innerJoin(requests, eq(requests.id, ranked.id))
    .innerJoin(host, eq(host.id, requests.hostId))
    .innerJoin(guest, eq(guest.id, requests.guestId))
    .leftJoin(owner, eq(owner.id, requests.assigneeId))
    .leftJoin(withdrawer, eq(withdrawer.id, requests.withdrawnById))
    .where(lte(ranked.rank, perColumn))
    .orderBy(...order);
  const counts = new Map<BoardColumnKey, number>();
  for (const row of rows) counts.set(row.column, Number(row.count));
  return {
    counts,
    cards: rows.map((row) => ({
      column: row.column,
      card: {
        id: row.id,
        requestDate: isoOf(row.createdAt),
        host: {
          name: fullName({ firstName: row.hostFirstName, lastName: row.hostLastName }),
          companyName: row.hostCompany,
        },
        guest: {
          name: fullName({ firstName: row.guestFirstName, lastName: row.guestLastName }),
          companyName: row.guestCompany,
        },
        visitDate: iso(row.visitDate),
        amount: row.amount,
        assignee:
          row.ownerId !== null && row.ownerName !== null
            ? { id: row.ownerId, name: row.ownerName }
            : null,
        stageSince: isoOf(row.stageSince),
        // A cancelled card says who withdrew it and who recorded it (boardRequestOf's shape).
        ...(row.column === 'cancelled' && row.cancelledBy
          ? {
              withdrawal: {
                by: row.cancelledBy,
                staff:
                  row.withdrawerId !== null && row.withdrawerName !== null
                    ? { id: row.withdrawerId, name: row.withdrawerName }
                    : null,
              },
            }
          : {}),
      },
    })),
  };
}

/** What an export holds, said in its message. */
export function exportScope(query: BoardQuery, now: Date): string {
  const search = parseRequestSearch(query.search ?? '');
  if (search?.kind === 'requestId') return `request #${search.requestId}`;
  const range = defaultRequestDateRange(now);
  const from = formatDate(query.startDate ?? range.startDate);
  const to = formatDate(query.endDate ?? range.endDate);
  return `requests received from ${from} to ${to}`;
}

export const CSV_COLUMNS = [
  'id',
  'requestDate',
  'state',
  'officeId',
  'officeAddress',
  'hostId',
  'hostCompany',
  'guestId',
  'guestCompany',
  'seats',
  'amount',
  'moveinDate',
  'moveoutDate',
  'visitDate',
  'isCancelled',
] as const;

/**
 * Ends a request for one side (guest cancel, host decline): the rule checked on the request
 * as the write path locked it (http/writes.ts), the request ended, and its two messages
 * posted, all in the call's transaction.
 */
export async function endRequest(
  db: Db,
  id: number,
  now: Date,
  by: keyof typeof REQUEST_ENDINGS,
  { reason, message }: { reason: number; message: string },
  me: StaffRef,
  /** Whether this server sends email (the owner's notification may go by email too). */
  emailDelivery = false,
): Promise<{ message: string }> {
  const ending = REQUEST_ENDINGS[by];
  const request = await loadRequest(db, id, now);
  await refuseUnavailable(db, request, ending.action);
  await db
    .update(requests)
    .set({
      isCancelled: true,
      cancelledBy: by,
      withdrawnById: me.id,
      cancelReason: reason,
      cancelMessage: message,
      requestCancelledAt: now,
      step: ending.step,
    })
    .where(eq(requests.id, id));
  await postMessages(db, id, now, [
    { kind: 'status', status: ending.status },
    { kind: ending.kind, systemMessage: `${ending.system}${message}` },
  ]);
  await notifyOwner(
    db,
    request,
    me,
    by === 'guest' ? 'guestCancel' : 'hostDecline',
    now,
    emailDelivery,
  );
  return { message: 'OK' };
}

/** The routes of staff notes: on a request's history, never its last change. */
const NOTE_ROUTES = ['createRequestNote', 'updateRequestNote', 'deleteRequestNote'];

/**
 * The last write on a request's history: who, when and which route (its header's "Last
 * change" line); null before any staff member acted on it.
 */
export async function lastRequestChange(db: Db, id: number): Promise<LastChange | null> {
  const row = await newestWrite(
    db,
    and(
      writesOn('request', id),
      // A note is a word between colleagues, not a change to the request.
      notInArray(auditLog.route, NOTE_ROUTES),
    ),
  );
  return row
    ? {
        staffName: row.name,
        at: row.at.toISOString(),
        action: row.route,
        summary: routeSummary(row.route),
      }
    : null;
}

/**
 * Refuses an action the request's state no longer allows (409), saying who changed it since
 * the screen showed it: "This request was already withdrawn. Léa Bernard cancelled as the
 * guest on 30/11/2026 10:02."
 */
export async function refuseUnavailable(
  db: Db,
  request: ContactRequest,
  action: Parameters<typeof actionUnavailableReason>[1],
): Promise<void> {
  const refused = actionUnavailableReason(request, action);
  if (refused) throw conflict(await withWhoActed(db, request.id, refused));
}

/** A refusal's words, and who last acted on the request (when someone did). */
export async function withWhoActed(db: Db, id: number, refused: string): Promise<string> {
  const last = await lastRequestChange(db, id);
  if (!last) return refused;
  return `${refused} ${actedMeanwhile(last)}`;
}
