import type { GuestCancelPayload, HostDeclinePayload } from '@backoffice/domain';
import { keysOf } from '../hooks/keys';
import { routeMutation, runOf } from '../hooks/mutation';
import { ifMatchOption, pathIdCall } from './callOptions';
import { hookOf } from './read';
import { routes } from '../routes';
import type { StageThresholdsBody } from '../routes/staff';

/**
 * The request actions (operations §4): guest cancel, host decline, propose a meeting,
 * schedule a visit, accept a proposed slot. Each revalidates the request, the board and the
 * lists that show the request's stage.
 */

function requestReads(arg: { requestId: number }) {
  return [
    keysOf(routes.request, { id: arg.requestId }),
    keysOf(routes.requestBoard),
    keysOf(routes.conversations),
    keysOf(routes.user),
  ];
}

export interface AssignRequestArg {
  requestId: number;
  /** The new owner; null unassigns. */
  assigneeId: number | null;
  /** The owner the screen showed: a different one now is refused (409) naming who changed it. */
  expectedAssigneeId: number | null;
}

/** "Take" (assign to me) and "Assign to…". */
const assignRequestWrite = /* @__PURE__ */ routeMutation(routes.assignRequest, {
  call: ({ requestId, ...body }: AssignRequestArg) => ({ params: { id: requestId }, body }),
  revalidate: requestReads,
});
export const useAssignRequest = /* @__PURE__ */ hookOf(assignRequestWrite);

export interface GuestCancelArg extends GuestCancelPayload {
  requestId: number;
}

const guestCancelWrite = /* @__PURE__ */ routeMutation(routes.guestCancel, {
  call: ({ requestId, ...body }: GuestCancelArg) => ({ params: { id: requestId }, body }),
  revalidate: requestReads,
});
export const guestCancel = /* @__PURE__ */ runOf(guestCancelWrite);
export const useGuestCancel = /* @__PURE__ */ hookOf(guestCancelWrite);

export interface HostDeclineArg extends HostDeclinePayload {
  requestId: number;
}

const hostDeclineWrite = /* @__PURE__ */ routeMutation(routes.hostDecline, {
  call: ({ requestId, ...body }: HostDeclineArg) => ({ params: { id: requestId }, body }),
  revalidate: requestReads,
});
export const hostDecline = /* @__PURE__ */ runOf(hostDeclineWrite);
export const useHostDecline = /* @__PURE__ */ hookOf(hostDeclineWrite);

export interface ProposeMeetingArg {
  requestId: number;
  /** The slots as ISO instants (domain validateMeetingSlots), 1 to 10. */
  dates: string[];
}

const proposeMeetingWrite = /* @__PURE__ */ routeMutation(routes.proposeMeeting, {
  call: (body: ProposeMeetingArg) => ({ body }),
  revalidate: requestReads,
});
export const proposeMeeting = /* @__PURE__ */ runOf(proposeMeetingWrite);
export const useProposeMeeting = /* @__PURE__ */ hookOf(proposeMeetingWrite);

export interface ScheduleMeetingArg {
  requestId: number;
  /** The visit's ISO instant (domain validateScheduleVisit). */
  meetingSlot: string;
}

const scheduleMeetingWrite = /* @__PURE__ */ routeMutation(routes.scheduleMeeting, {
  call: (body: ScheduleMeetingArg) => ({ body }),
  revalidate: requestReads,
});
export const scheduleMeeting = /* @__PURE__ */ runOf(scheduleMeetingWrite);
export const useScheduleMeeting = /* @__PURE__ */ hookOf(scheduleMeetingWrite);

export interface AcceptAppointmentArg {
  meetingId: number;
  appointmentId: number;
  /** The request the meeting belongs to, to refresh it. */
  requestId: number;
}

const acceptAppointmentWrite = /* @__PURE__ */ routeMutation(routes.acceptAppointment, {
  call: (arg: AcceptAppointmentArg) => ({
    params: { id: arg.meetingId },
    body: { appointmentId: arg.appointmentId },
  }),
  revalidate: requestReads,
});
export const acceptAppointment = /* @__PURE__ */ runOf(acceptAppointmentWrite);
export const useAcceptAppointment = /* @__PURE__ */ hookOf(acceptAppointmentWrite);

/** Marks a conversation read by the CSM (opening its detail does it). */
const markReadWrite = /* @__PURE__ */ routeMutation(routes.markConversationRead, {
  call: pathIdCall,
  revalidate: () => [keysOf(routes.conversations), keysOf(routes.request)],
});
export const markConversationRead = /* @__PURE__ */ runOf(markReadWrite);
export const useMarkConversationRead = /* @__PURE__ */ hookOf(markReadWrite);

export interface SaveStageThresholdsArg {
  /** Each open column given: its days (1–90), or null for never. */
  thresholds: {
    column: StageThresholdsBody['thresholds'][number]['column'];
    days: number | null;
  }[];
  /**
   * The version of the thresholds the form began from (domain `partVersion('stageThresholds',
   * …)`): a save over another Admin's newer one is refused, naming them. Absent: save over.
   */
  ifMatch?: string;
}

/** An Admin's save of the board's thresholds: every board reads them again. */
const saveThresholdsWrite = /* @__PURE__ */ routeMutation(routes.saveStageThresholds, {
  call: ({ ifMatch, ...body }: SaveStageThresholdsArg) => ({
    body,
    ...ifMatchOption(ifMatch),
  }),
  revalidate: () => [keysOf(routes.stageThresholds), keysOf(routes.requestBoard)],
});
export const saveStageThresholds = /* @__PURE__ */ runOf(saveThresholdsWrite);
export const useSaveStageThresholds = /* @__PURE__ */ hookOf(saveThresholdsWrite);
