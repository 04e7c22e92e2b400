import { describe, expect, it } from 'vitest';
import { createApiClient } from './client/client';
import {
  downloadListCsv,
  hasListCsv,
  LIST_CSV,
  LIST_CSV_NAMES,
  LIST_ROUTES,
  listCsvOf,
} from './lists';
import { routes } from './routes';

describe('list CSV downloads', () => {
  it('ask the list route itself with format=csv, every filter but the page', async () => {
    const seen: { url: string; accept: string | null }[] = [];
    const client = createApiClient({
      baseUrl: 'http://api.test',
      getToken: () => 'tok',
      fetch: async (input, init) => {
        seen.push({
          url: String(input),
          accept: new Headers(init?.headers).get('Accept'),
        });
        return new Response('\uFEFFId\r\n', {
          headers: {
            'Content-Type': 'text/csv; charset=utf-8',
            'Content-Disposition': 'attachment; filename="contracts-2026-11-23.csv"',
          },
        });
      },
    });
    const file = await downloadListCsv(client, routes.contracts, {
      search: 'acme',
      status: 'active',
      page: 3,
      perPage: 100,
    });
    expect(seen).toEqual([
      {
        url: 'http://api.test/api/v2/contracts?search=acme&status=active&format=csv',
        accept: 'text/csv',
      },
    ]);
    expect(file.filename).toBe('contracts-2026-11-23.csv');
  });

  it('know which lists have a CSV, and every list route takes format', () => {
    expect(listCsvOf('contracts')).toBe(LIST_CSV.contracts);
    expect(listCsvOf('offices')).toBe(LIST_CSV.offices);
    expect(listCsvOf('documents')).toBe(LIST_CSV.documents);
    expect(listCsvOf('health')).toBeNull();
    expect(Object.keys(LIST_CSV).sort()).toEqual([...LIST_CSV_NAMES].sort());
    for (const name of LIST_CSV_NAMES) expect(hasListCsv(name)).toBe(true);
    expect(hasListCsv('health')).toBe(false);
    for (const route of Object.values(LIST_ROUTES)) {
      const [error] = route.query.validate({ format: 'csv', page: '2' }, { coerce: true });
      expect(error).toBeUndefined();
    }
  });
});
