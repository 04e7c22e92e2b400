import { describe, expect, it } from 'vitest';
import { boardQuery, isFiltered, readBoardFilters, writeBoardFilters } from './filters';

// 10:00 in Paris on 15 May 2026.
const now = new Date('2026-05-15T08:00:00Z');
const read = (query: string) => readBoardFilters(new URLSearchParams(query), now);

describe('board filters in the URL', () => {
  it('reads a plain /requests as the defaults: the last 7 days, received descending', () => {
    expect(read('')).toEqual({
      startDate: '2026-05-08',
      endDate: '2026-05-15',
      search: '',
      visitWithinHours: null,
      sort: 'received_desc',
    });
    expect(isFiltered(read(''), now)).toBe(false);
  });

  it('reads every filter a link gives', () => {
    expect(
      read(
        'startDate=2026-04-01&endDate=2026-04-30&search=acme&visitWithinHours=48&sort=visit_asc',
      ),
    ).toEqual({
      startDate: '2026-04-01',
      endDate: '2026-04-30',
      search: 'acme',
      visitWithinHours: 48,
      sort: 'visit_asc',
    });
  });

  it('falls back to the default for a parameter that is not valid', () => {
    const filters = read('startDate=2026-02-30&visitWithinHours=36&sort=newest&search=%20%20');
    expect(filters).toEqual(read(''));
  });

  it('writes only what differs from the defaults', () => {
    expect(writeBoardFilters(read(''), now).toString()).toBe('');
    const filters = { ...read(''), search: ' acme ', visitWithinHours: 12 as const };
    expect(writeBoardFilters(filters, now).toString()).toBe('search=acme&visitWithinHours=12');
    expect(writeBoardFilters({ ...read(''), sort: 'visit_desc' }, now).toString()).toBe(
      'sort=visit_desc',
    );
  });

  it('round-trips a URL', () => {
    const query = 'endDate=2026-04-30&search=acme&sort=visit_asc&startDate=2026-04-01';
    expect(writeBoardFilters(read(query), now).toString()).toBe(query);
  });

  it('sends every filter to the API, the default dates included', () => {
    expect(boardQuery(read('visitWithinHours=24'))).toEqual({
      startDate: '2026-05-08',
      endDate: '2026-05-15',
      search: undefined,
      visitWithinHours: 24,
      sort: 'received_desc',
    });
  });
});
