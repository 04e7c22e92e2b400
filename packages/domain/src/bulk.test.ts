import { describe, expect, it } from 'vitest';
import {
  BULK_NOUNS,
  NOT_A_GUEST,
  OFFICE_REFUSALS,
  actionableCount,
  bulkProgressText,
  bulkSummaryTitle,
  countOf,
  guestStatusRefusal,
  priceFlexibilityRefusal,
  publishRefusal,
  rejectVersionRefusal,
  unpublishRefusal,
} from './bulk';

const office = {
  publicationState: 0,
  market: 1,
  firstPublishedAt: null,
  hasActiveVersion: false,
  minCapacity: null,
} as const;

describe('bulk actions', () => {
  it('counts in words', () => {
    expect(countOf(1, BULK_NOUNS.user)).toBe('1 user');
    expect(countOf(1240, BULK_NOUNS.request)).toBe('1,240 requests');
  });

  it('refuses a status a guest cannot go to, in words, and any status to a host', () => {
    expect(guestStatusRefusal({ confirmed: true, status: 'confirmed' }, 'blocked')).toBeNull();
    expect(guestStatusRefusal({ confirmed: true, status: 'blocked' }, 'blocked')).toBe(
      'This guest is already blocked.',
    );
    expect(guestStatusRefusal({ confirmed: false, status: 'onboarding' }, 'blocked')).toBe(
      'A guest cannot go from onboarding to blocked.',
    );
    expect(guestStatusRefusal({ confirmed: false, status: 'created' }, 'confirmed')).toBeNull();
    expect(
      guestStatusRefusal({ userType: 'host', confirmed: true, status: 'confirmed' }, 'blocked'),
    ).toBe(NOT_A_GUEST);
  });

  it('publishes what is not published, unpublishes what is, off market only the never published', () => {
    expect(publishRefusal(office)).toBeNull();
    expect(publishRefusal({ ...office, publicationState: 1 })).toBe(OFFICE_REFUSALS.published);
    expect(publishRefusal(office, true)).toBeNull();
    expect(publishRefusal({ ...office, firstPublishedAt: '2026-01-01T00:00:00Z' }, true)).toBe(
      OFFICE_REFUSALS.offMarket,
    );
    expect(unpublishRefusal(office)).toBe(OFFICE_REFUSALS.notPublished);
    expect(unpublishRefusal({ ...office, publicationState: 1 })).toBeNull();
  });

  it('rejects only a version waiting for approval; price flexibility only with a minimum capacity', () => {
    expect(rejectVersionRefusal(office)).toBe(OFFICE_REFUSALS.noVersionWaiting);
    expect(rejectVersionRefusal({ ...office, publicationState: 2 })).toBe(
      OFFICE_REFUSALS.noVersionWaiting,
    );
    expect(
      rejectVersionRefusal({ ...office, publicationState: 2, hasActiveVersion: true }),
    ).toBeNull();
    expect(priceFlexibilityRefusal(office)).toBe(OFFICE_REFUSALS.noMinCapacity);
    expect(priceFlexibilityRefusal({ ...office, minCapacity: 0 })).toBe(
      OFFICE_REFUSALS.noMinCapacity,
    );
    expect(priceFlexibilityRefusal({ ...office, minCapacity: 4 })).toBeNull();
  });

  it('sums a run up', () => {
    const noun = BULK_NOUNS.user;
    expect(bulkSummaryTitle([{ key: 1, ok: true }], noun)).toBe('All 1 user done');
    expect(
      bulkSummaryTitle(
        [
          { key: 1, ok: true },
          { key: 2, ok: false, reason: 'No' },
        ],
        noun,
      ),
    ).toBe('1 user done, 1 refused');
    expect(bulkSummaryTitle([{ key: 2, ok: false, reason: 'No' }], noun)).toBe('1 user refused');
    expect(bulkProgressText('Assigning', 34, 1000)).toBe('Assigning: 34 of 1,000');
  });

  it('counts what the rule lets an action act on', () => {
    expect(actionableCount([1, 2, 3], (n) => (n === 2 ? 'no' : null))).toBe(2);
  });
});
