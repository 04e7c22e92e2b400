import { officeActions, type OfficeActionFields } from './offices';
import { USER_STATUS_LABELS } from './userList';
import { canChangeGuestStatusOf } from './users';
import type { User, UserStatus } from './types';

/**
 * Work in bulk: the actions a selection of records offers, and the one rule of
 * each action, which the single write's server handler, the bulk run's preview and its
 * summary all read, so that a rule changes in one place. A bulk run is one write per item
 * (its own idempotency key, its own history row), through the same permission checks.
 */

/** The most items one run acts on ("Select all N matching" stops there). */
export const BULK_MAX_ITEMS = 5000;
/**
 * Writes a run keeps under way at once: enough to finish 1,000 items in seconds, few enough
 * that colleagues' calls are not kept waiting behind a run (the server takes writes on one
 * record one after the other, and a run's items are each a different record).
 */
export const BULK_CONCURRENCY = 4;

/** The actions of a selection, each with its words. */
export const BULK_ACTIONS = {
  assign: { label: 'Assign to…', running: 'Assigning' },
  unassign: { label: 'Unassign', running: 'Unassigning' },
  block: { label: 'Block', running: 'Blocking' },
  review: { label: 'Review', running: 'Putting under review' },
  confirm: { label: 'Confirm', running: 'Confirming' },
  publish: { label: 'Publish', running: 'Publishing' },
  unpublish: { label: 'Unpublish', running: 'Unpublishing' },
  markRead: { label: 'Mark read', running: 'Marking read' },
  markUnread: { label: 'Mark unread', running: 'Marking unread' },
} as const satisfies Record<string, { label: string; running: string }>;
export type BulkActionKey = keyof typeof BULK_ACTIONS;

/** The nouns of the records a selection holds. */
export const BULK_NOUNS = {
  request: { one: 'request', other: 'requests' },
  user: { one: 'user', other: 'users' },
  office: { one: 'office', other: 'offices' },
  conversation: { one: 'conversation', other: 'conversations' },
} as const;
export type BulkNoun = (typeof BULK_NOUNS)[keyof typeof BULK_NOUNS];

/** "1 user", "240 users". */
export function countOf(n: number, noun: { one: string; other: string }): string {
  return `${n.toLocaleString('en')} ${n === 1 ? noun.one : noun.other}`;
}

// The rules -----------------------------------------------------------------------------------

/** Only a guest has the §4 statuses (a host's account is managed by Manage account). */
export const NOT_A_GUEST = 'Only a guest can be blocked, reviewed or confirmed.';

/**
 * Why a user may not go to a status (null: they may): a guest's §4 transitions, and confirmed
 * for a guest never confirmed. The server's refusal (409) and the bulk summary's reason.
 */
export function guestStatusRefusal(
  user: Pick<User, 'confirmed' | 'status'> & { userType?: User['userType'] },
  to: UserStatus,
): string | null {
  if (user.userType !== undefined && user.userType !== 'guest') return NOT_A_GUEST;
  if (canChangeGuestStatusOf(user, to)) return null;
  const label = (s: UserStatus) => (USER_STATUS_LABELS[s] ?? s).toLowerCase();
  if (user.status === to) return `This guest is already ${label(to)}.`;
  return `A guest cannot go from ${label(user.status)} to ${label(to)}.`;
}

export const OFFICE_REFUSALS = {
  published: 'This office is already published.',
  notPublished: 'This office is not published.',
  offMarket:
    'Only an office that was never published, and is not published now, can be published off market.',
  noVersionWaiting: 'Only a version waiting for approval can be rejected.',
  noMinCapacity: 'This office has no minimum capacity: price flexibility does not apply.',
} as const;

/** Why an office may not be published (off market or not); null: it may. */
export function publishRefusal(office: OfficeActionFields, offMarket = false): string | null {
  const actions = officeActions(office);
  if (offMarket) return actions.publishOffMarket ? null : OFFICE_REFUSALS.offMarket;
  return actions.publish ? null : OFFICE_REFUSALS.published;
}

/** Why an office may not be unpublished; null: it may. */
export function unpublishRefusal(office: OfficeActionFields): string | null {
  return officeActions(office).unpublish ? null : OFFICE_REFUSALS.notPublished;
}

/** Why an office's version may not be rejected (none is waiting for approval); null: it may. */
export function rejectVersionRefusal(office: OfficeActionFields): string | null {
  return officeActions(office).rejectVersion ? null : OFFICE_REFUSALS.noVersionWaiting;
}

/** Why an office's price flexibility may not be turned on or off; null: it may. */
export function priceFlexibilityRefusal(office: OfficeActionFields): string | null {
  return officeActions(office).togglePriceFlexibility ? null : OFFICE_REFUSALS.noMinCapacity;
}

// A run's outcome -----------------------------------------------------------------------------

/** One item of a run: done, or refused with the reason the server gave. */
export type BulkOutcome<K extends string | number = string | number> =
  { key: K; ok: true } | { key: K; ok: false; reason: string };

/** The summary's heading: "All 100 requests done", "98 users done, 2 refused". */
export function bulkSummaryTitle(
  outcomes: readonly BulkOutcome[],
  noun: { one: string; other: string },
): string {
  const refused = outcomes.filter((o) => !o.ok).length;
  const done = outcomes.length - refused;
  if (refused === 0) return `All ${countOf(done, noun)} done`;
  if (done === 0) return `${countOf(refused, noun)} refused`;
  return `${countOf(done, noun)} done, ${refused.toLocaleString('en')} refused`;
}

/** "Assigning: 34 of 100". */
export function bulkProgressText(running: string, done: number, total: number): string {
  return `${running}: ${done.toLocaleString('en')} of ${total.toLocaleString('en')}`;
}

/**
 * How many of a selection an action would act on by its rule (the bar says "12 of 30 can be
 * blocked"); items whose record is not at hand are counted as acting (the server decides).
 */
export function actionableCount<T>(
  items: readonly T[],
  refusal: (item: T) => string | null,
): number {
  return items.filter((item) => refusal(item) === null).length;
}
