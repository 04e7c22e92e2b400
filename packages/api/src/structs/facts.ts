import { max as superMax, min as superMin, size as superSize, type Struct } from 'superstruct';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyStruct = Struct<any, any>;

/**
 * What a refinement checks, written as the JSON Schema keywords the OpenAPI document gives it
 * (`openapi/jsonSchema.ts`). A superstruct refinement is a function: it keeps its bounds to
 * itself, so the builders that make one (the primitives, `min`, `max`, `size`) record them here.
 */
export interface SchemaFacts {
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  maxItems?: number;
  pattern?: string;
  format?: string;
  description?: string;
  /** The structs a `dynamic` struct chooses between (JSON Schema `oneOf`). */
  oneOf?: readonly AnyStruct[];
  /** The values a refinement allows, when they are a list (JSON Schema `enum`). */
  enum?: readonly (string | number)[];
}

// Keyed by the struct's `entries` function: refine, optional, nullable and coerce copy it to
// the struct they make, so the facts follow a struct through them (`optional(Id)` is an id).
const facts = new WeakMap<object, SchemaFacts>();

/** Records what a struct's refinements check; returns the struct. */
export function described<T, S>(struct: Struct<T, S>, more: SchemaFacts): Struct<T, S> {
  facts.set(struct.entries, { ...facts.get(struct.entries), ...more });
  return struct;
}

/** What the refinements of a struct check, as JSON Schema keywords (none recorded: `{}`). */
export function schemaFacts(struct: AnyStruct): SchemaFacts {
  return facts.get(struct.entries) ?? {};
}

/** superstruct's `min`, recording its threshold. */
export function min<T extends number, S>(struct: Struct<T, S>, threshold: T): Struct<T, S> {
  return described(superMin(struct, threshold), { minimum: threshold });
}

/** superstruct's `max`, recording its threshold. */
export function max<T extends number, S>(struct: Struct<T, S>, threshold: T): Struct<T, S> {
  return described(superMax(struct, threshold), { maximum: threshold });
}

/** superstruct's `size`, recording its bounds (as a length, a number of items or a range). */
export function size<T extends string | number | unknown[], S>(
  struct: Struct<T, S>,
  least: number,
  most: number = least,
): Struct<T, S> {
  const sized = superSize(struct, least, most);
  const bound = (value: number) => (Number.isFinite(value) ? value : undefined);
  // A least of 0 says nothing: it is left out, as a most of Infinity is.
  const atLeast = least > 0 ? least : undefined;
  if (struct.type === 'array')
    return described(sized, { minItems: atLeast, maxItems: bound(most) });
  if (struct.type === 'string')
    return described(sized, { minLength: atLeast, maxLength: bound(most) });
  return described(sized, { minimum: least, maximum: bound(most) });
}
