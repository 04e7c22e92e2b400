import { NOT_AVAILABLE } from './contracts';
import { formatDate } from './format';
import { listColumns } from './lists';
import { yesNo } from './officeList';
import type { StripeState, User, UserStatus } from './types';
import { USER_STATUSES, USER_TYPES } from './users';

/** A user's status in words (the cells say no code), as the Status filter says it. */
export const USER_STATUS_LABELS = wordsOf(USER_STATUSES);

/** A user's type in words, as the Type filter says it. */
export const USER_TYPE_LABELS = wordsOf(USER_TYPES);

function wordsOf<T extends string>(
  options: readonly { value: T; label: string }[],
): Record<T, string> {
  return Object.fromEntries(options.map((o) => [o.value, o.label])) as Record<T, string>;
}

/** A host's Stripe account in words; `na` (no account) is the lists' NA. */
export const STRIPE_LABELS: Record<StripeState, string> = {
  na: NOT_AVAILABLE,
  completed: 'Completed',
  verified: 'Verified',
};

/** The user list's category column and filter words (the offices' Pro / Non-Pro). */
export function userCategoryText(user: Pick<User, 'pro'>): string {
  return user.pro ? 'Pro' : 'Non-Pro';
}

/** The profile column: completed or pending (the profile filter's words). */
export function userProfileText(user: Pick<User, 'profileComplete'>): string {
  return user.profileComplete ? 'completed' : 'pending';
}

/** What the phone column says after the number when it was verified (the tick's words). */
export const PHONE_VERIFIED = 'verified';

/** The phone column: the number, and "(verified)" where the table draws its tick. */
export function userPhoneText(user: Pick<User, 'phone' | 'userVerified'>): string {
  if (!user.phone) return '';
  return user.userVerified ? `${user.phone} (${PHONE_VERIFIED})` : user.phone;
}

/**
 * The user list's columns (people-and-content §2.1), in the spec's order after its actions
 * menu, which only the table has (the CSV has no menu): type, id, category, name, company,
 * email, phone (verified or not), profile, status, Stripe, sign up date, source, #request,
 * #offices and the receive-SMS switch (Yes or No in words). The status column says "blocked"
 * in words: it is the text cue of the blocked rows' red tint.
 */
export const USER_COLUMNS = listColumns<User>()([
  { key: 'type', header: 'Type', text: (u) => USER_TYPE_LABELS[u.userType] ?? u.userType },
  { key: 'id', header: 'Id', kind: 'number', text: (u) => String(u.id) },
  { key: 'category', header: 'Category', text: userCategoryText },
  { key: 'name', header: 'Name', text: (u) => u.name },
  { key: 'company', header: 'Company', text: (u) => u.company ?? '' },
  { key: 'email', header: 'Email', kind: 'email', text: (u) => u.email },
  { key: 'phone', header: 'Phone', kind: 'phone', text: userPhoneText },
  { key: 'profile', header: 'Profile', text: userProfileText },
  { key: 'status', header: 'Status', text: (u) => USER_STATUS_LABELS[u.status] ?? u.status },
  { key: 'stripe', header: 'Stripe', text: (u) => STRIPE_LABELS[u.stripe] ?? u.stripe },
  { key: 'signUpDate', header: 'Sign up date', text: (u) => formatDate(u.signUpDate) },
  { key: 'source', header: 'Source', text: (u) => u.sourceInformation ?? '' },
  {
    key: 'requests',
    header: '#Request',
    kind: 'number',
    text: (u) => String(u.nbrContactRequests),
  },
  { key: 'offices', header: '#Offices', kind: 'number', text: (u) => String(u.nbrOffices) },
  { key: 'receiveSms', header: 'Receive SMS', text: (u) => yesNo(u.notifyBySms) },
]);

/**
 * What a status change leads to, said after the call (the spec shows no message; the list
 * refreshes 1000 ms later and shows the new status in its row).
 */
export function userStatusChangedMessage(userId: number, to: UserStatus): string {
  return `User ${userId} is now ${to}.`;
}

/** Copy Link of a managed host put the handover link on the clipboard (not in the spec). */
export const HANDOVER_LINK_COPIED = 'Handover link copied to clipboard';

/** The browser refused the clipboard, or the host has no link (not in the spec). */
export const HANDOVER_LINK_COPY_FAILED = 'Failed to copy the handover link';
