import { Readable } from 'node:stream';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { MiddlewareHandler } from 'hono';

/** The encodings the server sends, best first. */
export const ENCODINGS = ['br', 'gzip'] as const;
export type Encoding = (typeof ENCODINGS)[number];

/** The suffix of each pre-compressed asset's copy (apps/backoffice/vite.config.ts). */
export const ENCODING_SUFFIX: Record<Encoding, string> = { br: '.br', gzip: '.gz' };

/** Text the server compresses: JSON, CSV, HTML, scripts, styles, SVG, source maps. */
export const COMPRESSIBLE =
  /^(?:application\/(?:json|javascript|manifest\+json)|text\/(?:csv|html|css|javascript|plain)|image\/svg\+xml)\b/i;

/** Answers under this many bytes go as they are: compression would save next to nothing. */
export const COMPRESS_THRESHOLD = 1024;

/**
 * The encoding to send for an `Accept-Encoding` header: the best of `offered` that the client
 * accepts, by its q-values (RFC 9110 §12.5.3: `*` stands for any encoding not named, q=0
 * refuses); brotli before gzip at equal weight. Null: send the bytes as they are.
 */
export function chooseEncoding(
  header: string | null | undefined,
  offered: readonly Encoding[] = ENCODINGS,
): Encoding | null {
  if (!header) return null;
  const weights = new Map<string, number>();
  for (const part of header.split(',')) {
    const [name = '', ...params] = part.split(';').map((p) => p.trim().toLowerCase());
    if (!name) continue;
    let q = 1;
    for (const param of params) {
      const match = /^q=([01](?:\.\d{0,3})?)$/.exec(param);
      if (match) q = Number(match[1]);
    }
    weights.set(name === 'x-gzip' ? 'gzip' : name, q);
  }
  let best: Encoding | null = null;
  let bestWeight = 0;
  for (const encoding of offered) {
    const weight = weights.get(encoding) ?? weights.get('*') ?? 0;
    if (weight > bestWeight) {
      best = encoding;
      bestWeight = weight;
    }
  }
  return best;
}

/** Adds `Accept-Encoding` to a `Vary` header, once. */
export function varyOnEncoding(headers: Headers): void {
  const vary = headers.get('Vary');
  if (!vary) headers.set('Vary', 'Accept-Encoding');
  else if (vary !== '*' && !/(?:^|,)\s*accept-encoding\s*(?:,|$)/i.test(vary)) {
    headers.set('Vary', `${vary}, Accept-Encoding`);
  }
}

// Answers are made per call: brotli at quality 5 compresses a board answer of 2,000 cards
// about as fast as gzip's default level and a fifth smaller (quality 11 is for files compressed
// once, at build time). Both run on libuv's thread pool, off the event loop.
const BROTLI_OPTIONS: zlib.BrotliOptions = {
  params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 },
};
const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

export function compressBuffer(data: Uint8Array, encoding: Encoding): Promise<Buffer> {
  return encoding === 'br'
    ? brotli(data, {
        ...BROTLI_OPTIONS,
        params: { ...BROTLI_OPTIONS.params, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: data.length },
      })
    : gzip(data);
}

function compressStream(body: ReadableStream<Uint8Array>, encoding: Encoding): ReadableStream {
  const compressor =
    encoding === 'br' ? zlib.createBrotliCompress(BROTLI_OPTIONS) : zlib.createGzip();
  const source = Readable.fromWeb(body as NodeReadableStream<Uint8Array>);
  source.on('error', (error) => compressor.destroy(error));
  return Readable.toWeb(source.pipe(compressor)) as ReadableStream;
}

/**
 * Compresses answers made per call (the API's JSON and CSV, the app's page) as the call's
 * `Accept-Encoding` allows: brotli, else gzip, else as they are, always with `Vary:
 * Accept-Encoding`. JSON of 1 KiB or more is compressed whole (with its length); a streamed
 * answer (a list's CSV) is compressed as it streams. Answers that already have an encoding,
 * ranges, HEAD and bodiless answers pass untouched.
 */
export function compressAnswers(threshold = COMPRESS_THRESHOLD): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const res = c.res;
    const type = res.headers.get('Content-Type') ?? '';
    if (
      !res.body ||
      c.req.method === 'HEAD' ||
      res.status === 204 ||
      res.status === 206 ||
      res.headers.has('Content-Encoding') ||
      !COMPRESSIBLE.test(type)
    ) {
      return;
    }
    const headers = new Headers(res.headers);
    varyOnEncoding(headers);
    const encoding = chooseEncoding(c.req.header('Accept-Encoding'));
    const streamed = /^text\/csv\b/i.test(type) && !headers.has('Content-Length');
    if (streamed) {
      if (encoding) {
        headers.set('Content-Encoding', encoding);
        headers.delete('Content-Length');
      }
      const body = encoding ? compressStream(res.body, encoding) : res.body;
      c.res = new Response(body, { status: res.status, statusText: res.statusText, headers });
      return;
    }
    const data = new Uint8Array(await res.arrayBuffer());
    let sent: Uint8Array = data;
    if (encoding && data.length >= threshold) {
      sent = await compressBuffer(data, encoding);
      headers.set('Content-Encoding', encoding);
    }
    headers.set('Content-Length', String(sent.length));
    c.res = new Response(sent as BodyInit, {
      status: res.status,
      statusText: res.statusText,
      headers,
    });
  };
}
