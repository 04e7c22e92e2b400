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

/** A client whose server answers every call with a CSV file of that name; `seen` the calls. */
function csvClient(filename: string) {
  const seen: { url: string; accept: string | null }[] = [];
  const client = createApiClient({
    baseUrl: 'http://api.test',
    getToken: () => 'tok',
    fetch: async (input, init) => {
      seen.push({ url: String(input), accept: new Headers(init?.headers).get('Accept') });
      return new Response('\uFEFFId\r\n', {
        headers: {
          'Content-Type': 'text/csv; charset=utf-8',
          'Content-Disposition': `attachment; filename="${filename}"`,
        },
      });
    },
  });
  return { client, seen };
}

describe('list CSV downloads', () => {
  it('ask the list route itself with format=csv, every filter but the page', async () => {
    const { client, seen } = csvClient('contracts-2026-11-23.csv');
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

  it('know which lists have a CSV: every list route, each of which takes format', () => {
    expect(listCsvOf('contracts')).toBe(LIST_CSV.contracts);
    expect(listCsvOf('offices')).toBe(LIST_CSV.offices);
    expect(listCsvOf('documents')).toBe(LIST_CSV.documents);
    expect(listCsvOf('users')).toBe(LIST_CSV.users);
    expect(listCsvOf('seoLocations')).toBe(LIST_CSV.seoLocations);
    expect(listCsvOf('health')).toBeNull();
    expect(Object.keys(LIST_CSV).sort()).toEqual([...LIST_CSV_NAMES].sort());
    for (const name of LIST_CSV_NAMES) expect(hasListCsv(name)).toBe(true);
    expect(hasListCsv('health')).toBe(false);
    // "Download CSV" on every list screen: no list route is without one.
    expect(Object.keys(LIST_ROUTES).sort()).toEqual([...LIST_CSV_NAMES].sort());
    for (const route of Object.values(LIST_ROUTES)) {
      const paged = 'page' in route.query.schema;
      const query = paged ? { format: 'csv', page: '2' } : { format: 'csv' };
      const [error] = route.query.validate(query, { coerce: true });
      expect(error).toBeUndefined();
    }
  });

  it('send an unpaged list’s query as it is (the SEO pages)', async () => {
    const { client, seen } = csvClient('seo-location-pages-2026-11-23.csv');
    const file = await downloadListCsv(client, routes.seoLocations, {
      slug: 'coworking',
      displayTitle: 'paris',
    });
    expect(seen.map((call) => call.url)).toEqual([
      'http://api.test/api/v2/csm/seo_locations?slug=coworking&displayTitle=paris&format=csv',
    ]);
    expect(file.filename).toBe('seo-location-pages-2026-11-23.csv');
  });
});
