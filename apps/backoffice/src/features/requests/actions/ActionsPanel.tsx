import type { ReactNode } from 'react';
import { actionUnavailableReason } from '@backoffice/domain';
import type { ContactRequest, RequestFormAction } from '@backoffice/domain';
import { Disclosure } from '@backoffice/ui';
import { ProposeMeetingAction, ScheduleVisitAction } from './MeetingActions';
import { WithdrawalAction } from './WithdrawalAction';
import * as styles from './Actions.css';

/** The request's action forms (operations §4), in the order staff meet them. */
const FORM_ACTIONS: {
  id: RequestFormAction;
  label: string;
  Form: (props: { request: ContactRequest }) => ReactNode;
}[] = [
  { id: 'proposeMeeting', label: 'Propose a meeting', Form: ProposeMeetingAction },
  { id: 'scheduleVisit', label: 'Schedule a visit', Form: ScheduleVisitAction },
  {
    id: 'cancelAsGuest',
    label: 'Cancel as guest',
    Form: ({ request }) => <WithdrawalAction request={request} party="guest" />,
  },
  {
    id: 'declineAsHost',
    label: 'Decline as host',
    Form: ({ request }) => <WithdrawalAction request={request} party="host" />,
  },
];

/** "A and B", "A, B and C". */
function joined(labels: string[]): string {
  return labels.length < 2
    ? (labels[0] ?? '')
    : `${labels.slice(0, -1).join(', ')} and ${labels.at(-1)}`;
}

/**
 * The request's actions, where the eye starts (issue 15): only those that apply to this
 * request, each behind its name (its form opens in place: reason and message, slots, a date
 * and time), then the ones that do not apply, each with its reason, in one line per reason.
 * Each form asks for the second Confirm click. Accepting a proposed slot sits with the slot.
 * This is a chunk of its own: the forms, the select and the date pickers load with the
 * request, after the page's first paint.
 */
export function ActionsPanel({ request }: { request: ContactRequest }) {
  const byReason = new Map<string, string[]>();
  const open = FORM_ACTIONS.filter((action) => {
    const reason = actionUnavailableReason(request, action.id);
    if (reason) byReason.set(reason, [...(byReason.get(reason) ?? []), action.label]);
    return reason === null;
  });
  return (
    <div className={styles.panel}>
      {open.map(({ id, label, Form }) => (
        <Disclosure key={id} title={label}>
          <Form request={request} />
        </Disclosure>
      ))}
      {byReason.size > 0 ? (
        <ul className={styles.unavailable} aria-label="Actions not possible now">
          {[...byReason].map(([reason, labels]) => (
            <li key={reason}>
              <span className={styles.unavailableName}>{joined(labels)}</span>: {reason}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
