/**
 * One log line and the metrics of each request: its id (X-Request-Id, taken when
 * it is a sane token, made otherwise, and returned on every answer), the route's name from
 * the route table (never the path: it holds ids, and its query personal data), the method,
 * status, duration and the signed-in staff member's id.
 */
import crypto from 'node:crypto';
import type { Context, MiddlewareHandler } from 'hono';
import { log } from '../log';
import { httpDuration, httpRequests, writeConflicts } from './metrics';

export const REQUEST_ID_HEADER = 'X-Request-Id';
const SANE_ID = /^[A-Za-z0-9._-]{1,64}$/;

interface RequestFacts {
  id: string;
  route?: string;
  staffId?: number;
}

const facts = new WeakMap<Context, RequestFacts>();

/** Names the route a request matched (the route table's name). */
export function noteRoute(c: Context, name: string): void {
  const known = facts.get(c);
  if (known) known.route = name;
}

/** The signed-in staff member a request is from. */
export function noteStaff(c: Context, staffId: number): void {
  const known = facts.get(c);
  if (known) known.staffId = staffId;
}

/** The request's id (the one returned in X-Request-Id). */
export function requestIdOf(c: Context): string | undefined {
  return facts.get(c)?.id;
}

/** The id a request came with when it is a sane token, else a new one. */
export function takeRequestId(given: string | undefined): string {
  return given !== undefined && SANE_ID.test(given) ? given : crypto.randomUUID();
}

/** A name for what no route of the table matched (never the path itself). */
function fallbackName(path: string): string {
  if (path === '/metrics') return 'metrics';
  if (path.startsWith('/api/')) return 'api_other';
  return 'app';
}

/** The middleware: first, so that it times and names every request, errors included. */
export function observeRequests(): MiddlewareHandler {
  return async (c, next) => {
    const started = performance.now();
    const own: RequestFacts = { id: takeRequestId(c.req.header(REQUEST_ID_HEADER)) };
    facts.set(c, own);
    await next();
    try {
      c.res.headers.set(REQUEST_ID_HEADER, own.id);
    } catch {
      // An answer whose headers cannot change (a fetched one): copied with the header.
      c.res = new Response(c.res.body, c.res);
      c.res.headers.set(REQUEST_ID_HEADER, own.id);
    }
    const ms = performance.now() - started;
    const route = own.route ?? fallbackName(c.req.path);
    const status = c.res.status;
    const method = c.req.method;
    httpRequests.inc({ route, method, status: String(status) });
    httpDuration.observe({ route, method }, ms / 1000);
    if (status === 409) writeConflicts.inc({ route });
    log().info(
      {
        reqId: own.id,
        route,
        method,
        status,
        ms: Math.round(ms * 10) / 10,
        ...(own.staffId !== undefined ? { staffId: own.staffId } : {}),
      },
      'request',
    );
  };
}
