import crypto from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';
import type { Context, Hono } from 'hono';
import { OPENAPI_PATH, ROUTE_TABLE_FILES, openApiDocument } from '@backoffice/api/openapi';
import { chooseEncoding, varyOnEncoding } from './compression';
import { DOCS_FILES, DOCS_PAGE, DOCS_PREFIX, DOCS_CSP } from './apiDocsPage';

/**
 * The API described for other teams: the OpenAPI 3.1 document at
 * `/api/v2/openapi.json`, and a page for people at `/api/docs` (Swagger UI, bundled with the
 * build: nothing is fetched from elsewhere).
 *
 * The document is generated from the route table and its structs: the build writes it to
 * `dist/openapi.json` beside the server (`openapiCli.ts`), which serves that file; run from
 * the sources (tests, dev), the server makes it at its first call. Either way it is made once,
 * compressed once (brotli and gzip), and sent with an ETag, so a client that has it asks again
 * with `If-None-Match` and gets a 304.
 */

export { DOCS_CSP, DOCS_PREFIX, OPENAPI_PATH };

const here = path.dirname(fileURLToPath(import.meta.url));
const require = createRequire(import.meta.url);

/**
 * The text of the route table (routes.ts and its area files: its decisions and sections), from
 * the api package's sources.
 */
export function routesSource(): string {
  try {
    const src = path.dirname(require.resolve('@backoffice/api/contract'));
    const read = (file: string) => fs.readFileSync(path.join(src, file), 'utf8');
    return ROUTE_TABLE_FILES.map(read).join('\n');
  } catch {
    return '';
  }
}

/** The document as the server makes it from the sources. */
export function buildApiDocument(version: string): object {
  return openApiDocument({ version, routesSource: routesSource() });
}

interface Encoded {
  plain: Buffer;
  br: Buffer;
  gzip: Buffer;
  etag: string;
}

/**
 * The bytes and their brotli and gzip: the copies the build wrote beside `file` (brotli at its
 * best quality), else made here once (quality 5: the viewer's script is 1.7 MB).
 */
function encode(plain: Buffer, file?: string): Encoded {
  const copy = (suffix: string) =>
    file && fs.existsSync(`${file}${suffix}`) ? fs.readFileSync(`${file}${suffix}`) : undefined;
  return {
    plain,
    br:
      copy('.br') ??
      zlib.brotliCompressSync(plain, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } }),
    gzip: copy('.gz') ?? zlib.gzipSync(plain, { level: 9 }),
    etag: `"${crypto.createHash('sha256').update(plain).digest('base64url').slice(0, 27)}"`,
  };
}

/** Sends bytes kept encoded: the encoding the call prefers, a 304 for the ETag it has. */
function sendKept(c: Context, kept: Encoded, type: string, cacheControl: string): Response {
  const headers = new Headers({ 'Content-Type': type, 'Cache-Control': cacheControl });
  headers.set('ETag', kept.etag);
  varyOnEncoding(headers);
  const match = c.req.header('if-none-match');
  if (match && match.split(',').some((tag) => tag.trim() === kept.etag)) {
    return new Response(null, { status: 304, headers });
  }
  const encoding = chooseEncoding(c.req.header('accept-encoding'));
  const body = encoding === 'br' ? kept.br : encoding === 'gzip' ? kept.gzip : kept.plain;
  if (encoding) headers.set('Content-Encoding', encoding);
  headers.set('Content-Length', String(body.length));
  return new Response(c.req.method === 'HEAD' ? null : (body as BodyInit), {
    status: 200,
    headers,
  });
}

/** Where the viewer's files are: the build's copy (`dist/api-docs`), else the package's. */
function viewerDir(): string {
  const built = path.join(here, 'api-docs');
  if (fs.existsSync(built)) return built;
  return path.dirname(require.resolve('swagger-ui-dist/package.json'));
}

/**
 * Mounts the document and the docs page. `version` is the server's (what health tells);
 * `documentFile` the document the build wrote, used when it is there.
 */
export function mountApiDocs(
  app: Hono,
  version: string,
  documentFile = path.join(here, 'openapi.json'),
): void {
  let document: Encoded | undefined;
  const kept = () => {
    document ??= fs.existsSync(documentFile)
      ? encode(fs.readFileSync(documentFile), documentFile)
      : encode(Buffer.from(JSON.stringify(buildApiDocument(version))));
    return document;
  };
  // Revalidated at each use (no-cache): a new release's document is seen at once.
  app.get(OPENAPI_PATH, (c) => sendKept(c, kept(), 'application/json', 'no-cache'));

  const page = encode(Buffer.from(DOCS_PAGE));
  app.get(DOCS_PREFIX, (c) => {
    const res = sendKept(c, page, 'text/html; charset=utf-8', 'no-cache');
    res.headers.set('Content-Security-Policy', DOCS_CSP);
    return res;
  });

  const files = new Map<string, Encoded>();
  app.get(`${DOCS_PREFIX}/:file`, (c) => {
    const name = c.req.param('file');
    // Own names only: `constructor` or `__proto__` must not reach the object's prototype.
    const file = Object.hasOwn(DOCS_FILES, name) ? DOCS_FILES[name] : undefined;
    if (!file) return c.json({ code: 'not_found', description: `No file ${name}` }, 404);
    let kept = files.get(name);
    if (!kept) {
      if ('text' in file) kept = encode(Buffer.from(file.text));
      else {
        const from = path.join(viewerDir(), file.from);
        kept = encode(fs.readFileSync(from), from);
      }
      files.set(name, kept);
    }
    const res = sendKept(c, kept, file.type, 'no-cache');
    res.headers.set('Content-Security-Policy', DOCS_CSP);
    return res;
  });
}
