import zlib from 'node:zlib';
import { validate } from '@hyperjump/json-schema/openapi-3-1';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { EVENTS_PATH, routeList, routes } from '@backoffice/api/contract';
import { OPENAPI_PATH } from '@backoffice/api/openapi';
import { createApp, SERVER_VERSION } from '../app';
import { DOCS_CSP, DOCS_PREFIX } from './openapi';
import { checkAnswersAgainstDocument, contractChecker } from '../test/contract';
import { testServerForFile } from '../test/harness';

/** The OpenAPI document, the docs page, and the contract the tests hold answers to. */

const app = createApp({});

async function getDocument(headers: Record<string, string> = {}) {
  return app.request(OPENAPI_PATH, { headers });
}

describe('GET /api/v2/openapi.json', () => {
  it('validates as OpenAPI 3.1 and lists every route of the table, at the server version', async () => {
    const res = await getDocument();
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/json');
    const doc = (await res.json()) as {
      openapi: string;
      info: { version: string };
      paths: Record<string, Record<string, object>>;
    };
    // hyperjump's overloads type the document as its own Json; the answer is plain JSON.
    const check = validate as (
      schema: string,
      value: unknown,
      format: 'BASIC',
    ) => Promise<{ valid: boolean; errors?: unknown[] }>;
    const output = await check('https://spec.openapis.org/oas/3.1/schema-base', doc, 'BASIC');
    expect(output.errors?.slice(0, 5) ?? []).toEqual([]);
    expect(output.valid).toBe(true);
    expect(doc.openapi).toBe('3.1.0');
    expect(doc.info.version).toBe(SERVER_VERSION);
    const listed = Object.entries(doc.paths).flatMap(([path, methods]) =>
      Object.keys(methods).map((method) => `${method.toUpperCase()} ${path}`),
    );
    expect(listed.sort()).toEqual(
      [
        ...routeList.map((r) => `${r.method} ${r.path.replace(/:([A-Za-z_]+)/g, '{$1}')}`),
        `GET ${EVENTS_PATH}`,
      ].sort(),
    );
  });

  it('is made once, sent compressed, and revalidated with its ETag', async () => {
    const plain = await getDocument();
    const text = await plain.text();
    const br = await getDocument({ 'accept-encoding': 'gzip, br' });
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(br.headers.get('vary')).toBe('Accept-Encoding');
    const bytes = Buffer.from(await br.arrayBuffer());
    expect(bytes.length).toBeLessThan(text.length / 5);
    expect(zlib.brotliDecompressSync(bytes).toString('utf8')).toBe(text);
    const gzip = await getDocument({ 'accept-encoding': 'gzip' });
    expect(gzip.headers.get('content-encoding')).toBe('gzip');

    const etag = plain.headers.get('etag');
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect(plain.headers.get('cache-control')).toBe('no-cache');
    expect(plain.headers.get('content-security-policy')).toBe(
      "default-src 'none'; frame-ancestors 'none'",
    );
    const again = await getDocument({ 'if-none-match': etag as string });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
  });
});

describe('the docs page', () => {
  it('is served with a policy that lets nothing come from elsewhere', async () => {
    const res = await app.request(DOCS_PREFIX);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(res.headers.get('content-security-policy')).toBe(DOCS_CSP);
    expect(DOCS_CSP).not.toMatch(/unsafe|https?:|\*/);
    const html = await res.text();
    expect(html).not.toMatch(/<script>|<style|style=|https?:\/\//);
    const sources = [...html.matchAll(/(?:src|href)="([^"]+)"/g)].map((m) => m[1] as string);
    expect(sources).toContain(`${DOCS_PREFIX}/swagger-ui-bundle.js`);
    for (const source of sources.filter((s) => s.startsWith(`${DOCS_PREFIX}/`))) {
      const file = await app.request(source, { headers: { 'accept-encoding': 'br' } });
      expect(file.status, source).toBe(200);
      expect(file.headers.get('content-type'), source).toMatch(/^text\/(javascript|css)/);
      expect(file.headers.get('content-security-policy')).toBe(DOCS_CSP);
    }
    expect((await app.request(`${DOCS_PREFIX}/../openapi.json`)).status).not.toBe(200);
    expect((await app.request(`${DOCS_PREFIX}/package.json`)).status).toBe(404);
  });
});

describe('the contract tests', () => {
  const server = testServerForFile();

  it('pass a real answer and name a field, a code or a status the document does not show', async () => {
    const checker = contractChecker();
    const res = await server.call(routes.office, { params: { id: 1 } });
    expect(res.status).toBe(200);
    const type = 'application/json';
    const path = '/api/v2/csm/offices/1';
    expect(checker.problems('GET', path, 200, type, res.body)).toEqual([]);

    const added = { office: { ...res.body.office, ownerSecret: 'x' } };
    expect(checker.problems('GET', path, 200, type, added).join('\n')).toMatch(
      /\/office must NOT have additional properties \(ownerSecret\)/,
    );
    const gone = { code: 'gone', description: 'Removed' };
    expect(checker.problems('GET', path, 404, type, gone).join('\n')).toMatch(
      /\/code must be equal to one of the allowed values \("gone"\)/,
    );
    expect(checker.problems('GET', path, 500, type, gone).join('\n')).toMatch(
      /a status the document does not list/,
    );
    expect(checker.problems('GET', path, 200, 'text/plain', 'hi').join('\n')).toMatch(
      /with text\/plain, not application\/json/,
    );
    // An unknown API path answering the API's 404 is no route at all.
    const unknown = { code: 'not_found', description: 'No API route' };
    expect(checker.problems('GET', '/api/v2/nothing', 404, type, unknown)).toEqual([]);
  });

  it('fail a call to a route the code answers but the document does not show', async () => {
    // A route mounted beside the table's (the way the events stream is).
    const extra = new Hono();
    extra.get(routes.health.path, (c) =>
      c.json({ status: 'ok', version: SERVER_VERSION, commit: 'unknown' }),
    );
    extra.get('/api/v2/csm/secret_route', (c) => c.json({ message: 'ok' }));
    checkAnswersAgainstDocument(extra);
    await expect(extra.request('/api/v2/csm/secret_route')).rejects.toThrow(
      /no operation of the document describes GET \/api\/v2\/csm\/secret_route/,
    );
    // The route table's own routes go through.
    expect((await extra.request(routes.health.path)).status).toBe(200);
  });
});
