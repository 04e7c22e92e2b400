/**
 * A team on one board: who owns each request, how long it has been in its column, and when
 * that is too long. The server reads and refuses with these rules; the board and the detail
 * say the same words before any call.
 */
import { formatDate, formatDateTime, formatTime } from './format';
import { BOARD_COLUMNS, type BoardColumnKey } from './requests';
import type { RequestAssignment, StaffRef } from './types';

// Owners ------------------------------------------------------------------------------------

/** "Léa Bernard" → "LB"; one name gives its first two letters; nothing gives "?". */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/u).filter(Boolean);
  if (words.length === 0) return '?';
  const letters =
    words.length === 1
      ? [...words[0]!].slice(0, 2)
      : [[...words[0]!][0]!, [...words[words.length - 1]!][0]!];
  return letters.join('').toLocaleUpperCase('fr-FR');
}

/** The board's and the request list's owner filter: absent is everyone's requests. */
export const OWNER_FILTERS = ['mine', 'unassigned'] as const;
export type OwnerFilter = (typeof OWNER_FILTERS)[number];

/** The filter takes Mine, Unassigned or one person: a call naming two is refused with this. */
export const OWNER_AND_ASSIGNEE = 'Choose Mine, Unassigned or one person, not two of them.';

export const TEAM_WORDS = {
  take: 'Take',
  assignTo: 'Assign to…',
  unassign: 'Unassign',
  owner: 'Owner',
  anyone: 'Anyone',
  mine: 'Mine',
  unassigned: 'Unassigned',
  nobody: 'Nobody',
  waitingTooLong: 'Waiting too long',
  allOpen: 'All open',
  chooseStaff: 'Choose an active staff member.',
} as const;

/** The card's and the detail's label of an owner. */
export function ownerLabel(assignee: StaffRef | null): string {
  return assignee ? `Owner: ${assignee.name}` : `${TEAM_WORDS.owner}: ${TEAM_WORDS.nobody}`;
}

/** The toast of an assignment the caller made. */
export function assignedMessage(
  requestId: number,
  assignee: StaffRef | null,
  me: { id: number },
): string {
  if (!assignee) return `Request #${requestId} is unassigned.`;
  if (assignee.id === me.id) return `You took request #${requestId}.`;
  return `Request #${requestId} assigned to ${assignee.name}.`;
}

/**
 * Why an assignment made from a stale view is refused: the owner changed since the caller
 * saw it, said with who changed it and when ("Léa Bernard took this request at 29/11/2026
 * 10:02."). The caller sees the new owner and may assign again.
 */
export function assignmentChangedMessage(assignment: RequestAssignment): string {
  const when = assignment.at ? ` on ${formatDateTime(assignment.at)}` : '';
  const { assignee, by } = assignment;
  if (!by) {
    return assignee ? `${assignee.name} owns this request now.` : 'This request has no owner now.';
  }
  if (!assignee) return `${by.name} unassigned this request${when}.`;
  if (assignee.id === by.id) return `${by.name} took this request${when}.`;
  return `${by.name} assigned this request to ${assignee.name}${when}.`;
}

// Who is here ------------------------------------------------------------------------------

/** The records whose screens say who else has them open. */
export const PRESENCE_ENTITIES = ['request', 'office', 'user', 'seo_location'] as const;
export type PresenceEntity = (typeof PRESENCE_ENTITIES)[number];

/** A screen says it is open this often while it stays open (and at once when it opens). */
export const PRESENCE_HEARTBEAT_MS = 10_000;
/** Someone not heard of for this long has left (a closed laptop says nothing). */
export const PRESENCE_EXPIRY_MS = 30_000;

/** Where someone is: a record, as the live channel names it ("request:123"). */
export function presencePlace(entity: PresenceEntity, id: number): string {
  return `${entity}:${id}`;
}

/** Someone who has a record open, as the live channel tells it. */
export interface Presence {
  staffId: number;
  name: string;
  /** `presencePlace`. */
  place: string;
  activity: 'viewing' | 'editing';
  /** What they edit, in words ("the FAQ"); null while viewing. */
  what: string | null;
  /** They closed it (no more heartbeats will come). */
  left: boolean;
}

/** "Léa Bernard is viewing", "Léa Bernard is editing the FAQ", several joined by commas. */
export function presenceText(
  people: readonly Pick<Presence, 'name' | 'activity' | 'what'>[],
): string {
  return people
    .map((p) =>
      p.activity === 'editing'
        ? `${p.name} is editing${p.what ? ` ${p.what}` : ''}`
        : `${p.name} is viewing`,
    )
    .join(', ');
}

// Sends once ------------------------------------------------------------------------------

/** A send of favorites again within this time asks first ("Send again?"). */
export const RESEND_WINDOW_MS = 24 * 60 * 60 * 1000;

/** The refusal's code: sent already within the window, and not asked to send again. */
export const ALREADY_SENT = 'already_sent';

/**
 * The question a second send asks: "Sent at 10:02 by Léa Bernard. Send again?" (the day too
 * when it was not today in Paris).
 */
export function alreadySentQuestion(sent: { name: string; at: string }, now: Date): string {
  const sameDay = formatDate(sent.at) === formatDate(now);
  const when = sameDay
    ? `at ${formatTime(sent.at)}`
    : `on ${formatDate(sent.at)} at ${formatTime(sent.at)}`;
  return `Sent ${when} by ${sent.name}. Send again?`;
}

// Time in stage -----------------------------------------------------------------------------

/**
 * Days a request may stay in a column before its card says "Waiting too long"; null: never
 * (a scheduled visit waits for its date, and the last two columns are ends). The defaults;
 * the board reads the thresholds it is given, so that a team may set its own.
 */
export const STAGE_WAIT_DAYS: Readonly<Record<BoardColumnKey, number | null>> = {
  request_received: 2,
  meeting_proposed: 3,
  visit_scheduled: null,
  visit_past: 3,
  contract_start: 5,
  contract_sent: 7,
  contract_signed: null,
  cancelled: null,
};

/** The columns of the requests that are not ended ("All open"): all but signed and cancelled. */
export const OPEN_COLUMNS: readonly BoardColumnKey[] = BOARD_COLUMNS.map((c) => c.key).filter(
  (key) => key !== 'contract_signed' && key !== 'cancelled',
);

/** Each column's threshold in days (null: never), as the board uses them. */
export type StageThresholds = Readonly<Record<BoardColumnKey, number | null>>;

/** The columns an Admin may set a threshold for: those of the requests not ended. */
export const THRESHOLD_COLUMNS: readonly BoardColumnKey[] = OPEN_COLUMNS;

/** A threshold is a whole number of days in this range, or none ("Never"). */
export const THRESHOLD_DAYS = { min: 1, max: 90 } as const;

/** The words of the board's thresholds, on the settings screen and in its refusals. */
export const THRESHOLD_WORDS = {
  title: 'Waiting too long',
  intro:
    'Days a request may stay in a column before its card says “Waiting too long”. Empty: never.',
  days: 'Days',
  never: 'Never',
  byDefault: (days: number | null) => `Default: ${days === null ? 'never' : `${days} days`}`,
  saved: 'The thresholds are saved: every board uses them now.',
  notAColumn: 'Only the columns of open requests have a threshold.',
  range: `A whole number of days from ${THRESHOLD_DAYS.min} to ${THRESHOLD_DAYS.max}, or empty for never.`,
  changedBy: (name: string, at: string) => `Last changed by ${name}, ${formatDateTime(at)}`,
} as const;

/** Why a threshold cannot be kept, or null: a whole number of days in range, or null. */
export function thresholdProblem(days: number | null): string | null {
  if (days === null) return null;
  return Number.isInteger(days) && days >= THRESHOLD_DAYS.min && days <= THRESHOLD_DAYS.max
    ? null
    : THRESHOLD_WORDS.range;
}

/** The thresholds in use: the ones set for a column, the default for the others. */
export function thresholdsOf(
  set: readonly { column: BoardColumnKey; days: number | null }[],
): StageThresholds {
  const out = { ...STAGE_WAIT_DAYS } as Record<BoardColumnKey, number | null>;
  for (const { column, days } of set) {
    if (THRESHOLD_COLUMNS.includes(column)) out[column] = days;
  }
  return out;
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** A time in stage, short ("12 min", "5 h", "3 d") and in words ("3 days"). */
export function timeInStage(since: string, now: Date): { short: string; long: string } {
  const elapsed = Math.max(0, now.getTime() - Date.parse(since));
  const plural = (n: number, unit: string) => `${n} ${unit}${n === 1 ? '' : 's'}`;
  if (elapsed < HOUR) {
    const n = Math.floor(elapsed / MINUTE);
    return { short: `${n} min`, long: plural(n, 'minute') };
  }
  if (elapsed < DAY) {
    const n = Math.floor(elapsed / HOUR);
    return { short: `${n} h`, long: plural(n, 'hour') };
  }
  const n = Math.floor(elapsed / DAY);
  return { short: `${n} d`, long: plural(n, 'day') };
}

/** Whether a card has waited in its column beyond the column's threshold. */
export function isWaitingTooLong(
  column: BoardColumnKey,
  since: string,
  now: Date,
  thresholds: Readonly<Record<BoardColumnKey, number | null>> = STAGE_WAIT_DAYS,
): boolean {
  const days = thresholds[column];
  if (days === null) return false;
  return now.getTime() - Date.parse(since) > days * DAY;
}

/** The instant before which a card of `column` waits too long; null when it never does. */
export function waitingCutoff(
  column: BoardColumnKey,
  now: Date,
  thresholds: Readonly<Record<BoardColumnKey, number | null>> = STAGE_WAIT_DAYS,
): Date | null {
  const days = thresholds[column];
  return days === null ? null : new Date(now.getTime() - days * DAY);
}
