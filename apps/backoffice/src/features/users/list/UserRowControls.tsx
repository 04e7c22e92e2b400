import { useState } from 'react';
import { useHandoverLink, useResetPassword, useSetUserPro, useUserStatus } from '@backoffice/api';
import {
  GUEST_STATUS_ACTIONS,
  HANDOVER_LINK_COPIED,
  HANDOVER_LINK_COPY_FAILED,
  HOST_ACTION_LABELS,
  STRIPE_LABELS,
  STRIPE_TOOLTIP,
  guestStatusActions,
  hostActions,
  serverMessageToast,
  userStatusChangedMessage,
} from '@backoffice/domain';
import type { GuestStatusAction, User } from '@backoffice/domain';
import { ActionMenu, Button, Tooltip } from '@backoffice/ui';
import type { ActionMenuItem } from '@backoffice/ui';
import { useActionQuestion } from '@/shared/actionQuestion';
import type { ActionQuestion } from '@/shared/actionQuestion';
import { useNotify } from '@/shared/notify';
import { useCan } from '@/shared/permissions';
import { intentComponent } from '@/shared/intentComponent';
import { onIntent } from '@/shared/onIntent';
import { actionsLabel } from './actionsLabel';

// Manage account's modal (its form: react-hook-form, the fields, the modal) loads when a row's
// menu opens, not with the rows; pressed before it is there, it opens once it has loaded.
const manageHost = onIntent(() => import('./ManageHostModal'));
const ManageHostModal = intentComponent(manageHost, (m) => m.ManageHostModal);

export { PhoneCell, StatusCell } from './UserCells';
export { SmsSwitch } from '../SmsSwitch';

type HostAction = ReturnType<typeof hostActions>[number];
type RowAction = HostAction | GuestStatusAction | 'details';
/**
 * The actions that ask first: a guest's status changes (they change what the guest may do),
 * Reset password (it emails the host) and Unmark Pro (the host loses its category). Mark Pro
 * adds a category the host can have taken away at once: it acts on one press.
 */
type AskedAction = GuestStatusAction | 'resetPassword' | 'unmarkPro';

/**
 * The menu of a row: a host's Copy Link (managed) or Manage account, Reset password, and Mark
 * or Unmark Pro; a guest's Block, Confirm and Review user, each only along the guest
 * transitions of people-and-content §4 (an unavailable one is absent, as in the offices
 * list), then Details.
 */
export function userMenuItems(
  user: User,
  /** Why the signed-in person may not change records (a Viewer), or null. */
  writeRefusal: string | null = null,
): ActionMenuItem<RowAction>[] {
  const items: ActionMenuItem<RowAction>[] =
    user.userType === 'host'
      ? hostActions(user).map((id) => ({ id, label: HOST_ACTION_LABELS[id] }))
      : [
          ...guestStatusActions(user).map((a) => ({
            id: a.action,
            label: a.label,
            tone: a.action === 'block' ? ('critical' as const) : ('neutral' as const),
          })),
          { id: 'details', label: HOST_ACTION_LABELS.details },
        ];
  // Details only reads; every other action writes (Copy Link makes a new link): kept, with
  // the reason, for a role that may not.
  return writeRefusal
    ? items.map((item) =>
        item.id === 'details' ? item : { ...item, disabledReason: writeRefusal },
      )
    : items;
}

function copyText(text: string | null): Promise<void> {
  if (!text || typeof navigator === 'undefined' || !navigator.clipboard) {
    return Promise.reject(new Error('No link, or no clipboard'));
  }
  return navigator.clipboard.writeText(text);
}

/**
 * The actions menu of a user's row. A status change asks first (it changes what the guest
 * may do), shows what it led to, and the list refreshes 1000 ms later; Reset password and
 * Unmark Pro ask first too (useActionQuestion), and they and Mark Pro show the server's
 * message; Manage account opens its modal; Copy Link puts the managed host's handover link on
 * the clipboard.
 */
export function UserRowActions({
  user,
  onDetails,
}: {
  user: User;
  onDetails: (user: User) => void;
}) {
  const notify = useNotify();
  const status = useUserStatus();
  const reset = useResetPassword();
  const handover = useHandoverLink();
  const pro = useSetUserPro();
  const question = useActionQuestion();
  const [managing, setManaging] = useState(false);
  const edit = useCan('write');

  const changeStatus = (action: GuestStatusAction) => {
    const to = GUEST_STATUS_ACTIONS.find((a) => a.action === action)!.to;
    return status.trigger({ userId: user.id, action }).then(
      () => notify.show({ tone: 'success', message: userStatusChangedMessage(user.id, to) }),
      (error: unknown) => {
        notify.failure(error);
        throw error;
      },
    );
  };

  /** The server's message; a failure is shown and keeps the question open. */
  const showAnswer = (call: Promise<{ message: string }>) =>
    call.then(
      (answer) => notify.show(serverMessageToast(answer.message)),
      (error: unknown) => {
        notify.failure(error);
        throw error;
      },
    );

  const who = `${user.name} (${user.email})`;
  const questionOf = (action: AskedAction): ActionQuestion => {
    if (action === 'resetPassword') {
      return {
        title: `Reset password of host ${user.id}?`,
        confirmLabel: HOST_ACTION_LABELS.resetPassword,
        body: `${who} gets an email to choose a new password.`,
        run: () => showAnswer(reset.trigger(user.id)),
      };
    }
    if (action === 'unmarkPro') {
      return {
        title: `Unmark Pro host ${user.id}?`,
        confirmLabel: HOST_ACTION_LABELS.unmarkPro,
        body: `${who} goes from Pro to Non-Pro.`,
        run: () => showAnswer(pro.trigger({ userId: user.id, pro: false })),
      };
    }
    const status = GUEST_STATUS_ACTIONS.find((a) => a.action === action)!;
    return {
      title: `${status.label} ${user.id}?`,
      confirmLabel: status.label,
      isDestructive: action === 'block',
      body: `${who} goes from ${user.status} to ${status.to}.`,
      run: () => changeStatus(action),
    };
  };

  const onAction = (id: RowAction) => {
    switch (id) {
      case 'copyLink':
        // A new link each time (the server keeps only its hash): made, then copied.
        handover.trigger(user.id).then(
          ({ link }) =>
            copyText(link).then(
              () => notify.show({ tone: 'success', message: HANDOVER_LINK_COPIED }),
              () => notify.show({ tone: 'critical', message: HANDOVER_LINK_COPY_FAILED }),
            ),
          (error: unknown) => notify.failure(error),
        );
        return;
      case 'manageAccount':
        setManaging(true);
        return;
      case 'markPro':
        showAnswer(pro.trigger({ userId: user.id, pro: true })).catch(() => {});
        return;
      case 'details':
        onDetails(user);
        return;
      default:
        question.ask(questionOf(id));
    }
  };

  return (
    <>
      <ActionMenu<RowAction>
        label={actionsLabel(user)}
        items={userMenuItems(user, edit.reason)}
        onAction={onAction}
        // The menu opening is the intent: the dialogs its actions open load then.
        onOpenChange={(open) => {
          if (!open) return;
          question.preload();
          if (user.userType === 'host') manageHost.preload();
        }}
      />
      {question.dialog}
      {managing ? (
        <ManageHostModal
          user={user}
          onClose={() => setManaging(false)}
          onLoadFailed={() => setManaging(false)}
        />
      ) : null}
    </>
  );
}

/**
 * The Stripe state, with the tooltip that tells completed from verified (the spec's column
 * tooltip; a table header holds only its name, so each state carries it, on hover and on
 * keyboard focus).
 */
export function StripeCell({ user }: { user: Pick<User, 'stripe' | 'id'> }) {
  if (user.stripe === 'na') return <>{STRIPE_LABELS.na}</>;
  return (
    <Tooltip content={STRIPE_TOOLTIP}>
      <Button size="sm" variant="ghost">
        {STRIPE_LABELS[user.stripe]}
      </Button>
    </Tooltip>
  );
}
