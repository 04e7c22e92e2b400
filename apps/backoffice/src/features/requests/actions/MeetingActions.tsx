import { useState } from 'react';
import { Controller, useFieldArray, useForm } from 'react-hook-form';
import { useProposeMeeting, useScheduleMeeting } from '@backoffice/api';
import {
  MEETING_SLOTS,
  TOASTS,
  requestActions,
  validateMeetingSlots,
  validateScheduleVisit,
} from '@backoffice/domain';
import type { ContactRequest } from '@backoffice/domain';
import { Button, ConfirmButton, DatePicker } from '@backoffice/ui';
import { useNotify } from '../../../app/notify';
import { domainResolver, serverFieldErrors } from './domainResolver';
import { toSlotInput } from './slots';
import * as styles from './Actions.css';

const UNAVAILABLE = 'Not possible once the request is cancelled or a meeting is accepted.';

interface ProposeForm {
  slots: { value: string | null }[];
}

const proposeResolver = domainResolver<ProposeForm, string[]>((form) =>
  validateMeetingSlots(form.slots.map((slot) => toSlotInput(slot.value))),
);

const oneEmptySlot = (): ProposeForm => ({ slots: [{ value: null }] });

/**
 * Propose a meeting (operations §4): 1 to 10 date-time slots, all filled ('Please fill in
 * all the slots'), then the second Confirm click.
 */
export function ProposeMeetingAction({ request }: { request: ContactRequest }) {
  const notify = useNotify();
  const { trigger } = useProposeMeeting();
  const available = requestActions(request).proposeMeeting;
  // The pickers keep what was typed on their own; a new key clears them after a success.
  const [round, setRound] = useState(0);
  const { control, handleSubmit, reset, setError, formState } = useForm<ProposeForm>({
    defaultValues: oneEmptySlot(),
    resolver: proposeResolver,
  });
  const { fields, append, remove } = useFieldArray({ control, name: 'slots' });
  const slotsError = (formState.errors.slots as { message?: string } | undefined)?.message;

  const send = async (form: ProposeForm) => {
    const result = validateMeetingSlots(form.slots.map((slot) => toSlotInput(slot.value)));
    if (!result.ok) return;
    try {
      await trigger({ requestId: request.id, dates: result.value });
      notify.show(TOASTS.meetingCreated);
      reset(oneEmptySlot());
      setRound((n) => n + 1);
    } catch (error) {
      notify.failure(error);
      // 'dates.2': the server's word about one slot, shown under the slots.
      for (const [, message] of serverFieldErrors(error, (f) =>
        f.startsWith('dates') ? 'slots' : null,
      )) {
        setError('slots', { type: 'server', message });
      }
    }
  };

  return (
    <section className={styles.action} aria-labelledby="propose-meeting">
      <h3 id="propose-meeting" className={styles.title}>
        Propose a meeting
      </h3>
      {available ? null : <p className={styles.note}>{UNAVAILABLE}</p>}
      {fields.map((slot, index) => (
        <div key={`${round}-${slot.id}`} className={styles.slot}>
          <Controller
            control={control}
            name={`slots.${index}.value`}
            render={({ field }) => (
              <DatePicker
                label={`Slot ${index + 1}`}
                granularity="minute"
                onChange={(value) => field.onChange(value ? value.toString() : null)}
                onBlur={field.onBlur}
                isInvalid={Boolean(slotsError) && !field.value}
                isDisabled={!available}
              />
            )}
          />
          <Button
            variant="ghost"
            onPress={() => remove(index)}
            isDisabled={!available || fields.length <= MEETING_SLOTS.min}
            aria-label={`Remove slot ${index + 1}`}
          >
            Remove
          </Button>
        </div>
      ))}
      {slotsError ? (
        <p role="alert" className={styles.error}>
          {slotsError}
        </p>
      ) : null}
      <div className={styles.buttons}>
        <Button
          onPress={() => append({ value: null }, { shouldFocus: false })}
          isDisabled={!available || fields.length >= MEETING_SLOTS.max}
        >
          Add a slot
        </Button>
        <ConfirmButton
          subject={`for request ${request.id}`}
          isDisabled={!available}
          isPending={formState.isSubmitting}
          onConfirm={() => void handleSubmit(send)()}
        >
          Propose meeting
        </ConfirmButton>
      </div>
    </section>
  );
}

interface ScheduleForm {
  meetingSlot: string | null;
}

const scheduleResolver = domainResolver<ScheduleForm, string>((form) =>
  validateScheduleVisit(toSlotInput(form.meetingSlot)),
);

/**
 * Schedule a visit (operations §4): one date and time ('Please fill in a date and a time'),
 * then the second Confirm click.
 */
export function ScheduleVisitAction({ request }: { request: ContactRequest }) {
  const notify = useNotify();
  const { trigger } = useScheduleMeeting();
  const available = requestActions(request).scheduleVisit;
  const [round, setRound] = useState(0);
  const { control, handleSubmit, reset, setError, formState } = useForm<ScheduleForm>({
    defaultValues: { meetingSlot: null },
    resolver: scheduleResolver,
  });

  const send = async (form: ScheduleForm) => {
    const result = validateScheduleVisit(toSlotInput(form.meetingSlot));
    if (!result.ok) return;
    try {
      await trigger({ requestId: request.id, meetingSlot: result.value });
      notify.show(TOASTS.meetingScheduled);
      reset({ meetingSlot: null });
      setRound((n) => n + 1);
    } catch (error) {
      notify.failure(error);
      for (const [field, message] of serverFieldErrors(error, (f) =>
        f === 'meetingSlot' ? ('meetingSlot' as const) : null,
      )) {
        setError(field, { type: 'server', message });
      }
    }
  };

  return (
    <section className={styles.action} aria-labelledby="schedule-visit">
      <h3 id="schedule-visit" className={styles.title}>
        Schedule a visit
      </h3>
      {available ? null : <p className={styles.note}>{UNAVAILABLE}</p>}
      <Controller
        key={round}
        control={control}
        name="meetingSlot"
        render={({ field, fieldState }) => (
          <DatePicker
            label="Visit date and time"
            granularity="minute"
            onChange={(value) => field.onChange(value ? value.toString() : null)}
            onBlur={field.onBlur}
            errorMessage={fieldState.error?.message}
            isDisabled={!available}
          />
        )}
      />
      <div className={styles.buttons}>
        <ConfirmButton
          subject={`for request ${request.id}`}
          isDisabled={!available}
          isPending={formState.isSubmitting}
          onConfirm={() => void handleSubmit(send)()}
        >
          Schedule visit
        </ConfirmButton>
      </div>
    </section>
  );
}
