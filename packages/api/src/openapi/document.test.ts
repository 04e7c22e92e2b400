import fs from 'node:fs';
import {
  BOOKMARK_NOTE_MAX_LENGTH,
  GUEST_CANCEL_REASONS,
  MAX_ID,
  MEETING_SLOTS,
  OFFICE_RANK,
} from '@backoffice/domain';
import { date, nullable, object, optional, string, type } from 'superstruct';
import { describe, expect, it } from 'vitest';
import { EVENTS_PATH } from '../events';
import { IDS_MEDIA_TYPE } from '../lists';
import { routeList, routes } from '../routes';
import { IsoDay, MAX_PAGE } from '../structs';
import { OPENAPI_PATH, errorCodesOf, openApiDocument } from './document';
import { SchemaWriter, closeObjects, type JsonSchema } from './jsonSchema';
import { ROUTE_TABLE_FILES } from './source';

const routesSource = ROUTE_TABLE_FILES.map((file) =>
  fs.readFileSync(new URL(`../${file}`, import.meta.url), 'utf8'),
).join('\n');
const doc = openApiDocument({ version: '9.8.7', routesSource }) as {
  openapi: string;
  info: { version: string; description: string };
  tags: { name: string }[];
  paths: Record<string, Record<string, JsonSchema>>;
  components: { schemas: Record<string, JsonSchema>; responses: Record<string, JsonSchema> };
};

function op(route: (typeof routeList)[number]) {
  const path = route.path.replace(/:([A-Za-z_]+)/g, '{$1}');
  const found = doc.paths[path]?.[route.method.toLowerCase()];
  if (!found) throw new Error(`${route.method} ${path} is not in the document`);
  return found as {
    operationId: string;
    tags: string[];
    security: unknown[];
    parameters?: { name: string; in: string; required: boolean; schema: JsonSchema }[];
    requestBody?: { required: boolean; content: Record<string, { schema: JsonSchema }> };
    responses: Record<string, { content?: Record<string, { schema: JsonSchema }>; $ref?: string }>;
    'x-permission'?: string;
  };
}

/** Follows a `$ref` to the component it names. */
function resolve(schema: JsonSchema): JsonSchema {
  const ref = schema.$ref as string | undefined;
  if (!ref) return schema;
  const [, , kind, name] = ref.split('/') as [string, string, string, string];
  const target = (doc.components as Record<string, Record<string, JsonSchema>>)[kind]?.[name];
  if (!target) throw new Error(`No ${ref}`);
  return resolve(target);
}

function props(schema: JsonSchema): Record<string, JsonSchema> {
  return resolve(schema).properties as Record<string, JsonSchema>;
}

describe('the OpenAPI document', () => {
  it('is OpenAPI 3.1 and carries the version it is given', () => {
    expect(doc.openapi).toBe('3.1.0');
    expect(doc.info.version).toBe('9.8.7');
    expect(OPENAPI_PATH).toBe(`${routes.health.path.replace('/health', '')}/openapi.json`);
  });

  it('lists every route of the table with its method, path, token and path parameters', () => {
    for (const route of routeList) {
      const found = op(route);
      expect(found.operationId).toBe(route.name);
      expect(found.security).toEqual(route.auth ? [{ bearer: [] }] : []);
      const pathParams = (found.parameters ?? []).filter((p) => p.in === 'path');
      expect(pathParams.map((p) => p.name)).toEqual(
        [...route.path.matchAll(/:([A-Za-z_]+)/g)].map((m) => m[1]),
      );
    }
    const operations = Object.values(doc.paths).flatMap((methods) => Object.keys(methods));
    // The change events stream is described too, though it is not a route of the table.
    expect(operations).toHaveLength(routeList.length + 1);
    expect(doc.paths[EVENTS_PATH]?.get?.responses).toHaveProperty([
      '200',
      'content',
      'text/event-stream',
    ]);
  });

  it('carries the ranges, enums, patterns and formats of the refinements', () => {
    const id = op(routes.office).parameters?.find((p) => p.name === 'id')?.schema;
    expect(id).toEqual({ type: 'integer', minimum: 1, maximum: MAX_ID });

    const rank = props(op(routes.officeRank).requestBody!.content['application/json']!.schema);
    // A rank of 1 to 5, or null: no rank.
    expect(rank.rank).toEqual({
      type: ['integer', 'null'],
      minimum: OFFICE_RANK.min,
      maximum: OFFICE_RANK.max,
    });

    const meeting = props(
      op(routes.proposeMeeting).requestBody!.content['application/json']!.schema,
    );
    expect(meeting.dates).toMatchObject({
      type: 'array',
      minItems: MEETING_SLOTS.min,
      maxItems: MEETING_SLOTS.max,
      items: { type: 'string', format: 'date-time' },
    });

    const crVisit = props(
      op(routes.createCrVisit).requestBody!.content['application/json']!.schema,
    );
    expect(crVisit.startDate).toEqual({ type: 'string', format: 'date' });
    expect(crVisit.visitTime).toMatchObject({ type: 'string', pattern: expect.any(String) });
    expect(new RegExp(crVisit.visitTime!.pattern as string).test('23:59')).toBe(true);
    expect(new RegExp(crVisit.visitTime!.pattern as string).test('24:00')).toBe(false);

    const query = Object.fromEntries((op(routes.offices).parameters ?? []).map((p) => [p.name, p]));
    expect(query.page?.schema).toEqual({ type: 'integer', minimum: 1, maximum: MAX_PAGE });
    expect(query.page?.required).toBe(false);
    expect(query.sort?.schema).toEqual({ type: 'string', enum: ['id_asc', 'id_desc'] });
    expect(query.publicationState?.schema).toEqual({ type: 'integer', enum: [0, 1, 2, 3] });
    // The bodies' own refinements: reason codes, phone numbers, note length.
    const cancel = props(op(routes.guestCancel).requestBody!.content['application/json']!.schema);
    expect(cancel.guestCancelledReason).toEqual({
      type: 'integer',
      enum: GUEST_CANCEL_REASONS.map((r) => r.code),
    });
    const phone = props(op(routes.updatePhone).requestBody!.content['application/json']!.schema);
    expect(new RegExp(phone.mobile_prefix!.pattern as string).test('+33')).toBe(true);
    expect(new RegExp(phone.mobile_prefix!.pattern as string).test('33')).toBe(false);
    const note = props(op(routes.bookmarkNote).requestBody!.content['application/json']!.schema);
    expect(note.note).toEqual({ type: 'string', maxLength: BOOKMARK_NOTE_MAX_LENGTH });
    const analytics = op(routes.searchAnalyticsCsv).parameters ?? [];
    expect(analytics.find((p) => p.name === 'minDate')).toMatchObject({
      required: true,
      schema: { type: 'string', format: 'date' },
    });
  });

  it('tells nullable from optional fields, and closed bodies from open answers', () => {
    const request = props(doc.components.schemas.ContactRequest!);
    expect(request.moveinDate).toEqual({ type: ['string', 'null'], format: 'date' });
    expect(resolve(doc.components.schemas.ContactRequest!).required).toContain('moveinDate');
    const user = resolve(doc.components.schemas.User!);
    expect(user.required).not.toContain('bookmarks');
    expect(user.additionalProperties).toBeUndefined();
    const body = resolve(op(routes.login).requestBody!.content['application/json']!.schema);
    expect(body.additionalProperties).toBe(false);
    // Publish takes `{}` or no body at all.
    expect(op(routes.publishOffice).requestBody?.required).toBe(false);
    expect(op(routes.officeRank).requestBody?.required).toBe(true);
  });

  it('gives files and CSV lists their media types', () => {
    expect(Object.keys(op(routes.contractPdf).responses['200']!.content!)).toEqual([
      'application/pdf',
    ]);
    expect(Object.keys(op(routes.requestDumpFile).responses['200']!.content!)).toEqual([
      'text/csv',
    ]);
    // A list answers its page as JSON, every row as CSV, or every matching id (format=ids).
    expect(Object.keys(op(routes.users).responses['200']!.content!)).toEqual([
      'application/json',
      'text/csv',
      IDS_MEDIA_TYPE,
    ]);
    expect(Object.keys(op(routes.user).responses['200']!.content!)).toEqual(['application/json']);
  });

  it("lists each route's error codes in the { code, description, fields } answer", () => {
    const codes = (route: (typeof routeList)[number], status: string) => {
      const ref = op(route).responses[status];
      if (!ref) return [];
      const schema = resolve(ref as JsonSchema).content as Record<string, { schema: JsonSchema }>;
      return (props(schema['application/json']!.schema).code as { enum: string[] }).enum;
    };
    expect(codes(routes.login, '401')).toEqual(['invalid_login']);
    expect(codes(routes.login, '429')).toEqual(['rate_limited']);
    expect(codes(routes.offices, '401')).toEqual([
      'login_required',
      'wrong_key',
      'session_idle',
      'session_expired',
      'session_revoked',
    ]);
    // Each route's permission, and the 403 of the roles below it.
    expect(op(routes.offices)['x-permission']).toBe('read');
    expect(op(routes.officeRank)['x-permission']).toBe('write');
    expect(codes(routes.officeRank, '403')).toEqual(['forbidden']);
    expect(codes(routes.login, '403')).toEqual(['forbidden']);
    expect(codes(routes.refresh, '403')).toEqual([]);
    expect(codes(routes.office, '404')).toEqual(['not_found']);
    expect(codes(routes.offices, '404')).toEqual([]);
    expect(codes(routes.officeRank, '409')).toEqual(['conflict']);
    expect(codes(routes.officeRank, '413')).toEqual(['payload_too_large']);
    expect(codes(routes.health, '503')).toEqual(['starting']);
    expect(codes(routes.ready, '503')).toEqual(['starting', 'not_ready']);
    expect(codes(routes.offices, '503')).toEqual(['starting', 'database_unavailable']);
    expect(errorCodesOf(routes.generateSeoDescription)[409]).toEqual(['conflict']);
    expect(op(routes.generateSeoDescription).responses).toHaveProperty('202');
  });

  it('describes the API with the decisions of routes.ts, its routes grouped by section', () => {
    expect(doc.info.description).toContain('## Decisions where the spec and api-contract.md');
    expect(doc.info.description).toContain('**Publish off market**');
    const lines = (doc.info.description ?? '').split('\n');
    expect(lines.filter((line) => line.trimStart().startsWith('*'))).toEqual([]);
    expect(op(routes.officeRank).tags).toEqual(['Offices']);
    expect(op(routes.seoLocations).tags).toEqual(['SEO pages']);
    expect(doc.tags.map((t) => t.name)).toContain('Display sections');
  });

  it('reads every file of the route table: each route has its section, the tags in table order', () => {
    const areaFiles = fs
      .readdirSync(new URL('../routes/', import.meta.url))
      .filter((file) => file !== 'define.ts')
      .map((file) => `routes/${file}`);
    expect([...ROUTE_TABLE_FILES].sort()).toEqual(['routes.ts', ...areaFiles].sort());
    const tagOf = (route: (typeof routeList)[number]) => op(route).tags[0];
    expect(routeList.filter((route) => tagOf(route) === 'API').map((r) => r.name)).toEqual([]);
    const inTableOrder = [...new Set(routeList.map(tagOf)), 'Live refresh'];
    expect(doc.tags.map((t) => t.name)).toEqual(inTableOrder);
  });
});

describe('SchemaWriter', () => {
  it('refuses a struct it cannot describe rather than leaving it out', () => {
    expect(() => new SchemaWriter().schema(type({ when: date() }), 'Thing')).toThrow(
      /No JSON Schema for a superstruct "date" at Thing\.when/,
    );
  });

  it('keeps refinements through optional and nullable, and closes objects on demand', () => {
    const writer = new SchemaWriter();
    const schema = writer.schema(
      type({ day: optional(nullable(IsoDay)), inner: object({ name: string() }) }),
    );
    expect(schema).toEqual({
      type: 'object',
      properties: {
        day: { type: ['string', 'null'], format: 'date' },
        inner: {
          type: 'object',
          properties: { name: { type: 'string' } },
          required: ['name'],
          additionalProperties: false,
        },
      },
      required: ['inner'],
    });
    expect(closeObjects(schema).additionalProperties).toBe(false);
  });
});
