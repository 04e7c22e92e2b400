import { describe, expect, it } from 'vitest';
import { API_PREFIX, buildPath, isApiPath, routes } from './routes';

describe('route table', () => {
  it('puts every route under the API prefix', () => {
    for (const route of Object.values(routes))
      expect(route.path.startsWith(`${API_PREFIX}/`)).toBe(true);
  });

  it('fills path parameters and encodes them', () => {
    expect(buildPath('/api/v2/csm/requests/:id', { id: 'a b' })).toBe('/api/v2/csm/requests/a%20b');
  });

  it('refuses a missing path parameter', () => {
    expect(() => buildPath('/api/v2/csm/requests/:id')).toThrow('Missing path parameter "id"');
  });

  it('recognises API paths', () => {
    expect(isApiPath('/api/v2/health')).toBe(true);
    expect(isApiPath('/api/other')).toBe(true);
    expect(isApiPath('/requests')).toBe(false);
  });
});
