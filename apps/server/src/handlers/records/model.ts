/**
 * The records routes' shared model: rows to answers, loaders and rules that the reads (reads.ts)
 * and the actions (actions.ts) both use. Other groups import these through ./index.ts.
 */
import { buildPath, routes } from '@backoffice/api/contract';
import {
  BOARD_COLUMN_KEYS,
  parisToday,
  waitingCutoff,
  STAGE_WAIT_DAYS,
  type StageThresholds,
  parseContractSearch,
  parseDocumentSearch,
  type BoardColumnKey,
  type Contract,
  type ContractDocument,
  type FunnelFlags,
} from '@backoffice/domain';
import { and, eq, gt, gte, lt, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { contracts, documents, requests, users } from '../../db/schema';
import type { HandlerGroup } from '../../http/context';
import {
  allOf,
  fullName,
  iso,
  isoOf,
  likePattern,
  parisDayBounds,
  type KeysetOrder,
} from '../shared';

export const host = alias(users, 'host');

export const guest = alias(users, 'guest');

export function company(user: {
  companyName: string | null;
  firstName: string;
  lastName: string;
}): string {
  return user.companyName ?? fullName(user);
}

/** The host's or the guest's company contains the text (the lists' company search). */
export function partyCompanyLike(company: string): SQL {
  const pattern = likePattern(company);
  return or(
    sql`${host.companyName} ilike ${pattern}`,
    sql`${guest.companyName} ilike ${pattern}`,
  ) as SQL;
}

/**
 * When stageSql next moves a request without a write: the first visit still to come (its
 * time passing makes it "Visit past"). An index walk (requests.visit_date), one row; null
 * when no visit is due. Answers that show stages are kept until then (mount.ts).
 */
export async function nextVisitPassing(db: Db, now: Date): Promise<Date | null> {
  const [row] = await db
    .select({ at: requests.visitDate })
    .from(requests)
    .where(gt(requests.visitDate, now))
    .orderBy(requests.visitDate)
    .limit(1);
  return row?.at ?? null;
}

/**
 * The board column of a request in SQL, furthest stage first, as requestFunnelFlags reads
 * it in @backoffice/domain: cancelled wins, then the furthest stage reached.
 */
export function stageSql(now: Date): SQL<BoardColumnKey> {
  return sql<BoardColumnKey>`case
    when ${requests.isCancelled} or ${requests.requestCancelledAt} is not null then 'cancelled'
    when ${requests.contractSignedAt} is not null then 'contract_signed'
    when ${requests.contractSentAt} is not null then 'contract_sent'
    when ${requests.contractStartAt} is not null then 'contract_start'
    when ${requests.visitPastAt} is not null or ${requests.visitDate} <= ${now} then 'visit_past'
    when ${requests.visitScheduledAt} is not null or ${requests.visitDate} is not null then 'visit_scheduled'
    when ${requests.meetingProposedAt} is not null then 'meeting_proposed'
    else 'request_received' end`;
}

/**
 * When a request entered its column (stageSql's), as the domain's `stageSinceOf` reads it from
 * the funnel: the date of the column's step, else the request's date, and never before the
 * request arrived (a step's date recorded earlier counts from the arrival). Its time in stage.
 */
export function stageSinceSql(now: Date): SQL<Date> {
  return sql<Date>`greatest(${requests.createdAt}, case
    when ${requests.isCancelled} or ${requests.requestCancelledAt} is not null then coalesce(${requests.requestCancelledAt}, ${requests.createdAt})
    when ${requests.contractSignedAt} is not null then ${requests.contractSignedAt}
    when ${requests.contractSentAt} is not null then ${requests.contractSentAt}
    when ${requests.contractStartAt} is not null then ${requests.contractStartAt}
    when ${requests.visitPastAt} is not null or ${requests.visitDate} <= ${now} then coalesce(${requests.visitPastAt}, ${requests.visitDate})
    when ${requests.visitScheduledAt} is not null or ${requests.visitDate} is not null then coalesce(${requests.visitScheduledAt}, ${requests.createdAt})
    when ${requests.meetingProposedAt} is not null then ${requests.meetingProposedAt}
    else ${requests.createdAt} end)`;
}

/**
 * The requests that waited in their column beyond its threshold (the team's, else domain
 * STAGE_WAIT_DAYS):
 * entered before the column's cut-off; a column without a threshold never waits too long.
 */
export function waitingTooLongSql(now: Date, thresholds: StageThresholds = STAGE_WAIT_DAYS): SQL {
  const cutoffs = BOARD_COLUMN_KEYS.flatMap((column) => {
    const cutoff = waitingCutoff(column, now, thresholds);
    return cutoff ? [sql`when ${column} then ${cutoff.toISOString()}::timestamptz`] : [];
  });
  return sql`${stageSinceSql(now)} < (case ${stageSql(now)} ${sql.join(cutoffs, sql` `)} else null end)`;
}

export const FLAG_OF: Record<BoardColumnKey, keyof FunnelFlags> = {
  request_received: 'requestReceived',
  meeting_proposed: 'meetingProposed',
  visit_scheduled: 'visitScheduled',
  visit_past: 'visitPast',
  contract_start: 'contractStart',
  contract_sent: 'contractSent',
  contract_signed: 'contractSigned',
  cancelled: 'requestCancelled',
};

export function flagsOf(stage: BoardColumnKey): FunnelFlags {
  const flags: FunnelFlags = {
    requestReceived: false,
    meetingProposed: false,
    visitScheduled: false,
    visitPast: false,
    contractStart: false,
    contractSent: false,
    contractSigned: false,
    requestCancelled: false,
  };
  flags[FLAG_OF[stage]] = true;
  return flags;
}

/** What a contract's row needs of its host and guest: their names. */
export type PartyName = Parameters<typeof company>[0];

export function toContract(row: {
  c: typeof contracts.$inferSelect;
  host: PartyName;
  guest: PartyName;
}): Contract {
  const { c } = row;
  return {
    id: c.id,
    contractUuid: c.uuid,
    contractStartDate: c.startDate,
    contractEndDate: c.endDate,
    contractSignedDate: iso(c.signedAt),
    host: { companyName: company(row.host) },
    guest: { companyName: company(row.guest) },
    paymentTermsType: c.paymentTermsType,
    serviceFee: c.serviceFee,
    serviceFeePercentage: c.serviceFeePercentage,
    depositDueDate: c.depositDueDate,
    depositDueDateType: c.depositDueDateType,
    depositAmount: c.depositAmount,
    totalContractAmountWithoutTax: c.totalAmount,
    downloadPdf: c.signedAt ? buildPath(routes.contractPdf.path, { id: c.id }) : null,
  };
}

export function attachment(body: Uint8Array | string, type: string, filename: string): Response {
  return new Response(body as BodyInit, {
    status: 200,
    headers: {
      'Content-Type': type,
      'Content-Disposition': `attachment; filename="${filename}"`,
      'Cache-Control': 'no-store',
    },
  });
}

export type ContractsQuery = Parameters<HandlerGroup<'contracts'>['contracts']>[0]['query'];

/**
 * The contracts' filters (api-contract "List filters"): status from today (the domain's
 * contractStatus, in SQL over Paris days), and the search box read by the domain's parser, as
 * the mock API reads it: a whole contract uuid, or a company (host or guest) containing it.
 */
export function contractsWhere(query: ContractsQuery, now: Date): SQL | undefined {
  const today = parisToday(now);
  const search = query.search ? parseContractSearch(query.search) : null;
  return allOf([
    query.status === 'upcoming' && gt(contracts.startDate, today),
    query.status === 'active' &&
      and(sql`${contracts.startDate} <= ${today}`, sql`${contracts.endDate} >= ${today}`),
    query.status === 'expired' && lt(contracts.endDate, today),
    search?.kind === 'contractUuid' && sql`lower(${contracts.uuid}) = ${search.contractUuid}`,
    search?.kind === 'company' && partyCompanyLike(search.company),
  ]);
}

export type ContractRow = { c: typeof contracts.$inferSelect };

/** Sorted by the guest's user id (then the contract id), else the newest contract first. */
export function contractsOrder(query: ContractsQuery): KeysetOrder<ContractRow> {
  if (query.sort === 'user_id_asc' || query.sort === 'user_id_desc') {
    return {
      columns: [contracts.guestId, contracts.id],
      direction: query.sort === 'user_id_asc' ? 'asc' : 'desc',
      key: ({ c }) => [c.guestId, c.id],
    };
  }
  return { columns: [contracts.id], direction: 'desc', key: ({ c }) => [c.id] };
}

/** The party's name columns only: a list (and its CSV) reads nothing else of the users. */
export const partyName = (user: typeof host | typeof guest) => ({
  companyName: user.companyName,
  firstName: user.firstName,
  lastName: user.lastName,
});

export function contractRows(db: Db, where: SQL | undefined) {
  return db
    .select({ c: contracts, host: partyName(host), guest: partyName(guest) })
    .from(contracts)
    .innerJoin(host, eq(host.id, contracts.hostId))
    .innerJoin(guest, eq(guest.id, contracts.guestId))
    .where(where);
}

export type DocumentsQuery = Parameters<HandlerGroup<'documents'>['documents']>[0]['query'];

/**
 * The documents' filters (api-contract "List filters"): type, creation between the Paris days
 * (either end may be left open), and the search box read by the domain's parser, as the mock
 * API reads it: a document or contract id, a whole contract uuid, or a company (host or guest)
 * containing it.
 */
export function documentsWhere(query: DocumentsQuery): SQL | undefined {
  const parsed = query.search ? parseDocumentSearch(query.search) : null;
  const bounds =
    query.startDate || query.endDate
      ? parisDayBounds(query.startDate ?? '2000-01-01', query.endDate ?? '2999-12-31')
      : null;
  return allOf([
    query.type ? eq(documents.type, query.type) : undefined,
    bounds ? gte(documents.createdAt, bounds.from) : undefined,
    bounds ? lt(documents.createdAt, bounds.to) : undefined,
    parsed?.kind === 'id'
      ? (or(eq(documents.id, parsed.id), eq(documents.contractId, parsed.id)) as SQL)
      : undefined,
    parsed?.kind === 'contractUuid' && sql`lower(${contracts.uuid}) = ${parsed.contractUuid}`,
    parsed?.kind === 'company' && partyCompanyLike(parsed.company),
  ]);
}

export function documentRows(db: Db, where: SQL | undefined) {
  return db
    .select({
      d: documents,
      hostId: host.id,
      hostCompany: host.companyName,
      guestId: guest.id,
      guestCompany: guest.companyName,
    })
    .from(documents)
    .innerJoin(contracts, eq(contracts.id, documents.contractId))
    .innerJoin(host, eq(host.id, contracts.hostId))
    .innerJoin(guest, eq(guest.id, contracts.guestId))
    .where(where);
}

export type DocumentRow = Awaited<ReturnType<typeof documentRows>>[number];

/** The newest document first (ties on the instant by id): the list's and the CSV's order. */
export const DOCUMENTS_ORDER: KeysetOrder<DocumentRow> = {
  columns: [documents.createdAt, documents.id],
  direction: 'desc',
  // The instant as ISO text: a Date parameter would be read in the session's zone.
  key: ({ d }) => [d.createdAt.toISOString(), d.id],
};

export function toDocument(row: DocumentRow): ContractDocument {
  return {
    id: row.d.id,
    contractId: row.d.contractId,
    type: row.d.type,
    hostId: row.hostId,
    hostCompanyName: row.hostCompany,
    guestId: row.guestId,
    guestCompanyName: row.guestCompany,
    createdAt: isoOf(row.d.createdAt),
    url: buildPath(routes.documentPdf.path, { id: row.d.id }),
  };
}
