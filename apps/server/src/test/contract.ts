import zlib from 'node:zlib';
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';
import type { Hono } from 'hono';
import { API_PREFIX, EVENTS_PATH, routeList } from '@backoffice/api/contract';
import { OPENAPI_PATH, closeObjects, type JsonSchema } from '@backoffice/api/openapi';
import { SERVER_VERSION } from '../handlers/health';
import { buildApiDocument } from '../http/openapi';

// ajv-formats is CommonJS: its default export is the plugin, under `default` when imported.
const addFormats = ((addFormatsModule as unknown as { default?: typeof addFormatsModule })
  .default ?? addFormatsModule) as unknown as (ajv: Ajv2020) => Ajv2020;

/**
 * The contract tests: every answer the server's tests get is checked against the
 * OpenAPI document (`GET /api/v2/openapi.json`), with JSON Schema 2020-12 (ajv). The status
 * must be one the route's operation lists, the media type one of that answer's, a JSON body
 * must match its schema, with every object closed (a field the server sends and the document
 * does not show fails), and an error's `code` must be one the document lists for that route
 * and status. An answer to a path no operation describes fails unless it is the API's 404.
 */

interface Operation {
  responses: Record<string, JsonSchema>;
}

interface OpenApi {
  paths: Record<string, Record<string, Operation>>;
  components: Record<string, Record<string, JsonSchema>>;
}

/** `#/components/...` as a reference into the schema registered under this id. */
const COMPONENTS_ID = 'openapi-components';

function pointToComponents<T>(value: T): T {
  if (Array.isArray(value)) return value.map((item) => pointToComponents(item)) as T;
  if (value === null || typeof value !== 'object') return value;
  const out: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) {
    out[key] =
      key === '$ref' && typeof item === 'string' && item.startsWith('#/components/')
        ? `${COMPONENTS_ID}${item}`
        : pointToComponents(item);
  }
  return out as T;
}

export class ContractChecker {
  private readonly ajv: Ajv2020;
  private readonly compiled = new Map<string, ValidateFunction>();
  private readonly document: OpenApi;

  constructor(document: object) {
    this.document = closeObjects(document) as OpenApi;
    this.ajv = addFormats(new Ajv2020({ strict: false, allErrors: true, verbose: true }));
    this.ajv.addSchema(
      { $id: COMPONENTS_ID, components: pointToComponents(this.document.components) },
      COMPONENTS_ID,
    );
  }

  /**
   * The documented path and operation for a call, or null when none describes it: the route
   * table's paths in its order (a literal segment before a parameter), matched on the raw
   * path, which may hold what no decoding reads (`%E0%A4%A`, sent by the fuzz test).
   */
  private operation(method: string, pathname: string): { path: string; op: Operation } | null {
    const lower = method.toLowerCase();
    const path =
      pathname === EVENTS_PATH
        ? EVENTS_PATH
        : routeList
            .filter((route) => route.method === method.toUpperCase())
            .map((route) => route.path.replace(/:([A-Za-z_]+)/g, '{$1}'))
            .find((template) =>
              new RegExp(`^${template.replace(/\{[A-Za-z_]+\}/g, '[^/]+')}/*$`).test(pathname),
            );
    const op = path ? this.document.paths[path]?.[lower] : undefined;
    return path && op ? { path, op } : null;
  }

  private resolve(response: JsonSchema): JsonSchema {
    const ref = response.$ref as string | undefined;
    if (!ref) return response;
    const name = ref.split('/').pop() as string;
    return this.document.components.responses?.[name] ?? {};
  }

  private validator(key: string, schema: JsonSchema): ValidateFunction {
    let validate = this.compiled.get(key);
    if (!validate) {
      validate = this.ajv.compile(pointToComponents(schema));
      this.compiled.set(key, validate);
    }
    return validate;
  }

  /** What is wrong with an answer, by the document ([] when it matches). */
  problems(
    method: string,
    pathname: string,
    status: number,
    contentType: string,
    body: unknown,
  ): string[] {
    const call = `${method} ${pathname} answered ${status}`;
    const found = this.operation(method, pathname);
    if (!found) {
      const code = (body as { code?: unknown } | undefined)?.code;
      return status === 404 && code === 'not_found'
        ? []
        : [`${call}, but no operation of the document describes ${method} ${pathname}`];
    }
    const documented = found.op.responses[String(status)];
    if (!documented) return [`${call}, a status the document does not list for it`];
    const response = this.resolve(documented);
    const media = contentType.split(';')[0]?.trim().toLowerCase() ?? '';
    const content = (response.content ?? {}) as Record<string, { schema?: JsonSchema }>;
    if (!(media in content)) {
      return [`${call} with ${media || 'no type'}, not ${Object.keys(content).join(' or ')}`];
    }
    const schema = content[media]?.schema;
    if (!(media === 'application/json' || media.endsWith('+json')) || !schema) return [];
    const validate = this.validator(`${method} ${found.path} ${status} ${media}`, schema);
    if (validate(body)) return [];
    return (validate.errors ?? []).slice(0, 5).map((error) => {
      const extra =
        error.keyword === 'additionalProperties'
          ? ` (${String(error.params.additionalProperty)})`
          : error.keyword === 'enum'
            ? ` (${JSON.stringify(error.data)})`
            : '';
      return `${call}: ${error.instancePath || '(body)'} ${error.message ?? ''}${extra}`;
    });
  }
}

let checker: ContractChecker | undefined;

/** The checker of the document the server serves (made once per test process). */
export function contractChecker(): ContractChecker {
  checker ??= new ContractChecker(buildApiDocument(SERVER_VERSION));
  return checker;
}

async function bodyOf(res: Response): Promise<unknown> {
  const type = res.headers.get('content-type') ?? '';
  if (!/json/i.test(type) || res.status === 304) return undefined;
  let data = Buffer.from(await res.clone().arrayBuffer());
  const encoding = res.headers.get('content-encoding');
  if (encoding === 'br') data = zlib.brotliDecompressSync(data);
  else if (encoding === 'gzip') data = zlib.gunzipSync(data);
  const text = data.toString('utf8');
  return text ? JSON.parse(text) : undefined;
}

/**
 * Makes every call through the app checked against the document: a call whose answer the
 * document does not describe rejects with what is wrong, so the test that made it fails.
 */
export function checkAnswersAgainstDocument(app: Hono): Hono {
  const fetch = app.fetch;
  app.fetch = async (request: Request, ...rest: unknown[]) => {
    const res = await (fetch as (r: Request, ...x: unknown[]) => Promise<Response>)(
      request,
      ...rest,
    );
    const { pathname } = new URL(request.url);
    const type = res.headers.get('content-type') ?? '';
    const api = pathname === API_PREFIX || pathname.startsWith(`${API_PREFIX}/`);
    if (
      !api ||
      pathname === OPENAPI_PATH ||
      request.method === 'HEAD' ||
      request.method === 'OPTIONS' ||
      res.status === 304 ||
      type.startsWith('text/event-stream')
    ) {
      return res;
    }
    const problems = contractChecker().problems(
      request.method,
      pathname,
      res.status,
      type,
      await bodyOf(res),
    );
    if (problems.length) {
      throw new Error(`The answer is not what the OpenAPI document says:\n${problems.join('\n')}`);
    }
    return res;
  };
  return app;
}
