/**
 * Two server processes on one PostgreSQL, alone and behind the round-robin
 * balancer of the README (no sticky sessions). A write through one is read fresh through the
 * other, for every cached list; a revoked token is refused by both at once; the sign-in
 * limit counts on both. (PostgreSQL only: left out of the PGlite pass, see vitest.config.ts.)
 */
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildPath, openEventStream, routes, type AnyRoute } from '@backoffice/api/contract';
import type { ChangeEvent, EventStream } from '@backoffice/api/contract';
import type { Presence } from '@backoffice/domain';
import { copyTemplateDatabase } from './test/harness';
import { buildServer, signInThrough, startProcess, type ServerProcess } from './test/processes';

let build: ReturnType<typeof buildServer>;
let database: Awaited<ReturnType<typeof copyTemplateDatabase>>;
let a: ServerProcess;
let b: ServerProcess;
let balancer: ServerProcess;
let token: string;

const figures = {
  freshChecks: 0,
  staleReads: 0,
  slowestMs: 0,
  revokedAccepted: 0,
  slowestEventMs: 0,
};

beforeAll(async () => {
  build = buildServer();
  database = await copyTemplateDatabase(process.env.DATABASE_URL as string);
  const env = { DATABASE_URL: database.url, TRUSTED_PROXIES: '127.0.0.1', DEMO_DATA: '1' };
  [a, b] = await Promise.all([startProcess(build.dir, env), startProcess(build.dir, env)]);
  balancer = await startProcess(
    build.dir,
    { BALANCE_TARGETS: `${a.url},${b.url}` },
    { entry: 'balancer.js' },
  );
  token = await signInThrough(a.url);
}, 180_000);

afterAll(async () => {
  console.info(
    `[two servers] ${figures.freshChecks} reads after a write through the other server; ` +
      `stale reads ${figures.staleReads}; slowest fresh read ${figures.slowestMs} ms; ` +
      `revoked token accepted ${figures.revokedAccepted} times; ` +
      `slowest change event through the other server ${figures.slowestEventMs} ms`,
  );
  for (const server of [balancer, a, b]) await server?.stop();
  await database?.drop();
  build?.remove();
});

async function call(
  server: ServerProcess,
  route: AnyRoute,
  {
    id,
    query,
    body,
    as = token,
    headers = {},
  }: {
    id?: number;
    query?: Record<string, string | number | boolean>;
    body?: unknown;
    as?: string | null;
    headers?: Record<string, string>;
  } = {},
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
): Promise<{ status: number; body: any }> {
  const url = new URL(
    `${server.url}${id === undefined ? route.path : buildPath(route.path, { id })}`,
  );
  for (const [key, value] of Object.entries(query ?? {})) url.searchParams.set(key, String(value));
  const res = await fetch(url, {
    method: route.method,
    headers: {
      ...(as ? { authorization: `Bearer ${as}` } : {}),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...headers,
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status, body: await res.json() };
}

/**
 * Reads through `reader` until `fresh` holds, for at most one second after the write;
 * counts a first read that was not fresh as a stale read.
 */
async function readFresh(
  reader: () => Promise<unknown>,
  fresh: (answer: never) => boolean,
): Promise<void> {
  const started = Date.now();
  figures.freshChecks++;
  let first = true;
  for (;;) {
    const answer = await reader();
    if (fresh(answer as never)) break;
    if (first) figures.staleReads++;
    first = false;
    if (Date.now() - started > 1000) throw new Error('Still stale one second after the write');
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  figures.slowestMs = Math.max(figures.slowestMs, Date.now() - started);
}

type Office = {
  id: number;
  rank: number | null;
  isBestDeal: boolean;
  seoDescription: { fr: string | null };
};

describe('two servers on one PostgreSQL', () => {
  it('read every cached list fresh after a write through the other one', async () => {
    for (const [writer, reader] of [
      [a, b],
      [b, a],
    ] as const) {
      // Offices list (whole answers cached): rank and best deal of one office.
      const officeId = writer === a ? 1711 : 1712;
      const listed = (server: ServerProcess) =>
        call(server, routes.offices, { query: { search: officeId } }).then(
          (r) => r.body.offices[0] as Office,
        );
      const before = await listed(reader);
      const rank = before.rank === 5 ? 1 : (before.rank ?? 0) + 1;
      expect((await call(writer, routes.officeRank, { id: officeId, body: { rank } })).status).toBe(
        200,
      );
      await readFresh(
        () => listed(reader),
        (o: Office) => o.rank === rank,
      );
      expect(
        (
          await call(writer, routes.officeBestDeal, {
            id: officeId,
            body: { isBestDeal: !before.isBestDeal },
          })
        ).status,
      ).toBe(200);
      await readFresh(
        () => listed(reader),
        (o: Office) => o.isBestDeal === !before.isBestDeal,
      );

      // The best-deal count (a cached count, apart from the answers).
      const deals = () =>
        call(reader, routes.offices, { query: { bestDeal: true } }).then(
          (r) => r.body.total as number,
        );
      const dealsBefore = await deals();
      const other = writer === a ? 1721 : 1722;
      const flag = (await call(reader, routes.office, { id: other })).body.office
        .isBestDeal as boolean;
      await call(writer, routes.officeBestDeal, { id: other, body: { isBestDeal: !flag } });
      await readFresh(deals, (n: number) => n === dealsBefore + (flag ? -1 : 1));

      // Users list: the blocked status of a guest, and the blocked count.
      const blockedCount = () =>
        call(reader, routes.users, { query: { statusCode: 'blocked' } }).then(
          (r) => r.body.total as number,
        );
      const blockedBefore = await blockedCount();
      const confirmed = (
        await call(reader, routes.users, { query: { statusCode: 'confirmed', userType: 'guest' } })
      ).body.users[writer === a ? 0 : 1] as { id: number };
      const status = () =>
        call(reader, routes.users, { query: { searchText: confirmed.id } }).then(
          (r) =>
            (r.body.users as { id: number; status: string }[]).find((u) => u.id === confirmed.id)
              ?.status,
        );
      expect(await status()).toBe('confirmed');
      expect((await call(writer, routes.blockUser, { id: confirmed.id })).status).toBe(200);
      await readFresh(status, (s: string) => s === 'blocked');
      await readFresh(blockedCount, (n: number) => n === blockedBefore + 1);

      // The board (kept until a write or a visit passing): a request cancelled
      // through one server is in Cancelled at the other's next read.
      type Column = { key: string; requests: { id: number }[] };
      const board = (server: ServerProcess) =>
        call(server, routes.requestBoard, {}).then((r) => r.body.columns as Column[]);
      const received = (await board(reader)).find((c) => c.key === 'request_received')
        ?.requests[0] as { id: number };
      expect(
        (
          await call(writer, routes.guestCancel, {
            id: received.id,
            body: { guestCancelledReason: 10, guestCancelledMessage: 'Projet reporté' },
          })
        ).status,
      ).toBe(200);
      await readFresh(
        () => board(reader),
        (columns: Column[]) =>
          columns.find((c) => c.key === 'cancelled')?.requests.some((r) => r.id === received.id) ===
          true,
      );

      // The conversations (kept likewise): one read through one server leaves the unread list
      // of the other at its next read.
      const unread = (server: ServerProcess) =>
        call(server, routes.conversations, { query: { unread: 'csm' } }).then(
          (r) => r.body.conversations as { conversationId: number }[],
        );
      const [toRead] = await unread(reader);
      expect(toRead).toBeDefined();
      const convoId = (toRead as { conversationId: number }).conversationId;
      expect((await call(writer, routes.markConversationRead, { id: convoId })).status).toBe(200);
      await readFresh(
        () => unread(reader),
        (list: { conversationId: number }[]) => !list.some((c) => c.conversationId === convoId),
      );

      // The SEO description: saved through one server, read through the other; a generation
      // started through one is answered by the other (its job is in the database) and leaves
      // the office as it was (the text goes to the editor, not into the office).
      const seoOffice = writer === a ? 1731 : 1732;
      const seo = () =>
        call(reader, routes.offices, { query: { search: seoOffice } }).then(
          (r) => (r.body.offices[0] as Office).seoDescription.fr,
        );
      const seoBefore = await seo();
      await call(writer, routes.updateSeoDescription, {
        id: seoOffice,
        body: { fr: 'Avant', en: 'Before' },
      });
      await readFresh(seo, (text: string | null) => text === 'Avant' && text !== seoBefore);
      expect((await call(writer, routes.generateSeoDescription, { id: seoOffice })).status).toBe(
        202,
      );
      let job = await call(reader, routes.seoGenerationStatus, { id: seoOffice });
      for (let i = 0; i < 40 && job.body.status !== 'done'; i++) {
        await new Promise((resolve) => setTimeout(resolve, 250));
        job = await call(reader, routes.seoGenerationStatus, { id: seoOffice });
      }
      expect(job.body.status).toBe('done');
      expect(job.body.seoDescription.fr).toMatch(/postes/);
      expect(await seo()).toBe('Avant');
    }
    expect(figures.staleReads).toBe(0);
  }, 60_000);

  it('refuse a revoked token on both at once', async () => {
    const other = await signInThrough(b.url);
    expect((await call(a, routes.refresh, { as: other })).status).toBe(200);
    expect((await call(b, routes.refresh, { as: other })).status).toBe(200);
    expect((await call(b, routes.logout, { as: other })).status).toBe(200);
    const [onA, onB] = await Promise.all([
      call(a, routes.refresh, { as: other }),
      call(b, routes.refresh, { as: other }),
    ]);
    figures.revokedAccepted += [onA, onB].filter((r) => r.status !== 401).length;
    expect([onA.status, onB.status]).toEqual([401, 401]);
    // Told why, on both: the session was ended (the app shows the sign-in screen).
    expect([onA.body.code, onB.body.code]).toEqual(['session_revoked', 'session_revoked']);

    // Calls arriving together have their tokens checked together (one statement for the
    // batch): each still gets its own answer, and a logout through one server is refused by
    // every call of the next burst on both.
    const third = await signInThrough(a.url);
    const burst = () =>
      Promise.all(
        Array.from({ length: 40 }, (_, i) => {
          const as = [token, third, other][i % 3] as string;
          return call(i % 2 ? a : b, routes.refresh, { as }).then((r) => ({
            as,
            status: r.status,
          }));
        }),
      );
    const expectBurst = (answers: { as: string; status: number }[], live: string[]) => {
      figures.revokedAccepted += answers.filter(
        (r) => !live.includes(r.as) && r.status !== 401,
      ).length;
      expect(answers.map((r) => r.status)).toEqual(
        answers.map((r) => (live.includes(r.as) ? 200 : 401)),
      );
    };
    expectBurst(await burst(), [token, third]);
    expect((await call(a, routes.logout, { as: third })).status).toBe(200);
    expectBurst(await burst(), [token]);
  });

  it('share the sign-in limit, through the balancer too', async () => {
    const from = { 'x-forwarded-for': '10.20.30.40' };
    const wrong = { email: 'csm@example.com', password: 'wrong' };
    const statuses: number[] = [];
    for (const server of [a, b, a, b, balancer]) {
      statuses.push(
        (await call(server, routes.login, { as: null, body: wrong, headers: from })).status,
      );
    }
    expect(statuses).toEqual([401, 401, 401, 401, 401]);
    const right = { email: 'csm@example.com', password: 'demo1234' };
    for (const server of [a, b, balancer]) {
      expect(
        (await call(server, routes.login, { as: null, body: right, headers: from })).status,
      ).toBe(429);
    }
    // Another address is not held back.
    expect(
      (
        await call(balancer, routes.login, {
          as: null,
          body: right,
          headers: { 'x-forwarded-for': '10.20.30.41' },
        })
      ).status,
    ).toBe(200);
  });

  it('tell their clients of a write through the other one (LISTEN/NOTIFY)', async () => {
    /** A client of `server`'s change events, as the app opens it. */
    const listen = async (server: ServerProcess) => {
      const changes: { at: number; event: ChangeEvent }[] = [];
      let opened!: () => void;
      const open = new Promise<void>((resolve) => (opened = resolve));
      const stream: EventStream = openEventStream({
        baseUrl: server.url,
        getToken: () => token,
        onChange: (event) => void changes.push({ at: Date.now(), event }),
        onStatus: (status) => status === 'open' && opened(),
      });
      await open;
      return { changes, stream };
    };
    const waitFor = async (changes: { at: number }[], count: number, since: number) => {
      while (changes.length < count) {
        if (Date.now() - since > 5000) throw new Error('No change event within 5 s');
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      figures.slowestEventMs = Math.max(figures.slowestEventMs, changes[count - 1]!.at - since);
    };
    const onA = await listen(a);
    const onB = await listen(b);
    const viaBalancer = await listen(balancer);
    try {
      // A write through b: a's client (and b's own) hear of it.
      let since = Date.now();
      expect((await call(b, routes.officeRank, { id: 1751, body: { rank: 4 } })).status).toBe(200);
      await waitFor(onA.changes, 1, since);
      await waitFor(onB.changes, 1, since);
      await waitFor(viaBalancer.changes, 1, since);
      expect(onA.changes[0]!.event).toEqual({ areas: ['offices'] });
      // And the other way round, a request this time.
      const board = await call(a, routes.requestBoard);
      const open = (board.body.columns as { key: string; requests: { id: number }[] }[]).find(
        (column) => column.key === 'request_received',
      )!.requests[0]!;
      since = Date.now();
      const cancel = await call(a, routes.guestCancel, {
        id: open.id,
        body: { guestCancelledReason: 10, guestCancelledMessage: 'Projet reporté' },
      });
      expect(cancel.status).toBe(200);
      await waitFor(onB.changes, 2, since);
      expect(onB.changes[1]!.event).toEqual({
        areas: ['requests', 'conversations', 'notifications'],
      });
      await waitFor(viaBalancer.changes, 2, since);
      // Each write is told once to each client.
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect([onA.changes.length, onB.changes.length, viaBalancer.changes.length]).toEqual([
        2, 2, 2,
      ]);
    } finally {
      for (const { stream } of [onA, onB, viaBalancer]) stream.close();
    }
  }, 60_000);

  it('tell who has a record open, and who took a request, across the two servers', async () => {
    const lea = await signInThrough(b.url, {}, 'lea.bernard@example.com');
    const heard: { at: number; presence: Presence }[] = [];
    let opened!: () => void;
    const open = new Promise<void>((resolve) => (opened = resolve));
    const stream: EventStream = openEventStream({
      baseUrl: a.url,
      getToken: () => token,
      onChange: () => {},
      onPresence: (presence) => void heard.push({ at: Date.now(), presence }),
      onStatus: (status) => status === 'open' && opened(),
    });
    await open;
    const heardWithin = async (count: number, since: number, ms: number) => {
      while (heard.length < count) {
        if (Date.now() - since > ms) throw new Error(`No presence within ${ms} ms`);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      return heard[count - 1]!;
    };
    try {
      const sql = new pg.Client({ connectionString: database.url });
      await sql.connect();
      const {
        rows: [request],
      } = await sql.query(
        'select id from requests where assignee_id is null and not is_cancelled order by id offset 5 limit 1',
      );
      // Léa opens the request on b: a's client is told within 2 s, in her name.
      let since = Date.now();
      const body = { entity: 'request', id: request.id, activity: 'editing', what: 'the notes' };
      expect((await call(b, routes.presence, { as: lea, body })).status).toBe(200);
      const first = await heardWithin(1, since, 2000);
      expect(first.presence).toEqual({
        staffId: 2,
        name: 'Léa Bernard',
        place: `request:${request.id}`,
        activity: 'editing',
        what: 'the notes',
        left: false,
      });
      // She leaves: told at once.
      since = Date.now();
      await call(b, routes.presence, { as: lea, body: { ...body, left: true } });
      expect((await heardWithin(2, since, 2000)).presence.left).toBe(true);
      // Camille through a and Léa through b take the request at once: one wins, the other is
      // told who.
      const [camilles, leas] = await Promise.all([
        call(a, routes.assignRequest, {
          id: request.id,
          body: { assigneeId: 1, expectedAssigneeId: null },
        }),
        call(b, routes.assignRequest, {
          id: request.id,
          as: lea,
          body: { assigneeId: 2, expectedAssigneeId: null },
        }),
      ]);
      expect([camilles.status, leas.status].sort()).toEqual([200, 409]);
      const winner = camilles.status === 200 ? 'Camille Dubois' : 'Léa Bernard';
      const refused = camilles.status === 409 ? camilles : leas;
      expect(refused.body.description).toMatch(new RegExp(`^${winner} took this request on `));
      const {
        rows: [owned],
      } = await sql.query('select assignee_id from requests where id = $1', [request.id]);
      expect(owned.assignee_id).toBe(winner === 'Léa Bernard' ? 2 : 1);
      await sql.end();
    } finally {
      stream.close();
    }
  }, 60_000);

  it('apply a write once however many servers it reaches at once', async () => {
    const sql = new pg.Client({ connectionString: database.url });
    await sql.connect();
    try {
      const {
        rows: [request],
      } = await sql.query(
        "select id from requests where step = 'request_received' and not is_cancelled order by id offset 40 limit 1",
      );
      const messages = async () =>
        Number(
          (
            await sql.query(
              'select count(*)::int as n from chat_messages m join conversations c on c.id = m.conversation_id where c.request_id = $1',
              [request.id],
            )
          ).rows[0].n,
        );
      const before = await messages();
      const targets = [balancer, a, b];
      // 40 conflicting calls at once, spread over both servers, directly and through the balancer.
      const answers = await Promise.all(
        Array.from({ length: 40 }, (_, k) =>
          k % 2 === 0
            ? call(targets[k % 3]!, routes.guestCancel, {
                id: request.id,
                body: { guestCancelledReason: 10, guestCancelledMessage: `Annulé ${k}` },
              })
            : call(targets[k % 3]!, routes.hostDecline, {
                id: request.id,
                body: { hostDeclinedReason: 1000, hostDeclinedMessage: `Décliné ${k}` },
              }),
        ),
      );
      expect(answers.filter((r) => r.status === 200)).toHaveLength(1);
      expect(answers.filter((r) => r.status === 409)).toHaveLength(39);
      expect((await messages()) - before).toBe(2);
      const history = await sql.query(
        "select route, server from audit_log where entity_type = 'request' and entity_id = $1",
        [request.id],
      );
      expect(history.rows).toHaveLength(1);
      // 50 identical writes with one key, through both servers at once: one note.
      const {
        rows: [office],
      } = await sql.query('select id from offices order by id limit 1');
      const note = `<p>Une seule fois ${Date.now()}</p>`;
      const headers = { 'idempotency-key': `two-servers-${Date.now()}` };
      const notes = await Promise.all(
        Array.from({ length: 50 }, (_, k) =>
          call(targets[k % 3]!, routes.createInternalNote, {
            body: { office_id: office.id, note },
            headers,
          }),
        ),
      );
      expect(notes.map((r) => r.status)).toEqual(Array(50).fill(200));
      expect(new Set(notes.map((r) => r.body.internalNote.id)).size).toBe(1);
      const stored = await sql.query(
        'select count(*)::int as n from internal_notes where note = $1',
        [note],
      );
      expect(stored.rows[0].n).toBe(1);
    } finally {
      await sql.end();
    }
  }, 60_000);

  it('behind the balancer, with no sticky sessions, read each write at once', async () => {
    const session = await signInThrough(balancer.url);
    const officeId = 1741;
    for (let i = 0; i < 20; i++) {
      const rank = (i % 5) + 1;
      // Round robin: the write and the read go to different servers.
      expect(
        (await call(balancer, routes.officeRank, { id: officeId, body: { rank }, as: session }))
          .status,
      ).toBe(200);
      await readFresh(
        () =>
          call(balancer, routes.offices, { query: { search: officeId }, as: session }).then(
            (r) => r.body.offices[0] as Office,
          ),
        (o: Office) => o.rank === rank,
      );
    }
    // One server down: the balancer sends every call to the other.
    await b.stop();
    for (let i = 0; i < 4; i++)
      expect((await call(balancer, routes.refresh, { as: session })).status).toBe(200);
    expect(figures.staleReads).toBe(0);
  }, 60_000);
});
