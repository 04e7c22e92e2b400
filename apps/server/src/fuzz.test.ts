/**
 * Thousands of malformed requests built from the route table, over every route.
 * Fails on any 5xx, on any 4xx without `{ code, description }` (or a validation error that
 * names no field, or the database's last-resort refusal), and on any 2xx for an impossible
 * calendar date.
 */
import { describe, expect, it } from 'vitest';
import { routeList } from '@backoffice/api/contract';
import { tokenOf } from './test/account';
import { staff } from './db/schema';
import { testServerForFile } from './test/harness';
import { fuzzRoute, type FuzzRequest } from './test/fuzz';

const server = testServerForFile({}, { poolSize: 8 });

/** A token of the demo account, made directly (the sign-in limit is fuzzed too). */
async function freshToken(): Promise<string> {
  const [account] = await server.database.db.select().from(staff).limit(1);
  return tokenOf(server.database.db, account!.id);
}

interface Outcome {
  request: FuzzRequest;
  status: number;
  problem: string | null;
}

async function send(request: FuzzRequest, token: string): Promise<Outcome> {
  const url = new URL(`http://localhost${request.path}`);
  for (const [key, value] of Object.entries(request.query)) url.searchParams.set(key, value);
  const headers: Record<string, string> = {};
  if (request.auth === 'valid') headers.authorization = `Bearer ${token}`;
  else if (request.auth !== 'none') headers.authorization = request.auth;
  if (request.body !== undefined) headers['content-type'] = 'application/json';
  const res = await server.app.request(url.pathname + url.search, {
    method: request.method,
    headers,
    body: request.body,
  });
  const text = await res.text();
  const outcome = (problem: string | null) => ({ request, status: res.status, problem });
  if (res.status >= 500) return outcome(`answered ${res.status}: ${text.slice(0, 200)}`);
  if (res.status >= 200 && res.status < 300) {
    return outcome(request.impossibleDate ? `took an impossible date (${res.status})` : null);
  }
  let body: { code?: unknown; description?: unknown; fields?: unknown };
  try {
    body = JSON.parse(text);
  } catch {
    return outcome(`answered ${res.status} without a JSON body: ${text.slice(0, 100)}`);
  }
  if (typeof body.code !== 'string' || typeof body.description !== 'string' || !body.description)
    return outcome(`answered ${res.status} without { code, description }: ${text.slice(0, 200)}`);
  if (body.code === 'invalid_value')
    return outcome(`reached the database's last-resort refusal: ${body.description}`);
  if (
    body.code === 'validation_error' &&
    (typeof body.fields !== 'object' || !body.fields || !Object.keys(body.fields).length)
  )
    return outcome(`refused without naming the field: ${text.slice(0, 200)}`);
  return outcome(null);
}

describe('malformed requests over the whole route table', () => {
  it('never answer 5xx, always answer { code, description }, never take an impossible date', async () => {
    const requests = routeList.flatMap((route) => fuzzRoute(route));
    expect(requests.length).toBeGreaterThanOrEqual(5000);
    let token = await freshToken();
    const outcomes: Outcome[] = [];
    // A dozen at a time, as a busy team would; logout gets a token of its own each time.
    for (let i = 0; i < requests.length; i += 12) {
      const batch = requests.slice(i, i + 12);
      outcomes.push(
        ...(await Promise.all(
          batch.map(async (r) =>
            send(r, r.route.name === 'logout' && r.auth === 'valid' ? await freshToken() : token),
          ),
        )),
      );
      if (batch.some((r) => r.route.name === 'logout')) token = await freshToken();
    }
    const failures = outcomes
      .filter((o) => o.problem)
      .map((o) => `${o.request.route.name} [${o.request.label}]: ${o.problem}`);
    const byStatus = new Map<number, number>();
    for (const o of outcomes) byStatus.set(o.status, (byStatus.get(o.status) ?? 0) + 1);
    console.info(
      `[fuzz] ${outcomes.length} requests over ${new Set(requests.map((r) => r.route.name)).size} routes; ` +
        `statuses ${[...byStatus]
          .sort(([a], [b]) => a - b)
          .map(([s, n]) => `${s}×${n}`)
          .join(' ')}; ` +
        `5xx ${outcomes.filter((o) => o.status >= 500).length}; failures ${failures.length}`,
    );
    expect(failures.slice(0, 40)).toEqual([]);
    // Every route of the table was reached, and each answered something other than 401.
    for (const route of routeList) {
      expect(
        outcomes.some((o) => o.request.route === route && o.status !== 401),
        route.name,
      ).toBe(true);
    }
  }, 600_000);
});

describe('path segments named after object properties', () => {
  const NAMES = ['constructor', '__proto__', 'toString', 'hasOwnProperty', 'valueOf', 'prototype'];

  it('answer 4xx on every route and prefix, never 5xx (no lookup reaches a prototype)', async () => {
    const token = await freshToken();
    const paths = new Set<string>();
    for (const name of NAMES) {
      for (const route of routeList) {
        const segments = route.path.split('/');
        // Each segment of the path in turn (the id, a literal), and one more at its end.
        segments.forEach((_, i) => {
          if (i < 3) return; // '', 'api', 'v2'
          paths.add(`${route.method} ${segments.map((s, j) => (j === i ? name : s)).join('/')}`);
        });
        paths.add(`${route.method} ${route.path.replace(':id', '2')}/${name}`);
      }
      // The built app's assets are checked with a built app (security.test.ts): this one has none.
      for (const prefix of ['/api', '/api/v2', '/api/v2/csm', '/api/docs'])
        paths.add(`GET ${prefix}/${name}`);
    }
    const problems: string[] = [];
    for (const entry of paths) {
      const [method, pathname] = entry.split(' ') as [string, string];
      const res = await server.app.request(pathname, {
        method,
        headers: { authorization: `Bearer ${token}` },
      });
      if (res.status >= 500 || res.status < 400) problems.push(`${entry}: ${res.status}`);
    }
    expect(paths.size).toBeGreaterThan(500);
    expect(problems).toEqual([]);
  }, 300_000);
});
