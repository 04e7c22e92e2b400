import { gzipSync } from 'node:zlib';
import type { Context } from 'hono';

/**
 * A JSON answer kept encoded (the cached lists): its bytes, and their gzip made once, the
 * first time a client that accepts it asks. A 50-office page is ~40 KB of JSON and ~6 KB
 * gzipped; every browser asks for gzip.
 */
export class EncodedAnswer {
  private gzipped: Buffer | undefined;

  constructor(readonly plain: Buffer) {}

  static of(answer: unknown): EncodedAnswer {
    return new EncodedAnswer(Buffer.from(JSON.stringify(answer)));
  }

  gzip(): Buffer {
    this.gzipped ??= gzipSync(this.plain, { level: 6 });
    return this.gzipped;
  }
}

/** Below this size gzip saves less than it costs. */
const GZIP_FROM_BYTES = 1024;

/** Whether the call's Accept-Encoding allows gzip (and does not refuse it with q=0). */
export function acceptsGzip(header: string | undefined): boolean {
  if (!header) return false;
  return header.split(',').some((part) => {
    const [coding, ...params] = part.trim().toLowerCase().split(';');
    if (coding !== 'gzip' && coding !== '*') return false;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    return q === undefined || Number(q.slice(2)) > 0;
  });
}

/** Sends a kept answer, gzipped when the client accepts it. */
export function sendEncoded(c: Context, answer: EncodedAnswer): Response {
  const headers: Record<string, string> = {
    'Content-Type': 'application/json',
    Vary: 'Accept-Encoding',
  };
  if (answer.plain.length >= GZIP_FROM_BYTES && acceptsGzip(c.req.header('accept-encoding'))) {
    headers['Content-Encoding'] = 'gzip';
    return c.body(answer.gzip() as Uint8Array<ArrayBuffer>, 200, headers);
  }
  return c.body(answer.plain as Uint8Array<ArrayBuffer>, 200, headers);
}
