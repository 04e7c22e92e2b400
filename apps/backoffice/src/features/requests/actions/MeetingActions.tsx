import { useState } from 'react';
import { useProposeMeeting, useScheduleMeeting } from '@backoffice/api';
import {
  MEETING_SLOTS,
  formatDateTime,
  TOASTS,
  validateMeetingSlots,
  validateScheduleVisit,
} from '@backoffice/domain';
import type { ContactRequest } from '@backoffice/domain';
import { useNow } from '@/shared/clock';
import { FormDateTime, FormFields, FormSlots } from '@/shared/forms/fields';
import { useActionForm } from '@/shared/forms/useActionForm';
import { LATEST_MEETING } from '../detail/MeetingsCard';
import { useResultFocus } from '../detail/resultFocus';
import { ActionForm } from './ActionForm';
import { toSlotInput } from './slots';

/**
 * After a meeting action's success: the panel may let the form go, and focus moves to the
 * last of the meeting proposals (a visit is a meeting accepted at once: the last one too).
 */
function useFocusLatestMeeting(onDone: (() => void) | undefined) {
  const focusResult = useResultFocus();
  return () => {
    onDone?.();
    focusResult(LATEST_MEETING);
  };
}

interface ProposeForm {
  /** Each slot as the picker gives it (an instant, ISO in UTC), null while unfilled. */
  slots: (string | null)[];
}

/**
 * Propose a meeting (operations §4): 1 to 10 date-time slots, all filled ('Please fill in
 * all the slots'), then the second Confirm click. Slots before now are refused here, as the
 * server refuses them, before any call.
 */
export function ProposeMeetingAction({
  request,
  onDone,
}: {
  request: ContactRequest;
  /** After a success: the panel may let the form go. */
  onDone?: () => void;
}) {
  const { trigger } = useProposeMeeting();
  const onSuccess = useFocusLatestMeeting(onDone);
  const now = useNow();
  const { form, submit, check, isSubmitting, round } = useActionForm<ProposeForm, string[]>({
    defaultValues: { slots: [null] },
    validate: (values) => validateMeetingSlots(values.slots.map(toSlotInput), now()),
    send: (dates) => trigger({ requestId: request.id, dates }),
    success: TOASTS.meetingCreated,
    // 'dates.2': the server's word about one slot, shown under the slots.
    fieldOf: (field) => (field.startsWith('dates') ? 'slots' : null),
    onSuccess,
  });
  // A half-typed date is null in the form, but it is typed input all the same. A success draws
  // fresh pickers (a new key), which tell their empty state.
  const [typed, setTyped] = useState(false);
  const slots = form.watch('slots');
  const filled = slots.filter((slot) => slot !== null).length;

  return (
    <ActionForm
      subject={`for request ${request.id}`}
      armedText={`Propose ${filled === 1 ? 'this slot' : `these ${filled} slots`} to the guest and the host of request ${request.id}?`}
      isPending={isSubmitting}
      validate={check}
      onConfirm={submit}
      confirmLabel="Propose meeting"
      hasInput={typed || filled > 0}
    >
      <FormFields form={form}>
        <FormSlots<ProposeForm>
          // The slots keep what was typed on their own; a new key clears them after a success.
          key={round}
          name="slots"
          label="Meeting slots"
          min={MEETING_SLOTS.min}
          max={MEETING_SLOTS.max}
          // Past days are greyed out and a past time is pointed out as it is typed.
          minValue={now().toISOString()}
          onFilledChange={setTyped}
        />
      </FormFields>
    </ActionForm>
  );
}

interface ScheduleForm {
  meetingSlot: string | null;
}

/**
 * Schedule a visit (operations §4): one date and time ('Please fill in a date and a time'),
 * then the second Confirm click.
 */
export function ScheduleVisitAction({
  request,
  onDone,
}: {
  request: ContactRequest;
  /** After a success: the panel may let the form go. */
  onDone?: () => void;
}) {
  const { trigger } = useScheduleMeeting();
  const onSuccess = useFocusLatestMeeting(onDone);
  const now = useNow();
  const { form, submit, check, isSubmitting, round } = useActionForm<ScheduleForm, string>({
    defaultValues: { meetingSlot: null },
    validate: (values) => validateScheduleVisit(toSlotInput(values.meetingSlot), now()),
    send: (meetingSlot) => trigger({ requestId: request.id, meetingSlot }),
    success: TOASTS.meetingScheduled,
    fieldOf: (field) => (field === 'meetingSlot' ? 'meetingSlot' : null),
    onSuccess,
  });
  // A half-typed date is null in the form, but it is typed input all the same. A success draws
  // fresh pickers (a new key), which tell their empty state.
  const [typed, setTyped] = useState(false);
  const meetingSlot = form.watch('meetingSlot');

  return (
    <ActionForm
      subject={`for request ${request.id}`}
      armedText={`Schedule the visit of request ${request.id}${meetingSlot ? ` on ${formatDateTime(meetingSlot)}` : ''}?`}
      isPending={isSubmitting}
      validate={check}
      onConfirm={submit}
      confirmLabel="Schedule visit"
      hasInput={typed || meetingSlot !== null}
    >
      <FormFields form={form}>
        <FormDateTime<ScheduleForm>
          key={round}
          name="meetingSlot"
          label="Visit date and time"
          minValue={now().toISOString()}
          onFilledChange={setTyped}
        />
      </FormFields>
    </ActionForm>
  );
}
