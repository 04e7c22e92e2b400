import { describe, expect, it } from 'vitest';
import { requestExportLines } from './requestExport';

// 28/11/2026 at noon in Paris: the board's default dates run from 21/11 to 28/11.
const now = new Date('2026-11-28T11:00:00Z');

describe('Export (operations §1): what the export will hold, said before it is asked for', () => {
  it("no filters: the board's default dates and order", () => {
    expect(requestExportLines({}, { now })).toEqual([
      'Received from 21/11/2026 to 28/11/2026 (the last 7 days)',
      'Order: Request received descending',
    ]);
  });

  it('every filter of the board, in its words', () => {
    expect(
      requestExportLines(
        {
          startDate: '2026-10-01',
          endDate: '2026-10-31',
          search: ' giraud ',
          visitWithinHours: 24,
          owner: 'mine',
          waiting: true,
          sort: 'visit_asc',
        },
        { now },
      ),
    ).toEqual([
      'Received from 01/10/2026 to 31/10/2026',
      'Search: “giraud”',
      'Visits scheduled in the last 24 hours',
      'Owner: Mine',
      'Waiting too long',
      'Order: Visit time ascending',
    ]);
  });

  it('an id searched: that request whatever its date', () => {
    expect(requestExportLines({ search: '#1', startDate: '2026-10-01' }, { now })[0]).toBe(
      'Request #1 only, whatever its date',
    );
  });

  it('All open: whatever the dates', () => {
    expect(requestExportLines({ open: true, startDate: '2026-10-01' }, { now })[0]).toBe(
      'All open: every request not signed or cancelled, whatever its date',
    );
  });

  it('the owner: unassigned, or a person by name once the team is known, else by id', () => {
    expect(requestExportLines({ owner: 'unassigned' }, { now })).toContain('Owner: Unassigned');
    const staffName = (id: number) => (id === 3 ? 'Léa Bernard' : undefined);
    expect(requestExportLines({ assigneeId: 3 }, { now, staffName })).toContain(
      'Owner: Léa Bernard',
    );
    expect(requestExportLines({ assigneeId: 4 }, { now, staffName })).toContain(
      'Owner: Staff member 4',
    );
    expect(requestExportLines({ assigneeId: 4 }, { now })).toContain('Owner: Staff member 4');
  });

  it('one date chosen: the other is the default, and the range is not called the default', () => {
    expect(requestExportLines({ startDate: '2026-11-01' }, { now })[0]).toBe(
      'Received from 01/11/2026 to 28/11/2026',
    );
  });
});
