import { describe, expect, it } from 'vitest';
import { recordBodyFacts, recordPrimitiveFacts } from '../openapi/primitiveFacts';
import { SchemaWriter, type JsonSchema } from '../openapi/jsonSchema';
import { routeList } from '../routes';

/**
 * Every string a call can send has a most length, and every list a most number of items: the
 * server refuses the rest before any query, and the OpenAPI document says so (`maxLength`,
 * `maxItems`). A struct added without a bound fails here, naming where.
 */
function unbounded(schema: JsonSchema, where: string, out: string[], writer: SchemaWriter): void {
  const ref = schema.$ref as string | undefined;
  if (ref) {
    const name = ref.split('/').pop() as string;
    unbounded(writer.components[name] ?? {}, where, out, writer);
    return;
  }
  for (const key of ['anyOf', 'oneOf'] as const) {
    for (const [i, part] of ((schema[key] as JsonSchema[] | undefined) ?? []).entries())
      unbounded(part, `${where}/${key}/${i}`, out, writer);
  }
  const types = [schema.type].flat();
  const closed = 'enum' in schema || 'const' in schema || 'format' in schema;
  if (types.includes('string') && !closed && typeof schema.maxLength !== 'number') out.push(where);
  if (types.includes('array')) {
    if (typeof schema.maxItems !== 'number') out.push(`${where}[]`);
    unbounded(schema.items as JsonSchema, `${where}[]`, out, writer);
  }
  const properties = (schema.properties ?? {}) as Record<string, JsonSchema>;
  for (const [name, property] of Object.entries(properties))
    unbounded(property, `${where}.${name}`, out, writer);
}

describe('bounded input', () => {
  recordPrimitiveFacts();
  recordBodyFacts();

  it('gives every string and list of every query and body a most length', () => {
    const writer = new SchemaWriter();
    const found: string[] = [];
    let strings = 0;
    for (const route of routeList) {
      for (const part of ['query', 'body'] as const) {
        const struct = route[part];
        if (!struct) continue;
        const schema = writer.schema(struct, `${route.name}.${part}`);
        unbounded(schema, `${route.name}.${part}`, found, writer);
        strings += JSON.stringify(schema).split('"maxLength"').length - 1;
      }
    }
    expect(found).toEqual([]);
    expect(strings).toBeGreaterThan(60);
  });
});
