import { describe, expect, it } from 'vitest';
import { DOCUMENT_TYPE_FILTERS, defaultDocumentDateRange, documentTypeLabel } from './documents';

describe('operations §2 — documents', () => {
  it('filters by All, Invoice, Payment, Payout', () => {
    expect(DOCUMENT_TYPE_FILTERS.map((f) => f.label)).toEqual([
      'All',
      'Invoice',
      'Payment',
      'Payout',
    ]);
    expect(documentTypeLabel('payout')).toBe('Payout');
  });

  it.each([
    ['2026-03-29T12:00:00Z', { startDate: '2026-03-01', endDate: '2026-03-29' }],
    // 00:30 in Paris on 26 October, the day after winter time starts.
    ['2026-10-25T23:30:00Z', { startDate: '2026-09-28', endDate: '2026-10-26' }],
  ])('operations §9 — defaults to the last 28 days at %s', (iso, range) => {
    expect(defaultDocumentDateRange(new Date(iso))).toEqual(range);
  });
});
