import { describe, expect, it } from 'vitest';
import { routes } from '@backoffice/api';
import type { ContractsQuery } from '@backoffice/api';
import {
  SEARCH_MAX_LENGTH,
  isChanged,
  isNarrowed,
  readListParams,
  refusedListParams,
  writeListParams,
} from './listParams';
import type { ListSpec } from './listParams';

const spec: ListSpec<ContractsQuery> = { query: routes.contracts.query, orderKeys: ['sort'] };
const now = new Date('2026-11-23T10:00:00Z');
const read = (query: string) => readListParams(spec, new URLSearchParams(query), now);
const write = (values: Parameters<typeof writeListParams<ContractsQuery>>[1]) =>
  writeListParams(spec, values, now).toString();

const DEFAULTS = {
  sort: undefined,
  status: undefined,
  search: undefined,
  page: 1,
  perPage: 50 as const,
};

describe('list parameters in the URL, checked by the route’s query struct', () => {
  it('reads a plain path as the defaults: page 1, 50 a page, no filter', () => {
    expect(read('')).toEqual(DEFAULTS);
  });

  it('falls back to the default of each refused parameter alone, silently', () => {
    expect(read('page=-3&perPage=7&status=zzz')).toEqual(DEFAULTS);
    // A screen that says what it dropped asks which were refused (blank asks for nothing).
    expect(
      refusedListParams(spec, new URLSearchParams('page=-3&perPage=7&status=zzz&search=&sort=x')),
    ).toEqual(['sort', 'status', 'page', 'perPage']);
    expect(refusedListParams(spec, new URLSearchParams('status=active&page=2'))).toEqual([]);
    expect(read('page=3&perPage=7&status=active')).toEqual({
      ...DEFAULTS,
      page: 3,
      status: 'active',
    });
    expect(read('page=2.5&perPage=100&sort=user_id_desc')).toEqual({
      ...DEFAULTS,
      perPage: 100,
      sort: 'user_id_desc',
    });
  });

  it('ignores unknown parameters and the download format', () => {
    expect(read('format=csv&foo=1&status=expired')).toEqual({ ...DEFAULTS, status: 'expired' });
    expect(write({ ...DEFAULTS, format: 'csv' } as never)).toBe('');
  });

  it('keeps a search as typed but trimmed, and cuts it at 200 characters', () => {
    expect(read('search=%20acme%20').search).toBe('acme');
    expect(read('search=%20%20').search).toBeUndefined();
    const long = 'x'.repeat(SEARCH_MAX_LENGTH + 50);
    expect(read(`search=${long}`).search).toHaveLength(SEARCH_MAX_LENGTH);
    expect(write({ ...DEFAULTS, search: long })).toBe(`search=${'x'.repeat(SEARCH_MAX_LENGTH)}`);
  });

  it('writes only what differs from the defaults, in a stable order', () => {
    expect(write(DEFAULTS)).toBe('');
    expect(write({ ...DEFAULTS, page: 2 })).toBe('page=2');
    expect(write({ ...DEFAULTS, status: 'active', search: 'acme', perPage: 100 })).toBe(
      'perPage=100&search=acme&status=active',
    );
    expect(write({ ...DEFAULTS, search: '  ' })).toBe('');
  });

  it('round-trips what it writes', () => {
    const query = 'page=4&perPage=20&search=Dupont&sort=user_id_asc&status=upcoming';
    expect(write(read(query))).toBe(query);
  });

  it('tells a narrowing filter from a change of order, page or page size', () => {
    expect(isNarrowed(spec, read('sort=user_id_asc&page=3&perPage=20'), now)).toBe(false);
    expect(isChanged(spec, read('sort=user_id_asc'), now)).toBe(true);
    expect(isChanged(spec, read('perPage=20'), now)).toBe(false);
    expect(isNarrowed(spec, read('status=active'), now)).toBe(true);
    expect(isNarrowed(spec, read('search=acme'), now)).toBe(true);
  });
});
