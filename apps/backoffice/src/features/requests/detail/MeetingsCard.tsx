import { useEffect, useReducer, useState } from 'react';
import { useAcceptAppointment } from '@backoffice/api';
import {
  ACCEPT_PARTIES,
  TOASTS,
  acceptUnavailableReason,
  formatDateTime,
  isSlotInPast,
} from '@backoffice/domain';
import type {
  AcceptParty,
  Appointment,
  ContactRequest,
  MeetingProposal,
  MeetingState,
} from '@backoffice/domain';
import { Card, ConfirmButton, StatusTag } from '@backoffice/ui';
import type { BadgeTone } from '@backoffice/ui';
import { ColumnHeads } from '@/shared/ColumnHeads';
import { useNow } from '@/shared/clock';
import { useNotify } from '@/shared/notify';
import { useCan } from '@/shared/permissions';
import { useResultFocus } from './resultFocus';
import * as styles from './DetailScreen.css';

/** The last meeting proposal of the request: where a new proposal or visit shows. */
export const LATEST_MEETING = 'section[data-meeting]:last-of-type';

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
  reason,
  onPassed,
}: {
  request: ContactRequest;
  meeting: MeetingProposal;
  appointment: Appointment;
  party: AcceptParty;
  /** Why it cannot be accepted now (it is then disabled), or null. */
  reason: string | null;
  /** The slot turned out to have passed at the second click: draw the row again. */
  onPassed: () => void;
}) {
  const now = useNow();
  const notify = useNotify();
  const focusResult = useResultFocus();
  const { trigger } = useAcceptAppointment();
  // Accepting writes: a Viewer sees the button disabled, with the reason.
  const edit = useCan('write');
  const [pending, setPending] = useState(false);

  const accept = async () => {
    // The second click may come after the slot has passed.
    if (acceptUnavailableReason(request, appointment, party, now()) !== null) {
      onPassed();
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
      // The meeting, now accepted: the button that was pressed is gone.
      focusResult(`#meeting-${meeting.meetingId}`);
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
      armedText={`Accept the slot of ${formatDateTime(appointment.proposedDate)} for the ${party}?`}
      isDisabled={reason !== null}
      isPending={pending}
      disabledReason={edit.reason}
      onConfirm={() => void accept()}
    >
      {PARTY_LABELS[party]}
    </ConfirmButton>
  );
}

/**
 * One slot: its time, its state, and for a proposed slot the two accept buttons, each
 * disabled one with its reason in words, said once when both share it.
 */
function SlotRow({
  request,
  meeting,
  appointment,
}: {
  request: ContactRequest;
  meeting: MeetingProposal;
  appointment: Appointment;
}) {
  const now = useNow();
  const [, recheck] = useReducer((n: number) => n + 1, 0);
  const proposed = appointment.state === 'proposed';
  const reasons = ACCEPT_PARTIES.map((party) => ({
    party,
    reason: acceptUnavailableReason(request, appointment, party, now()),
  }));
  const someAllowed = proposed && reasons.some(({ reason }) => reason === null);

  // A slot passes while the page is open: draw the row again at that moment, so that its
  // buttons turn disabled then rather than on the next refresh (setTimeout holds ~24 days).
  useEffect(() => {
    if (!someAllowed) return undefined;
    const due = new Date(appointment.proposedDate).getTime() - now().getTime();
    const timer = window.setTimeout(recheck, Math.min(Math.max(due, 0) + 50, 2_000_000_000));
    return () => window.clearTimeout(timer);
  }, [someAllowed, appointment.proposedDate, now]);

  const distinct = [...new Set(reasons.map(({ reason }) => reason).filter(Boolean))];
  return (
    <tr>
      <th scope="row" className={styles.td}>
        {formatDateTime(appointment.proposedDate)}
        {isSlotInPast(appointment, now()) ? <span className={styles.muted}> (past)</span> : null}
      </th>
      <td className={styles.td}>
        <StatusTag tone={STATE_TONES[appointment.state]}>{capitalize(appointment.state)}</StatusTag>
      </td>
      <td className={styles.td}>
        {proposed ? (
          <div className={styles.slotActions}>
            <div className={styles.slotButtons}>
              {reasons.map(({ party, reason }) => (
                <AcceptButton
                  key={party}
                  request={request}
                  meeting={meeting}
                  appointment={appointment}
                  party={party}
                  reason={reason}
                  onPassed={recheck}
                />
              ))}
            </div>
            {distinct.map((reason) => (
              <span key={reason} className={styles.reason}>
                {reason}
              </span>
            ))}
          </div>
        ) : (
          <span className={styles.muted}>{capitalize(appointment.state)} already</span>
        )}
      </td>
    </tr>
  );
}

/**
 * The meeting proposals with their appointment states. A proposed slot can be accepted for the
 * host (at step request_received) or for the guest (at step meeting_proposed), never once past.
 */
export function MeetingsCard({ request }: { request: ContactRequest }) {
  const meetings = request.meetingsProposed;
  return (
    <Card title="Meeting proposals">
      {meetings.length === 0 ? (
        // One line, not a full-width empty state.
        <p className={styles.muted}>No meeting proposed yet</p>
      ) : (
        meetings.map((meeting) => (
          <section
            key={meeting.meetingId}
            className={styles.meeting}
            aria-labelledby={`meeting-${meeting.meetingId}`}
            data-meeting=""
          >
            <h3 id={`meeting-${meeting.meetingId}`} className={styles.meetingTitle}>
              Meeting {meeting.meetingId}
              <StatusTag tone={STATE_TONES[meeting.meetingState]}>
                {capitalize(meeting.meetingState)}
              </StatusTag>
            </h3>
            <table className={styles.table}>
              <ColumnHeads names={['Slot', 'State', 'Accept']} className={styles.th} />
              <tbody>
                {meeting.appointments.map((appointment) => (
                  <SlotRow
                    key={appointment.id}
                    request={request}
                    meeting={meeting}
                    appointment={appointment}
                  />
                ))}
              </tbody>
            </table>
          </section>
        ))
      )}
    </Card>
  );
}
