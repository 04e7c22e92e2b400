import { REQUESTS_DEFAULT_DAYS, type Option } from './constants';
import { isInPast, lastDays, type DayRange } from './dates';
import { formatDateTime } from './format';
import { GUEST_CANCEL_REASONS, HOST_DECLINE_REASONS, reasonLabel } from './reasons';
import type {
  Appointment,
  BoardRequest,
  ContactRequest,
  FunnelFlags,
  MeetingState,
  RequestWithdrawal,
} from './types';

// Funnel state (operations §4) ------------------------------------------------------------

/** The funnel flags in the order the state is read from them. */
export const FUNNEL_FLAG_ORDER = [
  'requestReceived',
  'meetingProposed',
  'visitScheduled',
  'visitPast',
  'contractStart',
  'contractSent',
  'contractSigned',
] as const satisfies readonly (keyof FunnelFlags)[];

export type FunnelStage = (typeof FUNNEL_FLAG_ORDER)[number];

/**
 * Funnel flags with only the named ones true (none: every flag false), in the order of
 * `FunnelFlags`: what a request at one stage, or a test's request, carries.
 */
export function funnelFlags(...on: (keyof FunnelFlags)[]): FunnelFlags {
  const flags = [...FUNNEL_FLAG_ORDER, 'requestCancelled'] as const;
  return Object.fromEntries(flags.map((flag) => [flag, on.includes(flag)])) as Record<
    keyof FunnelFlags,
    boolean
  >;
}

/** A request's funnel state: one of the stages, Cancelled/Declined, or Unknown. */
export type FunnelState = FunnelStage | 'cancelled' | 'unknown';

/** Labels of the funnel states. */
export const FUNNEL_STATE_LABELS: Readonly<Record<FunnelState, string>> = {
  requestReceived: 'Request received',
  meetingProposed: 'Meeting proposed',
  visitScheduled: 'Visit Scheduled',
  visitPast: 'Visit past',
  contractStart: 'Contract Start',
  contractSent: 'Contract Sent',
  contractSigned: 'Contract Signed',
  cancelled: 'Cancelled/Declined',
  unknown: 'Unknown',
};

/**
 * The funnel state: the first true flag in the order requestReceived, meetingProposed,
 * visitScheduled, visitPast, contractStart, contractSent, contractSigned; otherwise
 * Cancelled/Declined when the request was cancelled; otherwise Unknown.
 */
export function funnelState(flags: FunnelFlags): FunnelState {
  const stage = FUNNEL_FLAG_ORDER.find((flag) => flags[flag]);
  if (stage) return stage;
  return flags.requestCancelled ? 'cancelled' : 'unknown';
}

// Board (operations §2) ---------------------------------------------------------------------

/** The columns of the requests board, in order. */
export const BOARD_COLUMN_KEYS = [
  'request_received',
  'meeting_proposed',
  'visit_scheduled',
  'visit_past',
  'contract_start',
  'contract_sent',
  'contract_signed',
  'cancelled',
] as const;

export type BoardColumnKey = (typeof BOARD_COLUMN_KEYS)[number];

/** The 8 columns of the requests board with their titles, in order. */
export const BOARD_COLUMNS: readonly { key: BoardColumnKey; title: string }[] = [
  { key: 'request_received', title: 'Request received' },
  { key: 'meeting_proposed', title: 'Meeting proposed' },
  { key: 'visit_scheduled', title: 'Visit Scheduled' },
  { key: 'visit_past', title: 'Visit past' },
  { key: 'contract_start', title: 'Contract Start' },
  { key: 'contract_sent', title: 'Contract Sent' },
  { key: 'contract_signed', title: 'Contract Signed' },
  { key: 'cancelled', title: 'Cancelled' },
];

const COLUMN_BY_STATE: Readonly<Record<Exclude<FunnelState, 'unknown'>, BoardColumnKey>> = {
  requestReceived: 'request_received',
  meetingProposed: 'meeting_proposed',
  visitScheduled: 'visit_scheduled',
  visitPast: 'visit_past',
  contractStart: 'contract_start',
  contractSent: 'contract_sent',
  contractSigned: 'contract_signed',
  cancelled: 'cancelled',
};

/** The board column of a funnel state; an Unknown state has no column. */
export function boardColumnOf(state: FunnelState): BoardColumnKey | null {
  return state === 'unknown' ? null : COLUMN_BY_STATE[state];
}

/**
 * Whether a request is cancelled (by the guest) or declined (by the host): its flag or its
 * funnel's cancellation date, so that the board column and the actions always agree.
 */
export function isRequestCancelled(
  request: Pick<ContactRequest, 'isCancelled' | 'funnel'>,
): boolean {
  return request.isCancelled || request.funnel.requestCancelled !== null;
}

/**
 * Where a request stands: the furthest stage its data shows. A cancelled request is
 * cancelled whatever it reached before. The server uses it to fill the board columns and to
 * send the flags of a conversation (exactly one flag true), which funnelState then reads.
 */
export function requestFunnelFlags(request: ContactRequest): FunnelFlags {
  const { funnel } = request;
  const cancelled = isRequestCancelled(request);
  // A request that exists was received.
  const reached: FunnelStage[] = ['requestReceived'];
  if (!cancelled) {
    if (funnel.meetingProposedDate !== null || request.meetingsProposed.length > 0) {
      reached.push('meetingProposed');
    }
    if (funnel.visitScheduledDate !== null || request.visitScheduled)
      reached.push('visitScheduled');
    if (funnel.visitPast !== null || request.visitPast) reached.push('visitPast');
    if (funnel.contractStart !== null) reached.push('contractStart');
    if (funnel.contractSent !== null) reached.push('contractSent');
    if (funnel.contractSigned !== null || request.contractSigned) reached.push('contractSigned');
  }
  const current = cancelled ? undefined : reached.at(-1);
  return {
    requestReceived: current === 'requestReceived',
    meetingProposed: current === 'meetingProposed',
    visitScheduled: current === 'visitScheduled',
    visitPast: current === 'visitPast',
    contractStart: current === 'contractStart',
    contractSent: current === 'contractSent',
    contractSigned: current === 'contractSigned',
    requestCancelled: cancelled,
  };
}

/** The current funnel state of a request. */
export function requestState(request: ContactRequest): FunnelState {
  return funnelState(requestFunnelFlags(request));
}

/**
 * When a request entered its column, read from its funnel dates as the server's query does
 * (apps/server records `stageSinceSql`): the date of the column's step, else the request's date.
 */
export function stageSinceOf(request: ContactRequest): string {
  const column = boardColumnOf(requestState(request)) ?? 'request_received';
  const { funnel } = request;
  const since: Record<BoardColumnKey, string | null> = {
    request_received: funnel.requestReceivedDate,
    meeting_proposed: funnel.meetingProposedDate,
    visit_scheduled: funnel.visitScheduledDate,
    visit_past: funnel.visitPast ?? request.visitDate,
    contract_start: funnel.contractStart,
    contract_sent: funnel.contractSent,
    contract_signed: funnel.contractSigned,
    cancelled: funnel.requestCancelled ?? request.withdrawal?.at ?? null,
  };
  const at = since[column];
  // Never before the request arrived: a step's date recorded earlier counts from the arrival.
  return at !== null && Date.parse(at) > Date.parse(request.requestDate) ? at : request.requestDate;
}

/** A request as its board card shows it: the fields the board's answer carries. */
export function boardRequestOf(request: ContactRequest): BoardRequest {
  const party = ({ name, companyName }: { name: string; companyName: string | null }) => ({
    name,
    companyName,
  });
  return {
    id: request.id,
    requestDate: request.requestDate,
    host: party(request.host),
    guest: party(request.guest),
    visitDate: request.visitDate,
    amount: request.amount,
    assignee: request.assignment.assignee,
    stageSince: stageSinceOf(request),
    ...(request.withdrawal
      ? { withdrawal: { by: request.withdrawal.by, staff: request.withdrawal.staff } }
      : {}),
  };
}

/** Step values seen on requests; other values exist but are not shown. */
export const REQUEST_STEPS = {
  requestReceived: 'request_received',
  meetingProposed: 'meeting_proposed',
} as const;

/** Meeting and appointment states. */
export const MEETING_STATES: readonly MeetingState[] = ['proposed', 'accepted', 'concluded'];

// Board filters (operations §2, api-contract) ----------------------------------------------

/** "Visits scheduled in the last N hours" choices of the board. */
export const VISIT_WITHIN_HOURS = [12, 24, 48, 72] as const;
export type VisitWithinHours = (typeof VISIT_WITHIN_HOURS)[number];

/**
 * "Visits scheduled in the last N hours" (operations §2), written once for the server's query
 * and the mock API: a visit whose scheduling instant is in [now − N hours, now). Half-open, so
 * that the two windows of two adjacent runs never count a visit twice.
 */
export function visitWindow(hours: VisitWithinHours, now: Date): { from: Date; to: Date } {
  return { from: new Date(now.getTime() - hours * 3_600_000), to: now };
}

/** True when an instant (ISO or Date) falls in the visit window of the last `hours` hours. */
export function isInVisitWindow(
  instant: string | Date | null,
  hours: VisitWithinHours,
  now: Date,
): boolean {
  if (instant === null) return false;
  const time = typeof instant === 'string' ? Date.parse(instant) : instant.getTime();
  const { from, to } = visitWindow(hours, now);
  return time >= from.getTime() && time < to.getTime();
}

export type RequestSort = 'received_asc' | 'received_desc' | 'visit_asc' | 'visit_desc';

/** Sort choices of the board. */
export const REQUEST_SORTS: readonly Option<RequestSort>[] = [
  { value: 'received_asc', label: 'Request received ascending' },
  { value: 'received_desc', label: 'Request received descending' },
  { value: 'visit_asc', label: 'Visit time ascending' },
  { value: 'visit_desc', label: 'Visit time descending' },
];

export const DEFAULT_REQUEST_SORT: RequestSort = 'received_desc';

/**
 * The cards a board column shows at first, and how many more each "Show more" adds
 * (at scale 10 the last 7 days are over 5,000 cards, 200 KB compressed, read again by every
 * connected CSM after each change). A column's count is always its whole count.
 */
export const BOARD_CARDS_PER_COLUMN = 50;

/** The most cards one column can be asked for (`perColumn`'s upper bound). */
export const BOARD_MAX_CARDS_PER_COLUMN = 5000;

/** The board's default dates: the last 7 days in Paris. */
export function defaultRequestDateRange(now: Date): DayRange {
  return lastDays(REQUESTS_DEFAULT_DAYS, now);
}

/** Said under the start date when it falls after the end date (not in the spec). */
export const START_AFTER_END =
  'The start date is after the end date: choose a start on or before it.';

/** The start date is after the end date (ISO days compare as text). */
export function isStartAfterEnd(range: Partial<DayRange>): boolean {
  return Boolean(range.startDate && range.endDate && range.startDate > range.endDate);
}

/**
 * The board's search names one request: it finds it whatever the dates (a CSM who types an id
 * wants that request, not those of the last 7 days), and the board says so.
 */
export function idSearchNote(requestId: number): string {
  return `Showing request #${requestId} whatever its date: the start and end dates are ignored for an id search.`;
}

// Actions (operations §4 and §6) -----------------------------------------------------------

/** Which party a proposed slot is accepted for. */
export type AcceptParty = 'host' | 'guest';

/** The parties a slot can be accepted for, in the order their buttons show. */
export const ACCEPT_PARTIES: readonly AcceptParty[] = ['host', 'guest'];

/** What staff may do on a request right now. */
export interface RequestActions {
  /** Guest cancel. */
  cancelAsGuest: boolean;
  /** Host decline. */
  declineAsHost: boolean;
  proposeMeeting: boolean;
  scheduleVisit: boolean;
  /** Accepting a proposed slot for the host (each slot must also be in the future). */
  acceptForHost: boolean;
  /** Accepting a proposed slot for the guest (each slot must also be in the future). */
  acceptForGuest: boolean;
  /** Download contract: only when it is signed. */
  downloadContract: boolean;
  /** View contract draft: only with a contract info id. */
  viewContractDraft: boolean;
}

/** True when a meeting of the request was already accepted or concluded. */
export function hasSettledMeeting(request: Pick<ContactRequest, 'meetingsProposed'>): boolean {
  return request.meetingsProposed.some(
    (m) => m.meetingState === 'accepted' || m.meetingState === 'concluded',
  );
}

/**
 * Action availability (operations §6): create visit and propose meeting are disabled when
 * the request is cancelled or a meeting is already accepted or concluded; accepting for the
 * host is allowed only at step request_received, for the guest only at meeting_proposed;
 * host decline and guest cancel are disabled when the contract is signed or the request is
 * cancelled.
 */
export function requestActions(request: ContactRequest): RequestActions {
  const cancelled = isRequestCancelled(request);
  const openForMeetings = !cancelled && !hasSettledMeeting(request);
  const openForWithdrawal = !request.contractSigned && !cancelled;
  return {
    cancelAsGuest: openForWithdrawal,
    declineAsHost: openForWithdrawal,
    proposeMeeting: openForMeetings,
    scheduleVisit: openForMeetings,
    acceptForHost: request.step === REQUEST_STEPS.requestReceived,
    acceptForGuest: request.step === REQUEST_STEPS.meetingProposed,
    downloadContract: request.contractSigned,
    viewContractDraft: request.contractInfoId !== null,
  };
}

/** Why each request action is not possible now, in staff's words (not in the spec). */
export const ACTION_REASONS = {
  alreadyWithdrawn: 'Not possible: the request is already cancelled or declined.',
  contractSigned: 'Not possible once the contract is signed.',
  meetingSettled: 'Not possible: a meeting is already accepted or concluded.',
  acceptForHost: 'Accept for host is possible only while the request is at Request received.',
  acceptForGuest: 'Accept for guest is possible only while the request is at Meeting proposed.',
  slotInPast: 'This slot is in the past: it can no longer be accepted.',
  slotNotProposed: 'This slot is no longer proposed.',
  contractNotSigned: 'Download contract is possible once the contract is signed.',
} as const;

/** The request actions that have a form (operations §4). */
export type RequestFormAction =
  'cancelAsGuest' | 'declineAsHost' | 'proposeMeeting' | 'scheduleVisit';

/**
 * Why a request action is not possible (operations §6), or null when it is. The server refuses
 * with the same words.
 */
export function actionUnavailableReason(
  request: ContactRequest,
  action: RequestFormAction | 'downloadContract',
): string | null {
  const cancelled = isRequestCancelled(request);
  switch (action) {
    case 'cancelAsGuest':
    case 'declineAsHost':
      if (cancelled) return ACTION_REASONS.alreadyWithdrawn;
      return request.contractSigned ? ACTION_REASONS.contractSigned : null;
    case 'proposeMeeting':
    case 'scheduleVisit':
      if (cancelled) return ACTION_REASONS.alreadyWithdrawn;
      return hasSettledMeeting(request) ? ACTION_REASONS.meetingSettled : null;
    case 'downloadContract':
      return request.contractSigned ? null : ACTION_REASONS.contractNotSigned;
  }
}

/**
 * Why a proposed slot cannot be accepted for this party now, or null when it can: the step
 * (host at request_received, guest at meeting_proposed), the slot's state, its time.
 */
export function acceptUnavailableReason(
  request: ContactRequest,
  appointment: Pick<Appointment, 'proposedDate' | 'state'>,
  party: AcceptParty,
  now: Date,
): string | null {
  const actions = requestActions(request);
  if (party === 'host' && !actions.acceptForHost) return ACTION_REASONS.acceptForHost;
  if (party === 'guest' && !actions.acceptForGuest) return ACTION_REASONS.acceptForGuest;
  if (appointment.state !== 'proposed') return ACTION_REASONS.slotNotProposed;
  return isSlotInPast(appointment, now) ? ACTION_REASONS.slotInPast : null;
}

/**
 * The party whose acceptance a request waits for: the host at step request_received (the
 * guest proposed the slots), the guest at meeting_proposed; null at any other step.
 */
export function acceptingParty(request: Pick<ContactRequest, 'step'>): AcceptParty | null {
  if (request.step === REQUEST_STEPS.requestReceived) return 'host';
  if (request.step === REQUEST_STEPS.meetingProposed) return 'guest';
  return null;
}

/** Accepting a proposed slot is disabled when the slot is in the past. */
export function isSlotInPast(appointment: Pick<Appointment, 'proposedDate'>, now: Date): boolean {
  return isInPast(appointment.proposedDate, now);
}

/** True when staff may accept this slot for this party now. */
export function canAcceptSlot(
  request: ContactRequest,
  appointment: Pick<Appointment, 'proposedDate'>,
  party: AcceptParty,
  now: Date,
): boolean {
  const actions = requestActions(request);
  const allowed = party === 'host' ? actions.acceptForHost : actions.acceptForGuest;
  return allowed && !isSlotInPast(appointment, now);
}

// Display ----------------------------------------------------------------------------------

/** Shown for a visit that is not scheduled yet. */
export const VISIT_PENDING = 'pending';

/** The visit date as shown (dd/MM/yyyy HH:mm in Paris), or 'pending'. */
export function visitDateText(request: Pick<ContactRequest, 'visitDate'>): string {
  return request.visitDate === null ? VISIT_PENDING : formatDateTime(request.visitDate);
}

/** Who withdrew a request, as the detail says it. */
export function withdrawalTitle(withdrawal: Pick<RequestWithdrawal, 'by'>): string {
  return withdrawal.by === 'guest' ? 'Cancelled by the guest' : 'Declined by the host';
}

/**
 * The title with the staff member who recorded it: "Cancelled by the guest · Léa Bernard";
 * the title alone when no one is on record.
 */
export function withdrawalLine(withdrawal: Pick<RequestWithdrawal, 'by' | 'staff'>): string {
  const title = withdrawalTitle(withdrawal);
  return withdrawal.staff ? `${title} · ${withdrawal.staff.name}` : title;
}

/** The reason of a cancellation or decline, in the words of its reason list. */
export function withdrawalReasonText(
  withdrawal: Pick<RequestWithdrawal, 'by' | 'reason'>,
): string | null {
  if (withdrawal.reason === null) return null;
  return reasonLabel(
    withdrawal.by === 'guest' ? GUEST_CANCEL_REASONS : HOST_DECLINE_REASONS,
    withdrawal.reason,
  );
}

/** Shown for a rating that is missing. */
export const RATING_MISSING = 'na';

/** A rating as shown: the number, or 'na' when missing. */
export function ratingText(rating: number | null | undefined): string {
  return rating === null || rating === undefined ? RATING_MISSING : String(rating);
}

/**
 * How a request ends, told for each side: the guest cancels, or the host declines. The action
 * whose rule allows it (actionUnavailableReason), the step it leaves the request at, and the
 * messages posted to the conversation (the status for each party, the system line before the
 * CSM's message). The server and the mock API end a request by this table.
 */
export const REQUEST_ENDINGS = {
  guest: {
    action: 'cancelAsGuest',
    step: 'guest_cancelled',
    status: {
      guestMessage: 'Vous avez annulé la demande.',
      hostMessage: 'Le locataire a annulé la demande.',
    },
    kind: 'request_cancelled',
    system: 'Demande annulée par le CSM pour le locataire : ',
  },
  host: {
    action: 'declineAsHost',
    step: 'host_declined',
    status: {
      guestMessage: "L'hôte a décliné la demande.",
      hostMessage: 'Vous avez décliné la demande.',
    },
    kind: 'request_declined',
    system: "Demande déclinée par le CSM pour l'hôte : ",
  },
} as const;
