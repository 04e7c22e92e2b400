import fs from 'node:fs';
import path from 'node:path';
import { and, eq, isNotNull } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildPath, routes } from '@backoffice/api/contract';
import {
  ACTION_REASONS,
  BOARD_CARDS_PER_COLUMN,
  BOARD_COLUMNS,
  BOARD_MAX_CARDS_PER_COLUMN,
  ERROR_CODE_MESSAGES,
  START_AFTER_END,
  boardColumnOf,
  requestState,
  stageSinceOf,
  VALIDATION_MESSAGES as M,
} from '@backoffice/domain';
import { appointments, chatMessages, conversations, requests } from '../../db/schema';
import { testServerForFile } from '../../test/harness';
import {
  proposedMeeting,
  receivedRequest,
  requestWhere,
  signedContract,
} from '../../test/fixtures';

const server = testServerForFile();

const inHours = (hours: number) => new Date(Date.now() + hours * 3_600_000).toISOString();

async function messagesOf(requestId: number) {
  return server.database.db
    .select({ type: chatMessages.messageType })
    .from(chatMessages)
    .innerJoin(conversations, eq(conversations.id, chatMessages.conversationId))
    .where(eq(conversations.requestId, requestId));
}

describe('request board', () => {
  it("answers the last 7 days in the spec's 8 columns, every column filled", async () => {
    const res = await server.call(routes.requestBoard);
    expect(res.status).toBe(200);
    expect(res.body.columns.map((c: { key: string; title: string }) => [c.key, c.title])).toEqual(
      BOARD_COLUMNS.map((c) => [c.key, c.title]),
    );
    const counts = res.body.columns.map((c: { count: number }) => c.count) as number[];
    expect(counts.reduce((a, b) => a + b, 0)).toBe(res.body.total);
    expect(counts.every((n) => n > 0)).toBe(true);
    const eightDaysAgo = Date.now() - 8 * 86_400_000;
    for (const column of res.body.columns) {
      for (const r of column.requests)
        expect(Date.parse(r.requestDate)).toBeGreaterThan(eightDaysAgo);
    }
  });

  it("carries each column's first cards in the board's order, and every column's whole count", async () => {
    type Column = { key: string; count: number; requests: { id: number }[] };
    const query = { startDate: '2020-01-01', sort: 'received_asc' } as const;
    const whole = await server.call(routes.requestBoard, {
      query: { ...query, perColumn: BOARD_MAX_CARDS_PER_COLUMN },
    });
    const first = await server.call(routes.requestBoard, { query: { ...query, perColumn: 3 } });
    expect(first.status).toBe(200);
    expect(first.body.total).toBe(whole.body.total);
    // More than the default per column in the demo data's whole range: the cut is seen.
    expect(whole.body.total).toBeGreaterThan(8 * BOARD_CARDS_PER_COLUMN);
    for (const [k, column] of (first.body.columns as Column[]).entries()) {
      const all = (whole.body.columns as Column[])[k]!;
      expect(all.requests).toHaveLength(all.count);
      expect(column.count).toBe(all.count);
      expect(column.requests.map((r) => r.id)).toEqual(all.requests.slice(0, 3).map((r) => r.id));
    }
    const byDefault = await server.call(routes.requestBoard, { query });
    const longest = Math.max(
      ...(byDefault.body.columns as Column[]).map((column) => column.requests.length),
    );
    expect(longest).toBe(BOARD_CARDS_PER_COLUMN);
    for (const perColumn of ['0', '5001', 'many']) {
      const refused = await server.call(routes.requestBoard, {
        query: { perColumn } as never,
      });
      expect(refused.status).toBe(400);
      expect(Object.keys(refused.body.fields)).toEqual(['perColumn']);
    }
  });

  it('filters by search (an id) and sorts by request date', async () => {
    const first = await server.call(routes.requestBoard, { query: { sort: 'received_asc' } });
    const all = first.body.columns.flatMap(
      (c: { requests: { id: number; requestDate: string }[] }) => c.requests,
    );
    const dates = first.body.columns[0].requests.map((r: { requestDate: string }) => r.requestDate);
    expect([...dates].sort()).toEqual(dates);
    const one = await server.call(routes.requestBoard, { query: { search: String(all[0].id) } });
    expect(one.body.total).toBe(1);
  });

  it('sends card-sized requests, each in the column of its full request', async () => {
    const res = await server.call(routes.requestBoard);
    const cards = res.body.columns.flatMap((c: { key: string; requests: { id: number }[] }) =>
      c.requests.map((card) => ({ key: c.key, card })),
    ) as { key: string; card: Record<string, unknown> & { id: number } }[];
    for (const c of cards) {
      const { card } = c;
      expect(Object.keys(card).sort()).toEqual(
        [
          'amount',
          'assignee',
          'guest',
          'host',
          'id',
          'requestDate',
          'stageSince',
          'visitDate',
          // A cancelled card says who withdrew it and who recorded it; no other card does.
          ...(c.key === 'cancelled' ? ['withdrawal'] : []),
        ].sort(),
      );
    }
    // A card of each column agrees with the state its full request reads.
    for (const column of BOARD_COLUMNS) {
      const sample = cards.find((c) => c.key === column.key);
      if (!sample) continue;
      const detail = await server.call(routes.request, { params: { id: sample.card.id } });
      expect(boardColumnOf(requestState(detail.body.request))).toBe(column.key);
      // The card's time in stage is the one the domain reads from the full request.
      expect(sample.card.stageSince).toBe(stageSinceOf(detail.body.request));
      expect(sample.card.assignee).toEqual(detail.body.request.assignment.assignee);
    }
    // Plain JSON (sent compressed: about 30 B a card, bench/76-board-answer.mjs); the owner and
    // the time in stage (the team board) added about 60 B to the former 250.
    expect(res.text.length / cards.length).toBeLessThan(320);
  });

  it('finds an id (plain or after #) whatever the dates; refuses a start after the end', async () => {
    const [old] = await server.database.db
      .select({ id: requests.id })
      .from(requests)
      .orderBy(requests.createdAt)
      .limit(1);
    for (const search of [`#${old!.id}`, String(old!.id)]) {
      const res = await server.call(routes.requestBoard, {
        query: { search, startDate: '2000-01-01', endDate: '2000-01-02' },
      });
      expect(res.body.total).toBe(1);
    }
    const backwards = await server.call(routes.requestBoard, {
      query: { startDate: '2026-03-10', endDate: '2026-03-01' },
    });
    expect(backwards.status).toBe(400);
    expect(backwards.body.fields).toEqual({ startDate: START_AFTER_END });
  });

  it('refuses a day that does not exist and an unknown parameter', async () => {
    const bad = await server.call(routes.requestBoard, { query: { startDate: '2026-02-30' } });
    expect(bad.status).toBe(400);
    expect(bad.body.code).toBe('validation_error');
    expect(Object.keys(bad.body.fields)).toEqual(['startDate']);
    const unknown = await server.call(routes.requestBoard, { query: { colour: 'red' } });
    expect(unknown.status).toBe(400);
    expect(unknown.body.fields.colour).toContain('Unknown field');
  });

  it('keeps the visits scheduled in the last N hours', async () => {
    const res = await server.call(routes.requestBoard, { query: { visitWithinHours: 72 } });
    expect(res.status).toBe(200);
    const bad = await server.call(routes.requestBoard, { query: { visitWithinHours: 5 } });
    expect(bad.status).toBe(400);
  });
});

describe('request detail and contract', () => {
  it('answers a request, 404 for an unknown id and 400 for an id that is not one', async () => {
    const r = await receivedRequest(server.database.db);
    const res = await server.call(routes.request, { params: { id: r.id } });
    expect(res.status).toBe(200);
    expect(res.body.request.id).toBe(r.id);
    expect(res.body.request.conversation).not.toBeNull();
    expect((await server.call(routes.request, { params: { id: 999999 } })).status).toBe(404);
    const notId = await server.call(routes.request, { params: { id: 'abc' } });
    expect(notId.status).toBe(400);
  });

  it('links the signed contract to its PDF', async () => {
    const contract = await signedContract(server.database.db);
    const res = await server.call(routes.requestContract, { params: { id: contract.requestId } });
    expect(res.status).toBe(200);
    expect(res.body.link).toBe(buildPath(routes.contractPdf.path, { id: contract.id }));
    const pdf = await server.call(routes.contractPdf, { params: { id: contract.id } });
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(pdf.text.startsWith('%PDF')).toBe(true);
  });

  it('refuses the contract link of a request without a signed contract', async () => {
    const r = await receivedRequest(server.database.db);
    expect((await server.call(routes.requestContract, { params: { id: r.id } })).status).toBe(404);
    const unsigned = await requestWhere(
      server.database.db,
      and(
        isNotNull(requests.contractStartAt),
        eq(requests.isCancelled, false),
        eq(requests.step, 'contract_start'),
      ),
    );
    const res = await server.call(routes.requestContract, { params: { id: unsigned.id } });
    expect(res.status).toBe(409);
    expect(res.body.code).toBe('conflict');
  });

  it('exports the board’s filters to a CSV behind the bearer token, and says so', async () => {
    const board = await server.call(routes.requestBoard);
    const res = await server.call(routes.dumpRequests);
    expect(res.status).toBe(200);
    expect(res.body.message).toMatch(
      new RegExp(
        `^The export of ${board.body.total} requests \\(requests received from \\d\\d/\\d\\d/\\d{4} to \\d\\d/\\d\\d/\\d{4}\\) is ready\\.$`,
      ),
    );
    // A generated file's link (random, 43 characters), served from the database.
    expect(res.body.link).toMatch(/^\/api\/v2\/csm\/files\/[\w-]{43}$/);
    const fileId = res.body.link.split('/').pop() as string;
    const file = await server.call(routes.generatedFile, { params: { fileId } });
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(file.headers.get('content-disposition')).toMatch(
      /filename="requests-\d{4}-\d\d-\d\d\.csv"/,
    );
    const lines = file.text.replace(/^\uFEFF/, '').split('\r\n');
    expect(lines[0]).toBe(
      'id,requestDate,state,officeId,officeAddress,hostId,hostCompany,guestId,guestCompany,seats,amount,moveinDate,moveoutDate,visitDate,isCancelled',
    );
    expect(lines.filter(Boolean).length).toBe(board.body.total + 1);
    // Nothing is written to the server's data folder any more.
    expect(fs.existsSync(path.join(server.dataDir, 'exports'))).toBe(false);
    const one = await server.call(routes.dumpRequests, { query: { search: '#1' } });
    expect(one.body.message).toBe('The export of 1 request (request #1) is ready.');
    const missing = await server.call(routes.generatedFile, {
      params: { fileId: 'A'.repeat(43) },
    });
    expect(missing.status).toBe(404);
    // The former link of a dump in the data folder is gone for every id.
    const former = await server.call(routes.requestDumpFile, { params: { id: 1 } });
    expect(former.status).toBe(404);
    const anonymous = await server.call(routes.generatedFile, {
      params: { fileId },
      token: null,
    });
    expect(anonymous.status).toBe(401);
  });
});

describe('guest cancel and host decline', () => {
  it('cancels as guest, writes the status message, then refuses a second cancel', async () => {
    const r = await receivedRequest(server.database.db, 0);
    const body = { guestCancelledReason: 10, guestCancelledMessage: 'Projet reporté' };
    const res = await server.call(routes.guestCancel, { params: { id: r.id }, body });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: 'OK' });
    const detail = await server.call(routes.request, { params: { id: r.id } });
    expect(detail.body.request.isCancelled).toBe(true);
    expect(detail.body.request.funnel.requestCancelled).not.toBeNull();
    expect((await messagesOf(r.id)).map((m) => m.type)).toContain('status');
    const again = await server.call(routes.guestCancel, { params: { id: r.id }, body });
    expect(again.status).toBe(409);
    // The reason, and who acted meanwhile (the caller here, as the demo account).
    expect(again.body.description).toMatch(/ on \d\d\/\d\d\/\d{4} \d\d:\d\d\.$/);
    expect(
      again.body.description.startsWith(
        `${ACTION_REASONS.alreadyWithdrawn} Camille Dubois cancelled as the guest on `,
      ),
    ).toBe(true);
    expect(detail.body.request.withdrawal).toMatchObject({
      by: 'guest',
      reason: 10,
      message: 'Projet reporté',
    });
    const decline = await server.call(routes.hostDecline, {
      params: { id: r.id },
      body: { hostDeclinedReason: 0, hostDeclinedMessage: 'x' },
    });
    expect(decline.status).toBe(409);
  });

  it('declines as host', async () => {
    const r = await receivedRequest(server.database.db, 1);
    const res = await server.call(routes.hostDecline, {
      params: { id: r.id },
      body: { hostDeclinedReason: 1000, hostDeclinedMessage: 'Déjà loué' },
    });
    expect(res.status).toBe(200);
    const [row] = await server.database.db.select().from(requests).where(eq(requests.id, r.id));
    expect(row?.step).toBe('host_declined');
    expect(row?.cancelledBy).toBe('host');
  });

  it('refuses both once the contract is signed', async () => {
    const contract = await signedContract(server.database.db);
    const cancel = await server.call(routes.guestCancel, {
      params: { id: contract.requestId },
      body: { guestCancelledReason: 0, guestCancelledMessage: 'x' },
    });
    expect(cancel.status).toBe(409);
    const decline = await server.call(routes.hostDecline, {
      params: { id: contract.requestId },
      body: { hostDeclinedReason: 0, hostDeclinedMessage: 'x' },
    });
    expect(decline.status).toBe(409);
  });

  it("answers the form's messages for a reason that is not one and a blank message", async () => {
    const r = await receivedRequest(server.database.db, 2);
    const res = await server.call(routes.guestCancel, {
      params: { id: r.id },
      body: { guestCancelledReason: 5, guestCancelledMessage: '  ' },
    });
    expect(res.status).toBe(400);
    expect(res.body.fields).toEqual({
      guestCancelledReason: M.reasonRequired,
      guestCancelledMessage: M.messageRequired,
    });
    const empty = await server.call(routes.hostDecline, { params: { id: r.id }, body: {} });
    expect(empty.status).toBe(400);
    expect(empty.body).toEqual({
      code: 'no_input_data',
      description: ERROR_CODE_MESSAGES.no_input_data,
    });
    const unknown = await server.call(routes.hostDecline, {
      params: { id: 999999 },
      body: { hostDeclinedReason: 0, hostDeclinedMessage: 'x' },
    });
    expect(unknown.status).toBe(404);
  });
});

describe('meetings', () => {
  it('proposes a meeting: the request moves to Meeting proposed with its slots', async () => {
    const r = await receivedRequest(server.database.db, 3);
    const dates = [inHours(48), inHours(72)];
    const res = await server.call(routes.proposeMeeting, { body: { requestId: r.id, dates } });
    expect(res.status).toBe(200);
    const detail = (await server.call(routes.request, { params: { id: r.id } })).body.request;
    expect(detail.step).toBe('meeting_proposed');
    expect(detail.meetingsProposed).toHaveLength(1);
    expect(
      detail.meetingsProposed[0].appointments.map((a: { proposedDate: string }) => a.proposedDate),
    ).toEqual(dates);
    expect(detail.funnel.meetingProposedDate).not.toBeNull();
    expect((await messagesOf(r.id)).map((m) => m.type)).toContain('meeting_proposed');
  });

  it('refuses 0 or 11 slots, a slot in the past, an unknown request and a cancelled one', async () => {
    const r = await receivedRequest(server.database.db, 4);
    const eleven = Array.from({ length: 11 }, (_, i) => inHours(24 + i));
    for (const dates of [[], eleven, ['2026-13-01T10:00:00Z']]) {
      const res = await server.call(routes.proposeMeeting, { body: { requestId: r.id, dates } });
      expect(res.status).toBe(400);
      expect(Object.values(res.body.fields)).toContain(M.fillAllSlots);
    }
    const past = await server.call(routes.proposeMeeting, {
      body: { requestId: r.id, dates: [inHours(-2)] },
    });
    expect(past.status).toBe(400);
    const unknown = await server.call(routes.proposeMeeting, {
      body: { requestId: 999999, dates: [inHours(24)] },
    });
    expect(unknown.status).toBe(404);
    const cancelled = await requestWhere(server.database.db, eq(requests.isCancelled, true));
    const refused = await server.call(routes.proposeMeeting, {
      body: { requestId: cancelled.id, dates: [inHours(24)] },
    });
    expect(refused.status).toBe(409);
  });

  it('schedules a visit, then refuses another meeting on that request', async () => {
    const r = await receivedRequest(server.database.db, 5);
    const slot = inHours(30);
    const res = await server.call(routes.scheduleMeeting, {
      body: { requestId: r.id, meetingSlot: slot },
    });
    expect(res.status).toBe(200);
    const detail = (await server.call(routes.request, { params: { id: r.id } })).body.request;
    expect(detail.visitDate).toBe(slot);
    expect(detail.visitScheduled).toBe(true);
    const again = await server.call(routes.scheduleMeeting, {
      body: { requestId: r.id, meetingSlot: inHours(40) },
    });
    expect(again.status).toBe(409);
    const propose = await server.call(routes.proposeMeeting, {
      body: { requestId: r.id, dates: [inHours(50)] },
    });
    expect(propose.status).toBe(409);
    const bad = await server.call(routes.scheduleMeeting, {
      body: { requestId: r.id, meetingSlot: 'tomorrow' },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.fields.meetingSlot).toBe(M.fillDateAndTime);
  });

  it('accepts a slot for the guest at step meeting_proposed, then refuses it twice', async () => {
    const { meeting, appointment, request } = await proposedMeeting(
      server.database.db,
      'meeting_proposed',
    );
    const res = await server.call(routes.acceptAppointment, {
      params: { id: meeting.id },
      body: { appointmentId: appointment.id },
    });
    expect(res.status).toBe(200);
    const detail = (await server.call(routes.request, { params: { id: request.id } })).body.request;
    expect(detail.visitDate).toBe(appointment.proposedDate.toISOString());
    expect(
      detail.meetingsProposed.find((m: { meetingId: number }) => m.meetingId === meeting.id)
        .meetingState,
    ).toBe('accepted');
    const again = await server.call(routes.acceptAppointment, {
      params: { id: meeting.id },
      body: { appointmentId: appointment.id },
    });
    expect(again.status).toBe(409);
  });

  it('accepts for the host at step request_received; refuses a past slot and a slot of another meeting', async () => {
    const { meeting, appointment } = await proposedMeeting(server.database.db, 'request_received');
    const other = await proposedMeeting(server.database.db, 'request_received', meeting.id);
    const foreign = await server.call(routes.acceptAppointment, {
      params: { id: meeting.id },
      body: { appointmentId: other.appointment.id },
    });
    expect(foreign.status).toBe(404);
    await server.database.db
      .update(appointments)
      .set({ proposedDate: new Date(Date.now() - 3_600_000) })
      .where(eq(appointments.id, other.appointment.id));
    const past = await server.call(routes.acceptAppointment, {
      params: { id: other.meeting.id },
      body: { appointmentId: other.appointment.id },
    });
    expect(past.status).toBe(409);
    expect(past.body.description).toContain('in the past');
    const ok = await server.call(routes.acceptAppointment, {
      params: { id: meeting.id },
      body: { appointmentId: appointment.id },
    });
    expect(ok.status).toBe(200);
  });
});
