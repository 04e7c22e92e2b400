import { describe, expect, it } from 'vitest';
import { apiChanges } from './breaking';
import { openApiDocument } from './document';

type Doc = {
  paths: Record<
    string,
    Record<string, { parameters: { name: string; schema: { enum: string[] } }[] }>
  >;
  components: {
    schemas: Record<string, { properties: Record<string, unknown>; required: string[] }>;
  };
};

const release = () => openApiDocument({ version: '1.0.0' }) as unknown as Doc;

describe('apiChanges (the breaking-change check against the last release)', () => {
  it('finds nothing between a document and itself', () => {
    expect(apiChanges(release(), release())).toEqual({ breaking: [], additions: [] });
  });

  it('names a field removed from an answer, on every route that answers it', () => {
    const current = release();
    delete current.components.schemas.User!.properties.email;
    current.components.schemas.User!.required = current.components.schemas.User!.required.filter(
      (key) => key !== 'email',
    );
    const { breaking } = apiChanges(release(), current);
    expect(breaking).toContain('GET /api/v2/csm/users/{id} 200 answer.user.email: field removed');
    expect(breaking).toContain('GET /api/v2/csm/users 200 answer.users[].email: field removed');
  });

  it('names an enum a caller sends that was narrowed', () => {
    const current = release();
    const sort = current.paths['/api/v2/contracts']!.get!.parameters.find(
      (p) => p.name === 'sort',
    )!;
    sort.schema.enum = ['user_id_asc'];
    expect(apiChanges(release(), current).breaking).toEqual([
      'GET /api/v2/contracts query parameter sort: no longer accepts "user_id_desc" (enum narrowed)',
    ]);
  });

  it('names a removed route, and tells additions apart from breaking changes', () => {
    const current = release();
    delete current.paths['/api/v2/csm/office_display/remove'];
    current.components.schemas.User!.properties.nickname = { type: 'string' };
    const older = release();
    older.paths['/api/v2/csm/users']!.get!.parameters = older.paths[
      '/api/v2/csm/users'
    ]!.get!.parameters.filter((p) => p.name !== 'searchText');
    const changes = apiChanges(older, current);
    expect(changes.breaking).toEqual(['POST /api/v2/csm/office_display/remove: route removed']);
    expect(changes.additions).toContain('GET /api/v2/csm/users query parameter searchText: new');
    expect(changes.additions).toContain(
      'GET /api/v2/csm/users/{id} 200 answer.user.nickname: new field',
    );
  });
});
