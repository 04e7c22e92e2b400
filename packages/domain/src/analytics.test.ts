import { describe, expect, it } from 'vitest';
import {
  SEARCH_ANALYTICS_DEFAULT_DAYS,
  SEARCH_ANALYTICS_HEADER,
  SEARCH_CRITERIA_COLUMNS,
  defaultSearchAnalyticsRange,
  downloadedText,
  noSearchesText,
  searchAnalyticsRow,
} from './analytics';

describe('operations §2 — analytics', () => {
  it('opens the search stats on the last 28 days in Paris, today included', () => {
    expect(SEARCH_ANALYTICS_DEFAULT_DAYS).toBe(28);
    // 00:30 in Paris on 1 March.
    expect(defaultSearchAnalyticsRange(new Date('2026-02-28T23:30:00Z'))).toEqual({
      minDate: '2026-02-01',
      maxDate: '2026-03-01',
    });
  });

  it('says an empty range in dd/MM/yyyy, one day or several', () => {
    expect(noSearchesText({ minDate: '2026-03-01', maxDate: '2026-03-28' })).toBe(
      'No searches were made from 01/03/2026 to 28/03/2026: there is nothing to download.',
    );
    expect(noSearchesText({ minDate: '2026-03-05', maxDate: '2026-03-05' })).toBe(
      'No searches were made on 05/03/2026: there is nothing to download.',
    );
  });

  it('names the file it handed over', () => {
    expect(downloadedText('office-analytics.csv')).toBe('Downloaded office-analytics.csv.');
  });
});

describe('the search analytics CSV', () => {
  it('has one column per criterion after the Paris date and time', () => {
    expect(SEARCH_ANALYTICS_HEADER.slice(0, 6)).toEqual(
      'Id,Date,Time (Paris),Source,Place,Results'.split(','),
    );
    expect(SEARCH_ANALYTICS_HEADER).toHaveLength(6 + SEARCH_CRITERIA_COLUMNS.length);
    // One column per criterion: no name twice (team size among them, once).
    expect(new Set(SEARCH_ANALYTICS_HEADER).size).toBe(SEARCH_ANALYTICS_HEADER.length);
    expect(SEARCH_CRITERIA_COLUMNS.filter((name) => name === 'teamSize')).toHaveLength(1);
  });

  it('dates a search by its Paris day and time: 22:18 UTC on 30 September is 01/10 00:18', () => {
    const row = searchAnalyticsRow({
      id: 7,
      searchedAt: '2026-09-30T22:18:51Z',
      source: 'map_search',
      place: 'Lyon, France',
      resultCount: 20,
      criteria: {
        seatsMin: 4,
        teamSize: 12,
        days: [1, 3],
        officeType: 'shared',
        extra: 'ignored',
        q: null,
        zoom: { a: 1 },
      },
    });
    expect(row.slice(0, 6)).toEqual([7, '01/10/2026', '00:18', 'map_search', 'Lyon, France', 20]);
    const cell = (name: string) => row[6 + SEARCH_CRITERIA_COLUMNS.indexOf(name as never)];
    expect(cell('seatsMin')).toBe(4);
    expect(cell('teamSize')).toBe(12);
    expect(cell('days')).toBe('1 3');
    expect(cell('officeType')).toBe('shared');
    expect(cell('q')).toBeNull();
    expect(cell('budget')).toBeNull();
    expect(cell('zoom')).toBe('{"a":1}');
  });
});
