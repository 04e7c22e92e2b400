/**
 * Every write atomic, exactly once, and on the record. Each state machine raced
 * with conflicting calls at once (on PGlite in `npm test`, on PostgreSQL with a pool of 12 in
 * `.ci/run`): the entity ends in one state reached by allowed steps, with one set of
 * messages and a history whose steps are each allowed; an Idempotency-Key gives one effect
 * however often it is sent.
 */
import { and, asc, count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routes } from '@backoffice/api/contract';
import { canChangeGuestStatus, officeActions, type UserStatus } from '@backoffice/domain';
import {
  appointments,
  auditLog,
  chatMessages,
  conversations,
  internalNotes,
  meetings,
  offices,
  requests,
  staff,
  users,
} from '../db/schema';
import { tokenOf } from '../test/account';
import { testServerForFile } from '../test/harness';
import { cancelOrDecline, receivedRequest } from '../test/fixtures';
import { DEMO_STAFF_NAME } from '../seed';

const server = testServerForFile({}, { poolSize: 12 });
beforeAll(async () => {
  await server.login();
});

const db = () => server.database.db;

const figures = { calls: 0, acknowledged: 0, refused: 0, replayed: 0 };
afterAll(() => {
  console.info(
    `[writes] ${figures.calls} racing calls: ${figures.acknowledged} acknowledged, ` +
      `${figures.refused} refused (409), ${figures.replayed} answered again from their key`,
  );
});

/** Runs the calls all at once; counts their outcomes. */
async function race<T extends { status: number; headers: Headers }>(
  calls: (() => Promise<T>)[],
): Promise<T[]> {
  const answers = await Promise.all(calls.map((call) => call()));
  figures.calls += answers.length;
  for (const answer of answers) {
    if (answer.headers.get('idempotent-replayed')) figures.replayed++;
    else if (answer.status === 200 || answer.status === 202) figures.acknowledged++;
    else if (answer.status === 409) figures.refused++;
  }
  return answers;
}

async function messagesOf(requestId: number): Promise<number> {
  const [row] = await db()
    .select({ n: count() })
    .from(chatMessages)
    .innerJoin(conversations, eq(conversations.id, chatMessages.conversationId))
    .where(eq(conversations.requestId, requestId));
  return Number(row?.n ?? 0);
}

async function historyRows(type: string, id: number) {
  return db()
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entityType, type), eq(auditLog.entityId, id)))
    .orderBy(asc(auditLog.id));
}

describe('a request raced by 40 conflicting calls', () => {
  it('ends once, with one set of messages and one history entry', async () => {
    const request = await receivedRequest(db(), 3);
    const before = await messagesOf(request.id);
    const answers = await race(
      Array.from({ length: 40 }, (_, k) => () => cancelOrDecline(server, request.id, k)),
    );
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(39);
    // One cancellation or one decline: its status message and its system message.
    expect((await messagesOf(request.id)) - before).toBe(2);
    const [row] = await db().select().from(requests).where(eq(requests.id, request.id));
    expect(row!.isCancelled).toBe(true);
    const history = await historyRows('request', request.id);
    expect(history).toHaveLength(1);
    const [entry] = history;
    expect(['guestCancel', 'hostDecline']).toContain(entry!.route);
    expect(entry!.staffName).toBe(DEMO_STAFF_NAME);
    expect(entry!.changes).toEqual(
      expect.arrayContaining([
        { field: 'isCancelled', before: false, after: true },
        { field: 'step', before: 'request_received', after: row!.step },
      ]),
    );
    // The refused calls left nothing: the message the winner sent is the one stored.
    expect(row!.cancelMessage).toBe(
      (entry!.input as Record<string, string>)[
        entry!.route === 'guestCancel' ? 'guestCancelledMessage' : 'hostDeclinedMessage'
      ],
    );
  });
});

describe('a meeting raced by 10 accepts of each of its slots', () => {
  it('leaves one slot accepted and one visit', async () => {
    // A proposed meeting with three future slots at a step where someone may accept.
    const request = await receivedRequest(db(), 5);
    const day = 24 * 3_600_000;
    const dates = [2, 3, 4].map((d) => new Date(Date.now() + d * day).toISOString());
    const proposed = await server.call(routes.proposeMeeting, {
      body: { requestId: request.id, dates },
    });
    expect(proposed.status).toBe(200);
    const [meeting] = await db()
      .select()
      .from(meetings)
      .where(eq(meetings.requestId, request.id))
      .orderBy(asc(meetings.id));
    const slots = await db()
      .select()
      .from(appointments)
      .where(eq(appointments.meetingId, meeting!.id));
    expect(slots).toHaveLength(3);
    const before = await messagesOf(request.id);
    const answers = await race(
      slots.flatMap((slot) =>
        Array.from(
          { length: 10 },
          () => () =>
            server.call(routes.acceptAppointment, {
              params: { id: meeting!.id },
              body: { appointmentId: slot.id },
            }),
        ),
      ),
    );
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.status === 409)).toHaveLength(29);
    const after = await db()
      .select()
      .from(appointments)
      .where(eq(appointments.meetingId, meeting!.id));
    expect(after.filter((s) => s.state === 'accepted')).toHaveLength(1);
    expect((await messagesOf(request.id)) - before).toBe(2);
    const history = (await historyRows('request', request.id)).map((h) => h.route);
    expect(history).toEqual(['proposeMeeting', 'acceptAppointment']);
  });
});

describe('a guest raced by block, review and confirm', () => {
  it('reaches a state by allowed steps only, each on the record', async () => {
    const [guest] = await db()
      .select()
      .from(users)
      .where(and(eq(users.userType, 'guest'), eq(users.status, 'confirmed')))
      .orderBy(asc(users.id))
      .limit(1);
    const routeOf = {
      blocked: routes.blockUser,
      under_review: routes.reviewUser,
      confirmed: routes.confirmUser,
    };
    const targets = Object.keys(routeOf) as (keyof typeof routeOf)[];
    for (let round = 0; round < 3; round++) {
      await race(
        Array.from(
          { length: 30 },
          (_, k) => () => server.call(routeOf[targets[k % 3]!], { params: { id: guest!.id } }),
        ),
      );
    }
    const steps = (await historyRows('user', guest!.id)).map((h) => {
      const change = h.changes.find((c) => c.field === 'status');
      return { from: change?.before as UserStatus, to: change?.after as UserStatus };
    });
    expect(steps.length).toBeGreaterThan(0);
    // Each step starts where the one before ended, and is a transition the rules allow.
    let status: UserStatus = 'confirmed';
    for (const step of steps) {
      expect(step.from).toBe(status);
      expect(canChangeGuestStatus(step.from, step.to)).toBe(true);
      status = step.to;
    }
    const [now] = await db().select().from(users).where(eq(users.id, guest!.id));
    expect(now!.status).toBe(status);
  });
});

describe('an office raced by publish, unpublish and reject', () => {
  it('changes only by steps its actions allowed then, each on the record', async () => {
    const office = (
      await db()
        .select()
        .from(offices)
        .where(and(eq(offices.publicationState, 2), eq(offices.hasActiveVersion, true)))
        .orderBy(asc(offices.id))
        .limit(1)
    )[0]!;
    const calls = [routes.publishOffice, routes.unpublishOffice, routes.rejectOfficeVersion];
    const answers = await race(
      Array.from(
        { length: 30 },
        (_, k) => () =>
          server.call(calls[k % 3]!, {
            params: { id: office.id },
            ...(k % 3 === 0 ? { body: {} } : {}),
          }),
      ),
    );
    expect(answers.every((a) => a.status === 200 || a.status === 409)).toBe(true);
    const history = await historyRows('office', office.id);
    expect(history.length).toBe(answers.filter((a) => a.status === 200).length);
    // Replays the history on the office's fields: every step was open from the state before it.
    const fields = {
      publicationState: office.publicationState,
      hasActiveVersion: office.hasActiveVersion,
      firstPublishedAt: office.firstPublishedAt,
      market: office.market,
    };
    for (const entry of history) {
      const open = officeActions({
        ...fields,
        firstPublishedAt: fields.firstPublishedAt ? String(fields.firstPublishedAt) : null,
        capacity: office.capacity,
        minCapacity: office.minCapacity,
      } as never);
      const allowed = {
        publishOffice: open.publish,
        unpublishOffice: open.unpublish,
        rejectOfficeVersion: open.rejectVersion,
      }[entry.route as 'publishOffice'];
      expect(allowed, `${entry.route} from ${JSON.stringify(fields)}`).toBe(true);
      for (const change of entry.changes)
        if (change.field in fields)
          (fields as Record<string, unknown>)[change.field] = change.after;
    }
    const [now] = await db().select().from(offices).where(eq(offices.id, office.id));
    expect(now!.publicationState).toBe(fields.publicationState);
  });
});

describe('an Idempotency-Key', () => {
  it('sent with 50 identical writes at once gives one effect and the same answer', async () => {
    const [office] = await db().select().from(offices).orderBy(asc(offices.id)).limit(1);
    const note = `Rappeler l'hôte lundi ${Date.now()}`;
    const key = `test-${Date.now()}-a`;
    const answers = await race(
      Array.from(
        { length: 50 },
        () => () =>
          server.call(routes.createInternalNote, {
            body: { office_id: office!.id, note },
            headers: { 'Idempotency-Key': key },
          }),
      ),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(50).fill(200));
    const ids = new Set(answers.map((a) => a.body.internalNote.id));
    expect(ids.size).toBe(1);
    expect(answers.filter((a) => a.headers.get('idempotent-replayed') === 'true')).toHaveLength(49);
    const notes = await db()
      .select()
      .from(internalNotes)
      .where(and(eq(internalNotes.officeId, office!.id), eq(internalNotes.note, note)));
    expect(notes).toHaveLength(1);
    const history = (await historyRows('office', office!.id)).filter(
      (h) => (h.input as { note?: string } | null)?.note === note,
    );
    expect(history).toHaveLength(1);
  });

  it('sent again with another body is refused with 422 and changes nothing', async () => {
    const [office] = await db().select().from(offices).orderBy(asc(offices.id)).limit(1);
    const key = `test-${Date.now()}-b`;
    const first = await server.call(routes.createInternalNote, {
      body: { office_id: office!.id, note: 'Première note' },
      headers: { 'Idempotency-Key': key },
    });
    expect(first.status).toBe(200);
    const other = await server.call(routes.createInternalNote, {
      body: { office_id: office!.id, note: 'Une autre note' },
      headers: { 'Idempotency-Key': key },
    });
    expect(other.status).toBe(422);
    expect(other.body.code).toBe('idempotency_key_reused');
    const [row] = await db()
      .select({ n: count() })
      .from(internalNotes)
      .where(eq(internalNotes.note, 'Une autre note'));
    expect(Number(row!.n)).toBe(0);
  });

  it('is kept per staff member, refused when malformed, and not kept for a refused call', async () => {
    const bad = await server.call(routes.blockUser, {
      params: { id: 1 },
      headers: { 'Idempotency-Key': 'a key with spaces' },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.code).toBe('idempotency_key_invalid');
    // A refused call (409) keeps no key: once the rule allows it, the same key applies it.
    const request = await receivedRequest(db(), 7);
    await db().update(requests).set({ isCancelled: true }).where(eq(requests.id, request.id));
    const key = `test-${Date.now()}-c`;
    const call = () =>
      server.call(routes.guestCancel, {
        params: { id: request.id },
        body: { guestCancelledReason: 10, guestCancelledMessage: 'Parti ailleurs' },
        headers: { 'Idempotency-Key': key },
      });
    expect((await call()).status).toBe(409);
    await db().update(requests).set({ isCancelled: false }).where(eq(requests.id, request.id));
    expect((await call()).status).toBe(200);
    const again = await call();
    expect(again.status).toBe(200);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
  });

  it('gives a replayed accepted call (202) its first status again', async () => {
    const [office] = await db().select().from(offices).orderBy(asc(offices.id)).offset(5).limit(1);
    const key = `test-${Date.now()}-202`;
    const call = () =>
      server.call(routes.generateSeoDescription, {
        params: { id: office!.id },
        headers: { 'Idempotency-Key': key },
      });
    const first = await call();
    expect(first.status).toBe(202);
    const again = await call();
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(again.status).toBe(202);
    expect(again.body).toEqual(first.body);
  });

  it('sent by two staff members is two calls: each gets its own effect', async () => {
    const [other] = await db()
      .select()
      .from(staff)
      .where(eq(staff.email, 'lea.bernard@example.com'));
    const otherToken = await tokenOf(db(), other!.id);
    const key = `test-${Date.now()}-shared`;
    const note = (token?: string) =>
      server.call(routes.createInternalNote, {
        body: { office_id: 4, note: `<p>Même clé ${key}</p>` },
        headers: { 'Idempotency-Key': key },
        ...(token ? { token } : {}),
      });
    const mine = await note();
    const theirs = await note(otherToken);
    expect(mine.status).toBe(200);
    expect(theirs.status).toBe(200);
    expect(theirs.headers.get('idempotent-replayed')).toBeNull();
    expect(theirs.body.internalNote.id).not.toBe(mine.body.internalNote.id);
    expect(theirs.body.internalNote.userFullName).toBe('Léa Bernard');
    const [row] = await db()
      .select({ n: count() })
      .from(internalNotes)
      .where(eq(internalNotes.note, `<p>Même clé ${key}</p>`));
    expect(Number(row!.n)).toBe(2);
  });

  it('expires after 24 hours', async () => {
    const [office] = await db().select().from(offices).orderBy(asc(offices.id)).limit(1);
    const key = `test-${Date.now()}-d`;
    const note = `Note du jour ${Date.now()}`;
    const send = () =>
      server.call(routes.createInternalNote, {
        body: { office_id: office!.id, note },
        headers: { 'Idempotency-Key': key },
      });
    expect((await send()).status).toBe(200);
    await db().execute(
      sql`update idempotency_keys set created_at = created_at - interval '25 hours' where key = ${key}`,
    );
    expect((await send()).headers.get('idempotent-replayed')).toBeNull();
    const notes = await db().select().from(internalNotes).where(eq(internalNotes.note, note));
    expect(notes).toHaveLength(2);
  });
});

describe('the history routes', () => {
  it("answer an entity's writes newest first, with who, what and where", async () => {
    const request = await receivedRequest(db(), 9);
    await server.call(routes.guestCancel, {
      params: { id: request.id },
      body: { guestCancelledReason: 10, guestCancelledMessage: 'Trop cher' },
    });
    const res = await server.call(routes.requestHistory, { params: { id: request.id } });
    expect(res.status).toBe(200);
    expect(res.body.total).toBe(1);
    const [entry] = res.body.entries;
    expect(entry.staff.name).toBe(DEMO_STAFF_NAME);
    expect(entry.summary).toBe('Cancel as guest');
    expect(entry.input).toEqual({ guestCancelledReason: 10, guestCancelledMessage: 'Trop cher' });
    expect(entry.server).toMatch(/.+/);
    expect((await server.call(routes.requestHistory, { params: { id: 2 ** 31 - 1 } })).status).toBe(
      404,
    );
  });

  it("page an office's and a guest's writes, favorites included", async () => {
    const [office] = await db().select().from(offices).orderBy(asc(offices.id)).offset(3).limit(1);
    for (const isBestDeal of [true, false, true]) {
      const res = await server.call(routes.officeBestDeal, {
        params: { id: office!.id },
        body: { isBestDeal },
      });
      expect(res.status).toBe(200);
    }
    const offices1 = await server.call(routes.officeHistory, { params: { id: office!.id } });
    expect(offices1.body.entries.slice(0, 3).map((e: { action: string }) => e.action)).toEqual([
      'officeBestDeal',
      'officeBestDeal',
      'officeBestDeal',
    ]);
    const [guest] = await db()
      .select()
      .from(users)
      .where(eq(users.userType, 'guest'))
      .orderBy(asc(users.id))
      .offset(11)
      .limit(1);
    expect(
      (
        await server.call(routes.addFavorites, {
          params: { id: guest!.id },
          body: { office_ids: [office!.id] },
        })
      ).status,
    ).toBe(200);
    const history = await server.call(routes.userHistory, { params: { id: guest!.id } });
    expect(history.status).toBe(200);
    expect(history.body.entries[0]).toMatchObject({
      action: 'addFavorites',
      summary: routes.addFavorites.summary,
      input: { office_ids: [office!.id] },
    });
    const past = await server.call(routes.userHistory, {
      params: { id: guest!.id },
      query: { page: 2 },
    });
    expect(past.body.entries).toEqual([]);
  });

  it("never stores a secret: a host's managed password is named, not kept", async () => {
    const [host] = await db()
      .select()
      .from(users)
      .where(eq(users.userType, 'host'))
      .orderBy(asc(users.id))
      .limit(1);
    const email = `manage-${Date.now()}@example.com`;
    const res = await server.call(routes.manageHost, {
      body: {
        email,
        email_confirmation: email,
        password: 'Secret-Passw0rd!',
        password_confirmation: 'Secret-Passw0rd!',
        userId: host!.id,
      },
    });
    expect(res.status).toBe(200);
    const rows = await historyRows('user', host!.id);
    const text = JSON.stringify(rows);
    expect(text).not.toContain('Secret-Passw0rd!');
    expect(rows.at(-1)!.changes).toEqual(
      expect.arrayContaining([{ field: 'passwordHash', before: null, after: null }]),
    );
  });
});
