// The write path: what a write costs now that it runs in one transaction that
// claims its Idempotency-Key, locks its entity's row and appends its history row; and what
// races and repeats do. On the built server, on PGlite, then on PostgreSQL (BENCH_DATABASE_URL,
// else the CI cluster on :5433 when it answers; skipped otherwise).
//
// 1. 200 writes one after the other (office best deal, toggled), each with its own key:
//    median and p99 latency, next to the health call measured the same way.
// 2. 40 conflicting calls at once on one request (guest cancel / host decline): how many were
//    acknowledged (goal: 1), the time until all answered.
// 3. 50 identical writes at once with one key (an internal note): notes written (goal: 1),
//    answers replayed.
import crypto from 'node:crypto';
import { percentile, report } from './_browser.mjs';
import { API, onBothDatabases, signIn, startServer } from './_server.mjs';

async function call(url, token, method, pathname, body, key = crypto.randomUUID()) {
  const started = performance.now();
  const response = await fetch(`${url}${API}${pathname}`, {
    method,
    headers: {
      Authorization: `Bearer ${token}`,
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
      ...(method === 'GET' ? {} : { 'Idempotency-Key': key }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  return {
    status: response.status,
    ms: performance.now() - started,
    body: text ? JSON.parse(text) : null,
    replayed: response.headers.get('idempotent-replayed') === 'true',
  };
}

async function measure(label, env) {
  const server = await startServer({ env });
  try {
    const token = await signIn(server.url);
    const health = [];
    for (let i = 0; i < 200; i++) health.push((await call(server.url, token, 'GET', '/health')).ms);
    const offices = (await call(server.url, token, 'GET', '/csm/offices')).body.offices;
    const office = offices[0];
    const writes = [];
    for (let i = 0; i < 200; i++) {
      const res = await call(server.url, token, 'PATCH', `/csm/offices/${office.id}/best_deal`, {
        isBestDeal: i % 2 === 0,
      });
      if (res.status !== 200) throw new Error(`best_deal answered ${res.status}`);
      writes.push(res.ms);
    }
    const board = (await call(server.url, token, 'GET', '/csm/requests')).body;
    const open = board.columns.find((c) => c.key === 'request_received')?.requests ?? [];
    if (open.length === 0) throw new Error('No request received in the last 7 days');
    const request = open[open.length - 1];
    let started = performance.now();
    const raced = await Promise.all(
      Array.from({ length: 40 }, (_, k) =>
        k % 2 === 0
          ? call(server.url, token, 'PATCH', `/csm/requests/${request.id}/guest_cancel`, {
              guestCancelledReason: 10,
              guestCancelledMessage: `Annulé ${k}`,
            })
          : call(server.url, token, 'PATCH', `/csm/requests/${request.id}/host_decline`, {
              hostDeclinedReason: 1000,
              hostDeclinedMessage: `Décliné ${k}`,
            }),
      ),
    );
    const raceMs = performance.now() - started;
    const key = crypto.randomUUID();
    const note = `<p>Bench ${key}</p>`;
    started = performance.now();
    const repeated = await Promise.all(
      Array.from({ length: 50 }, () =>
        call(server.url, token, 'POST', '/csm/internal_notes', { office_id: office.id, note }, key),
      ),
    );
    const repeatMs = performance.now() - started;
    const notes = (await call(server.url, token, 'GET', `/csm/offices/${office.id}`)).body.office
      .internalNotes;
    const written = notes.filter((n) => n.note === note).length;
    const h50 = percentile(health, 50);
    const h99 = percentile(health, 99);
    return [
      {
        label: `${label}: a write (best deal), median / p99`,
        value: `${percentile(writes, 50).toFixed(1)} / ${percentile(writes, 99).toFixed(1)} ms (health ${h50.toFixed(1)} / ${h99.toFixed(1)} ms)`,
      },
      {
        label: `${label}: 40 conflicting calls on one request at once`,
        value: `${raced.filter((r) => r.status === 200).length} acknowledged, ${raced.filter((r) => r.status === 409).length} refused (409) in ${raceMs.toFixed(0)} ms`,
        goal: raced.filter((r) => r.status === 200).length === 1,
      },
      {
        label: `${label}: 50 identical writes at once, one key`,
        value: `${written} note written, ${repeated.filter((r) => r.replayed).length} answers replayed, in ${repeatMs.toFixed(0)} ms`,
        goal: written === 1 && repeated.every((r) => r.status === 200),
      },
    ];
  } finally {
    await server.stop();
  }
}

report('Writes', await onBothDatabases('bench_writes', measure));
