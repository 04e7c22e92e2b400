import type { GuestCancelPayload, HostDeclinePayload } from '@backoffice/domain';
import { callRoute, type ApiClient } from '../client/client';
import { keysOf } from '../hooks/keys';
import { useApiMutation, type ApiMutation } from '../hooks/mutation';
import { routes } from '../routes';
import type { MessageAnswer } from '../structs/answers';

/**
 * The request actions (operations §4): guest cancel, host decline, propose a meeting,
 * schedule a visit, accept a proposed slot. Each revalidates the request, the board and the
 * lists that show the request's stage.
 */

function requestReads(requestId: number) {
  return [
    keysOf(routes.request, { id: requestId }),
    keysOf(routes.requestBoard),
    keysOf(routes.conversations),
    keysOf(routes.user),
  ];
}

export interface GuestCancelArg extends GuestCancelPayload {
  requestId: number;
}

export function guestCancel(client: ApiClient, arg: GuestCancelArg): Promise<MessageAnswer> {
  const { requestId, ...body } = arg;
  return callRoute(client, routes.guestCancel, { params: { id: requestId }, body });
}

export function useGuestCancel(): ApiMutation<GuestCancelArg, MessageAnswer> {
  return useApiMutation({
    name: routes.guestCancel.name,
    run: guestCancel,
    revalidate: (arg) => requestReads(arg.requestId),
  });
}

export interface HostDeclineArg extends HostDeclinePayload {
  requestId: number;
}

export function hostDecline(client: ApiClient, arg: HostDeclineArg): Promise<MessageAnswer> {
  const { requestId, ...body } = arg;
  return callRoute(client, routes.hostDecline, { params: { id: requestId }, body });
}

export function useHostDecline(): ApiMutation<HostDeclineArg, MessageAnswer> {
  return useApiMutation({
    name: routes.hostDecline.name,
    run: hostDecline,
    revalidate: (arg) => requestReads(arg.requestId),
  });
}

export interface ProposeMeetingArg {
  requestId: number;
  /** The slots as ISO instants (domain validateMeetingSlots), 1 to 10. */
  dates: string[];
}

export function proposeMeeting(client: ApiClient, arg: ProposeMeetingArg): Promise<MessageAnswer> {
  return callRoute(client, routes.proposeMeeting, { body: arg });
}

export function useProposeMeeting(): ApiMutation<ProposeMeetingArg, MessageAnswer> {
  return useApiMutation({
    name: routes.proposeMeeting.name,
    run: proposeMeeting,
    revalidate: (arg) => requestReads(arg.requestId),
  });
}

export interface ScheduleMeetingArg {
  requestId: number;
  /** The visit's ISO instant (domain validateScheduleVisit). */
  meetingSlot: string;
}

export function scheduleMeeting(
  client: ApiClient,
  arg: ScheduleMeetingArg,
): Promise<MessageAnswer> {
  return callRoute(client, routes.scheduleMeeting, { body: arg });
}

export function useScheduleMeeting(): ApiMutation<ScheduleMeetingArg, MessageAnswer> {
  return useApiMutation({
    name: routes.scheduleMeeting.name,
    run: scheduleMeeting,
    revalidate: (arg) => requestReads(arg.requestId),
  });
}

export interface AcceptAppointmentArg {
  meetingId: number;
  appointmentId: number;
  /** The request the meeting belongs to, to refresh it. */
  requestId: number;
}

export function acceptAppointment(
  client: ApiClient,
  arg: AcceptAppointmentArg,
): Promise<MessageAnswer> {
  return callRoute(client, routes.acceptAppointment, {
    params: { id: arg.meetingId },
    body: { appointmentId: arg.appointmentId },
  });
}

export function useAcceptAppointment(): ApiMutation<AcceptAppointmentArg, MessageAnswer> {
  return useApiMutation({
    name: routes.acceptAppointment.name,
    run: acceptAppointment,
    revalidate: (arg) => requestReads(arg.requestId),
  });
}

/** Marks a conversation read by the CSM (opening its detail does it). */
export function markConversationRead(
  client: ApiClient,
  conversationId: number,
): Promise<MessageAnswer> {
  return callRoute(client, routes.markConversationRead, { params: { id: conversationId } });
}

export function useMarkConversationRead(): ApiMutation<number, MessageAnswer> {
  return useApiMutation({
    name: routes.markConversationRead.name,
    run: markConversationRead,
    revalidate: () => [keysOf(routes.conversations), keysOf(routes.request)],
  });
}
