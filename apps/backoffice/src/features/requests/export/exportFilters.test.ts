import { describe, expect, it } from 'vitest';
import { defaultRequestDateRange } from '@backoffice/domain';
import { exportFiltersOf } from './RequestsExportDialog';

const now = new Date('2026-11-28T11:00:00Z');
const defaults = defaultRequestDateRange(now);

describe('Export takes the filters of the screen it is pressed on', () => {
  it("on the board, the board's filters as the address shows them", () => {
    const { fromBoard, query } = exportFiltersOf(
      '/requests',
      '?search=giraud&owner=mine&startDate=2026-10-01&endDate=2026-10-31',
      now,
    );
    expect(fromBoard).toBe(true);
    expect(query).toMatchObject({
      search: 'giraud',
      owner: 'mine',
      startDate: '2026-10-01',
      endDate: '2026-10-31',
    });
  });

  it('All open on the board: the dates are left out, as the board asks', () => {
    const { query } = exportFiltersOf('/requests', '?open=true&startDate=2026-10-01', now);
    expect(query).toMatchObject({ open: true, startDate: undefined, endDate: undefined });
  });

  it("anywhere else, the board's defaults, whatever that screen's own address holds", () => {
    const { fromBoard, query } = exportFiltersOf(
      '/offices/search',
      '?startDate=2026-10-01&search=lyon',
      now,
    );
    expect(fromBoard).toBe(false);
    expect(query).toMatchObject({ ...defaults, search: undefined, owner: undefined });
  });
});
