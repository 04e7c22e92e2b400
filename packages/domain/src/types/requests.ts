import type { MeetingState } from './codes';
import type { StaffRef } from './staff';

// A contact request (operations.md §3): its parties, conversation, meetings, ratings, funnel,
// withdrawal and owner; a board card; a record's last change.

/** The host side of a request. */
export interface RequestHost {
  id: number;
  name: string;
  companyName: string | null;
  phoneNumber: string | null;
  email: string;
  /** Business sector code (people-and-content code tables). */
  businessSector: number | null;
}

/** The guest side of a request: the host's fields plus the first message. */
export interface RequestGuest extends RequestHost {
  initialMessage: string | null;
}

/** The conversation attached to a request, with unread user messages per side. */
export interface RequestConversation {
  id: number;
  unreadUserMessagesGuest: number;
  unreadUserMessagesHost: number;
}

/** One proposed slot of a meeting; each has its own state. */
export interface Appointment {
  id: number;
  /** ISO instant of the proposed slot. */
  proposedDate: string;
  state: MeetingState;
}

/** A meeting proposal with its slots. */
export interface MeetingProposal {
  meetingId: number;
  meetingState: MeetingState;
  appointments: Appointment[];
}

/** Ratings given after the request: host of guest, guest of host, guest of office. */
export interface RequestRatings {
  /** The host's rating of the guest. */
  hostRating: number | null;
  /** The guest's rating of the host. */
  guestRating: number | null;
  /** The guest's rating of the office. */
  officeRating: number | null;
}

/** The funnel dates table of a request: when each stage was reached (ISO instants). */
export interface RequestFunnel {
  requestReceivedDate: string | null;
  meetingProposedDate: string | null;
  visitScheduledDate: string | null;
  visitPast: string | null;
  contractStart: string | null;
  contractSent: string | null;
  contractSigned: string | null;
  requestCancelled: string | null;
}

/**
 * A contact request (the spec's Request; named ContactRequest so that importing it does not
 * shadow the Fetch API's global Request).
 */
export interface ContactRequest {
  id: number;
  /** ISO instant the request was received. */
  requestDate: string;
  host: RequestHost;
  guest: RequestGuest;
  /** Amount in EUR. */
  amount: number | null;
  officeId: number;
  officeAddress: string;
  /** The office reference shown on the request. */
  officeUuid: string;
  /** ISO day the guest wants to move in. */
  moveinDate: string | null;
  /** ISO day the guest wants to move out. */
  moveoutDate: string | null;
  seats: number;
  /** Days per week (5 is the full week). */
  flexibility: number;
  /** ISO instant of the visit; null while pending. */
  visitDate: string | null;
  visitScheduled: boolean;
  visitPast: boolean;
  isCancelled: boolean;
  contractSigned: boolean;
  /** Id of the contract flow, when one exists (View contract draft). */
  contractInfoId: number | null;
  /** Link to the CRM deal. */
  hsDealUrl: string | null;
  /** Step of the request: 'request_received', 'meeting_proposed', or others not shown. */
  step: string;
  conversation: RequestConversation | null;
  meetingsProposed: MeetingProposal[];
  cancelledData: RequestRatings | null;
  funnel: RequestFunnel;
  /** Who cancelled or declined the request, why and when; null while it is not withdrawn. */
  withdrawal: RequestWithdrawal | null;
  /** Its owner, and who assigned it when. */
  assignment: RequestAssignment;
}

/**
 * A guest's cancellation or a host's decline, as staff recorded it (operations §4: each with
 * a reason and a message).
 */
export interface RequestWithdrawal {
  /** 'guest' for a guest cancel, 'host' for a host decline. */
  by: 'guest' | 'host';
  /** The reason code: a guest cancellation reason or a host decline reason. */
  reason: number | null;
  message: string | null;
  /** ISO instant it was recorded. */
  at: string | null;
  /** The staff member who recorded it; null when none is on record (the demo's older ones). */
  staff: StaffRef | null;
}

/**
 * The last write on a record's history, for its header's one line ("Last change: Léa
 * Bernard, 10:02, cancelled as the guest"): who, when, and the route of the write.
 */
export interface LastChange {
  staffName: string;
  /** ISO instant. */
  at: string;
  /** The route of the write (the history's `action`). */
  action: string;
  /** The route's summary, as the history gives it: said when the write has no words of its own. */
  summary: string;
}

/** Who a board card names: a person and their company. */
export interface BoardParty {
  name: string;
  companyName: string | null;
}

/**
 * A request as a board card shows it (operations §2: date, time, id, host, guest, visit date
 * and amount): the board's answer carries these fields only; the request detail has the rest.
 */
export interface BoardRequest {
  id: number;
  /** ISO instant the request was received. */
  requestDate: string;
  host: BoardParty;
  guest: BoardParty;
  /** ISO instant of the visit; null while pending. */
  visitDate: string | null;
  /** Amount in EUR. */
  amount: number | null;
  /** The staff member who owns the request; null while nobody does (the unassigned queue). */
  assignee: StaffRef | null;
  /** ISO instant the request entered its column (team.ts `stageSince`): its time in stage. */
  stageSince: string;
  /** On a cancelled card only: which party withdrew it, and the staff member who recorded it. */
  withdrawal?: Pick<RequestWithdrawal, 'by' | 'staff'>;
}

/**
 * Who owns a request, and the last change of owner: who made it and when (null before the
 * first). A stale "Take" or "Assign to…" is refused naming them (team.ts).
 */
export interface RequestAssignment {
  assignee: StaffRef | null;
  by: StaffRef | null;
  /** ISO instant of the last change of owner. */
  at: string | null;
}

/** Funnel flags: which stage a request (or its conversation) is at. */
export interface FunnelFlags {
  requestReceived: boolean;
  meetingProposed: boolean;
  visitScheduled: boolean;
  visitPast: boolean;
  contractStart: boolean;
  contractSent: boolean;
  contractSigned: boolean;
  /** Cancelled by the guest or declined by the host. */
  requestCancelled: boolean;
}
