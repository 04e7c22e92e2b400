import { and, asc, eq, gt, isNotNull, isNull, ne, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { routes } from '@backoffice/api/contract';
import { addDaysToDay, csvFileName, parisToday, type CrVisitPayload } from '@backoffice/domain';
import type { Db } from '../db/client';
import { appointments, contracts, meetings, offices, requests, users } from '../db/schema';
import type { TestApp } from './harness';

/** Finds rows of the demo data in a given state, for the tests. */
export async function requestWhere(
  db: Db,
  where: ReturnType<typeof and>,
): Promise<typeof requests.$inferSelect> {
  const [row] = await db.select().from(requests).where(where).orderBy(asc(requests.id)).limit(1);
  if (!row) throw new Error('No demo request in that state');
  return row;
}

/** A request just received: no meeting, not cancelled. */
export function receivedRequest(db: Db, skip = 0) {
  return db
    .select()
    .from(requests)
    .where(
      and(
        eq(requests.step, 'request_received'),
        eq(requests.isCancelled, false),
        isNull(requests.meetingProposedAt),
      ),
    )
    .orderBy(asc(requests.id))
    .offset(skip)
    .limit(1)
    .then((rows) => rows[0]!);
}

/** A proposed meeting with a slot in the future, at a step where someone may accept it. */
export async function proposedMeeting(
  db: Db,
  step: 'request_received' | 'meeting_proposed',
  excludeMeetingId = 0,
) {
  const [row] = await db
    .select({ meeting: meetings, appointment: appointments, request: requests })
    .from(meetings)
    .innerJoin(appointments, eq(appointments.meetingId, meetings.id))
    .innerJoin(requests, eq(requests.id, meetings.requestId))
    .where(
      and(
        eq(meetings.state, 'proposed'),
        eq(requests.step, step),
        eq(requests.isCancelled, false),
        gt(appointments.proposedDate, sql`now() + interval '1 hour'`),
        ne(meetings.id, excludeMeetingId),
      ),
    )
    .orderBy(asc(meetings.id))
    .limit(1);
  if (!row) throw new Error('No proposed meeting in the demo data');
  return row;
}

/** The first demo contract that is signed, or not. */
async function contractSigned(db: Db, signed: boolean) {
  const [row] = await db
    .select()
    .from(contracts)
    .where(signed ? isNotNull(contracts.signedAt) : isNull(contracts.signedAt))
    .orderBy(asc(contracts.id))
    .limit(1);
  return row!;
}

export const signedContract = (db: Db) => contractSigned(db, true);
export const unsignedContract = (db: Db) => contractSigned(db, false);

export async function officeWhere(db: Db, where: ReturnType<typeof and>) {
  const [row] = await db.select().from(offices).where(where).orderBy(asc(offices.id)).limit(1);
  if (!row) throw new Error('No demo office in that state');
  return row;
}

/** An office that takes any request: full time, open now and with no end, from one month. */
export function openOffice(db: Db) {
  return officeWhere(
    db,
    and(
      eq(offices.flexibility, 'full_time'),
      isNull(offices.lastAvailabilityDate),
      isNull(offices.earliestStartDate),
      eq(offices.minDuration, 1),
    ),
  );
}

/**
 * A "create CR & visit" for a guest on `office` (see openOffice): their company and phone, a
 * request from in 20 days to 120 for the office's seats, a visit in 5 days.
 */
export function crVisitBody(office: { id: number; minCapacity: number | null }): CrVisitPayload {
  const today = parisToday(new Date());
  return {
    guest: {
      companyName: 'Acme',
      companySize: 10,
      businessSector: 22,
      phoneNumber: '+33612345678',
      dayToDay: {
        frequentClientVisits: true,
        frequentPhoneCalls: false,
        quietEnvironmentNeeded: true,
      },
    },
    officeId: office.id,
    startDate: addDaysToDay(today, 20),
    endDate: addDaysToDay(today, 120),
    seats: Math.max(1, office.minCapacity ?? 1),
    flexibility: 5,
    guestMessage: 'Bonjour',
    visitDate: addDaysToDay(today, 5),
    visitTime: '10:30',
  };
}

export async function userWhere(db: Db, where: ReturnType<typeof and>) {
  const [row] = await db.select().from(users).where(where).orderBy(asc(users.id)).limit(1);
  if (!row) throw new Error('No demo user in that state');
  return row;
}

/**
 * A list's CSV answer checked as the download it is (200, text/csv, an attachment named after
 * the list and the Paris day): its lines.
 */
export function csvDownloadLines(
  answer: { status: number; headers: Headers; text: string },
  fileStem: string,
): string[] {
  expect(answer.status).toBe(200);
  expect(answer.headers.get('content-type')).toBe('text/csv; charset=utf-8');
  expect(answer.headers.get('content-disposition')).toBe(
    `attachment; filename="${csvFileName(fileStem, parisToday(new Date()))}"`,
  );
  return csvLines(answer.text);
}

/** The lines of a CSV answer (Response.text() has dropped the byte-order mark). */
export function csvLines(text: string): string[] {
  return text
    .replace(/^\uFEFF/, '')
    .trimEnd()
    .split('\r\n');
}

/**
 * The k-th of many conflicting calls on one request: a guest's cancel for an even k, a host's
 * decline for an odd one (at most one of them may end the request).
 */
export function cancelOrDecline(server: TestApp, requestId: number, k: number) {
  return k % 2 === 0
    ? server.call(routes.guestCancel, {
        params: { id: requestId },
        body: { guestCancelledReason: 10, guestCancelledMessage: `Annulé ${k}` },
      })
    : server.call(routes.hostDecline, {
        params: { id: requestId },
        body: { hostDeclinedReason: 1000, hostDeclinedMessage: `Décliné ${k}` },
      });
}
