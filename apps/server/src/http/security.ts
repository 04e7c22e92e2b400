import crypto from 'node:crypto';
import fs from 'node:fs';
import type { Context, MiddlewareHandler } from 'hono';
import { getConnInfo } from '@hono/node-server/conninfo';
import { plainAddress, type TrustedProxies } from './addresses';
import { ApiError, conflict } from '../errors';

/**
 * Security headers on every answer, and what a database refusal becomes.
 *
 * The app's Content-Security-Policy allows scripts from the server alone, plus the inline
 * scripts of the built index.html by their SHA-256 (the theme's before-paint script), read
 * from the file itself so that the hash follows any change to it. Styles come from the server
 * too, plus the `<style>` elements React Aria adds at run time (its press and scroll-lock
 * rules): the page carries a fresh nonce in `<meta property="csp-nonce">`, which React Aria
 * puts on them, and the policy of that page allows that nonce alone. API answers carry
 * personal data: they are never cached (`no-store`) and may not be framed or run as a document.
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
 * (VITE_API_BASE_URL), if any; `styleNonce` the nonce of the page's run-time styles.
 */
export function appCsp(
  scriptHashes: readonly string[],
  connectOrigin?: string,
  styleNonce?: string,
  imageOrigins: readonly string[] = [],
): string {
  return [
    "default-src 'self'",
    `script-src 'self'${scriptHashes.map((h) => ` ${h}`).join('')}`,
    `style-src 'self'${styleNonce ? ` 'nonce-${styleNonce}'` : ''}`,
    // The server's own pictures and drawings, and the image servers named in the settings
    // (map tiles, office pictures) alone: an image from any host would carry data out.
    `img-src 'self' data: blob:${imageOrigins.map((o) => ` ${o}`).join('')}`,
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

/** The built app's page, read again whenever the file changes. */
export class AppPage {
  private read = { mtimeMs: -1, html: '', hashes: [] as string[] };
  private readonly connectOrigin: string | undefined;
  private readonly imageOrigins: string[];

  constructor(
    readonly file: string,
    connectUrl?: string,
    imageUrls: readonly string[] = [],
  ) {
    this.connectOrigin = originOf(connectUrl);
    // A tile template's origin (`https://tile.example.org/{z}/{x}/{y}.png`): braces are not
    // a URL's, so they are read out first.
    this.imageOrigins = [
      ...new Set(
        imageUrls
          .map((url) => originOf(url.replace(/\{[a-z]\}/g, '0')))
          .filter((origin): origin is string => origin !== undefined),
      ),
    ];
  }

  private current() {
    const stat = fs.statSync(this.file, { throwIfNoEntry: false });
    if (stat && stat.mtimeMs !== this.read.mtimeMs) {
      const html = fs.readFileSync(this.file, 'utf8');
      this.read = { mtimeMs: stat.mtimeMs, html, hashes: inlineScriptHashes(html) };
    }
    return this.read;
  }

  /** The policy of what the page loads (scripts, styles, images...), without a nonce. */
  csp(): string {
    return appCsp(this.current().hashes, this.connectOrigin, undefined, this.imageOrigins);
  }

  /** The page with a fresh style nonce, and its policy. */
  render(): { html: string; csp: string } {
    const { html, hashes } = this.current();
    const nonce = crypto.randomBytes(16).toString('base64');
    const meta = `<meta property="csp-nonce" content="${nonce}" />`;
    return {
      html: /<head[^>]*>/i.test(html)
        ? html.replace(/<head[^>]*>/i, (head) => `${head}\n    ${meta}`)
        : `${meta}${html}`,
      csp: appCsp(hashes, this.connectOrigin, nonce, this.imageOrigins),
    };
  }
}

/**
 * Sets the headers on every answer. Answers that are not the API get the app's policy,
 * unless they set their own (the page, with its nonce).
 */
export function securityHeaders(options: {
  apiPrefix: string;
  page?: AppPage;
  /**
   * Paths under the prefix that hold no personal data and set their own policy and caching
   * (the OpenAPI document, the docs page and its files: http/openapi.ts).
   */
  published?: readonly string[];
  /** True when the call came over HTTPS (then HSTS is sent). */
  overHttps?: (c: Context) => boolean;
}): MiddlewareHandler {
  const published = options.published ?? [];
  return async (c, next) => {
    await next();
    const headers = c.res.headers;
    for (const [name, value] of Object.entries(COMMON_HEADERS)) headers.set(name, value);
    // Only over HTTPS (RFC 6797 §7.2: a browser ignores it over plain HTTP), for a year.
    if (options.overHttps?.(c))
      headers.set('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
    const own = published.some((p) => c.req.path === p || c.req.path.startsWith(`${p}/`));
    if (own && c.res.status < 400) {
      // Their own Cache-Control (revalidated with an ETag) and policy (the page's) stay.
      if (!headers.has('Content-Security-Policy')) headers.set('Content-Security-Policy', API_CSP);
      return;
    }
    if (c.req.path === options.apiPrefix || c.req.path.startsWith(`${options.apiPrefix}/`)) {
      headers.set('Content-Security-Policy', API_CSP);
      // The change events stream keeps its own `no-cache, no-store, no-transform` (http/events.ts).
      if (!headers.get('Content-Type')?.startsWith('text/event-stream'))
        headers.set('Cache-Control', 'no-store');
    } else if (!headers.has('Content-Security-Policy')) {
      headers.set('Content-Security-Policy', options.page?.csp() ?? appCsp([]));
    }
  };
}

/**
 * True when the call reached the server over HTTPS: its own URL says so (TLS ended here), or
 * a trusted load balancer that ended TLS says so in `X-Forwarded-Proto` (from anyone else the
 * header is not believed).
 */
export function cameOverHttps(c: Context, trusted: TrustedProxies): boolean {
  if (new URL(c.req.url).protocol === 'https:') return true;
  if (c.req.header('x-forwarded-proto')?.split(',')[0]?.trim().toLowerCase() !== 'https')
    return false;
  let socket = 'local';
  try {
    socket = plainAddress(getConnInfo(c).remote.address ?? 'local');
  } catch {
    // In-process calls (tests) have no socket.
  }
  return trusted.has(socket);
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
