import { useMemo, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useProposeMeeting, useScheduleMeeting } from '@backoffice/api';
import {
  MEETING_SLOTS,
  TOASTS,
  requestActions,
  validateMeetingSlots,
  validateScheduleVisit,
} from '@backoffice/domain';
import type { ContactRequest } from '@backoffice/domain';
import { ConfirmButton, DatePicker, DateTimeSlots } from '@backoffice/ui';
import { useNow } from '../../../app/clock';
import { useNotify } from '../../../app/notify';
import { domainResolver, serverFieldErrors } from './domainResolver';
import { toSlotInput } from './slots';
import * as styles from './Actions.css';

const UNAVAILABLE = 'Not possible once the request is cancelled or a meeting is accepted.';

interface ProposeForm {
  /** Each slot as the picker gives it (an instant, ISO in UTC), null while unfilled. */
  slots: (string | null)[];
}

// Slots before now are refused here, as the server refuses them, before any call.
const proposeResolver = (now: () => Date) =>
  domainResolver<ProposeForm, string[]>((form) =>
    validateMeetingSlots(form.slots.map(toSlotInput), now()),
  );

const oneEmptySlot = (): ProposeForm => ({ slots: [null] });

/**
 * Propose a meeting (operations §4): 1 to 10 date-time slots, all filled ('Please fill in
 * all the slots'), then the second Confirm click.
 */
export function ProposeMeetingAction({ request }: { request: ContactRequest }) {
  const notify = useNotify();
  const { trigger } = useProposeMeeting();
  const available = requestActions(request).proposeMeeting;
  // The slots keep what was typed on their own; a new key clears them after a success.
  const [round, setRound] = useState(0);
  const now = useNow();
  const resolver = useMemo(() => proposeResolver(now), [now]);
  const { control, handleSubmit, reset, setError, formState } = useForm<ProposeForm>({
    defaultValues: oneEmptySlot(),
    resolver,
  });

  const send = async (form: ProposeForm) => {
    const result = validateMeetingSlots(form.slots.map(toSlotInput), now());
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
      <Controller
        key={round}
        control={control}
        name="slots"
        render={({ field, fieldState }) => (
          <DateTimeSlots
            label="Meeting slots"
            min={MEETING_SLOTS.min}
            max={MEETING_SLOTS.max}
            // Past days are greyed out and a past time is pointed out as it is typed.
            minValue={now().toISOString()}
            onChange={field.onChange}
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
          Propose meeting
        </ConfirmButton>
      </div>
    </section>
  );
}

interface ScheduleForm {
  meetingSlot: string | null;
}

const scheduleResolver = (now: () => Date) =>
  domainResolver<ScheduleForm, string>((form) =>
    validateScheduleVisit(toSlotInput(form.meetingSlot), now()),
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
  const now = useNow();
  const resolver = useMemo(() => scheduleResolver(now), [now]);
  const { control, handleSubmit, reset, setError, formState } = useForm<ScheduleForm>({
    defaultValues: { meetingSlot: null },
    resolver,
  });

  const send = async (form: ScheduleForm) => {
    const result = validateScheduleVisit(toSlotInput(form.meetingSlot), now());
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
            minValue={now().toISOString()}
            onChange={field.onChange}
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
