// Work in bulk: a run of 1,000 items as the app sends it (packages/api runBulk:
// one write per item, each with its own Idempotency-Key, four under way at once), on the
// built server, on PGlite, then on PostgreSQL (BENCH_DATABASE_URL, else the CI cluster on
// :5433 when it answers; skipped otherwise).
//
// 1. "Select all N matching": the ids of every confirmed guest (format=ids), then 1,000 of
//    them put under review: the run's time, items a second, and each write's median / p99.
// 2. The same run sent again with the same keys (a retry after an outage): every answer
//    replayed, nothing applied twice, and its time.
import crypto from 'node:crypto';
import { percentile, report } from './_browser.mjs';
import { API, onBothDatabases, signIn, startServer } from './_server.mjs';

const ITEMS = 1000;
/** packages/domain BULK_CONCURRENCY. */
const CONCURRENCY = 4;

async function write(url, token, pathname, key) {
  const started = performance.now();
  const response = await fetch(`${url}${API}${pathname}`, {
    method: 'PATCH',
    headers: { Authorization: `Bearer ${token}`, 'Idempotency-Key': key },
  });
  await response.text();
  return {
    ok: response.status === 200,
    replayed: response.headers.get('idempotent-replayed') === 'true',
    ms: performance.now() - started,
  };
}

/** runBulk's protocol: CONCURRENCY workers take the next item until none is left. */
async function run(url, token, ids, keys) {
  const outcomes = [];
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < ids.length) {
        const id = ids[next++];
        outcomes.push(await write(url, token, `/csm/users/${id}/under_review`, keys.get(id)));
      }
    }),
  );
  return { outcomes, ms: performance.now() - started };
}

async function measure(label, env) {
  const server = await startServer({ env });
  try {
    const token = await signIn(server.url);
    let started = performance.now();
    const response = await fetch(
      `${server.url}${API}/csm/users?format=ids&statusCode=confirmed&userType=guest`,
      { headers: { Authorization: `Bearer ${token}` } },
    );
    const { ids, total } = await response.json();
    const selectMs = performance.now() - started;
    if (ids.length < ITEMS) throw new Error(`Only ${ids.length} confirmed guests`);
    const chosen = ids.slice(0, ITEMS);
    const keys = new Map(chosen.map((id) => [id, crypto.randomUUID()]));
    const first = await run(server.url, token, chosen, keys);
    const again = await run(server.url, token, chosen, keys);
    const times = first.outcomes.map((o) => o.ms);
    return [
      {
        label: `${label}: select all matching (format=ids)`,
        value: `${total.toLocaleString('en')} ids in ${selectMs.toFixed(0)} ms`,
      },
      {
        label: `${label}: a bulk run of ${ITEMS.toLocaleString('en')} (${CONCURRENCY} at once)`,
        value: `${(first.ms / 1000).toFixed(1)} s, ${((ITEMS / first.ms) * 1000).toFixed(0)} items/s, a write ${percentile(times, 50).toFixed(1)} / ${percentile(times, 99).toFixed(1)} ms (median / p99)`,
        goal: first.outcomes.every((o) => o.ok) && first.ms < 120_000,
      },
      {
        label: `${label}: the same run retried with its keys`,
        value: `${again.outcomes.filter((o) => o.replayed).length} of ${ITEMS} replayed, in ${(again.ms / 1000).toFixed(1)} s`,
        goal: again.outcomes.every((o) => o.ok && o.replayed),
      },
    ];
  } finally {
    await server.stop();
  }
}

report('Work in bulk', await onBothDatabases('bench_bulk', measure));
