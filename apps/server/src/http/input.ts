import type { Context } from 'hono';
import { DEFAULT_BODY_MAX_BYTES } from '@backoffice/domain';
import { ApiError } from '../errors';

/**
 * What the server refuses before a struct or a query sees it: bodies too large or nested too
 * deep to validate safely, and text PostgreSQL cannot store. Each refusal is a 4xx with
 * `{ code, description, fields }` naming the field.
 */

/** Bodies larger than this are refused (413) on a route that names no limit of its own. */
export const MAX_BODY_BYTES = DEFAULT_BODY_MAX_BYTES;

/** JSON nested deeper than this is refused (no body of the API goes past 5 levels). */
export const MAX_BODY_DEPTH = 32;

/** "4 KiB", "512 KiB", "2 MiB". */
function inUnits(bytes: number): string {
  return bytes >= 1024 * 1024 ? `${bytes / 1024 / 1024} MiB` : `${bytes / 1024} KiB`;
}

function tooLarge(maxBytes: number): ApiError {
  const description = `The body is larger than this call takes (${inUnits(maxBytes)}).`;
  return new ApiError(413, 'payload_too_large', description, { body: description });
}

/**
 * 415 unless a body is sent as JSON (`application/json`, any parameters): a page elsewhere can
 * post `text/plain` to any address without asking (no CORS preflight), so a call that reads a
 * body takes JSON alone. A call sent with no body at all needs no type.
 */
export function checkJsonBody(c: Context): void {
  // A body is declared by its length or by chunks (HTTP/1.1), or, in a call made inside the
  // process (tests), by its type alone; a call with none of them sends none.
  const declared = c.req.header('content-length');
  const chunked = c.req.header('transfer-encoding') !== undefined;
  const typed = c.req.header('content-type');
  if (declared !== undefined && !chunked && Number(declared) === 0) return;
  if (declared === undefined && !chunked && typed === undefined) return;
  const type = (typed ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
  if (type === 'application/json') return;
  const description = 'The body must be sent as JSON (Content-Type: application/json).';
  throw new ApiError(415, 'unsupported_media_type', description, {
    'Content-Type': description,
  });
}

/**
 * The body as text, read as it arrives and refused (413) as soon as it passes the limit, so
 * that a body sent without a Content-Length (chunked) cannot fill the memory either.
 */
export async function readBodyText(c: Context, maxBytes = MAX_BODY_BYTES): Promise<string> {
  const declared = c.req.header('content-length');
  if (declared !== undefined && Number(declared) > maxBytes) throw tooLarge(maxBytes);
  const stream = c.req.raw.body;
  if (!stream) return '';
  const reader = stream.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel().catch(() => {});
      throw tooLarge(maxBytes);
    }
    chunks.push(value);
  }
  // Bytes that are not UTF-8 become U+FFFD (never an error).
  return new TextDecoder().decode(Buffer.concat(chunks));
}

/** The deepest nesting of arrays and objects in a JSON text (strings skipped), in one pass. */
export function jsonDepth(text: string): number {
  let depth = 0;
  let deepest = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text.charCodeAt(i);
    if (inString) {
      if (ch === 0x5c)
        i++; // backslash: skip the escaped character
      else if (ch === 0x22) inString = false;
    } else if (ch === 0x22) inString = true;
    else if (ch === 0x7b || ch === 0x5b) deepest = Math.max(deepest, ++depth);
    else if (ch === 0x7d || ch === 0x5d) depth--;
  }
  return deepest;
}

/** 400 when a JSON text nests deeper than the limit (before it is parsed or validated). */
export function checkDepth(text: string, maxDepth = MAX_BODY_DEPTH): void {
  if (jsonDepth(text) > maxDepth) {
    const description = `The body is nested deeper than ${maxDepth} levels.`;
    throw new ApiError(400, 'validation_error', description, { body: description });
  }
}

/** A UTF-16 surrogate without its pair (not Unicode: PostgreSQL's UTF-8 cannot hold it). */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Why a text cannot be stored, or null when it can. */
function textProblem(text: string): string | null {
  if (text.includes('\u0000')) return 'Text cannot contain the NUL character (U+0000).';
  if (LONE_SURROGATE.test(text))
    return 'Text must be valid Unicode (an unpaired surrogate was found).';
  return null;
}

/**
 * 400 naming the first field (`a.b.0`) whose text, or key, PostgreSQL could not store. Runs
 * over the parsed body and the query before any handler, so that no query fails on it.
 */
export function checkStorableText(value: unknown, where: 'body' | 'query'): void {
  const stack: [unknown, string][] = [[value, '']];
  while (stack.length) {
    const [node, path] = stack.pop() as [unknown, string];
    if (typeof node === 'string') {
      const problem = textProblem(node);
      if (problem)
        throw new ApiError(400, 'validation_error', problem, { [path || where]: problem });
    } else if (node !== null && typeof node === 'object') {
      for (const [key, child] of Object.entries(node)) {
        const childPath = path ? `${path}.${key}` : key;
        const problem = textProblem(key);
        if (problem)
          throw new ApiError(400, 'validation_error', problem, {
            [path || where]: `${problem} (in a field name)`,
          });
        stack.push([child, childPath]);
      }
    }
  }
}
