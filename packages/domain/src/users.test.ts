import { describe, expect, it } from 'vitest';
import type { UserStatus } from './types';
import {
  BUSINESS_SECTORS,
  COMPANY_SIZES,
  GUEST_STATUSES,
  GUEST_STATUS_TRANSITIONS,
  HOST_ACTION_LABELS,
  PROFILE_STATES,
  STRIPE_STATES,
  STRIPE_TOOLTIP,
  USER_ID_ORDERS,
  USER_STATUSES,
  USER_TYPES,
  businessSectorLabel,
  canChangeGuestStatus,
  companySizeLabel,
  canChangeGuestStatusOf,
  guestStatusActions,
  hostAccessAction,
  hostActions,
  isUserHighlighted,
  showConfirmOnDetail,
} from './users';

describe('people-and-content §3 — code tables', () => {
  it('has the company sizes', () => {
    expect(COMPANY_SIZES.map((s) => [s.value, s.label])).toEqual([
      [0, '1-5'],
      [10, '6-10'],
      [20, '11-20'],
      [30, '21-50'],
      [40, '51-100'],
      [50, '100+'],
    ]);
  });

  it('has the 24 business sectors, Unspecified (1000) first and 13 to 35 after', () => {
    expect(BUSINESS_SECTORS).toHaveLength(24);
    expect(BUSINESS_SECTORS[0]).toEqual({ value: 1000, label: 'Unspecified' });
    expect(BUSINESS_SECTORS.slice(1).map((s) => s.value)).toEqual(
      Array.from({ length: 23 }, (_, i) => 13 + i),
    );
  });

  it.each([
    [13, 'Consulting'],
    [14, 'Accounting/banking/finance'],
    [22, 'Computing/IT'],
    [25, 'Marketing/advertising/PR'],
    [35, 'Transport/logistics'],
    [1000, 'Unspecified'],
    [99, '99'],
    [null, ''],
  ])('sector %s is %j', (code, label) => {
    expect(businessSectorLabel(code)).toBe(label);
  });

  it.each([
    [50, '100+'],
    [0, '1-5'],
    [undefined, ''],
  ])('company size %s is %j', (code, label) => {
    expect(companySizeLabel(code)).toBe(label);
  });
});

describe('people-and-content §2.1 — user list filters', () => {
  it('lists the statuses of the status filter in order', () => {
    expect(USER_STATUSES.map((s) => s.value)).toEqual([
      'onboarding',
      'created',
      'confirmed',
      'under_review',
      'blocked',
      'managed',
      'ready_for_handover',
    ]);
    expect(GUEST_STATUSES).toEqual([
      'onboarding',
      'created',
      'confirmed',
      'under_review',
      'blocked',
    ]);
  });

  it('has the user types, Stripe states, profile states and id orders', () => {
    expect(USER_TYPES.map((t) => t.value)).toEqual(['host', 'guest']);
    expect(STRIPE_STATES.map((s) => s.value)).toEqual(['na', 'completed', 'verified']);
    expect(STRIPE_TOOLTIP).toMatch(/Completed.*Verified/);
    expect(PROFILE_STATES.map((s) => s.value)).toEqual(['completed', 'pending']);
    expect(USER_ID_ORDERS.map((o) => o.value)).toEqual(['asc', 'desc']);
  });

  // The filters show words, never the codes the API sends ("under_review").
  it.each([
    ['status', USER_STATUSES],
    ['user type', USER_TYPES],
    ['Stripe', STRIPE_STATES],
    ['profile', PROFILE_STATES],
  ] as const)('labels every %s code in words', (_name, options) => {
    for (const option of options) {
      expect(option.label).not.toBe(option.value);
      expect(option.label).toMatch(/^[A-Z][a-z]*( [a-z]+)*$/);
    }
  });

  it('says under_review and ready_for_handover in words', () => {
    const label = (code: string) => USER_STATUSES.find((s) => s.value === code)?.label;
    expect(label('under_review')).toBe('Under review');
    expect(label('ready_for_handover')).toBe('Ready for handover');
  });

  it('shows blocked users in red', () => {
    expect(isUserHighlighted({ status: 'blocked' })).toBe(true);
    expect(isUserHighlighted({ status: 'confirmed' })).toBe(false);
  });
});

describe('people-and-content §4 — guest status transitions', () => {
  it('has the transitions of the spec', () => {
    expect(GUEST_STATUS_TRANSITIONS).toEqual({
      confirmed: ['blocked', 'under_review'],
      blocked: ['confirmed', 'under_review'],
      under_review: ['blocked', 'confirmed'],
    });
  });

  const statuses: UserStatus[] = ['onboarding', 'created', 'confirmed', 'under_review', 'blocked'];
  const allowed = new Set([
    'confirmed>blocked',
    'confirmed>under_review',
    'blocked>confirmed',
    'blocked>under_review',
    'under_review>blocked',
    'under_review>confirmed',
  ]);
  it.each(statuses.flatMap((from) => statuses.map((to) => [from, to] as const)))(
    '%s -> %s',
    (from, to) => {
      expect(canChangeGuestStatus(from, to)).toBe(allowed.has(`${from}>${to}`));
    },
  );

  it.each([
    ['confirmed', ['Block user', 'Review user']],
    ['blocked', ['Confirm user', 'Review user']],
    ['under_review', ['Block user', 'Confirm user']],
    ['created', ['Confirm user']],
    ['onboarding', ['Confirm user']],
  ] as [UserStatus, string[]][])('a %s guest can: %o', (status, labels) => {
    const confirmed = status === 'confirmed';
    expect(guestStatusActions({ status, confirmed }).map((a) => a.label)).toEqual(labels);
  });

  it('offers Confirm user only to a guest who was never confirmed, as the detail does', () => {
    expect(guestStatusActions({ status: 'created', confirmed: true })).toEqual([]);
    expect(canChangeGuestStatusOf({ status: 'onboarding', confirmed: false }, 'confirmed')).toBe(
      true,
    );
    expect(canChangeGuestStatusOf({ status: 'onboarding', confirmed: false }, 'blocked')).toBe(
      false,
    );
  });

  it.each([
    [{ confirmed: false, status: 'created' }, true],
    [{ confirmed: false, status: 'blocked' }, true],
    [{ confirmed: true, status: 'blocked' }, false],
    [{ confirmed: false, status: 'confirmed' }, false],
  ] as [{ confirmed: boolean; status: UserStatus }, boolean][])(
    'guest detail shows Confirm user for %o: %s',
    (user, shown) => {
      expect(showConfirmOnDetail(user)).toBe(shown);
    },
  );
});

describe('people-and-content §4 — host actions', () => {
  it.each([
    ['managed', 'copyLink', 'Copy Link'],
    ['ready_for_handover', 'manageAccount', 'Manage account'],
    ['confirmed', 'manageAccount', 'Manage account'],
  ] as [UserStatus, 'copyLink' | 'manageAccount', string][])(
    'a %s host gets %s',
    (status, action, label) => {
      expect(hostAccessAction({ status })).toBe(action);
      expect(HOST_ACTION_LABELS[action]).toBe(label);
    },
  );

  it('lists access, Reset password and Mark or Unmark Pro', () => {
    expect(hostActions({ status: 'managed', pro: false })).toEqual([
      'copyLink',
      'resetPassword',
      'markPro',
    ]);
    expect(hostActions({ status: 'confirmed', pro: true })).toEqual([
      'manageAccount',
      'resetPassword',
      'unmarkPro',
    ]);
    expect(HOST_ACTION_LABELS.unmarkPro).toBe('Unmark Pro');
  });
});
