/**
 * Work in bulk through the api package's `runBulk` and its client, over real HTTP
 * through a proxy that can cut a connection after the server answered (so after the commit),
 * on both databases: a bulk reassignment whose connections drop gives one effect per item; a
 * run retried with its keys changes nothing more; a bulk block reports each refusal with the
 * domain rule's reason; a Viewer's run is refused item by item; `format=ids` selects every
 * matching row.
 */
import { and, asc, count, eq, inArray, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createApiClient,
  listIds,
  routes,
  runBulk,
  type ApiClient,
} from '@backoffice/api/contract';
import { NOT_A_GUEST, guestStatusRefusal, permissionRefusal } from '@backoffice/domain';
import { auditLog, notifications, requests, staff, users } from '../db/schema';
import { tokenOf } from '../test/account';
import { startCuttingProxy } from '../test/cuttingProxy';
import { testServerForFile } from '../test/harness';

const server = testServerForFile({}, { poolSize: 6 });
let proxy: Awaited<ReturnType<typeof startCuttingProxy>>;
let admin: ApiClient;
let viewer: ApiClient;
/** Keys whose first answer the proxy throws away (the connection cut after the commit). */
const toCut = new Set<string>();
/** Every answer the server gave, by key: how many times each key reached it. */
const trips = new Map<string, number>();

beforeAll(async () => {
  const token = await server.login();
  const [ines] = await server.database.db.select().from(staff).where(eq(staff.name, 'Inès Moreau'));
  const viewerToken = await tokenOf(server.database.db, ines!.id);
  proxy = await startCuttingProxy(
    server.app.fetch,
    (key) => toCut.delete(key),
    ({ key }) => key && trips.set(key, (trips.get(key) ?? 0) + 1),
  );
  const url = proxy.url;
  admin = createApiClient({ baseUrl: url, getToken: () => token, retryDelaysMs: [20, 40] });
  viewer = createApiClient({ baseUrl: url, getToken: () => viewerToken, retryDelaysMs: [20] });
}, 120_000);

afterAll(async () => {
  await proxy?.close();
});

const db = () => server.database.db;

async function historyRows(route: string, ids: number[]): Promise<Map<number, number>> {
  const rows = await db()
    .select({ id: auditLog.entityId, n: count() })
    .from(auditLog)
    .where(and(eq(auditLog.route, route), inArray(auditLog.entityId, ids)))
    .groupBy(auditLog.entityId);
  return new Map(rows.map((r) => [r.id!, Number(r.n)]));
}

describe('a bulk run', () => {
  it('reassigns 40 requests across dropped connections: one write, one history row, one notification each', async () => {
    const [lea] = await db().select().from(staff).where(eq(staff.name, 'Léa Bernard'));
    const open = await db()
      .select({ id: requests.id, assigneeId: requests.assigneeId })
      .from(requests)
      .where(isNull(requests.assigneeId))
      .orderBy(asc(requests.id))
      .limit(40);
    expect(open).toHaveLength(40);
    const ids = open.map((r) => r.id);
    const [before] = await db()
      .select({ n: count() })
      .from(notifications)
      .where(and(eq(notifications.recipientId, lea!.id), inArray(notifications.requestId, ids)));
    const keys = new Map(ids.map((id) => [id, crypto.randomUUID()]));
    // Every third item's answer is lost after its commit: the client asks again with its key.
    ids.forEach((id, i) => i % 3 === 0 && toCut.add(keys.get(id)!));
    const progress: number[] = [];
    const run = await runBulk({
      items: ids,
      keys,
      act: (id, control) =>
        admin.call(routes.assignRequest, {
          params: { id },
          body: { assigneeId: lea!.id, expectedAssigneeId: null },
          ...control,
        }),
      onProgress: (settled) => progress.push(settled),
    });
    expect(run.outcomes.filter((o) => o.ok)).toHaveLength(40);
    expect(progress).toEqual(Array.from({ length: 40 }, (_, i) => i + 1));
    expect(ids.filter((_, i) => i % 3 === 0).every((id) => trips.get(keys.get(id)!) === 2)).toBe(
      true,
    );

    // The whole run retried with its keys (the "Retry" after an outage): answered from the
    // keys, nothing applied twice.
    const again = await runBulk({
      items: ids,
      keys: run.keys,
      act: (id, control) =>
        admin.call(routes.assignRequest, {
          params: { id },
          body: { assigneeId: lea!.id, expectedAssigneeId: null },
          ...control,
        }),
    });
    expect(again.outcomes.every((o) => o.ok)).toBe(true);

    const history = await historyRows('assignRequest', ids);
    expect(ids.map((id) => history.get(id))).toEqual(ids.map(() => 1));
    const owners = await db()
      .select({ assigneeId: requests.assigneeId })
      .from(requests)
      .where(inArray(requests.id, ids));
    expect(owners.every((o) => o.assigneeId === lea!.id)).toBe(true);
    const [after] = await db()
      .select({ n: count() })
      .from(notifications)
      .where(and(eq(notifications.recipientId, lea!.id), inArray(notifications.requestId, ids)));
    expect(Number(after!.n) - Number(before!.n)).toBe(40);
  });

  it('blocks some users and reports each refusal with the rule’s reason, writing nothing for them', async () => {
    const confirmed = await db()
      .select()
      .from(users)
      .where(and(eq(users.userType, 'guest'), eq(users.status, 'confirmed')))
      .orderBy(asc(users.id))
      .limit(3);
    const [blocked] = await db()
      .select()
      .from(users)
      .where(and(eq(users.userType, 'guest'), eq(users.status, 'blocked')))
      .limit(1);
    const [host] = await db().select().from(users).where(eq(users.userType, 'host')).limit(1);
    const items = [...confirmed.map((u) => u.id), blocked!.id, host!.id];
    const run = await runBulk({
      items,
      act: (id, control) => admin.call(routes.blockUser, { params: { id }, ...control }),
    });
    expect(run.outcomes).toEqual([
      ...confirmed.map((u) => ({ key: u.id, ok: true })),
      {
        key: blocked!.id,
        ok: false,
        reason: guestStatusRefusal({ confirmed: true, status: 'blocked' }, 'blocked'),
      },
      { key: host!.id, ok: false, reason: NOT_A_GUEST },
    ]);
    expect(run.outcomes[3]).toMatchObject({ reason: 'This guest is already blocked.' });
    const history = await historyRows('blockUser', items);
    expect(items.map((id) => history.get(id) ?? 0)).toEqual([1, 1, 1, 0, 0]);
  });

  it('runs through the same permission check: a Viewer’s run is refused item by item', async () => {
    const [guest] = await db()
      .select()
      .from(users)
      .where(and(eq(users.userType, 'guest'), eq(users.status, 'under_review')))
      .limit(1);
    const run = await runBulk({
      items: [guest!.id],
      act: (id, control) => viewer.call(routes.blockUser, { params: { id }, ...control }),
    });
    expect(run.outcomes).toEqual([
      { key: guest!.id, ok: false, reason: permissionRefusal('viewer', 'write') },
    ]);
  });

  it('stops: what was not sent is not sent', async () => {
    const open = await db()
      .select({ id: requests.id })
      .from(requests)
      .where(isNull(requests.assigneeId))
      .orderBy(asc(requests.id))
      .limit(12);
    const stop = new AbortController();
    const run = await runBulk({
      items: open.map((r) => r.id),
      concurrency: 1,
      signal: stop.signal,
      act: async (id, control) => {
        const answer = await admin.call(routes.assignRequest, {
          params: { id },
          body: { assigneeId: null, expectedAssigneeId: null },
          ...control,
        });
        if (id === open[2]!.id) stop.abort();
        return answer;
      },
    });
    expect(run.outcomes).toHaveLength(3);
    expect(run.notSent).toEqual(open.slice(3).map((r) => r.id));
  });
});

describe('select all matching (format=ids)', () => {
  it('answers the id of every row the filters match, in the list’s order, across pages', async () => {
    const query = { statusCode: 'confirmed', userType: 'guest', orderType: 'asc' } as const;
    const all = await listIds(admin, routes.users, query);
    const page = await admin.call(routes.users, { query: { ...query, perPage: 20 } });
    expect(all.total).toBe(page.total);
    expect(all.ids.slice(0, 20)).toEqual(page.users.map((u) => u.id));
    const convos = await listIds(admin, routes.conversations, {});
    expect(convos.ids.length).toBe(convos.total);
    expect(convos.total).toBeGreaterThan(0);
  });
});
