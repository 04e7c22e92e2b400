import { MEETING_SLOTS } from '../constants';
import { isInPast, parisDateTimeToIso } from '../dates';
import { GUEST_CANCEL_REASONS, HOST_DECLINE_REASONS, isReasonCode, type Reason } from '../reasons';
import { VALIDATION_MESSAGES as M } from './messages';
import { filled, validate, type Validation } from './result';

/** The cancel (guest) and decline (host) forms: a reason and a message. */
export interface WithdrawalForm {
  reason: number | null;
  message: string;
}

type WithdrawalField = keyof WithdrawalForm;

function validateWithdrawal<T>(
  form: WithdrawalForm,
  reasons: readonly Reason[],
  value: (reason: number, message: string) => T,
): Validation<T, WithdrawalField> {
  const reason = form.reason;
  return validate<T, WithdrawalField>(
    [
      ['reason', (reason === null || !isReasonCode(reasons, reason)) && M.reasonRequired],
      ['message', !filled(form.message) && M.messageRequired],
    ],
    () => value(reason as number, form.message.trim()),
  );
}

/** What a guest cancel sends. */
export interface GuestCancelPayload {
  guestCancelledReason: number;
  guestCancelledMessage: string;
}

/** Guest cancel: reason (a guest cancellation code) and message both required. */
export function validateGuestCancel(
  form: WithdrawalForm,
): Validation<GuestCancelPayload, WithdrawalField> {
  return validateWithdrawal(form, GUEST_CANCEL_REASONS, (reason, message) => ({
    guestCancelledReason: reason,
    guestCancelledMessage: message,
  }));
}

/** What a host decline sends. */
export interface HostDeclinePayload {
  hostDeclinedReason: number;
  hostDeclinedMessage: string;
}

/** Host decline: reason (a host decline code) and message both required. */
export function validateHostDecline(
  form: WithdrawalForm,
): Validation<HostDeclinePayload, WithdrawalField> {
  return validateWithdrawal(form, HOST_DECLINE_REASONS, (reason, message) => ({
    hostDeclinedReason: reason,
    hostDeclinedMessage: message,
  }));
}

/** A slot as typed: a Paris day (yyyy-MM-dd) and a time (HH:mm). */
export interface SlotInput {
  date: string;
  time: string;
}

/**
 * Propose meeting: 1 to 10 date-time slots, all filled; otherwise 'Please fill in all the
 * slots'. Given `now`, a slot before it is refused too, as the server does. The value is the
 * slots as ISO instants, in the order typed.
 */
export function validateMeetingSlots(
  slots: readonly SlotInput[],
  now?: Date,
): Validation<string[], 'slots'> {
  const dates = slots.map((slot) => parisDateTimeToIso(slot.date, slot.time));
  const countOk = slots.length >= MEETING_SLOTS.min && slots.length <= MEETING_SLOTS.max;
  return validate<string[], 'slots'>(
    [
      ['slots', (!countOk || dates.some((d) => d === null)) && M.fillAllSlots],
      [
        'slots',
        now !== undefined && dates.some((d) => d !== null && isInPast(d, now)) && M.slotInPast,
      ],
    ],
    () => dates as string[],
  );
}

/**
 * Schedule a visit: one date and one time; otherwise 'Please fill in a date and a time'.
 * Given `now`, a time before it is refused too, as the server does.
 * The value is the visit's ISO instant.
 */
export function validateScheduleVisit(
  slot: SlotInput,
  now?: Date,
): Validation<string, 'meetingSlot'> {
  const meetingSlot = parisDateTimeToIso(slot.date, slot.time);
  return validate<string, 'meetingSlot'>(
    [
      ['meetingSlot', meetingSlot === null && M.fillDateAndTime],
      [
        'meetingSlot',
        now !== undefined && meetingSlot !== null && isInPast(meetingSlot, now) && M.visitInPast,
      ],
    ],
    () => meetingSlot as string,
  );
}
