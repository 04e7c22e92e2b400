import { describe, expect, it } from 'vitest';
import {
  DOCUMENT_COLUMNS,
  DOCUMENT_TYPES,
  defaultDocumentDateRange,
  documentTypeLabel,
} from './documents';
import { listCells, listHeaders } from './lists';
import type { ContractDocument } from './types';

const document: ContractDocument = {
  id: 412,
  contractId: 37,
  type: 'payment',
  hostId: 12,
  hostCompanyName: 'Acme',
  guestId: 90,
  guestCompanyName: null,
  createdAt: '2026-03-14T16:05:00Z',
  url: '/api/v2/csm/documents/412/pdf',
};

describe('operations §2 — documents', () => {
  it("filters by Invoice, Payment, Payout (after the list's All)", () => {
    expect(DOCUMENT_TYPES.map((f) => f.label)).toEqual(['Invoice', 'Payment', 'Payout']);
    expect(documentTypeLabel('payout')).toBe('Payout');
  });

  it.each([
    ['2026-03-29T12:00:00Z', { startDate: '2026-03-01', endDate: '2026-03-29' }],
    // 00:30 in Paris on 26 October, the day after winter time starts.
    ['2026-10-25T23:30:00Z', { startDate: '2026-09-28', endDate: '2026-10-26' }],
  ])('operations §9 — defaults to the last 28 days at %s', (iso, range) => {
    expect(defaultDocumentDateRange(new Date(iso))).toEqual(range);
  });

  it('lists the Document fields a CSM reads, the type second and in words', () => {
    expect(listHeaders(DOCUMENT_COLUMNS)).toEqual([
      'Id',
      'Type',
      'Contract id',
      'Host',
      'Guest',
      'Created',
      'Download link',
    ]);
    expect(
      listCells(DOCUMENT_COLUMNS, document, {
        now: new Date('2026-03-16T09:00:00Z'),
        origin: 'https://bo.example.com',
      }),
    ).toEqual([
      '412',
      'Payment',
      '37',
      'Acme (#12)',
      '#90',
      '14/03/2026 17:05',
      'https://bo.example.com/api/v2/csm/documents/412/pdf',
    ]);
    expect(DOCUMENT_COLUMNS.filter((c) => c.kind === 'number').map((c) => c.key)).toEqual([
      'id',
      'contractId',
    ]);
  });
});
