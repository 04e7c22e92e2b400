import crypto from 'node:crypto';
import fs from 'node:fs';
import type { MiddlewareHandler } from 'hono';
import { ApiError, conflict } from './errors';

/**
 * Security headers on every answer, and what a database refusal becomes.
 *
 * The app's Content-Security-Policy allows scripts from the server alone, plus the inline
 * scripts of the built index.html by their SHA-256 (the theme's before-paint script), read
 * from the file itself so that the hash follows any change to it. API answers carry personal
 * data: they are never cached (`no-store`) and may not be framed or run as a document.
 */

/** Headers every answer carries. */
const COMMON_HEADERS: Record<string, string> = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'no-referrer',
  'X-Frame-Options': 'DENY',
  'Cross-Origin-Opener-Policy': 'same-origin',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=()',
};

/** The policy of API answers: JSON that is nothing to render or frame. */
export const API_CSP = "default-src 'none'; frame-ancestors 'none'";

/** The SHA-256 sources of the inline scripts of an HTML page (`'sha256-…'`). */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const attributes = match[1] ?? '';
    if (/\bsrc\s*=/i.test(attributes)) continue;
    const digest = crypto
      .createHash('sha256')
      .update(match[2] ?? '', 'utf8')
      .digest('base64');
    hashes.push(`'sha256-${digest}'`);
  }
  return hashes;
}

/**
 * The app's policy. `connectOrigin` is another API origin the app was built to call
 * (VITE_API_BASE_URL), if any.
 */
export function appCsp(scriptHashes: readonly string[], connectOrigin?: string): string {
  return [
    "default-src 'self'",
    `script-src 'self'${scriptHashes.map((h) => ` ${h}`).join('')}`,
    "style-src 'self'",
    // Office pictures and map tiles may come from the marketplace's image servers.
    "img-src 'self' data: blob: https:",
    "font-src 'self' data:",
    `connect-src 'self'${connectOrigin ? ` ${connectOrigin}` : ''}`,
    "worker-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/** The origin of a URL, or undefined when it is not one. */
function originOf(url: string | undefined): string | undefined {
  if (!url) return undefined;
  try {
    return new URL(url).origin;
  } catch {
    return undefined;
  }
}

/**
 * Sets the headers on every answer. `indexFile` is the built app's page (its inline scripts
 * are hashed again whenever the file changes).
 */
export function securityHeaders(options: {
  apiPrefix: string;
  indexFile?: string;
  connectUrl?: string;
}): MiddlewareHandler {
  let read = { mtimeMs: -1, csp: appCsp([]) };
  const connectOrigin = originOf(options.connectUrl);
  const currentAppCsp = (): string => {
    const file = options.indexFile;
    const stat = file ? fs.statSync(file, { throwIfNoEntry: false }) : undefined;
    if (!file || !stat) return appCsp([], connectOrigin);
    if (stat.mtimeMs !== read.mtimeMs) {
      const hashes = inlineScriptHashes(fs.readFileSync(file, 'utf8'));
      read = { mtimeMs: stat.mtimeMs, csp: appCsp(hashes, connectOrigin) };
    }
    return read.csp;
  };
  return async (c, next) => {
    await next();
    const headers = c.res.headers;
    for (const [name, value] of Object.entries(COMMON_HEADERS)) headers.set(name, value);
    if (c.req.path === options.apiPrefix || c.req.path.startsWith(`${options.apiPrefix}/`)) {
      headers.set('Content-Security-Policy', API_CSP);
      headers.set('Cache-Control', 'no-store');
    } else {
      headers.set('Content-Security-Policy', currentAppCsp());
    }
  };
}

/** The SQLSTATE of a database error (drizzle wraps the driver's error as its cause). */
export function sqlState(error: unknown): string | null {
  for (let e = error, depth = 0; e && typeof e === 'object' && depth < 5; depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    e = (e as { cause?: unknown }).cause;
  }
  return null;
}

/**
 * What a database refusal answers instead of 500: a write that met another one at the same
 * instant (a unique key, a removed row, a deadlock) is a 409 to try again; a value the
 * database cannot hold is a 400 (`invalid_value`). The structs refuse such values first with
 * the field named; reaching this is a gap the fuzz test fails on, but never a 500.
 */
export function databaseRefusal(error: unknown): ApiError | null {
  const state = sqlState(error);
  if (!state) return null;
  if (state === '23505')
    return conflict(
      'The same change was saved at the same time by another call: reload to see it.',
    );
  if (state === '23503' || state === '40001' || state === '40P01')
    return conflict('Another call changed these records at the same time: reload and try again.');
  if (state.startsWith('22') || state === '54001')
    return new ApiError(400, 'invalid_value', 'A value is outside what the database can hold.');
  return null;
}
