import type { JsonSchema } from './jsonSchema';

/**
 * What changed between the last release's OpenAPI document and this one, for the teams that
 * call the API: the changes that break a caller written against the release (a route, a
 * parameter or a field removed, a type or an enum narrowed where the caller sends it, a
 * field a caller reads that may now be missing or of another type), and the ones that do not
 * (what was added), as sentences that name the route and the field.
 *
 * Inputs (parameters, bodies) break when they accept less than before; answers break when
 * they may hold something a caller did not expect, or no longer hold a field.
 */
export interface ApiChanges {
  breaking: string[];
  additions: string[];
}

type Doc = {
  paths?: Record<string, Record<string, Operation>>;
  components?: Record<string, Record<string, JsonSchema>>;
};

interface Parameter {
  name: string;
  in: string;
  required?: boolean;
  schema?: JsonSchema;
}

interface Operation {
  parameters?: Parameter[];
  requestBody?: { required?: boolean; content?: Record<string, { schema?: JsonSchema }> };
  responses?: Record<string, JsonSchema>;
}

type Direction = 'input' | 'output';

const METHODS = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options', 'trace'];

function resolver(doc: Doc) {
  return function resolve(schema: JsonSchema | undefined, depth = 0): JsonSchema {
    if (!schema) return {};
    const ref = schema.$ref;
    if (typeof ref !== 'string' || depth > 20) return schema;
    const [, , kind, name] = ref.split('/') as [string, string, string, string];
    return resolve(doc.components?.[kind]?.[name], depth + 1);
  };
}

/** The JSON types a schema allows (`null` included), and the schema without its null branch. */
function normalise(
  schema: JsonSchema,
  resolve: (s: JsonSchema | undefined) => JsonSchema,
): { types: Set<string>; body: JsonSchema } {
  const resolved = resolve(schema);
  const branches = (resolved.anyOf ?? resolved.oneOf) as JsonSchema[] | undefined;
  if (branches && resolved.type === undefined) {
    const nonNull = branches.filter((b) => resolve(b).type !== 'null');
    const nullable = nonNull.length < branches.length;
    if (nonNull.length === 1) {
      const inner = normalise(nonNull[0] as JsonSchema, resolve);
      if (nullable) inner.types.add('null');
      return inner;
    }
    const types = new Set<string>();
    for (const branch of branches) for (const t of normalise(branch, resolve).types) types.add(t);
    return { types, body: resolved };
  }
  const type = resolved.type;
  const types = new Set<string>(Array.isArray(type) ? type : type ? [String(type)] : []);
  // An integer is a number: `number` → `integer` narrows, `integer` → `number` widens.
  return { types, body: resolved };
}

function allows(types: Set<string>, type: string): boolean {
  return types.size === 0 || types.has(type) || (type === 'integer' && types.has('number'));
}

class Comparer {
  readonly breaking: string[] = [];
  readonly additions: string[] = [];
  private readonly before: (s: JsonSchema | undefined) => JsonSchema;
  private readonly after: (s: JsonSchema | undefined) => JsonSchema;

  constructor(release: Doc, current: Doc) {
    this.before = resolver(release);
    this.after = resolver(current);
  }

  schema(
    old: JsonSchema | undefined,
    now: JsonSchema | undefined,
    where: string,
    direction: Direction,
    depth = 0,
  ): void {
    if (!old || !now || depth > 30) return;
    const a = normalise(old, this.before);
    const b = normalise(now, this.after);
    if (direction === 'input') {
      const lost = [...a.types].filter((t) => !allows(b.types, t));
      if (lost.length) this.breaking.push(`${where}: no longer accepts ${lost.join(', ')}`);
    } else {
      const gained = [...b.types].filter((t) => !allows(a.types, t));
      if (gained.length) this.breaking.push(`${where}: may now be ${gained.join(', ')}`);
    }
    this.enums(a.body, b.body, where, direction);
    if (direction === 'input') this.bounds(a.body, b.body, where);
    if (a.body.format !== b.body.format && a.body.format !== undefined) {
      this.breaking.push(
        `${where}: format ${String(a.body.format)} became ${String(b.body.format)}`,
      );
    }
    this.properties(a.body, b.body, where, direction, depth);
    if (a.body.items && b.body.items) {
      this.schema(
        a.body.items as JsonSchema,
        b.body.items as JsonSchema,
        `${where}[]`,
        direction,
        depth + 1,
      );
    }
  }

  private enums(a: JsonSchema, b: JsonSchema, where: string, direction: Direction): void {
    const before = a.enum as unknown[] | undefined;
    const after = b.enum as unknown[] | undefined;
    if (!before && !after) return;
    if (direction === 'input') {
      const removed = before ? before.filter((v) => !after || !after.includes(v)) : [];
      if (after && !before) this.breaking.push(`${where}: now only accepts ${show(after)}`);
      else if (removed.length)
        this.breaking.push(`${where}: no longer accepts ${show(removed)} (enum narrowed)`);
    } else {
      const added = after ? after.filter((v) => !before || !before.includes(v)) : [];
      if (before && !after) this.breaking.push(`${where}: is no longer one of ${show(before)}`);
      else if (added.length)
        this.breaking.push(`${where}: may now be ${show(added)} (enum widened)`);
    }
  }

  private bounds(a: JsonSchema, b: JsonSchema, where: string): void {
    const raised = ['minimum', 'minLength', 'minItems'] as const;
    const lowered = ['maximum', 'maxLength', 'maxItems'] as const;
    for (const key of raised) {
      const [x, y] = [a[key] as number | undefined, b[key] as number | undefined];
      if (y !== undefined && (x === undefined || y > x))
        this.breaking.push(`${where}: ${key} raised from ${x ?? 'none'} to ${y}`);
    }
    for (const key of lowered) {
      const [x, y] = [a[key] as number | undefined, b[key] as number | undefined];
      if (y !== undefined && (x === undefined || y < x))
        this.breaking.push(`${where}: ${key} lowered from ${x ?? 'none'} to ${y}`);
    }
    if (b.pattern !== undefined && b.pattern !== a.pattern)
      this.breaking.push(`${where}: pattern is now ${String(b.pattern)}`);
  }

  private properties(
    a: JsonSchema,
    b: JsonSchema,
    where: string,
    direction: Direction,
    depth: number,
  ): void {
    const before = (a.properties ?? {}) as Record<string, JsonSchema>;
    const after = (b.properties ?? {}) as Record<string, JsonSchema>;
    const requiredBefore = new Set((a.required ?? []) as string[]);
    const requiredAfter = new Set((b.required ?? []) as string[]);
    for (const [key, schema] of Object.entries(before)) {
      const field = `${where}.${key}`;
      if (!(key in after)) {
        this.breaking.push(`${field}: field removed`);
        continue;
      }
      if (direction === 'input' && !requiredBefore.has(key) && requiredAfter.has(key))
        this.breaking.push(`${field}: now required`);
      if (direction === 'output' && requiredBefore.has(key) && !requiredAfter.has(key))
        this.breaking.push(`${field}: may now be missing`);
      this.schema(schema, after[key], field, direction, depth + 1);
    }
    for (const key of Object.keys(after)) {
      if (key in before) continue;
      if (direction === 'input' && requiredAfter.has(key))
        this.breaking.push(`${where}.${key}: new required field`);
      else this.additions.push(`${where}.${key}: new field`);
    }
  }

  operation(name: string, old: Operation, now: Operation): void {
    const key = (p: Parameter) => `${p.in} ${p.name}`;
    const after = new Map((now.parameters ?? []).map((p) => [key(p), p]));
    const before = new Map((old.parameters ?? []).map((p) => [key(p), p]));
    for (const [id, param] of before) {
      const next = after.get(id);
      const where = `${name} ${param.in} parameter ${param.name}`;
      if (!next) this.breaking.push(`${where}: removed`);
      else {
        if (!param.required && next.required) this.breaking.push(`${where}: now required`);
        this.schema(param.schema, next.schema, where, 'input');
      }
    }
    for (const [id, param] of after) {
      if (before.has(id)) continue;
      const where = `${name} ${param.in} parameter ${param.name}`;
      if (param.required) this.breaking.push(`${where}: new and required`);
      else this.additions.push(`${where}: new`);
    }

    const oldBody = old.requestBody?.content?.['application/json']?.schema;
    const newBody = now.requestBody?.content?.['application/json']?.schema;
    if (!old.requestBody?.required && now.requestBody?.required)
      this.breaking.push(`${name} body: now required`);
    this.schema(oldBody, newBody, `${name} body`, 'input');

    for (const [status, response] of Object.entries(old.responses ?? {})) {
      if (!/^2/.test(status)) continue;
      const next = now.responses?.[status];
      if (!next) {
        this.breaking.push(`${name}: no longer answers ${status}`);
        continue;
      }
      const a = (this.before(response).content ?? {}) as Record<string, { schema?: JsonSchema }>;
      const b = (this.after(next).content ?? {}) as Record<string, { schema?: JsonSchema }>;
      for (const [media, content] of Object.entries(a)) {
        if (!b[media]) this.breaking.push(`${name} ${status}: no longer answers ${media}`);
        else if (media === 'application/json')
          this.schema(content.schema, b[media]?.schema, `${name} ${status} answer`, 'output');
      }
    }
  }
}

function show(values: unknown[]): string {
  return values.map((v) => JSON.stringify(v)).join(', ');
}

/** The changes from the last release's document to this one. */
export function apiChanges(release: object, current: object): ApiChanges {
  const before = release as Doc;
  const after = current as Doc;
  const compare = new Comparer(before, after);
  for (const [path, methods] of Object.entries(before.paths ?? {})) {
    for (const method of METHODS) {
      const old = methods[method];
      if (!old) continue;
      const name = `${method.toUpperCase()} ${path}`;
      const now = after.paths?.[path]?.[method];
      if (!now) compare.breaking.push(`${name}: route removed`);
      else compare.operation(name, old, now);
    }
  }
  for (const [path, methods] of Object.entries(after.paths ?? {})) {
    for (const method of METHODS) {
      if (methods[method] && !before.paths?.[path]?.[method])
        compare.additions.push(`${method.toUpperCase()} ${path}: new route`);
    }
  }
  return { breaking: compare.breaking, additions: compare.additions };
}
