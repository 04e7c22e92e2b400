import { optionLabel, type Option } from './constants';
import type { CompanySize, StripeState, User, UserStatus, UserType } from './types';

/** Company size code table. */
export const COMPANY_SIZES: readonly Option<CompanySize>[] = [
  { value: 0, label: '1-5' },
  { value: 10, label: '6-10' },
  { value: 20, label: '11-20' },
  { value: 30, label: '21-50' },
  { value: 40, label: '51-100' },
  { value: 50, label: '100+' },
];

/** Business sector code table, in the spec's order (Unspecified first). */
export const BUSINESS_SECTORS: readonly Option<number>[] = [
  { value: 1000, label: 'Unspecified' },
  { value: 13, label: 'Consulting' },
  { value: 14, label: 'Accounting/banking/finance' },
  { value: 15, label: 'Charity' },
  { value: 16, label: 'Creative arts/design' },
  { value: 17, label: 'Energy/utilities' },
  { value: 18, label: 'Engineering/manufacturing' },
  { value: 19, label: 'Environment/agriculture' },
  { value: 20, label: 'Healthcare' },
  { value: 21, label: 'Hospitality/events' },
  { value: 22, label: 'Computing/IT' },
  { value: 23, label: 'Law' },
  { value: 24, label: 'Leisure/sport/tourism' },
  { value: 25, label: 'Marketing/advertising/PR' },
  { value: 26, label: 'Media/digital' },
  { value: 27, label: 'Property/construction' },
  { value: 28, label: 'Public services' },
  { value: 29, label: 'Recruitment/HR' },
  { value: 30, label: 'Retail' },
  { value: 31, label: 'Sales' },
  { value: 32, label: 'Science/pharma' },
  { value: 33, label: 'Social care' },
  { value: 34, label: 'Teacher training/education' },
  { value: 35, label: 'Transport/logistics' },
];

function label<V>(options: readonly Option<V>[], value: V | null | undefined): string {
  return value === null || value === undefined ? '' : optionLabel(options, value);
}

/** The label of a company size code ('' when none; an unknown code as sent). */
export function companySizeLabel(size: number | null | undefined): string {
  return label<number>(COMPANY_SIZES, size);
}

/** The label of a business sector code ('' when none; an unknown code as sent). */
export function businessSectorLabel(sector: number | null | undefined): string {
  return label(BUSINESS_SECTORS, sector);
}

/** User statuses in the order of the user list filter. */
export const USER_STATUSES: readonly Option<UserStatus>[] = [
  { value: 'onboarding', label: 'Onboarding' },
  { value: 'created', label: 'Created' },
  { value: 'confirmed', label: 'Confirmed' },
  { value: 'under_review', label: 'Under review' },
  { value: 'blocked', label: 'Blocked' },
  { value: 'managed', label: 'Managed' },
  { value: 'ready_for_handover', label: 'Ready for handover' },
];

/** The user statuses as the wire sends them (the user struct's, the users query's), in order. */
export const USER_STATUS_VALUES: readonly UserStatus[] = USER_STATUSES.map((s) => s.value);

/** Statuses a guest can have. */
export const GUEST_STATUSES: readonly UserStatus[] = [
  'onboarding',
  'created',
  'confirmed',
  'under_review',
  'blocked',
];

/** User types. */
export const USER_TYPES: readonly Option<UserType>[] = [
  { value: 'host', label: 'Host' },
  { value: 'guest', label: 'Guest' },
];

/** Stripe states: the list filter offers completed and verified. */
export const STRIPE_STATES: readonly Option<StripeState>[] = [
  { value: 'na', label: 'Not applicable' },
  { value: 'completed', label: 'Completed' },
  { value: 'verified', label: 'Verified' },
];

/** The tooltip of the Stripe column (the spec asks for one but does not write it). */
export const STRIPE_TOOLTIP =
  'Completed: the host has filled in the Stripe account. Verified: Stripe has checked the account and can pay out.';

/** Profile filter of the user list. */
export const PROFILE_STATES: readonly Option<'completed' | 'pending'>[] = [
  { value: 'completed', label: 'Completed' },
  { value: 'pending', label: 'Pending' },
];

/** Guest status transitions (people-and-content §4). */
export const GUEST_STATUS_TRANSITIONS: Readonly<
  Partial<Record<UserStatus, readonly UserStatus[]>>
> = {
  confirmed: ['blocked', 'under_review'],
  blocked: ['confirmed', 'under_review'],
  under_review: ['blocked', 'confirmed'],
};

/** True when a guest may go from one status to the other. */
export function canChangeGuestStatus(from: UserStatus, to: UserStatus): boolean {
  return GUEST_STATUS_TRANSITIONS[from]?.includes(to) ?? false;
}

/** The guest actions of the user list that change the status, with their target. */
export const GUEST_STATUS_ACTIONS = [
  { action: 'block', label: 'Block user', to: 'blocked' },
  { action: 'confirm', label: 'Confirm user', to: 'confirmed' },
  { action: 'review', label: 'Review user', to: 'under_review' },
] as const satisfies readonly { action: string; label: string; to: UserStatus }[];

export type GuestStatusAction = (typeof GUEST_STATUS_ACTIONS)[number]['action'];

/**
 * Whether a guest may go from its status to `to`: the §4 transitions, and confirmed for a
 * guest who was never confirmed (onboarding, created), which the guest detail offers (§2.2
 * 'Confirm user (only if the guest is not confirmed)'). The one rule of the list's menu, the
 * detail's button and the server.
 */
export function canChangeGuestStatusOf(
  user: Pick<User, 'confirmed' | 'status'>,
  to: UserStatus,
): boolean {
  return canChangeGuestStatus(user.status, to) || (to === 'confirmed' && showConfirmOnDetail(user));
}

/** The status actions open to a guest now, in menu order (`canChangeGuestStatusOf`). */
export function guestStatusActions(
  user: Pick<User, 'confirmed' | 'status'>,
): (typeof GUEST_STATUS_ACTIONS)[number][] {
  return GUEST_STATUS_ACTIONS.filter((a) => canChangeGuestStatusOf(user, a.to));
}

/** The guest detail shows Confirm user only while the guest is not confirmed. */
export function showConfirmOnDetail(user: Pick<User, 'confirmed' | 'status'>): boolean {
  return !user.confirmed && user.status !== 'confirmed';
}

/** The host's first action: Copy Link (handover link) when managed, else Manage account. */
export type HostAccessAction = 'copyLink' | 'manageAccount';

export const HOST_ACTION_LABELS = {
  copyLink: 'Copy Link',
  manageAccount: 'Manage account',
  resetPassword: 'Reset password',
  markPro: 'Mark Pro',
  unmarkPro: 'Unmark Pro',
  details: 'Details',
} as const;

/** Copy Link when the host is managed, else Manage account. */
export function hostAccessAction(user: Pick<User, 'status'>): HostAccessAction {
  return user.status === 'managed' ? 'copyLink' : 'manageAccount';
}

/** The host actions menu, in order: access, Reset password, Mark or Unmark Pro. */
export function hostActions(
  user: Pick<User, 'status' | 'pro'>,
): ('copyLink' | 'manageAccount' | 'resetPassword' | 'markPro' | 'unmarkPro')[] {
  return [hostAccessAction(user), 'resetPassword', user.pro ? 'unmarkPro' : 'markPro'];
}

/** Blocked users are shown in red. */
export function isUserHighlighted(user: Pick<User, 'status'>): boolean {
  return user.status === 'blocked';
}

export type UserIdOrder = 'asc' | 'desc';

export const USER_ID_ORDERS: readonly Option<UserIdOrder>[] = [
  { value: 'asc', label: 'Id ascending' },
  { value: 'desc', label: 'Id descending' },
];
