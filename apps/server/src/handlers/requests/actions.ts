import {
  ACTION_REASONS,
  REQUEST_STEPS,
  TEAM_WORDS,
  assignmentChangedMessage,
  type StaffRef,
  VALIDATION_MESSAGES,
  canAcceptSlot,
  isSlotInPast,
} from '@backoffice/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { appointments, meetings, requests, staff } from '../../db/schema';
import type { HandlerGroup } from '../../http/context';
import { conflict, invalid, notFound } from '../../errors';
import {
  VISIT_CONFIRMED_STATUS,
  insertMeeting,
  isoOf,
  postMessages,
  type NewMessage,
} from '../shared';
import { notify, notifyOwner } from '../notes/notify';
import { endRequest, loadRequest, refuseUnavailable, withWhoActed } from './model';

/** Posts a meeting step's system line, then the status line the guest and the host each read. */
function postStepMessages(
  db: Db,
  requestId: number,
  now: Date,
  step: { kind: string; systemMessage: string; status: NonNullable<NewMessage['status']> },
): Promise<void> {
  const { kind, systemMessage, status } = step;
  return postMessages(db, requestId, now, [
    { kind, systemMessage },
    { kind: 'status', status },
  ]);
}

/** The requests actions: every one runs on the write path (http/writes.ts: one transaction, row lock, history, idempotency). */
export const requestActionHandlers: HandlerGroup<
  | 'assignRequest'
  | 'guestCancel'
  | 'hostDecline'
  | 'proposeMeeting'
  | 'scheduleMeeting'
  | 'acceptAppointment'
> = {
  // "Take" and "Assign to…": the request locked (the write path), the owner the caller saw
  // must still be the owner, so that of two people taking one request at once the second is
  // told who took it; the new owner must be an active staff member.
  async assignRequest({ db, params, body, now, staff: me, recorded, services }) {
    const { assignment } = await loadRequest(db, params.id, now);
    if ((assignment.assignee?.id ?? null) !== body.expectedAssigneeId) {
      throw conflict(assignmentChangedMessage(assignment));
    }
    let assignee: StaffRef | null = null;
    if (body.assigneeId !== null) {
      const [member] = await db
        .select({ id: staff.id, name: staff.name })
        .from(staff)
        .where(and(eq(staff.id, body.assigneeId), eq(staff.status, 'active')));
      if (!member) throw invalid({ assigneeId: TEAM_WORDS.chooseStaff });
      assignee = member;
    }
    // The history says it in words: "Léa Bernard assigned the request to Hugo Petit".
    recorded.input.assigneeName = assignee?.name ?? null;
    await db
      .update(requests)
      .set({ assigneeId: body.assigneeId, assignedById: me.id, assignedAt: now })
      .where(eq(requests.id, params.id));
    // The new owner hears of it in their inbox (not someone who took it themself).
    if (assignee) {
      await notify(db, {
        emailDelivery: services.emailDelivery,
        recipientIds: [assignee.id],
        kind: 'assigned',
        actor: me,
        requestId: params.id,
        now,
      });
    }
    return {
      assignment: { assignee, by: { id: me.id, name: me.name }, at: now.toISOString() },
    };
  },

  guestCancel: ({ db, params, body, now, staff: me, services }) =>
    endRequest(
      db,
      params.id,
      now,
      'guest',
      { reason: body.guestCancelledReason, message: body.guestCancelledMessage },
      me,
      services.emailDelivery,
    ),

  hostDecline: ({ db, params, body, now, staff: me, services }) =>
    endRequest(
      db,
      params.id,
      now,
      'host',
      { reason: body.hostDeclinedReason, message: body.hostDeclinedMessage },
      me,
      services.emailDelivery,
    ),

  async proposeMeeting({ db, body, now, staff: me, services }) {
    const request = await loadRequest(db, body.requestId, now);
    await refuseUnavailable(db, request, 'proposeMeeting');
    const past = body.dates.findIndex((d) => isSlotInPast({ proposedDate: d }, now));
    if (past >= 0) throw invalid({ [`dates.${past}`]: VALIDATION_MESSAGES.slotInPast });
    // The call's transaction (http/writes.ts): these rows and the messages below, or none.
    await insertMeeting(
      db,
      request.id,
      'proposed',
      body.dates.map((d) => new Date(d)),
      now,
    );
    await db
      .update(requests)
      .set({
        step: REQUEST_STEPS.meetingProposed,
        meetingProposedAt: sql`coalesce(${requests.meetingProposedAt}, ${now})`,
      })
      .where(eq(requests.id, request.id));
    await postStepMessages(db, request.id, now, {
      kind: 'meeting_proposed',
      systemMessage: `${body.dates.length} créneau(x) de visite proposé(s).`,
      status: {
        guestMessage: "L'hôte vous propose des créneaux de visite.",
        hostMessage: 'Vous avez proposé des créneaux de visite.',
      },
    });
    await notifyOwner(db, request, me, 'proposeMeeting', now, services.emailDelivery);
    return { message: 'created' };
  },

  async scheduleMeeting({ db, body, now, staff: me, services }) {
    const request = await loadRequest(db, body.requestId, now);
    await refuseUnavailable(db, request, 'scheduleVisit');
    if (isSlotInPast({ proposedDate: body.meetingSlot }, now))
      throw invalid({ meetingSlot: VALIDATION_MESSAGES.visitInPast });
    const visit = new Date(body.meetingSlot);
    // The call's transaction (http/writes.ts): these rows and the messages below, or none.
    await insertMeeting(db, request.id, 'accepted', [visit], now);
    await db
      .update(requests)
      .set({
        step: 'visit_scheduled',
        visitDate: visit,
        visitScheduledAt: now,
        meetingProposedAt: sql`coalesce(${requests.meetingProposedAt}, ${now})`,
      })
      .where(eq(requests.id, request.id));
    await postStepMessages(db, request.id, now, {
      kind: 'visit_scheduled',
      systemMessage: 'Visite planifiée par le CSM.',
      status: VISIT_CONFIRMED_STATUS,
    });
    await notifyOwner(db, request, me, 'scheduleMeeting', now, services.emailDelivery);
    return { message: 'scheduled' };
  },

  async acceptAppointment({ db, params, body, now, recorded, staff: me, services }) {
    const [meeting] = await db.select().from(meetings).where(eq(meetings.id, params.id));
    if (!meeting) throw notFound('Meeting', params.id);
    const [appointment] = await db
      .select()
      .from(appointments)
      .where(and(eq(appointments.id, body.appointmentId), eq(appointments.meetingId, meeting.id)));
    if (!appointment) throw notFound('Appointment', body.appointmentId);
    const request = await loadRequest(db, meeting.requestId, now);
    if (meeting.state !== 'proposed')
      throw conflict(
        await withWhoActed(db, request.id, 'This meeting was already accepted or concluded.'),
      );
    // The guest proposed the slots at step request_received (the host accepts); the host
    // proposed them at step meeting_proposed (the guest accepts).
    const party = request.step === REQUEST_STEPS.requestReceived ? 'host' : 'guest';
    const slot = { proposedDate: isoOf(appointment.proposedDate) };
    if (!canAcceptSlot(request, slot, party, now)) {
      throw conflict(
        isSlotInPast(slot, now)
          ? ACTION_REASONS.slotInPast
          : await withWhoActed(
              db,
              request.id,
              'A slot can be accepted for the host at step request_received, for the guest at step meeting_proposed.',
            ),
      );
    }
    recorded.input.slot = isoOf(appointment.proposedDate);
    // The call's transaction (http/writes.ts): these rows and the messages below, or none.
    await db
      .update(appointments)
      .set({ state: 'accepted' })
      .where(eq(appointments.id, appointment.id));
    await db.update(meetings).set({ state: 'accepted' }).where(eq(meetings.id, meeting.id));
    await db
      .update(requests)
      .set({
        step: 'visit_scheduled',
        visitDate: appointment.proposedDate,
        visitScheduledAt: now,
      })
      .where(eq(requests.id, request.id));
    await postStepMessages(db, request.id, now, {
      kind: 'appointment_accepted',
      systemMessage: `Créneau accepté pour ${party === 'host' ? "l'hôte" : 'le locataire'}.`,
      status: VISIT_CONFIRMED_STATUS,
    });
    await notifyOwner(db, request, me, 'acceptAppointment', now, services.emailDelivery);
    return { message: 'accepted' };
  },
};
