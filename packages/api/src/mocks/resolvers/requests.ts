import {
  REQUEST_ENDINGS,
  STAGE_WAIT_DAYS,
  TEAM_WORDS,
  THRESHOLD_COLUMNS,
  thresholdsOf,
  actionUnavailableReason,
  assignmentChangedMessage,
  parisToday,
} from '@backoffice/domain';
import { buildPath, routes } from '../../routes';
import { REFERENCE_DATE, makeHistory, sessionUser } from '../fixtures';
import type { requestRoutes } from '../../routes/requests';
import type { teamRoutes } from '../../routes/staff';
import {
  boardOf,
  byId,
  csv,
  fail,
  historyPage,
  notFound,
  type Resolvers,
  type ResolversOf,
} from './shared';
import type { MockDb } from '../db';

/** A mock export's file id: its number, written as a generated file's id is (43 characters). */
export function mockFileId(id: number): string {
  return String(id).padStart(43, '0');
}

/** The CSV of a mock export, or 404. */
function dumpFile(db: Parameters<Resolvers['requestDumpFile']>[0]['db'], id: number) {
  const rows = db.requestDumps.get(id);
  if (!rows) return notFound(`Export ${id}`);
  return csv(
    [
      ['id', 'requestDate', 'host', 'guest'],
      ...rows.map((r) => [r.id, r.requestDate, r.host.name, r.guest.name]),
    ],
    `requests-${parisToday(REFERENCE_DATE)}.csv`,
  );
}

/** The mocks of the contact requests (board, detail, actions), over the mock database. */
export const requestsResolvers: ResolversOf<typeof requestRoutes & typeof teamRoutes> = {
  // The mock has no live channel: presence is taken and told to no one.
  presence: () => ({ message: 'ok' }),

  requestBoard: ({ db, query }) => {
    const answer = boardOf(db, query);
    return answer instanceof Response ? answer : answer.board;
  },

  dumpRequests: ({ db, query }) => {
    const answer = boardOf(db, query);
    if (answer instanceof Response) return answer;
    const id = db.nextId();
    db.requestDumps.set(id, answer.requests);
    return {
      message: `The export of ${answer.requests.length} requests is ready.`,
      // The server's link is a generated file's.
      link: buildPath(routes.generatedFile.path, { fileId: mockFileId(id) }),
    };
  },

  requestDumpFile: ({ db, id }) => dumpFile(db, id),

  generatedFile: ({ db, params }) => dumpFile(db, Number(params.fileId)),

  request: ({ db, id }) => {
    const request = byId(db.requests, id, (r) => r.id);
    if (!request) return notFound(`Request ${id}`);
    // The last change, as the server says it, in step with the request: its cancellation,
    // else its meeting proposal, else its owner's assignment, else none.
    const [cancelled, proposed] = makeHistory('request', id);
    const { assignment } = request;
    const last = request.isCancelled
      ? cancelled
      : request.meetingsProposed.length
        ? proposed
        : null;
    return {
      request,
      lastChange: last
        ? { staffName: last.staff.name, at: last.at, action: last.action, summary: last.summary }
        : assignment.by && assignment.at
          ? {
              staffName: assignment.by.name,
              at: assignment.at,
              action: 'assignRequest',
              summary: routes.assignRequest.summary,
            }
          : null,
    };
  },

  requestHistory: ({ id }) => historyPage(makeHistory('request', id)),

  requestContract: ({ db, id }) => {
    const request = byId(db.requests, id, (r) => r.id);
    if (!request?.contractSigned) return notFound(`The signed contract of request ${id}`);
    return { link: buildPath(routes.contractPdf.path, { id: 1 + (id % 60) }) };
  },

  guestCancel: ({ db, id, body }) =>
    endRequest(db, id, 'guest', {
      reason: body.guestCancelledReason,
      message: body.guestCancelledMessage,
    }),

  hostDecline: ({ db, id, body }) =>
    endRequest(db, id, 'host', {
      reason: body.hostDeclinedReason,
      message: body.hostDeclinedMessage,
    }),

  proposeMeeting: ({ db, body }) => {
    const request = byId(db.requests, body.requestId, (r) => r.id);
    if (!request) return notFound(`Request ${body.requestId}`);
    request.meetingsProposed.push({
      meetingId: db.nextId(),
      meetingState: 'proposed',
      appointments: body.dates.map((proposedDate) => ({
        id: db.nextId(),
        proposedDate,
        state: 'proposed',
      })),
    });
    request.step = 'meeting_proposed';
    request.funnel.meetingProposedDate ??= REFERENCE_DATE.toISOString();
    return { message: 'created' };
  },

  scheduleMeeting: ({ db, body }) => {
    const request = byId(db.requests, body.requestId, (r) => r.id);
    if (!request) return notFound(`Request ${body.requestId}`);
    Object.assign(request, {
      visitDate: body.meetingSlot,
      visitScheduled: true,
      step: 'visit_scheduled',
      funnel: { ...request.funnel, visitScheduledDate: REFERENCE_DATE.toISOString() },
    });
    return { message: 'scheduled' };
  },

  stageThresholds: ({ db }) => thresholdsAnswer(db),

  // As the server, without the version check (the mock reads no If-Match).
  saveStageThresholds: ({ db, body }) => {
    const kept = db.thresholds.set.filter(
      (t) => !body.thresholds.some((given) => given.column === t.column),
    );
    db.thresholds = {
      set: [...kept, ...body.thresholds],
      changed: { name: sessionUser.name, at: REFERENCE_DATE.toISOString() },
    };
    return thresholdsAnswer(db);
  },

  team: ({ db }) => ({
    staff: db.staff.filter((s) => s.status === 'active').map(({ id, name }) => ({ id, name })),
  }),

  // As the server: the owner the caller saw must still be the owner (else 409 naming who
  // changed it), and the new one an active staff member.
  assignRequest: ({ db, id, body }) => {
    const request = byId(db.requests, id, (r) => r.id);
    if (!request) return notFound(`Request ${id}`);
    if ((request.assignment.assignee?.id ?? null) !== body.expectedAssigneeId) {
      return fail(409, 'conflict', assignmentChangedMessage(request.assignment));
    }
    const member =
      body.assigneeId === null
        ? null
        : db.staff.find((s) => s.id === body.assigneeId && s.status === 'active');
    if (member === undefined) {
      return fail(400, 'validation_error', TEAM_WORDS.chooseStaff, {
        assigneeId: TEAM_WORDS.chooseStaff,
      });
    }
    request.assignment = {
      assignee: member && { id: member.id, name: member.name },
      by: { id: sessionUser.id, name: sessionUser.name },
      at: REFERENCE_DATE.toISOString(),
    };
    return { assignment: request.assignment };
  },

  acceptAppointment: ({ db, id, body }) => {
    for (const request of db.requests) {
      const meeting = request.meetingsProposed.find((m) => m.meetingId === id);
      const slot = meeting?.appointments.find((a) => a.id === body.appointmentId);
      if (meeting && slot) {
        meeting.meetingState = 'accepted';
        slot.state = 'accepted';
        Object.assign(request, { visitDate: slot.proposedDate, visitScheduled: true });
        return { message: 'accepted' };
      }
    }
    return notFound(`Appointment ${body.appointmentId} of meeting ${id}`);
  },
};

/**
 * Ends a request for one side as the server does (REQUEST_ENDINGS, the domain's rule): refused
 * with 409 and the rule's words when the request is already withdrawn or its contract signed.
 */
function endRequest(
  db: MockDb,
  id: number,
  by: keyof typeof REQUEST_ENDINGS,
  { reason, message }: { reason: number; message: string },
) {
  const request = byId(db.requests, id, (r) => r.id);
  if (!request) return notFound(`Request ${id}`);
  const ending = REQUEST_ENDINGS[by];
  const refused = actionUnavailableReason(request, ending.action);
  if (refused) return fail(409, 'conflict', refused);
  Object.assign(request, {
    isCancelled: true,
    step: ending.step,
    funnel: { ...request.funnel, requestCancelled: REFERENCE_DATE.toISOString() },
    withdrawal: {
      by,
      reason,
      message,
      at: REFERENCE_DATE.toISOString(),
      staff: { id: sessionUser.id, name: sessionUser.name },
    },
  });
  return { message: 'OK' };
}

/** The thresholds in use, each with its default, and who changed them last. */
function thresholdsAnswer(db: MockDb) {
  const inUse = thresholdsOf(db.thresholds.set);
  return {
    thresholds: THRESHOLD_COLUMNS.map((column) => ({
      column,
      days: inUse[column],
      defaultDays: STAGE_WAIT_DAYS[column],
    })),
    changed: db.thresholds.changed,
  };
}
