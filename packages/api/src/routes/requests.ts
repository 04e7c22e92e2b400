import {
  AssignmentAnswer,
  DownloadedFileStruct,
  HistoryAnswer,
  LinkAnswer,
  MessageAnswer,
  RequestAnswer,
  RequestBoardAnswer,
  RequestDumpAnswer,
} from '../structs/answers';
import {
  AcceptAppointmentBody,
  AssignRequestBody,
  GuestCancelBody,
  HostDeclineBody,
  ProposeMeetingBody,
  ScheduleMeetingBody,
} from '../structs/bodies';
import { HistoryQuery, RequestBoardQuery, RequestDumpQuery } from '../structs/queries';
import { CSV, route } from './define';

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
