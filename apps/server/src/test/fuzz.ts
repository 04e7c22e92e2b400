/**
 * Malformed requests generated from the route table: for every route, a valid
 * query and body are found from its structs, then each field in turn, the whole body, the
 * path id and the token are replaced by values an attacker or a broken client would send.
 * Deterministic: the same list on every run.
 */
import { buildPath, type AnyRoute } from '@backoffice/api/contract';

/** A superstruct struct, as the route table holds them. */
type AnyStruct = AnyRoute['answer'];

export interface FuzzRequest {
  route: AnyRoute;
  /** What was changed, for the report. */
  label: string;
  method: string;
  path: string;
  query: Record<string, string>;
  /** The raw body text (undefined: none). */
  body?: string;
  /** 'valid': the demo token; 'none': no Authorization; else the header's value. */
  auth: 'valid' | 'none' | string;
  /** An impossible calendar date went into a date field: a 2xx answer is a failure. */
  impossibleDate: boolean;
  /** The query parameter this request changed, if any. */
  changed?: [string, string];
}

const IMPOSSIBLE_DATES = [
  '2099-02-31T10:00:00Z',
  '2099-02-29T10:00:00+01:00',
  '2099-04-31',
  '2099-02-30',
  '2099-13-01',
  '2099-03-01T24:00:00Z',
  '2099-03-01T10:60:00Z',
  '2099-03-01T10:00:00+15:00',
];

/** Values sent in place of a JSON field (date fields get every impossible date besides). */
const BODY_VALUES: unknown[] = [
  null,
  true,
  -1,
  1.5,
  2_147_483_648,
  1e20,
  2 ** 53 + 1,
  1e300,
  '',
  '\u0000',
  'half \ud800 pair',
  '<script>alert(1)</script><img src=x onerror=alert(1)>',
  "'; drop table users; --",
  'x'.repeat(100_000),
  [],
  {},
  [2_147_483_648],
  [[[[[[]]]]]],
  IMPOSSIBLE_DATES[0],
];

/** Values sent in place of a query parameter (strings on the wire; dates as above). */
const QUERY_VALUES: string[] = [
  '',
  'x',
  '\u0000',
  '-1',
  '1.5',
  '1e20',
  '1e300',
  '1e400',
  'NaN',
  '2147483648',
  '99999999999999999999',
  "' or 1=1 --",
  '#99999999999',
  'x'.repeat(4000),
  IMPOSSIBLE_DATES[0] as string,
];

const PATH_IDS = [
  '0',
  '-1',
  '1.5',
  '1e3',
  '0x10',
  '2147483648',
  '99999999999999999999',
  '9007199254740993',
  'abc',
  '%00',
  '%ff',
  '%20%31',
  'null',
  '1;2',
  '１',
];

const BODY_TEXTS = [
  '',
  'null',
  '[]',
  '"x"',
  '1',
  '{',
  '{"a":',
  '{"a":1,}',
  '\ufeff{}',
  '{}',
  '{"__proto__":{"polluted":true}}',
  '{"constructor":{"prototype":{"polluted":true}}}',
  `${'['.repeat(5000)}${']'.repeat(5000)}`,
  `${'{"a":'.repeat(5000)}1${'}'.repeat(5000)}`,
  `{"a":"${'x'.repeat(1024 * 1024 + 10)}"}`,
  '{"a":"\\u0000"}',
  '{"a":"\\ud800"}',
];

const AUTH_VARIANTS = [
  'none',
  'Bearer ',
  'Bearer x',
  `Bearer ${'a'.repeat(10_000)}`,
  'Basic Y3NtOmRlbW8=',
  'bearer  two words',
];

/** Candidates tried, in order, to find a valid value of a leaf struct. */
const SAMPLES: unknown[] = [
  2,
  3,
  1,
  5,
  10,
  20,
  50,
  0,
  1000,
  true,
  'Paris',
  '2099-06-01',
  '2099-06-01T10:00:00Z',
  '10:00',
  '+33612345678',
  '612345678',
  '+33',
  '2, 3',
  'csm@example.com',
  'demo1234',
];

function accepts(struct: AnyStruct, value: unknown, coerce: boolean): boolean {
  return !struct.validate(value, { coerce })[0];
}

/** A valid value of a struct, found by trying samples (undefined when none fits). */
export function sample(struct: AnyStruct, wire: 'json' | 'query'): unknown {
  const coerce = wire === 'query';
  const asWire = (v: unknown) => (wire === 'query' && v !== undefined ? String(v) : v);
  if (struct.type === 'object' || struct.type === 'type') {
    const out: Record<string, unknown> = {};
    for (const [key, field] of Object.entries(struct.schema as Record<string, AnyStruct>)) {
      const value = sample(field, wire);
      if (value !== undefined) out[key] = value;
    }
    return accepts(struct, out, coerce) ? out : undefined;
  }
  if (struct.type === 'array') {
    const inner = sample(struct.schema as AnyStruct, wire);
    for (const candidate of [[inner], [inner, inner], []]) {
      if (accepts(struct, candidate, coerce)) return candidate;
    }
    return undefined;
  }
  if (struct.type === 'enums') {
    const first = Object.values(struct.schema as Record<string, unknown>)[0];
    return accepts(struct, asWire(first), coerce) ? asWire(first) : undefined;
  }
  if (struct.type === 'literal') return struct.schema;
  for (const candidate of SAMPLES) {
    if (accepts(struct, asWire(candidate), coerce)) return asWire(candidate);
  }
  return accepts(struct, null, coerce) ? null : undefined;
}

/** Every leaf path of an object struct (`a`, `a.b`, `a.0.c`), with the leaf's struct. */
function leaves(struct: AnyStruct, path: string[] = []): [string[], AnyStruct][] {
  if (struct.type === 'object' || struct.type === 'type') {
    return Object.entries(struct.schema as Record<string, AnyStruct>).flatMap(([key, field]) =>
      leaves(field, [...path, key]),
    );
  }
  if (struct.type === 'array' && struct.schema) {
    return [[path, struct], ...leaves(struct.schema as AnyStruct, [...path, '0'])];
  }
  return [[path, struct]];
}

/** True when the struct is a date field: it takes a real day or instant and refuses a word. */
function isDateField(struct: AnyStruct, coerce: boolean): boolean {
  return (
    (accepts(struct, '2099-06-01', coerce) || accepts(struct, '2099-06-01T10:00:00Z', coerce)) &&
    !accepts(struct, 'Paris', coerce)
  );
}

function withPath(source: unknown, path: string[], value: unknown): unknown {
  const copy = structuredClone(source) as Record<string, unknown>;
  let node: Record<string, unknown> = copy;
  for (const key of path.slice(0, -1)) {
    if (node[key] === null || typeof node[key] !== 'object') node[key] = {};
    node = node[key] as Record<string, unknown>;
  }
  node[path.at(-1) as string] = value;
  return copy;
}

/** A small seeded generator (mulberry32), for the mixed cases. */
function random(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** The malformed requests of one route. `id` is a valid path id. */
export function fuzzRoute(route: AnyRoute, id = 2): FuzzRequest[] {
  const out: FuzzRequest[] = [];
  const hasId = route.path.includes(':id');
  const path = (value: string | number = id) =>
    hasId ? buildPath(route.path, { id: value }) : route.path;
  const query = route.query ? ((sample(route.query, 'query') ?? {}) as Record<string, string>) : {};
  const body = route.body ? (sample(route.body, 'json') ?? {}) : undefined;
  const bodyText = body === undefined ? undefined : JSON.stringify(body);
  const base = {
    route,
    method: route.method,
    query,
    body: bodyText,
    auth: 'valid',
    impossibleDate: false,
  };
  out.push({ ...base, label: 'valid', path: path() });

  if (hasId) {
    for (const bad of PATH_IDS) {
      // Already-encoded ids go in as they are; the others are encoded by buildPath.
      const p = bad.startsWith('%') ? route.path.replace(':id', bad) : path(bad);
      out.push({ ...base, label: `id=${bad}`, path: p });
    }
  }
  if (route.auth) {
    for (const auth of AUTH_VARIANTS)
      out.push({ ...base, label: `auth ${auth.slice(0, 12)}`, path: path(), auth });
  }
  if (route.query) {
    const fields = Object.entries(route.query.schema as Record<string, AnyStruct>);
    for (const [name, field] of fields) {
      const date = isDateField(field, true);
      for (const value of date ? [...QUERY_VALUES, ...IMPOSSIBLE_DATES.slice(1)] : QUERY_VALUES) {
        out.push({
          ...base,
          label: `query ${name}=${JSON.stringify(value).slice(0, 30)}`,
          path: path(),
          query: { ...query, [name]: value },
          impossibleDate: date && IMPOSSIBLE_DATES.includes(value),
          changed: [name, value],
        });
      }
    }
    out.push({ ...base, label: 'query unknown', path: path(), query: { ...query, nope: '1' } });
  } else {
    out.push({
      ...base,
      label: 'query on a route without one',
      path: path(),
      query: { page: '1e20', q: '\u0000' },
    });
  }
  if (route.body) {
    for (const [leafPath, leaf] of leaves(route.body)) {
      if (leafPath.length === 0) continue;
      const date = isDateField(leaf, false);
      for (const value of date ? [...BODY_VALUES, ...IMPOSSIBLE_DATES.slice(1)] : BODY_VALUES) {
        out.push({
          ...base,
          label: `body ${leafPath.join('.')}=${JSON.stringify(value)?.slice(0, 30)}`,
          path: path(),
          body: JSON.stringify(withPath(body, leafPath, value)),
          impossibleDate: date && IMPOSSIBLE_DATES.includes(value as string),
        });
      }
    }
    for (const text of BODY_TEXTS) {
      out.push({ ...base, label: `body text ${text.slice(0, 20)}`, path: path(), body: text });
    }
    out.push({
      ...base,
      label: 'body unknown field',
      path: path(),
      body: JSON.stringify({ ...(body as object), nope: 1 }),
    });
  } else if (route.method !== 'GET' && route.method !== 'DELETE') {
    for (const text of ['{"a":1}', '[', `${'['.repeat(5000)}`]) {
      out.push({
        ...base,
        label: `body on a route without one ${text.slice(0, 8)}`,
        path: path(),
        body: text,
      });
    }
  }

  // Mixed: two or three of the changes above at once, drawn with a seed per route.
  const next = random([...route.name].reduce((h, c) => (h * 31 + c.charCodeAt(0)) | 0, 7));
  const single = out.slice(1);
  for (let i = 0; i < 10 && single.length > 1; i++) {
    const a = single[Math.floor(next() * single.length)] as FuzzRequest;
    const b = single[Math.floor(next() * single.length)] as FuzzRequest;
    // a as it is, with b's query change on top (when b changed the query).
    const [name, value] = b.changed ?? [];
    out.push({
      ...a,
      label: `mixed ${a.label} + ${b.label}`,
      query: name !== undefined ? { ...a.query, [name]: value as string } : a.query,
      auth: a.auth === 'valid' ? b.auth : a.auth,
      impossibleDate:
        (a.impossibleDate && a.changed?.[0] !== name) || (b.impossibleDate && name !== undefined),
    });
  }
  return out;
}
