import { describe, expect, it } from 'vitest';
import {
  GENERATED_BY,
  OFFICE_ACTION_LABELS,
  OFFICE_ID_SORTS,
  OFFICE_STATUSES,
  OFF_MARKET,
  PUBLICATION_STATES,
  PUBLISH_OFF_MARKET_CONFIRMATION,
  hasMinCapacity,
  hasSeoDescription,
  officeActions,
  officeStatusLabel,
  publicationStateLabel,
  seoDescriptionActionLabel,
  priceFlexibilityActionLabel,
} from './offices';
import type { PublicationState } from './types';

describe('operations §4 — office publication states and statuses', () => {
  it('labels publication states 0 to 3', () => {
    expect(PUBLICATION_STATES).toEqual([
      { value: 0, label: 'Unpublished' },
      { value: 1, label: 'Published' },
      { value: 2, label: 'Waiting for approval' },
      { value: 3, label: 'Published off market' },
    ]);
    expect(publicationStateLabel(3)).toBe('Published off market');
    expect(publicationStateLabel(9)).toBe('9');
  });

  it('labels statuses 0 to 50 as the spec writes them', () => {
    expect(OFFICE_STATUSES.map((s) => [s.value, s.label])).toEqual([
      [0, 'none'],
      [10, 'rejected by csm'],
      [20, 'Published by csm'],
      [30, 'Unpublished by csm'],
      [40, 'Delisted by host'],
      [50, 'Enlisted by host'],
    ]);
    expect(officeStatusLabel(40)).toBe('Delisted by host');
    expect(officeStatusLabel(60)).toBe('60');
  });
});

describe('operations §4 — office actions allowed', () => {
  const office = {
    publicationState: 0 as PublicationState,
    market: null,
    firstPublishedAt: null,
    hasActiveVersion: false,
    minCapacity: 2,
  };

  it.each([
    // state, firstPublishedAt, publish, publishOffMarket, unpublish
    [0, null, true, true, false],
    [0, '2025-01-01T00:00:00Z', true, false, false],
    [1, null, false, false, true],
    [1, '2025-01-01T00:00:00Z', false, false, true],
    [2, null, true, true, true],
    [2, '2025-01-01T00:00:00Z', true, false, true],
    [3, null, true, false, true],
    [3, '2025-01-01T00:00:00Z', true, false, true],
  ] as [PublicationState, string | null, boolean, boolean, boolean][])(
    'state %i, first published %s: publish %s, off market %s, unpublish %s',
    (publicationState, firstPublishedAt, publish, publishOffMarket, unpublish) => {
      const actions = officeActions({ ...office, publicationState, firstPublishedAt });
      expect(actions.publish).toBe(publish);
      expect(actions.publishOffMarket).toBe(publishOffMarket);
      expect(actions.unpublish).toBe(unpublish);
    },
  );

  it.each([
    [0, null, false],
    [0, OFF_MARKET, true],
    [3, 100, true],
    [2, 0, false],
    // Published: there is nothing to publish, so nothing to confirm.
    [1, 100, false],
  ] as [PublicationState, number | null, boolean][])(
    'state %i with market %s asks for confirmation: %s',
    (publicationState, market, confirm) => {
      expect(officeActions({ ...office, publicationState, market }).publishNeedsConfirmation).toBe(
        confirm,
      );
    },
  );

  it.each([
    [2, true, true],
    [2, false, false],
    [1, true, false],
    [3, true, false],
  ] as [PublicationState, boolean, boolean][])(
    'reject version at state %i with active version %s: %s',
    (publicationState, hasActiveVersion, reject) => {
      expect(officeActions({ ...office, publicationState, hasActiveVersion }).rejectVersion).toBe(
        reject,
      );
    },
  );

  it.each([
    [2, true],
    [1, true],
    [0, false],
    [null, false],
  ])('price flexibility with minCapacity %s: %s', (minCapacity, allowed) => {
    expect(hasMinCapacity({ minCapacity })).toBe(allowed);
    expect(officeActions({ ...office, minCapacity }).togglePriceFlexibility).toBe(allowed);
  });

  it('always lets best deal be switched', () => {
    expect(officeActions({ ...office, publicationState: 1 }).toggleBestDeal).toBe(true);
  });

  it('asks a question before publishing an office that was off market', () => {
    expect(PUBLISH_OFF_MARKET_CONFIRMATION).toMatch(/off market/);
  });

  it('names the price flexibility toggle with the current value', () => {
    expect(priceFlexibilityActionLabel(true)).toBe('Toggle price flexibility (now on)');
    expect(priceFlexibilityActionLabel(false)).toBe('Toggle price flexibility (now off)');
  });
});

describe('operations §2 — office row actions menu', () => {
  it.each([
    [{ fr: null, en: null }, 'Generate SEO description', false],
    [{ fr: '  ', en: '' }, 'Generate SEO description', false],
    [{ fr: 'Bureaux lumineux', en: null }, 'Edit SEO description', true],
    [{ fr: null, en: 'Bright offices' }, 'Edit SEO description', true],
  ])('SEO description %o: %s', (seoDescription, label, has) => {
    expect(seoDescriptionActionLabel({ seoDescription })).toBe(label);
    expect(hasSeoDescription({ seoDescription })).toBe(has);
  });

  it('names the actions and the filters', () => {
    expect(Object.values(OFFICE_ACTION_LABELS)).toEqual([
      'Edit',
      'Publish',
      'Publish off market',
      'Unpublish',
      'Reject version',
      'Toggle price flexibility',
    ]);
    expect(GENERATED_BY.map((g) => g.label)).toEqual(['CSV', 'Users']);
    expect(OFFICE_ID_SORTS.map((s) => s.value)).toEqual(['id_asc', 'id_desc']);
  });
});
