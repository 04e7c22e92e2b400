/**
 * The history of writes: how a change is told in words. The server records each
 * acknowledged write with the entity's columns it changed; the screens list them with these
 * labels and values.
 */
import { formatDateTime } from './format';
import type { LastChange } from './types';
import { publicationStateLabel } from './offices';
import { USER_STATUSES } from './users';
import { GUEST_CANCEL_REASONS, HOST_DECLINE_REASONS, reasonLabel } from './reasons';

/** Entries on a page of an entity's history. */
export const HISTORY_PAGE_SIZE = 20;

/** Columns whose name does not read well once split. */
const FIELD_LABELS: Readonly<Record<string, string>> = {
  step: 'Step',
  isCancelled: 'Cancelled',
  cancelledBy: 'Cancelled by',
  cancelReason: 'Cancel reason',
  cancelMessage: 'Cancel message',
  visitDate: 'Visit date',
  publicationState: 'Publication state',
  isBestDeal: 'Best deal',
  offMarket: 'Off market',
  isPro: 'Pro',
  notifyBySms: 'Receive SMS',
  phonePrefix: 'Phone prefix',
  phoneNumber: 'Phone number',
  seoDescriptionFr: 'SEO description (FR)',
  seoDescriptionEn: 'SEO description (EN)',
  offices: 'Offices',
};

/**
 * Columns that hold a staff member's id: the entry's sentence already names them in words
 * ("Léa Bernard assigned the request to Hugo Petit"), so the list of changes leaves them out.
 */
const STAFF_ID_FIELDS: ReadonlySet<string> = new Set([
  'assigneeId',
  'assignedById',
  'withdrawnById',
]);

/** Whether the history lists a changed column (a staff id is said by the sentence instead). */
export function historyShowsChange(field: string): boolean {
  return !STAFF_ID_FIELDS.has(field);
}

/** A column's label: its own, or its camelCase name as words ("visitScheduledAt" → "Visit scheduled at"). */
export function historyFieldLabel(field: string): string {
  const own = FIELD_LABELS[field];
  if (own) return own;
  const words = field
    .replace(/_/g, ' ')
    .replace(/([a-z\d])([A-Z])/g, '$1 $2')
    .toLowerCase()
    .trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/;

/** A recorded value in words: "none" for empty, Yes/No, instants in Paris time, lists joined. */
export function formatHistoryValue(value: unknown): string {
  if (value === null || value === undefined || value === '') return 'none';
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (typeof value === 'string') return ISO_INSTANT.test(value) ? formatDateTime(value) : value;
  if (Array.isArray(value)) return value.length ? value.map(formatHistoryValue).join(', ') : 'none';
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

// Sentences -------------------------------------------------------------------------------

/** What the history knows of one write: its route, who made it, what it sent and recorded. */
export interface HistoryFacts {
  action: string;
  staffName: string;
  input: Readonly<Record<string, unknown>> | null;
}

/** Rich text as one plain line (a note, an FAQ answer), whole. */
export function plainText(html: string): string {
  return html
    .replace(/<\/(p|h[1-6]|li|div)>|<br\s*\/?>/gi, ' ')
    .replace(/<[^<>]*>/g, '')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/\s+/g, ' ')
    .trim();
}

const quoted = (value: unknown) =>
  typeof value === 'string' && value.trim() ? `“${plainText(value)}”` : '“”';

const list = (value: unknown) => (Array.isArray(value) && value.length ? value.join(', ') : 'none');

const when = (value: unknown) => (typeof value === 'string' ? formatDateTime(value) : 'a date');

/** Each write told as a sentence after its staff member's name, in the spec's words. */
const SENTENCES: Readonly<Record<string, (input: Record<string, unknown>) => string>> = {
  assignRequest: (i) =>
    i.assigneeId === null
      ? 'unassigned the request'
      : i.assigneeName
        ? `assigned the request to ${String(i.assigneeName)}`
        : 'assigned the request',
  guestCancel: (i) =>
    `cancelled the request as the guest: ${reasonLabel(GUEST_CANCEL_REASONS, Number(i.guestCancelledReason))}, ${quoted(i.guestCancelledMessage)}`,
  hostDecline: (i) =>
    `declined the request as the host: ${reasonLabel(HOST_DECLINE_REASONS, Number(i.hostDeclinedReason))}, ${quoted(i.hostDeclinedMessage)}`,
  proposeMeeting: (i) => {
    const dates = Array.isArray(i.dates) ? i.dates : [];
    return `proposed ${dates.length === 1 ? '1 visit slot' : `${dates.length} visit slots`}: ${dates.map(when).join(', ')}`;
  },
  scheduleMeeting: (i) => `scheduled the visit on ${when(i.meetingSlot)}`,
  acceptAppointment: (i) =>
    i.slot ? `accepted the visit slot of ${when(i.slot)}` : 'accepted a proposed visit slot',
  createCrVisit: (i) =>
    i.requestId
      ? `created request #${String(i.requestId)} with its visit (CR & Visit)`
      : 'created a request with its visit (CR & Visit)',
  markConversationRead: () => 'marked the conversation read',
  officeRank: (i) =>
    i.rank === null || i.rank === undefined ? 'set no rank' : `set the rank to ${String(i.rank)}`,
  officeBestDeal: (i) => (i.isBestDeal ? 'marked the office a best deal' : 'removed the best deal'),
  officePriceFlexibility: (i) =>
    i.priceFlexibility ? 'turned price flexibility on' : 'turned price flexibility off',
  publishOffice: (i) => (i.offMarket ? 'published the office off market' : 'published the office'),
  unpublishOffice: () => 'unpublished the office',
  rejectOfficeVersion: () => 'rejected the version waiting for approval',
  generateSeoDescription: () => 'asked for new SEO texts',
  updateSeoDescription: () => 'edited the SEO texts',
  createInternalNote: (i) => `added an internal note: ${quoted(i.note)}`,
  updateInternalNote: (i) => {
    const note = (i.internal_note as { note?: unknown } | undefined)?.note;
    return i.previousNote !== undefined
      ? `edited an internal note: ${quoted(i.previousNote)} → ${quoted(note)}`
      : `edited an internal note: ${quoted(note)}`;
  },
  deleteInternalNote: (i) =>
    i.deletedNote !== undefined
      ? `deleted an internal note${i.noteAuthor ? ` by ${String(i.noteAuthor)}` : ''}: ${quoted(i.deletedNote)}`
      : 'deleted an internal note',
  createRequestNote: (i) => `added a note: ${quoted(i.body)}`,
  updateRequestNote: (i) =>
    i.previousBody !== undefined
      ? `edited a note: ${quoted(i.previousBody)} → ${quoted(i.body)}`
      : `edited a note: ${quoted(i.body)}`,
  deleteRequestNote: (i) =>
    i.deletedBody !== undefined
      ? `deleted a note${i.noteAuthor ? ` by ${String(i.noteAuthor)}` : ''}: ${quoted(i.deletedBody)}`
      : 'deleted a note',
  addBookmarkToUsers: (i) =>
    `added office ${String(i.office_id)} to the favorites of guests ${list(i.guest_ids)}`,
  addFavorites: (i) =>
    Array.isArray(i.added) && i.added.length === 0
      ? `added no favorite: offices ${list(i.office_ids)} were already there or not found`
      : `added favorites ${list(i.added ?? i.office_ids)}`,
  sendFavoritesEmail: () => 'sent the favorites by email',
  sendFavoritesSms: () => 'sent the favorites by SMS',
  deleteBookmark: () => 'removed a favorite',
  bookmarkNote: (i) => `wrote a favorite’s note: ${quoted(i.note)}`,
  blockUser: () => 'blocked the user',
  reviewUser: () => 'set the user to review',
  confirmUser: () => 'confirmed the user',
  resetPassword: () => 'sent a password reset email',
  handoverLink: () => 'made a handover link',
  setUserPro: (i) => (i.pro ? 'set the user Pro' : 'set the user Non-Pro'),
  notifyBySms: (i) =>
    i.notify_by_sms ? 'turned SMS notifications on' : 'turned SMS notifications off',
  updatePhone: (i) =>
    `changed the phone number to ${String(i.mobile_prefix ?? '')} ${String(i.mobile_number ?? '')}`.trim(),
  manageHost: () => 'changed the host’s email and password',
  createSeoLocation: () => 'created the SEO location',
  updateSeoLocation: () => 'edited the SEO page',
  activateSeoPages: () => 'activated the SEO pages',
  suspendSeoPages: () => 'suspended the SEO pages',
  saveFaq: (i) => {
    const data = Array.isArray(i.data) ? (i.data as { faq?: unknown[] }[]) : [];
    const n = data[0]?.faq?.length ?? 0;
    return `saved the FAQ (${n === 1 ? '1 question' : `${n} questions`})`;
  },
  deleteFaq: () => 'deleted a FAQ entry',
  addDisplayOffices: (i) => `added offices ${String(i.offices ?? '')} to the section`,
  rearrangeDisplay: () => 'rearranged the offices between sections',
  removeDisplayOffice: (i) => `removed office ${String(i.officeId)} from the section`,
};

/** Whether the history has a sentence of its own for a route (else its summary and input). */
export function hasHistorySentence(action: string): boolean {
  return Object.hasOwn(SENTENCES, action);
}

/**
 * A write as one sentence with its staff member's name: "Léa Bernard cancelled the request
 * as the guest: Office no longer available, “Found elsewhere”". A route without a sentence
 * of its own says its summary.
 */
export function historySentence(facts: HistoryFacts, summary: string): string {
  const sentence = SENTENCES[facts.action];
  return sentence
    ? `${facts.staffName} ${sentence(facts.input ?? {})}`
    : `${facts.staffName}: ${summary}`;
}

/** A write in a few words, for a header's "Last change" line and a refusal naming who acted. */
const DEEDS: Readonly<Record<string, string>> = {
  assignRequest: 'changed the owner',
  guestCancel: 'cancelled as the guest',
  hostDecline: 'declined as the host',
  proposeMeeting: 'proposed visit slots',
  scheduleMeeting: 'scheduled the visit',
  acceptAppointment: 'accepted a visit slot',
  createCrVisit: 'created it with its visit (CR & Visit)',
};

/** What a write did, in a few words: its deed, else its route's summary in lower case. */
export function changeDeed(action: string, summary: string): string {
  return DEEDS[action] ?? summary.charAt(0).toLowerCase() + summary.slice(1);
}

/**
 * A record's last change in one line: "Last change: Léa Bernard, 10:02, cancelled as the
 * guest" (the time alone on the same Paris day as `now`, else the date too).
 */
export function lastChangeLine(change: LastChange, now: Date): string {
  const at = formatDateTime(change.at);
  const today = formatDateTime(now.toISOString()).slice(0, 10);
  const when = at.startsWith(today) ? at.slice(11) : at;
  return `Last change: ${change.staffName}, ${when}, ${changeDeed(change.action, change.summary)}`;
}

/**
 * Who acted on a record since the screen showed it, said after a refusal: "Léa Bernard
 * cancelled as the guest on 30/11/2026 10:02."
 */
export function actedMeanwhile(change: LastChange): string {
  return `${change.staffName} ${changeDeed(change.action, change.summary)} on ${formatDateTime(change.at)}.`;
}

/** Recorded codes said with their labels. */
export function historyValueLabel(
  field: string,
  value: unknown,
  context: { cancelledBy?: unknown } = {},
): string | null {
  // A user's status is recorded as its code ('under_review'): said with its label.
  if (field === 'status' && typeof value === 'string') {
    return USER_STATUSES.find((s) => s.value === value)?.label ?? null;
  }
  if (typeof value !== 'number' && !(field === 'step' && typeof value === 'string')) return null;
  if (field === 'publicationState') return publicationStateLabel(value as number);
  if (field === 'cancelReason')
    return reasonLabel(
      context.cancelledBy === 'host' ? HOST_DECLINE_REASONS : GUEST_CANCEL_REASONS,
      value as number,
    );
  if (field === 'step') return STEP_LABELS[value as string] ?? null;
  return null;
}

const STEP_LABELS: Readonly<Record<string, string>> = {
  request_received: 'Request received',
  meeting_proposed: 'Meeting proposed',
  visit_scheduled: 'Visit Scheduled',
  visit_past: 'Visit past',
  contract_start: 'Contract Start',
  contract_sent: 'Contract Sent',
  contract_signed: 'Contract Signed',
  guest_cancelled: 'Cancelled by the guest',
  host_declined: 'Declined by the host',
};
