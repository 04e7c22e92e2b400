import type { Context } from 'hono';
import { chooseEncoding, COMPRESS_THRESHOLD, compressBuffer, type Encoding } from './compression';

/**
 * A JSON answer kept encoded (the kept lists and the board, mount.ts): its bytes, and each
 * compressed copy made once, the first time a client that accepts that encoding asks (later
 * askers, even those arriving while it is being made, share it). A 50-office page is ~40 KB of
 * JSON and ~5 KB in brotli; the board's 7 days at 10× the demo data ~1.9 MB, ~150 KB.
 */
export class EncodedAnswer {
  private readonly copies = new Map<Encoding, Promise<Buffer>>();

  constructor(readonly plain: Buffer) {}

  static of(answer: unknown): EncodedAnswer {
    return new EncodedAnswer(Buffer.from(JSON.stringify(answer)));
  }

  /** The answer in an encoding, compressed once. */
  encoded(encoding: Encoding): Promise<Buffer> {
    let copy = this.copies.get(encoding);
    if (!copy) {
      copy = compressBuffer(this.plain, encoding);
      this.copies.set(encoding, copy);
    }
    return copy;
  }
}

/**
 * Sends a kept answer in the best encoding the call accepts (brotli, else gzip, as the
 * compression middleware chooses), which then leaves it as it is.
 */
export async function sendEncoded(c: Context, answer: EncodedAnswer): Promise<Response> {
  const headers: Record<string, string> = {
    'Content-Type': 'application/json',
    Vary: 'Accept-Encoding',
  };
  const encoding =
    answer.plain.length >= COMPRESS_THRESHOLD
      ? chooseEncoding(c.req.header('accept-encoding'))
      : null;
  if (encoding) {
    headers['Content-Encoding'] = encoding;
    return c.body((await answer.encoded(encoding)) as Uint8Array<ArrayBuffer>, 200, headers);
  }
  return c.body(answer.plain as Uint8Array<ArrayBuffer>, 200, headers);
}
