import { useState } from 'react';
import type { ReactNode } from 'react';
import { actionUnavailableReason } from '@backoffice/domain';
import type { ContactRequest, RequestFormAction } from '@backoffice/domain';
import { Disclosure } from '@backoffice/ui';
import { UnsavedGuard } from '@/shared/leaveGuard';
import { useCan } from '@/shared/permissions';
import { withMember } from '@/shared/sets';
import type { LeaveGuardWords } from '@/shared/leaveGuard';
import { intentComponent } from '@/shared/intentComponent';
import type { IntentProps } from '@/shared/intentComponent';
import { onIntent } from '@/shared/onIntent';
import * as styles from './Actions.css';

// The forms load on intent, not with the request: as a pointer or focus reaches the actions
// (their titles are the disclosures' buttons), at the latest when one is opened, whose panel
// shows its form as soon as it has loaded. A form is drawn from its first opening on, and
// kept (closed, what was typed in it stays), as the disclosures keep their panels.
const actionForms = onIntent(() => import('./actionForms'));
const ProposeMeetingAction = intentComponent(actionForms, (m) => m.ProposeMeetingAction);
const ScheduleVisitAction = intentComponent(actionForms, (m) => m.ScheduleVisitAction);
const WithdrawalAction = intentComponent(actionForms, (m) => m.WithdrawalAction);

/** What each action form is given (its code's failure to load, by intentComponent). */
type FormProps = { request: ContactRequest; onDone: () => void } & IntentProps;

/** The request's action forms (operations §4), in the order staff meet them. */
const FORM_ACTIONS: {
  id: RequestFormAction;
  label: string;
  Form: (props: FormProps) => ReactNode;
}[] = [
  { id: 'proposeMeeting', label: 'Propose a meeting', Form: ProposeMeetingAction },
  { id: 'scheduleVisit', label: 'Schedule a visit', Form: ScheduleVisitAction },
  {
    id: 'cancelAsGuest',
    label: 'Cancel as guest',
    Form: (props) => <WithdrawalAction {...props} party="guest" />,
  },
  {
    id: 'declineAsHost',
    label: 'Decline as host',
    Form: (props) => <WithdrawalAction {...props} party="host" />,
  },
];

/**
 * Asked before leaving the request (a link, Back to requests, Logout) while an action form
 * holds typed input not sent (the spec is silent; a typed message or slots are work a CSM
 * would not want to lose without a word). Nothing is kept once the page is left.
 */
const LEAVE_WORDS: LeaveGuardWords = {
  title: 'Leave without sending?',
  message: 'What you typed in the action form is not sent. Leaving the request loses it.',
  leave: 'Leave',
  stay: 'Keep editing',
};

/**
 * The request's actions, where the eye starts, every one of them in the spec's
 * order: those that apply behind their name (the form opens in place: reason and
 * message, slots, a date and time), the others disabled where they stand, each with its
 * reason as its description (shown on hover and focus).
 * Each form asks for the second Confirm click. Accepting a proposed slot sits with the slot.
 * This is a chunk of its own: the forms, the select and the date pickers load with the
 * request, after the page's first paint.
 */
export function ActionsPanel({ request }: { request: ContactRequest }) {
  // The forms the CSM has opened and not yet sent. One that stops applying meanwhile (the
  // request changed on the server, shown by live refresh) stays, with what was typed and the
  // reason above it: an update never takes an edit away. Its Confirm still asks the
  // server, whose refusal says what happened. A form sent goes as soon as it no longer applies.
  const [engaged, setEngaged] = useState<ReadonlySet<RequestFormAction>>(() => new Set());
  // The forms opened at least once: drawn from then on (see actionForms above).
  const [drawn, setDrawn] = useState<ReadonlySet<RequestFormAction>>(() => new Set());
  // Every action writes: for a Viewer each stays in its place, closed, with the role's reason,
  // before any reason of the request's own.
  const edit = useCan('write');
  const engage = (id: RequestFormAction, on: boolean) => {
    setEngaged((current) => withMember(current, id, on));
    if (on) setDrawn((current) => withMember(current, id, true));
  };
  const shown = FORM_ACTIONS.map((action) => ({
    action,
    reason: actionUnavailableReason(request, action.id),
  }));
  return (
    <UnsavedGuard words={LEAVE_WORDS}>
      <div
        className={styles.panel}
        onPointerEnter={actionForms.preload}
        onFocus={actionForms.preload}
      >
        {shown.map(({ action: { id, label, Form }, reason }) => (
          <Disclosure
            key={id}
            title={label}
            // An action the rules forbid now (operations §6: "disabled when the request is
            // cancelled…") stays in its place, focusable, with why as its description.
            disabledReason={
              edit.reason ?? (reason !== null && !engaged.has(id) ? reason : undefined)
            }
            disabledLabel={edit.reason ? 'Not for your role' : undefined}
            onExpandedChange={(expanded) => engage(id, expanded)}
          >
            {reason ? (
              <p className={styles.stale} role="status">
                {reason}
              </p>
            ) : null}
            {drawn.has(id) ? (
              <Form
                request={request}
                onDone={() => engage(id, false)}
                // Not loaded (the server away): a toast says so; opening it again tries again.
                onLoadFailed={() => setDrawn((current) => withMember(current, id, false))}
              />
            ) : null}
          </Disclosure>
        ))}
      </div>
    </UnsavedGuard>
  );
}
