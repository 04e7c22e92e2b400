import { useState } from 'react';
import { isApiError, useGuestCancel, useHostDecline } from '@backoffice/api';
import {
  GUEST_CANCEL_REASONS,
  HOST_DECLINE_REASONS,
  TOASTS,
  groupReasons,
  validateGuestCancel,
  validateHostDecline,
} from '@backoffice/domain';
import type {
  ContactRequest,
  GuestCancelPayload,
  HostDeclinePayload,
  Reason,
  WithdrawalForm,
} from '@backoffice/domain';
import type { SelectSection } from '@backoffice/ui';
import { FormFields, FormSelect, FormTextArea } from '@/shared/forms/fields';
import { useActionForm } from '@/shared/forms/useActionForm';
import { useResultFocus } from '../detail/resultFocus';
import { WITHDRAWAL_ID } from '../detail/sections';
import { ActionForm } from './ActionForm';
import { KeepAsNote } from './KeepAsNote';

/** The reasons as select sections, one per reason group, named with the domain's labels. */
function reasonSections(reasons: readonly Reason[]): SelectSection<number>[] {
  return groupReasons(reasons).map((group) => ({
    id: `group-${group.group}`,
    title: group.label,
    options: group.reasons.map((reason) => ({ id: reason.code, label: reason.label })),
  }));
}

const guestReasonSections = reasonSections(GUEST_CANCEL_REASONS);
const hostReasonSections = reasonSections(HOST_DECLINE_REASONS);

const EMPTY: WithdrawalForm = { reason: null, message: '' };
type WithdrawalPayload = GuestCancelPayload | HostDeclinePayload;

/**
 * Guest cancel or host decline (operations §4): a reason from the grouped list and a message,
 * then the second Confirm click. Shown only while it is possible (not once the contract is
 * signed or the request cancelled: the actions panel says why). A refused call keeps what
 * was typed; a success moves focus to the request's cancellation, which now shows.
 */
export function WithdrawalAction({
  request,
  party,
  onDone,
}: {
  request: ContactRequest;
  party: 'guest' | 'host';
  /** After a success: the panel may let the form go. */
  onDone?: () => void;
}) {
  const isGuest = party === 'guest';
  const cancel = useGuestCancel();
  const decline = useHostDecline();
  const focusResult = useResultFocus();
  const { form, submit, check, isSubmitting } = useActionForm<WithdrawalForm, WithdrawalPayload>({
    defaultValues: EMPTY,
    validate: isGuest ? validateGuestCancel : validateHostDecline,
    send: (value) =>
      isGuest
        ? cancel.trigger({ requestId: request.id, ...(value as GuestCancelPayload) })
        : decline.trigger({ requestId: request.id, ...(value as HostDeclinePayload) }),
    success: isGuest ? TOASTS.requestCancelled : TOASTS.requestDeclined,
    // guestCancelledReason, hostDeclinedMessage...: the server's word under the field.
    fieldOf: (field) =>
      /reason/i.test(field) ? 'reason' : /message/i.test(field) ? 'message' : null,
    onSuccess: () => {
      onDone?.();
      focusResult(`#${WITHDRAWAL_ID}`);
    },
    // Someone acted first (409): the message typed may be kept as a staff note.
    onFailure: (error, values) => {
      if (isApiError(error) && error.status === 409 && values.message.trim()) {
        setRefused(values.message.trim());
      }
    },
  });
  const [refused, setRefused] = useState<string | null>(null);
  const [reason, message] = form.watch(['reason', 'message']);
  const title = isGuest ? 'Cancel as guest' : 'Decline as host';

  return (
    <ActionForm
      subject={`request ${request.id}`}
      armedText={
        isGuest
          ? `Cancel request ${request.id} for the guest, with this reason and message?`
          : `Decline request ${request.id} for the host, with this reason and message?`
      }
      tone="critical"
      isPending={isSubmitting}
      validate={check}
      onConfirm={submit}
      confirmLabel={title}
      hasInput={reason !== null || message.trim() !== ''}
    >
      <FormFields form={form}>
        <FormSelect<number, WithdrawalForm>
          name="reason"
          label="Reason"
          placeholder="Choose a reason"
          sections={isGuest ? guestReasonSections : hostReasonSections}
        />
        <FormTextArea<WithdrawalForm> name="message" label="Message" rows={3} />
      </FormFields>
      {refused ? (
        <KeepAsNote
          requestId={request.id}
          action={title}
          text={refused}
          onKept={() => {
            setRefused(null);
            form.reset(EMPTY);
          }}
        />
      ) : null}
    </ActionForm>
  );
}
