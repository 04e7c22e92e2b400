import {
  BOARD_MAX_CARDS_PER_COLUMN,
  GUEST_CANCEL_REASONS,
  type GuestCancelPayload,
  HOST_DECLINE_REASONS,
  type HostDeclinePayload,
  isReasonCode,
  MEETING_SLOTS,
  OWNER_FILTERS,
  type Reason,
  TEXT_LIMITS as L,
  VISIT_WITHIN_HOURS,
} from '@backoffice/domain';
import {
  array,
  type Describe,
  type Infer,
  integer,
  nullable,
  object,
  optional,
  refine,
  string,
  type,
} from 'superstruct';
import {
  BoardColumnStruct,
  DownloadedFileStruct,
  HistoryAnswer,
  LinkAnswer,
  MessageAnswer,
} from '../structs/answers';
import { HistoryQuery, search } from '../structs/queries';
import {
  Count,
  Id,
  intFrom,
  IsoInstant,
  nonBlank,
  QueryBoolean,
  queryCode,
  QueryDay,
  queryEnum,
  QueryId,
  queryNumber,
} from '../structs/primitives';
import {
  ContactRequestStruct,
  LastChangeStruct,
  RequestAssignmentStruct,
} from '../structs/entities';
import { size } from '../structs/facts';
import { CSV, route } from './define';

const requestBoardFilters = {
  startDate: optional(QueryDay),
  endDate: optional(QueryDay),
  search: search(),
  visitWithinHours: optional(queryCode(VISIT_WITHIN_HOURS)),
  sort: optional(queryEnum(['received_asc', 'received_desc', 'visit_asc', 'visit_desc'])),
  /** Whose requests: the caller's (`mine`) or nobody's (`unassigned`); absent is everyone's. */
  owner: optional(queryEnum(OWNER_FILTERS)),
  /** One staff member's requests (the owner filter's "a person"); with `owner`, refused. */
  assigneeId: optional(QueryId),
  /** Only the requests waiting in their column beyond its threshold (domain STAGE_WAIT_DAYS). */
  waiting: optional(QueryBoolean),
  /** "All open": every request not ended (signed or cancelled), whatever its date. */
  open: optional(QueryBoolean),
};

/**
 * Request board (api-contract "Request board filters"), and `perColumn`: the cards each
 * column carries, its first ones in the board's order (BOARD_CARDS_PER_COLUMN unless asked,
 * at most BOARD_MAX_CARDS_PER_COLUMN); each column's `count` is still its whole count.
 */
export const RequestBoardQuery = object({
  ...requestBoardFilters,
  perColumn: optional(queryNumber(intFrom(1, BOARD_MAX_CARDS_PER_COLUMN))),
});
export type RequestBoardQuery = Infer<typeof RequestBoardQuery>;

/** The board's export: its filters (every matching request, whatever the columns show). */
export const RequestDumpQuery = object(requestBoardFilters);
export type RequestDumpQuery = Infer<typeof RequestDumpQuery>;

/** A request's owner after "Take" or "Assign to…". */
export const AssignmentAnswer = type({ assignment: RequestAssignmentStruct });
export type AssignmentAnswer = Infer<typeof AssignmentAnswer>;

/** The board: the total and the 8 columns in the spec's order. */
export const RequestBoardAnswer = type({ total: Count, columns: array(BoardColumnStruct) });
export type RequestBoardAnswer = Infer<typeof RequestBoardAnswer>;

/**
 * The export (operations §1: "shows the message the server returns"): the server's message,
 * and the link to the CSV it wrote, behind the bearer token like every other call.
 */
export const RequestDumpAnswer = type({ message: string(), link: string() });
export type RequestDumpAnswer = Infer<typeof RequestDumpAnswer>;

/**
 * One request, and the last write on its history (its header's "Last change" line; null
 * before any staff member acted on it; absent from a server that does not say it).
 */
export const RequestAnswer = type({
  request: ContactRequestStruct,
  lastChange: optional(nullable(LastChangeStruct)),
});
export type RequestAnswer = Infer<typeof RequestAnswer>;

/**
 * Take or assign a request: the new owner (null: unassign) and the owner the caller saw
 * (null: nobody), so that a stale view is refused (409) naming who changed it.
 */
export const AssignRequestBody = object({
  assigneeId: nullable(Id),
  expectedAssigneeId: nullable(Id),
});
export type AssignRequestBody = Infer<typeof AssignRequestBody>;

/** A code of one of the domain's reason tables; `name` keys its enum in the OpenAPI document. */
const reasonCode = (reasons: readonly Reason[], name: string, what: string) =>
  refine(
    integer(),
    name,
    (code) => isReasonCode(reasons, code) || `Expected ${what} code, but received: ${code}`,
  );

export const GuestCancelBody: Describe<GuestCancelPayload> = object({
  guestCancelledReason: reasonCode(
    GUEST_CANCEL_REASONS,
    'guestCancelReason',
    'a guest cancellation reason',
  ),
  guestCancelledMessage: nonBlank(L.message),
});

export const HostDeclineBody: Describe<HostDeclinePayload> = object({
  hostDeclinedReason: reasonCode(
    HOST_DECLINE_REASONS,
    'hostDeclineReason',
    'a host decline reason',
  ),
  hostDeclinedMessage: nonBlank(L.message),
});

export const ProposeMeetingBody = object({
  /** The proposed slots, ISO instants: 1 to 10. */
  dates: size(array(IsoInstant), MEETING_SLOTS.min, MEETING_SLOTS.max),
  requestId: Id,
});
export type ProposeMeetingBody = Infer<typeof ProposeMeetingBody>;

export const ScheduleMeetingBody = object({ meetingSlot: IsoInstant, requestId: Id });
export type ScheduleMeetingBody = Infer<typeof ScheduleMeetingBody>;

export const AcceptAppointmentBody = object({ appointmentId: Id });
export type AcceptAppointmentBody = Infer<typeof AcceptAppointmentBody>;

/**
 * Request routes: the board, its export and the file it makes, a request, its contract, history
 * and owner, a guest's cancel or a host's decline, meetings.
 */
export const requestRoutes = {
  // Requests --------------------------------------------------------------------------------
  requestBoard: route({
    method: 'GET',
    path: '/csm/requests',
    permission: 'read',
    summary: 'Request board: columns, each with its requests',
    query: RequestBoardQuery,
    answer: RequestBoardAnswer,
  }),
  dumpRequests: route({
    method: 'GET',
    path: '/csm/requests/dump_requests',
    permission: 'export',
    summary: "Export: ask for a request dump of the board's filters",
    query: RequestDumpQuery,
    answer: RequestDumpAnswer,
  }),
  requestDumpFile: route({
    method: 'GET',
    path: '/csm/requests/dump_requests/:id',
    permission: 'export',
    summary:
      'Deprecated: the CSV of a request dump kept by the server that made it, before every server read generated files from one store; now always 404',
    answer: DownloadedFileStruct,
    accept: CSV,
  }),
  generatedFile: route({
    method: 'GET',
    path: '/csm/files/:fileId',
    permission: 'export',
    summary:
      'A file the server made (a request dump): its creator and Admins only (404 to others), 24 h',
    answer: DownloadedFileStruct,
    accept: CSV,
  }),
  request: route({
    method: 'GET',
    path: '/csm/requests/:id',
    permission: 'read',
    summary: 'Request detail',
    answer: RequestAnswer,
  }),
  requestContract: route({
    method: 'GET',
    path: '/requests/:id/contract',
    permission: 'read',
    summary: 'Link to the signed contract of a request',
    answer: LinkAnswer,
  }),
  requestHistory: route({
    method: 'GET',
    path: '/csm/requests/:id/history',
    permission: 'read',
    summary: 'Request history, newest first',
    query: HistoryQuery,
    answer: HistoryAnswer,
  }),
  assignRequest: route({
    method: 'PUT',
    path: '/csm/requests/:id/assignee',
    permission: 'write',
    write: { areas: ['requests', 'notifications'], subject: { entity: 'request', id: 'path' } },
    summary:
      'Take a request or assign it to an active staff member (null: unassign); refused (409) naming who changed the owner when it is not the one the caller saw',
    body: AssignRequestBody,
    answer: AssignmentAnswer,
  }),
  guestCancel: route({
    method: 'PATCH',
    path: '/csm/requests/:id/guest_cancel',
    permission: 'write',
    write: {
      areas: ['requests', 'conversations', 'notifications'],
      subject: { entity: 'request', id: 'path' },
    },
    summary: 'Cancel as guest',
    body: GuestCancelBody,
    answer: MessageAnswer,
  }),
  hostDecline: route({
    method: 'PATCH',
    path: '/csm/requests/:id/host_decline',
    permission: 'write',
    write: {
      areas: ['requests', 'conversations', 'notifications'],
      subject: { entity: 'request', id: 'path' },
    },
    summary: 'Decline as host',
    body: HostDeclineBody,
    answer: MessageAnswer,
  }),
  proposeMeeting: route({
    method: 'POST',
    path: '/csm/meetings',
    permission: 'write',
    write: {
      areas: ['requests', 'conversations', 'notifications'],
      subject: { entity: 'request', id: { body: 'requestId' } },
    },
    summary: 'Propose a meeting (1 to 10 slots)',
    body: ProposeMeetingBody,
    answer: MessageAnswer,
  }),
  scheduleMeeting: route({
    method: 'POST',
    path: '/csm/meetings/schedule_meeting',
    permission: 'write',
    write: {
      areas: ['requests', 'conversations', 'notifications'],
      subject: { entity: 'request', id: { body: 'requestId' } },
    },
    summary: 'Schedule a visit',
    body: ScheduleMeetingBody,
    answer: MessageAnswer,
  }),
  acceptAppointment: route({
    method: 'PATCH',
    path: '/csm/meetings/:id/accept_appointment',
    permission: 'write',
    write: {
      areas: ['requests', 'conversations', 'notifications'],
      subject: { entity: 'request', id: 'path', via: 'meetingRequest' },
    },
    summary: 'Accept a proposed slot',
    body: AcceptAppointmentBody,
    answer: MessageAnswer,
  }),
};
