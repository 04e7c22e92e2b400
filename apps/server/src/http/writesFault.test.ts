/**
 * The fault test of writes: a proxy between the api package's client and the server cuts the
 * connection after the server has answered a write (so after its commit), the first time each
 * Idempotency-Key passes. The client sees no answer, retries with the same key, and gets the
 * first answer again, with exactly one effect, for each kind of write. Over real HTTP, on
 * both databases.
 */
import { and, asc, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiClient, routes, type AnyRoute, type ApiClient } from '@backoffice/api/contract';
import { auditLog, displaySections, internalNotes, offices, seoPages, users } from '../db/schema';
import { startCuttingProxy, type ProxiedAnswer } from '../test/cuttingProxy';
import { testServerForFile } from '../test/harness';
import { receivedRequest } from '../test/fixtures';

const server = testServerForFile({}, { poolSize: 6 });
let proxy: Awaited<ReturnType<typeof startCuttingProxy>>;
let client: ApiClient;

/** What the proxy saw of each call: the server's answer, and whether it was a replay. */
const seen: ProxiedAnswer[] = [];
/** Keys whose first answer the proxy threw away. */
const cut = new Set<string>();

beforeAll(async () => {
  const token = await server.login();
  // The first time each key passes, its answer is thrown away.
  proxy = await startCuttingProxy(
    server.app.fetch,
    (key) => !cut.has(key) && Boolean(cut.add(key)),
    (answer) => seen.push(answer),
  );
  client = createApiClient({
    baseUrl: proxy.url,
    getToken: () => token,
    retryDelaysMs: [20, 40],
  });
}, 120_000);

afterAll(async () => {
  await proxy?.close();
});

const db = () => server.database.db;

interface Write {
  route: AnyRoute;
  options: { params?: { id: number }; body?: unknown };
  /** The entity whose history gets the write. */
  entity: { type: string; id: number };
}

const day = 24 * 3_600_000;
const future = (days: number) => new Date(Date.now() + days * day).toISOString();

/** One write of each kind, on rows of the demo data that allow it. */
async function writes(): Promise<Write[]> {
  const d = db();
  const [cancelled, proposed, scheduled] = await Promise.all([
    receivedRequest(d, 30),
    receivedRequest(d, 32),
    receivedRequest(d, 34),
  ]);
  const officeList = await d.select().from(offices).orderBy(asc(offices.id)).limit(40);
  const unpublished = officeList.find((o) => o.publicationState !== 1)!;
  const published = officeList.find((o) => o.publicationState === 1)!;
  const plain = officeList[5]!;
  const guests = await d
    .select()
    .from(users)
    .where(and(eq(users.userType, 'guest'), eq(users.status, 'confirmed')))
    .orderBy(asc(users.id))
    .limit(3);
  const [host] = await d
    .select()
    .from(users)
    .where(eq(users.userType, 'host'))
    .orderBy(asc(users.id))
    .limit(1);
  const [section] = await d.select().from(displaySections).orderBy(asc(displaySections.rank));
  const outside = officeList.find(
    (o) => o.publicationState === 1 && !section!.offices.includes(o.id) && o.id !== published.id,
  )!;
  const [page] = await d.select().from(seoPages).orderBy(asc(seoPages.id)).limit(1);
  const pair = await d.select().from(seoPages).where(eq(seoPages.locationId, page!.locationId));
  const [note] = await d.select().from(internalNotes).orderBy(asc(internalNotes.id)).limit(1);
  return [
    {
      route: routes.guestCancel,
      options: {
        params: { id: cancelled.id },
        body: { guestCancelledReason: 10, guestCancelledMessage: 'Projet reporté' },
      },
      entity: { type: 'request', id: cancelled.id },
    },
    {
      route: routes.proposeMeeting,
      options: { body: { requestId: proposed.id, dates: [future(3), future(4)] } },
      entity: { type: 'request', id: proposed.id },
    },
    {
      route: routes.scheduleMeeting,
      options: { body: { requestId: scheduled.id, meetingSlot: future(5) } },
      entity: { type: 'request', id: scheduled.id },
    },
    {
      route: routes.publishOffice,
      options: { params: { id: unpublished.id }, body: {} },
      entity: { type: 'office', id: unpublished.id },
    },
    {
      route: routes.officeBestDeal,
      options: { params: { id: plain.id }, body: { isBestDeal: !plain.isBestDeal } },
      entity: { type: 'office', id: plain.id },
    },
    {
      route: routes.createInternalNote,
      options: { body: { office_id: plain.id, note: '<p>Rappeler le bailleur</p>' } },
      entity: { type: 'office', id: plain.id },
    },
    {
      route: routes.updateInternalNote,
      options: {
        params: { id: note!.id },
        body: { internal_note: { note: '<p>Note revue</p>' } },
      },
      entity: { type: 'office', id: note!.officeId },
    },
    {
      route: routes.blockUser,
      options: { params: { id: guests[0]!.id } },
      entity: { type: 'user', id: guests[0]!.id },
    },
    {
      route: routes.addFavorites,
      options: { params: { id: guests[1]!.id }, body: { office_ids: [published.id] } },
      entity: { type: 'user', id: guests[1]!.id },
    },
    {
      route: routes.setUserPro,
      options: { params: { id: host!.id }, body: { pro: !host!.pro } },
      entity: { type: 'user', id: host!.id },
    },
    {
      route: routes.addDisplayOffices,
      options: { body: { offices: String(outside.id), section: section!.id } },
      entity: { type: 'display_section', id: section!.id },
    },
    {
      route: pair.some((p) => p.status === 10) ? routes.suspendSeoPages : routes.activateSeoPages,
      options: { body: { ids: pair.map((p) => p.id) } },
      entity: { type: 'seo_location', id: page!.locationId },
    },
  ];
}

async function historyCount(type: string, id: number, route: string): Promise<number> {
  const [row] = await db()
    .select({ n: count() })
    .from(auditLog)
    .where(
      and(eq(auditLog.entityType, type), eq(auditLog.entityId, id), eq(auditLog.route, route)),
    );
  return Number(row?.n ?? 0);
}

describe('a write whose answer is lost after the commit', () => {
  it('is retried by the client with its key: one effect, the first answer, for each kind', async () => {
    const list = await writes();
    for (const write of list) {
      const before = await historyCount(write.entity.type, write.entity.id, write.route.name);
      const from = seen.length;
      const answer = await client.call(write.route, write.options);
      const calls = seen.slice(from);
      // Two trips through the proxy with one key: the first answer cut, the second replayed.
      expect(calls, write.route.name).toHaveLength(2);
      expect(calls[0]!.key).toBeTruthy();
      expect(calls[1]!.key).toBe(calls[0]!.key);
      expect(calls[0]!.status, `${write.route.name}: ${calls[0]!.text}`).toBe(200);
      expect(calls[1]!.replayed).toBe(true);
      expect(calls[1]!.text).toBe(calls[0]!.text);
      expect(answer).toEqual(JSON.parse(calls[0]!.text));
      expect(
        (await historyCount(write.entity.type, write.entity.id, write.route.name)) - before,
        write.route.name,
      ).toBe(1);
    }
    console.info(`[fault] ${list.length} kinds of write: each applied once across a lost answer`);
  });

  it('a refusal is not kept: the retry asks again and is refused again, with nothing written', async () => {
    const request = await receivedRequest(db(), 36);
    await client.call(routes.guestCancel, {
      params: { id: request.id },
      body: { guestCancelledReason: 10, guestCancelledMessage: 'Premier' },
    });
    const from = seen.length;
    const refused = await client
      .call(routes.hostDecline, {
        params: { id: request.id },
        body: { hostDeclinedReason: 1000, hostDeclinedMessage: 'Second' },
      })
      .then(
        () => null,
        (error: { status: number }) => error,
      );
    expect(refused?.status).toBe(409);
    expect(seen.slice(from).map((c) => c.status)).toEqual([409, 409]);
    expect(await historyCount('request', request.id, 'hostDecline')).toBe(0);
  });
});
