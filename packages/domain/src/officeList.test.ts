import { describe, expect, it } from 'vitest';
import { listCells, listHeaders } from './lists';
import { OFFICE_COLUMNS, officeAddressText, officeMarketText, yesNo } from './officeList';
import type { OfficeListRow } from './officeList';

const office: OfficeListRow = {
  id: 12,
  title: { fr: 'Bureau lumineux' },
  address: '3 rue de Rivoli, 75004 Paris',
  addressDetails: {
    id: 12,
    fullAddress: '3 rue de Rivoli, Bât. B, 75004 Paris',
    zipCode: '75004',
    countryCode: 'FR',
  },
  csm: { hostId: 4, companyName: 'Acme' },
  publicationState: 2,
  status: 50,
  market: 100,
  pro: true,
  createdAt: '2026-01-05T10:00:00Z',
  firstPublishedAt: null,
  isBestDeal: true,
  rank: 3,
};

describe('offices list columns', () => {
  it('names the columns a CSM decides with, in order', () => {
    expect(listHeaders(OFFICE_COLUMNS)).toEqual([
      'Id',
      'Title',
      'Publication state',
      'Status',
      'Best deal',
      'Rank',
      'Address',
      'Host company',
      'Market',
      'Pro',
      'Created',
      'First published',
    ]);
  });

  it('writes states in words, dates dd/MM/yyyy and missing values as NA or Never', () => {
    const context = { now: new Date(), origin: '' };
    expect(listCells(OFFICE_COLUMNS, office, context)).toEqual([
      '12',
      'Bureau lumineux',
      'Waiting for approval',
      'Enlisted by host',
      'Yes',
      '3',
      '3 rue de Rivoli, Bât. B, 75004 Paris',
      'Acme',
      '100',
      'Yes',
      '05/01/2026',
      'Never',
    ]);
    const bare = {
      ...office,
      csm: { hostId: 4, companyName: null },
      market: null,
      rank: null,
      pro: false,
      isBestDeal: false,
      firstPublishedAt: '2026-02-01T09:00:00Z',
      addressDetails: { ...office.addressDetails, fullAddress: '' },
    };
    expect(listCells(OFFICE_COLUMNS, bare, context)).toEqual([
      '12',
      'Bureau lumineux',
      'Waiting for approval',
      'Enlisted by host',
      'No',
      'NA',
      '3 rue de Rivoli, 75004 Paris',
      'NA',
      'NA',
      'No',
      '05/01/2026',
      '01/02/2026',
    ]);
  });

  it('helpers', () => {
    expect(yesNo(true)).toBe('Yes');
    expect(officeMarketText(0)).toBe('0');
    expect(officeAddressText(office)).toContain('75004');
  });
});

describe('the offices list projection', () => {
  it('keeps only the list fields', async () => {
    const { toOfficeListItem, OFFICE_LIST_FIELDS } = await import('./officeList');
    const full = {
      ...office,
      hasActiveVersion: true,
      minCapacity: 2,
      priceFlexibility: false,
      seoDescription: { fr: null, en: null },
      pictures: [{ url: 'x' }],
      internalNotes: [],
    };
    const item = toOfficeListItem(full);
    expect(Object.keys(item).sort()).toEqual([...OFFICE_LIST_FIELDS].sort());
    expect(item.minCapacity).toBe(2);
  });
});
