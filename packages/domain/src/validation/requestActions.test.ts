import { describe, expect, it } from 'vitest';
import {
  validateGuestCancel,
  validateHostDecline,
  validateMeetingSlots,
  validateScheduleVisit,
} from './requestActions';

describe('operations §5 — guest cancel and host decline need a reason and a message', () => {
  it('builds the guest cancel payload', () => {
    expect(validateGuestCancel({ reason: 1180, message: ' Test request ' })).toEqual({
      ok: true,
      value: { guestCancelledReason: 1180, guestCancelledMessage: 'Test request' },
    });
  });

  it('builds the host decline payload', () => {
    expect(validateHostDecline({ reason: 0, message: 'Rented' })).toEqual({
      ok: true,
      value: { hostDeclinedReason: 0, hostDeclinedMessage: 'Rented' },
    });
  });

  it.each([
    [{ reason: null, message: 'x' }, { reason: 'Please select a reason' }],
    [{ reason: 10, message: '  ' }, { message: 'Please write a message' }],
    [
      { reason: null, message: '' },
      { reason: 'Please select a reason', message: 'Please write a message' },
    ],
  ])('%o gives %o', (form, errors) => {
    for (const result of [validateGuestCancel(form), validateHostDecline(form)]) {
      expect(result.ok).toBe(false);
      expect(!result.ok && result.errors).toEqual(errors);
    }
  });

  it('takes only the reasons of each side', () => {
    expect(validateGuestCancel({ reason: 1100, message: 'x' }).ok).toBe(true);
    expect(validateHostDecline({ reason: 1100, message: 'x' }).ok).toBe(false);
    expect(validateHostDecline({ reason: 5, message: 'x' }).ok).toBe(false);
  });
});

describe('operations §5 — propose meeting: 1 to 10 slots, all filled', () => {
  const slot = (date: string, time = '10:00') => ({ date, time });

  it('turns Paris slots into instants, across the spring change', () => {
    expect(
      validateMeetingSlots([slot('2026-03-28'), slot('2026-03-29'), slot('2026-03-29', '02:30')]),
    ).toEqual({
      ok: true,
      value: ['2026-03-28T09:00:00.000Z', '2026-03-29T08:00:00.000Z', '2026-03-29T01:30:00.000Z'],
    });
  });

  it('accepts 10 slots', () => {
    const ten = Array.from({ length: 10 }, (_, i) => slot(`2026-05-${String(i + 10)}`));
    expect(validateMeetingSlots(ten).ok).toBe(true);
  });

  it.each([
    ['no slot', []],
    ['11 slots', Array.from({ length: 11 }, (_, i) => slot(`2026-05-${String(i + 10)}`))],
    ['a slot without a time', [slot('2026-05-10'), slot('2026-05-11', '')]],
    ['a slot without a date', [slot('')]],
    ['a slot with an impossible date', [slot('2026-02-30')]],
  ])("refuses %s with 'Please fill in all the slots'", (_, slots) => {
    expect(validateMeetingSlots(slots)).toEqual({
      ok: false,
      message: 'Please fill in all the slots',
      errors: { slots: 'Please fill in all the slots' },
    });
  });
});

describe('slots before now are refused, as the server refuses them', () => {
  const now = new Date('2026-03-16T09:00:00Z'); // 10:00 in Paris
  it('refuses a meeting slot before now, after the fill check', () => {
    const slots = [
      { date: '2026-03-17', time: '10:00' },
      { date: '2026-03-16', time: '09:59' },
    ];
    expect(validateMeetingSlots(slots, now)).toEqual({
      ok: false,
      message: 'This slot is in the past.',
      errors: { slots: 'This slot is in the past.' },
    });
    expect(validateMeetingSlots([{ date: '2026-03-16', time: '' }], now)).toMatchObject({
      message: 'Please fill in all the slots',
    });
    expect(validateMeetingSlots([{ date: '2026-03-16', time: '10:00' }], now).ok).toBe(true);
    expect(validateMeetingSlots(slots).ok).toBe(true);
  });

  it('refuses a visit time before now', () => {
    expect(validateScheduleVisit({ date: '2026-03-16', time: '09:30' }, now)).toEqual({
      ok: false,
      message: 'This visit time is in the past.',
      errors: { meetingSlot: 'This visit time is in the past.' },
    });
    expect(validateScheduleVisit({ date: '2026-03-16', time: '10:30' }, now).ok).toBe(true);
    expect(validateScheduleVisit({ date: '', time: '' }, now)).toMatchObject({
      message: 'Please fill in a date and a time',
    });
  });
});

describe('operations §5 — schedule a visit: one date and one time', () => {
  it('gives the visit instant, across the autumn change', () => {
    expect(validateScheduleVisit({ date: '2026-10-25', time: '02:30' })).toEqual({
      ok: true,
      value: '2026-10-25T01:30:00.000Z',
    });
  });

  it.each([
    { date: '', time: '10:00' },
    { date: '2026-05-10', time: '' },
    { date: '', time: '' },
  ])("refuses %o with 'Please fill in a date and a time'", (slot) => {
    const result = validateScheduleVisit(slot);
    expect(result.ok).toBe(false);
    expect(!result.ok && result.message).toBe('Please fill in a date and a time');
  });
});
