import { is } from 'superstruct';
import { schemaFacts, type AnyStruct, type SchemaFacts } from '../structs/facts';

/** A JSON Schema (2020-12, the dialect of OpenAPI 3.1) as plain data. */
export type JsonSchema = { [keyword: string]: unknown };

/** True when the struct takes `null` (superstruct's `nullable` leaves no other trace). */
export function acceptsNull(struct: AnyStruct): boolean {
  return is(null, struct);
}

/** True when the struct takes `undefined`: an optional field. */
export function acceptsUndefined(struct: AnyStruct): boolean {
  return is(undefined, struct);
}

/** The struct types that read objects: `object()` refuses unknown keys, `type()` lets them by. */
const OBJECT_TYPES = new Set(['object', 'type']);

/** The keywords of the facts that go into a schema as they are. */
const KEYWORDS = [
  'minimum',
  'maximum',
  'minLength',
  'maxLength',
  'minItems',
  'maxItems',
  'pattern',
  'format',
  'description',
  'enum',
] as const satisfies readonly (keyof SchemaFacts)[];

/**
 * Writes JSON Schemas from superstruct structs: the struct's `type` and `schema` give the shape
 * (objects, arrays, enums, literals, scalars), `nullable` and `optional` are read by asking the
 * struct about `null` and `undefined`, and refinements by the facts their builders recorded
 * (ranges, patterns, formats of days and instants: structs/facts.ts). The structs named in
 * `names` become `#/components/schemas/<name>` and are referred to. A struct type it does not
 * know is an error, so that a new kind of struct cannot go undescribed.
 */
export class SchemaWriter {
  /** The named schemas written so far. */
  readonly components: Record<string, JsonSchema> = {};

  constructor(private readonly names: ReadonlyMap<object, string> = new Map()) {}

  /** The schema of a value of this struct (`null` included when the struct takes it). */
  schema(struct: AnyStruct, where = '(root)'): JsonSchema {
    const base = this.named(struct, where);
    if (!acceptsNull(struct)) return base;
    const combined = ['$ref', 'enum', 'const', 'oneOf', 'anyOf'].some((key) => key in base);
    if (typeof base.type === 'string' && !combined) {
      return { ...base, type: [base.type, 'null'] };
    }
    return { anyOf: [base, { type: 'null' }] };
  }

  private named(struct: AnyStruct, where: string): JsonSchema {
    const name = this.names.get(struct.entries);
    if (name === undefined) return this.shape(struct, where);
    if (!(name in this.components)) {
      // Reserved before it is written: a struct that refers to itself stops here.
      this.components[name] = {};
      this.components[name] = this.shape(struct, name);
    }
    return { $ref: `#/components/schemas/${name}` };
  }

  private shape(struct: AnyStruct, where: string): JsonSchema {
    const facts = schemaFacts(struct);
    const schema = this.base(struct, facts, where);
    for (const keyword of KEYWORDS) {
      const value = facts[keyword];
      if (value !== undefined) schema[keyword] = value;
    }
    return schema;
  }

  private base(struct: AnyStruct, facts: SchemaFacts, where: string): JsonSchema {
    if (facts.oneOf) {
      const choices = facts.oneOf.map((choice, i) => this.schema(choice, `${where}/oneOf/${i}`));
      return struct.type === 'string' || struct.type === 'number'
        ? { type: struct.type, oneOf: choices }
        : { oneOf: choices };
    }
    switch (struct.type) {
      case 'string':
      case 'number':
      case 'integer':
      case 'boolean':
        return { type: struct.type };
      case 'literal':
        return { type: typeof struct.schema, const: struct.schema };
      case 'enums': {
        const values = Object.values(struct.schema as Record<string, string | number>);
        const numbers = values.every((value) => typeof value === 'number');
        const type = numbers
          ? values.every((value) => Number.isInteger(value))
            ? 'integer'
            : 'number'
          : 'string';
        return { type, enum: values };
      }
      case 'array':
        return { type: 'array', items: this.schema(struct.schema as AnyStruct, `${where}[]`) };
      case 'unknown':
      case 'any':
        return {};
      case 'record':
        // superstruct keeps a record's key and value structs to itself: any object (the
        // history's `input`, what a call sent, is one).
        return { type: 'object' };
      default:
        if (OBJECT_TYPES.has(struct.type)) return this.object(struct, where);
        throw new Error(
          `No JSON Schema for a superstruct "${struct.type}" at ${where}: describe it in structs/facts.ts`,
        );
    }
  }

  private object(struct: AnyStruct, where: string): JsonSchema {
    const fields = (struct.schema ?? {}) as Record<string, AnyStruct>;
    const properties: Record<string, JsonSchema> = {};
    const required: string[] = [];
    for (const [key, field] of Object.entries(fields)) {
      properties[key] = this.schema(field, `${where}.${key}`);
      if (!acceptsUndefined(field)) required.push(key);
    }
    const schema: JsonSchema = { type: 'object', properties };
    if (required.length) schema.required = required;
    // `object()` refuses unknown keys (bodies, queries); `type()` answers may gain fields.
    if (struct.type === 'object') schema.additionalProperties = false;
    return schema;
  }
}

/**
 * The same schema with every object closed (`additionalProperties: false` where it was left
 * open): what the contract tests hold the server's answers to, so that a field the server
 * sends and the document does not show fails.
 */
export function closeObjects<T>(value: T): T {
  if (Array.isArray(value)) return value.map((item) => closeObjects(item)) as T;
  if (value === null || typeof value !== 'object') return value;
  const out: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) out[key] = closeObjects(item);
  if ('properties' in out && !('additionalProperties' in out)) out.additionalProperties = false;
  return out as T;
}
