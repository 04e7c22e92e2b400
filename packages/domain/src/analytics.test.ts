import { describe, expect, it } from 'vitest';
import {
  SEARCH_ANALYTICS_DEFAULT_DAYS,
  defaultSearchAnalyticsRange,
  downloadedText,
  noSearchesText,
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
