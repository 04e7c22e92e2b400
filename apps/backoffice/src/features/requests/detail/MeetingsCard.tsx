import { useEffect, useReducer, useState } from 'react';
import { useAcceptAppointment } from '@backoffice/api';
import { TOASTS, canAcceptSlot, formatDateTime, isSlotInPast } from '@backoffice/domain';
import type {
  AcceptParty,
  Appointment,
  ContactRequest,
  MeetingProposal,
  MeetingState,
} from '@backoffice/domain';
import { Card, ConfirmButton, EmptyState, StatusTag } from '@backoffice/ui';
import type { BadgeTone } from '@backoffice/ui';
import { useNow } from '../../../shared/clock';
import { useNotify } from '../../../shared/notify';
import * as styles from './DetailScreen.css';

const STATE_TONES: Record<MeetingState, BadgeTone> = {
  proposed: 'info',
  accepted: 'success',
  concluded: 'neutral',
};

const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

const PARTY_LABELS: Record<AcceptParty, string> = {
  host: 'Accept for host',
  guest: 'Accept for guest',
};

function AcceptButton({
  request,
  meeting,
  appointment,
  party,
}: {
  request: ContactRequest;
  meeting: MeetingProposal;
  appointment: Appointment;
  party: AcceptParty;
}) {
  const now = useNow();
  const notify = useNotify();
  const { trigger } = useAcceptAppointment();
  const [pending, setPending] = useState(false);
  const [, recheck] = useReducer((n: number) => n + 1, 0);
  const allowed =
    appointment.state === 'proposed' && canAcceptSlot(request, appointment, party, now());

  // A slot passes while the page is open: draw the button again at that moment, so that it
  // turns disabled then rather than on the next refresh (setTimeout holds at most ~24 days).
  useEffect(() => {
    if (!allowed) return undefined;
    const due = new Date(appointment.proposedDate).getTime() - now().getTime();
    const timer = window.setTimeout(recheck, Math.min(Math.max(due, 0) + 50, 2_000_000_000));
    return () => window.clearTimeout(timer);
  }, [allowed, appointment.proposedDate, now]);

  const accept = async () => {
    // The second click may come after the slot has passed.
    if (!canAcceptSlot(request, appointment, party, now())) {
      recheck();
      return;
    }
    setPending(true);
    try {
      await trigger({
        meetingId: meeting.meetingId,
        appointmentId: appointment.id,
        requestId: request.id,
      });
      notify.show(TOASTS.meetingAccepted);
    } catch (error) {
      notify.failure(error);
    } finally {
      setPending(false);
    }
  };

  return (
    <ConfirmButton
      size="sm"
      subject={`the slot of ${formatDateTime(appointment.proposedDate)}`}
      isDisabled={!allowed}
      isPending={pending}
      onConfirm={() => void accept()}
    >
      {PARTY_LABELS[party]}
    </ConfirmButton>
  );
}

/**
 * The meeting proposals with their appointment states. A proposed slot can be accepted for the
 * host (at step request_received) or for the guest (at step meeting_proposed), never once past.
 */
export function MeetingsCard({ request }: { request: ContactRequest }) {
  const now = useNow();
  const meetings = request.meetingsProposed;
  return (
    <Card title="Meeting proposals">
      {meetings.length === 0 ? (
        <EmptyState size="sm" title="No meeting proposed yet" />
      ) : (
        meetings.map((meeting) => (
          <section
            key={meeting.meetingId}
            className={styles.meeting}
            aria-labelledby={`meeting-${meeting.meetingId}`}
          >
            <h3 id={`meeting-${meeting.meetingId}`} className={styles.meetingTitle}>
              Meeting {meeting.meetingId}
              <StatusTag tone={STATE_TONES[meeting.meetingState]}>
                {capitalize(meeting.meetingState)}
              </StatusTag>
            </h3>
            <table className={styles.table}>
              <thead>
                <tr>
                  <th scope="col" className={styles.th}>
                    Slot
                  </th>
                  <th scope="col" className={styles.th}>
                    State
                  </th>
                  <th scope="col" className={styles.th}>
                    Accept
                  </th>
                </tr>
              </thead>
              <tbody>
                {meeting.appointments.map((appointment) => (
                  <tr key={appointment.id}>
                    <th scope="row" className={styles.td}>
                      {formatDateTime(appointment.proposedDate)}
                      {isSlotInPast(appointment, now()) ? (
                        <span className={styles.muted}> (past)</span>
                      ) : null}
                    </th>
                    <td className={styles.td}>
                      <StatusTag tone={STATE_TONES[appointment.state]}>
                        {capitalize(appointment.state)}
                      </StatusTag>
                    </td>
                    <td className={styles.td}>
                      <div className={styles.slotActions}>
                        <AcceptButton
                          request={request}
                          meeting={meeting}
                          appointment={appointment}
                          party="host"
                        />
                        <AcceptButton
                          request={request}
                          meeting={meeting}
                          appointment={appointment}
                          party="guest"
                        />
                      </div>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </section>
        ))
      )}
    </Card>
  );
}
