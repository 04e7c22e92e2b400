/**
 * A team on one board: owners (Take, Assign to…, the owner filters), and time in stage (the
 * card's "since", Waiting too long, All open), on the demo database (PGlite here, PostgreSQL
 * in the PostgreSQL run).
 */
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { routes } from '@backoffice/api/contract';
import {
  OPEN_COLUMNS,
  OWNER_AND_ASSIGNEE,
  TEAM_WORDS,
  ifMatchOf,
  isWaitingTooLong,
  partVersion,
  type BoardColumnKey,
  type BoardRequest,
} from '@backoffice/domain';
import { auditLog, requests, staff } from '../../db/schema';
import { tokenOf } from '../../test/account';
import { testServerForFile } from '../../test/harness';

const server = testServerForFile();
let lea: string;
let hugo: string;
beforeAll(async () => {
  lea = await tokenOf(server.database.db, 2); // Léa Bernard, a CSM
  hugo = await tokenOf(server.database.db, 3); // Hugo Petit, a CSM
});

type Column = { key: BoardColumnKey; count: number; requests: BoardRequest[] };
const WHOLE = { startDate: '2020-01-01', perColumn: 500 } as const;

async function board(query: Record<string, unknown>, token?: string) {
  const res = await server.call(routes.requestBoard, { query: { ...WHOLE, ...query }, token });
  expect(res.status).toBe(200);
  return res.body.columns as Column[];
}
const cardsOf = (columns: Column[]) => columns.flatMap((c) => c.requests);

async function unassignedRequest(skip = 0): Promise<number> {
  const rows = await server.database.db
    .select({ id: requests.id })
    .from(requests)
    .where(and(isNull(requests.assigneeId), eq(requests.isCancelled, false)))
    .orderBy(asc(requests.id))
    .limit(skip + 1);
  return rows[skip]!.id;
}

describe('owners', () => {
  it('lists the active staff to assign to, by name', async () => {
    const res = await server.call(routes.team);
    expect(res.status).toBe(200);
    const names = (res.body.staff as { name: string }[]).map((s) => s.name);
    expect(names).toContain('Léa Bernard');
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
  });

  it('shows each card’s owner, and filters Mine (per caller), Unassigned and a person', async () => {
    const everyone = cardsOf(await board({}));
    expect(everyone.some((c) => c.assignee?.name === 'Léa Bernard')).toBe(true);
    expect(everyone.some((c) => c.assignee === null)).toBe(true);

    const leasMine = cardsOf(await board({ owner: 'mine' }, lea));
    expect(leasMine.length).toBeGreaterThan(0);
    expect(leasMine.every((c) => c.assignee?.id === 2)).toBe(true);
    // The same URL for another person is theirs, never the answer kept for Léa.
    const hugosMine = cardsOf(await board({ owner: 'mine' }, hugo));
    expect(hugosMine.length).toBeGreaterThan(0);
    expect(hugosMine.every((c) => c.assignee?.id === 3)).toBe(true);

    const unassigned = cardsOf(await board({ owner: 'unassigned' }));
    expect(unassigned.length).toBeGreaterThan(0);
    expect(unassigned.every((c) => c.assignee === null)).toBe(true);

    const leas = cardsOf(await board({ assigneeId: 2 }, hugo));
    expect(leas.map((c) => c.id)).toEqual(leasMine.map((c) => c.id));
  });

  it('refuses Mine and a person at once, under the person', async () => {
    const res = await server.call(routes.requestBoard, { query: { owner: 'mine', assigneeId: 2 } });
    expect(res.status).toBe(400);
    expect(res.body.fields).toEqual({ assigneeId: OWNER_AND_ASSIGNEE });
  });

  it('takes a request: on the record, and the board shows the new owner', async () => {
    const id = await unassignedRequest();
    const res = await server.call(routes.assignRequest, {
      params: { id },
      body: { assigneeId: 2, expectedAssigneeId: null },
      token: lea,
    });
    expect(res.status).toBe(200);
    expect(res.body.assignment).toMatchObject({
      assignee: { id: 2, name: 'Léa Bernard' },
      by: { id: 2, name: 'Léa Bernard' },
    });
    const detail = await server.call(routes.request, { params: { id } });
    expect(detail.body.request.assignment.assignee).toEqual({ id: 2, name: 'Léa Bernard' });
    const card = cardsOf(await board({ search: String(id) })).find((c) => c.id === id);
    expect(card?.assignee).toEqual({ id: 2, name: 'Léa Bernard' });
    const history = await server.call(routes.requestHistory, { params: { id } });
    expect(history.body.entries[0].action).toBe('assignRequest');
    expect(history.body.entries[0].staff.name).toBe('Léa Bernard');
  });

  it('of two people taking one request at once, one wins and the other is told who', async () => {
    const id = await unassignedRequest(1);
    const take = (token: string, assigneeId: number) =>
      server.call(routes.assignRequest, {
        params: { id },
        body: { assigneeId, expectedAssigneeId: null },
        token,
      });
    const answers = await Promise.all([take(lea, 2), take(hugo, 3)]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    const winner = answers.find((a) => a.status === 200)!.body.assignment.assignee.name;
    const refused = answers.find((a) => a.status === 409)!;
    expect(refused.body.code).toBe('conflict');
    expect(refused.body.description).toMatch(new RegExp(`^${winner} took this request on `));
    const [row] = await server.database.db
      .select({ assigneeId: requests.assigneeId })
      .from(requests)
      .where(eq(requests.id, id));
    expect(row!.assigneeId).toBe(winner === 'Léa Bernard' ? 2 : 3);
  });

  it('assigns to someone else and unassigns, each from what the caller saw', async () => {
    const id = await unassignedRequest(2);
    const assign = (assigneeId: number | null, expectedAssigneeId: number | null) =>
      server.call(routes.assignRequest, {
        params: { id },
        body: { assigneeId, expectedAssigneeId },
        token: hugo,
      });
    expect((await assign(2, null)).status).toBe(200);
    const stale = await assign(5, null);
    expect(stale.status).toBe(409);
    expect(stale.body.description).toMatch(
      /^Hugo Petit assigned this request to Léa Bernard on \d\d\/\d\d\/\d{4} \d\d:\d\d\.$/,
    );
    const none = await assign(null, 2);
    expect(none.status).toBe(200);
    expect(none.body.assignment.assignee).toBeNull();
  });

  it('refuses an owner who is not an active staff member, and a Viewer’s assignment', async () => {
    const id = await unassignedRequest(3);
    await server.database.db.update(staff).set({ status: 'disabled' }).where(eq(staff.id, 5));
    for (const assigneeId of [5, 999_999]) {
      const res = await server.call(routes.assignRequest, {
        params: { id },
        body: { assigneeId, expectedAssigneeId: null },
      });
      expect(res.status).toBe(400);
      expect(res.body.fields).toEqual({ assigneeId: TEAM_WORDS.chooseStaff });
    }
    await server.database.db.update(staff).set({ status: 'active' }).where(eq(staff.id, 5));
    const viewer = await tokenOf(server.database.db, 4);
    const res = await server.call(routes.assignRequest, {
      params: { id },
      body: { assigneeId: 4, expectedAssigneeId: null },
      token: viewer,
    });
    expect(res.status).toBe(403);
    const [row] = await server.database.db
      .select({ assigneeId: requests.assigneeId })
      .from(requests)
      .where(eq(requests.id, id));
    expect(row!.assigneeId).toBeNull();
  });
});

describe('time in stage', () => {
  it('says when each card entered its column, and Waiting too long keeps only the late', async () => {
    const now = new Date();
    const all = await board({});
    for (const column of all)
      for (const card of column.requests)
        expect(
          Date.parse(card.stageSince),
          `${column.key} ${card.id} ${card.requestDate} ${card.stageSince}`,
        ).toBeGreaterThanOrEqual(Date.parse(card.requestDate));
    const waiting = await board({ waiting: true });
    const late = waiting.flatMap((c) => c.requests.map((r) => ({ column: c.key, r })));
    expect(late.length).toBeGreaterThan(0);
    for (const { column, r } of late)
      expect(isWaitingTooLong(column, r.stageSince, now)).toBe(true);
    // Every late card of the whole board is there, and none of the ends.
    const expected = all.flatMap((c) =>
      c.requests.filter((r) => isWaitingTooLong(c.key, r.stageSince, now)).map((r) => r.id),
    );
    expect(late.map(({ r }) => r.id).sort()).toEqual(expected.sort());
  });

  it('All open: every request not ended, whatever its date', async () => {
    const open = await board({ open: true, startDate: undefined, perColumn: 1 });
    const [{ n }] = (await server.database.db
      .select({ n: requests.id })
      .from(requests)
      .where(
        and(
          eq(requests.isCancelled, false),
          isNull(requests.requestCancelledAt),
          isNull(requests.contractSignedAt),
        ),
      )
      .then((rows) => [{ n: rows.length }])) as [{ n: number }];
    const counted = open.reduce((sum, c) => sum + c.count, 0);
    expect(counted).toBe(n);
    for (const column of open) {
      if (!OPEN_COLUMNS.includes(column.key)) expect(column.count).toBe(0);
    }
    // Wider than the default 7 days.
    const week = await board({ startDate: undefined, perColumn: 1 });
    const weekOpen = week
      .filter((c) => OPEN_COLUMNS.includes(c.key))
      .reduce((sum, c) => sum + c.count, 0);
    expect(counted).toBeGreaterThan(weekOpen);
  });
});

describe('who did it, in words', () => {
  it('a cancellation names who recorded it (detail, card, last change), and a later action is refused naming them', async () => {
    const [row] = await server.database.db
      .select({ id: requests.id })
      .from(requests)
      .where(and(eq(requests.step, 'request_received'), eq(requests.isCancelled, false)))
      .orderBy(asc(requests.id))
      .limit(1);
    const id = row!.id;
    const cancel = await server.call(routes.guestCancel, {
      params: { id },
      body: { guestCancelledReason: 10, guestCancelledMessage: 'Plans changed' },
      token: lea,
    });
    expect(cancel.status).toBe(200);

    // The detail (read by Camille): who recorded it, and the last change in one line's facts.
    const detail = await server.call(routes.request, { params: { id } });
    expect(detail.body.request.withdrawal).toMatchObject({
      by: 'guest',
      staff: { name: 'Léa Bernard' },
    });
    expect(detail.body.lastChange).toMatchObject({
      staffName: 'Léa Bernard',
      action: 'guestCancel',
    });

    // The card in Cancelled says it too.
    const columns = await board({ search: `#${id}` });
    const cancelled = columns.find((c) => c.key === 'cancelled')!;
    expect(cancelled.requests.map((r) => r.withdrawal)).toEqual([
      { by: 'guest', staff: { id: 2, name: 'Léa Bernard' } },
    ]);
    // Cards elsewhere carry no withdrawal (the board's bytes stay as they were).
    const open = await board({ open: true, perColumn: 5 });
    expect(cardsOf(open).every((card) => card.withdrawal === undefined)).toBe(true);

    // Camille, from a screen that had not heard of it: refused, told who and when.
    const late = await server.call(routes.scheduleMeeting, {
      body: { requestId: id, meetingSlot: new Date(Date.now() + 86_400_000).toISOString() },
    });
    expect(late.status).toBe(409);
    expect(late.body.description).toMatch(
      /^.+\. Léa Bernard cancelled as the guest on \d\d\/\d\d\/\d{4} \d\d:\d\d\.$/,
    );
    const decline = await server.call(routes.hostDecline, {
      params: { id },
      body: { hostDeclinedReason: 1000, hostDeclinedMessage: 'Too late' },
    });
    expect(decline.status).toBe(409);
    expect(decline.body.description).toContain('Léa Bernard cancelled as the guest on ');
  });

  it('a request no one acted on has no last change', async () => {
    const [row] = await server.database.db
      .select({ id: requests.id })
      .from(requests)
      .where(
        sql`not exists (select 1 from ${auditLog} where ${auditLog.entityType} = 'request' and ${auditLog.entityId} = ${requests.id})`,
      )
      .orderBy(asc(requests.id))
      .limit(1);
    const detail = await server.call(routes.request, { params: { id: row!.id } });
    expect(detail.status).toBe(200);
    expect(detail.body.lastChange).toBeNull();
  });
});

describe('the thresholds an Admin sets', () => {
  it('starts at the defaults; an Admin sets one: every board says it and filters by it; on the Security log', async () => {
    const start = await server.call(routes.stageThresholds, { token: lea });
    expect(start.status).toBe(200);
    expect(start.body.changed).toBeNull();
    const received = (start.body.thresholds as { column: string; days: number | null }[]).find(
      (t) => t.column === 'request_received',
    );
    expect(received).toEqual({ column: 'request_received', days: 2, defaultDays: 2 });

    // Only an Admin may change them; days out of range are refused with the field's words.
    const csm = await server.call(routes.saveStageThresholds, {
      token: lea,
      body: { thresholds: [{ column: 'request_received', days: 1 }] },
    });
    expect(csm.status).toBe(403);
    const zero = await server.call(routes.saveStageThresholds, {
      body: { thresholds: [{ column: 'request_received', days: 0 }] },
    });
    expect(zero.status).toBe(400);
    const ended = await server.call(routes.saveStageThresholds, {
      body: { thresholds: [{ column: 'cancelled', days: 3 }] },
    });
    expect(ended.status).toBe(400);

    const before = await board({ waiting: true, open: true });
    const saved = await server.call(routes.saveStageThresholds, {
      body: { thresholds: [{ column: 'request_received', days: 60 }] },
    });
    expect(saved.status).toBe(200);
    expect(saved.body.changed.name).toBe('Camille Dubois');
    const after = await board({ waiting: true, open: true }, lea);
    const column = (columns: Column[]) => columns.find((c) => c.key === 'request_received')!;
    expect((column(after) as Column & { waitAfterDays: number }).waitAfterDays).toBe(60);
    expect(column(after).count).toBeLessThan(column(before).count);
    const now = new Date();
    for (const card of column(after).requests) {
      expect(
        isWaitingTooLong('request_received', card.stageSince, now, {
          ...(await import('@backoffice/domain')).STAGE_WAIT_DAYS,
          request_received: 60,
        }),
      ).toBe(true);
    }
    const log = await server.call(routes.securityEvents, { query: { kind: 'settings_changed' } });
    expect(log.status).toBe(200);
    expect(JSON.stringify(log.body)).toContain('request_received 60 d');

    // Two Admins saving at once from the same version: one lands, the other is refused
    // naming the first (PostgreSQL: they queue on the thresholds' lock; PGlite: one at a time).
    const began = partVersion(
      'stageThresholds',
      Object.fromEntries(
        (
          (await server.call(routes.stageThresholds)).body.thresholds as {
            column: string;
            days: number | null;
          }[]
        ).map((t) => [t.column, t.days]),
      ) as never,
    );
    const [one, two] = await Promise.all(
      [5, 6].map((days) =>
        server.call(routes.saveStageThresholds, {
          headers: { 'if-match': ifMatchOf(began) },
          body: { thresholds: [{ column: 'meeting_proposed', days }] },
        }),
      ),
    );
    expect([one!.status, two!.status].sort()).toEqual([200, 409]);
    const refused = one!.status === 409 ? one! : two!;
    expect(refused.body.description).toMatch(/^Camille Dubois saved the thresholds on /);
    const landed = one!.status === 200 ? 5 : 6;
    const now2 = await server.call(routes.stageThresholds);
    expect(
      (now2.body.thresholds as { column: string; days: number }[]).find(
        (t) => t.column === 'meeting_proposed',
      )!.days,
    ).toBe(landed);

    // Back to the default for the other tests.
    await server.call(routes.saveStageThresholds, {
      body: {
        thresholds: [
          { column: 'request_received', days: 2 },
          { column: 'meeting_proposed', days: 3 },
        ],
      },
    });
  });
});
