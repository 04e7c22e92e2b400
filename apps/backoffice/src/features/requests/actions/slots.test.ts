import { describe, expect, it } from 'vitest';
import { validateMeetingSlots, validateScheduleVisit } from '@backoffice/domain';
import { toSlotInput } from './slots';

describe('date-time picker values for the meeting forms', () => {
  it('reads a picker value (an instant) as its Paris day and time', () => {
    expect(toSlotInput('2026-05-20T12:30:00.000Z')).toEqual({ date: '2026-05-20', time: '14:30' });
    expect(toSlotInput('2026-01-20T08:05:00.000Z')).toEqual({ date: '2026-01-20', time: '09:05' });
    // Late in the evening in UTC is the next day in Paris.
    expect(toSlotInput('2026-05-20T22:30:00.000Z')).toEqual({ date: '2026-05-21', time: '00:30' });
  });

  it('gives an empty slot for an incomplete picker, which the domain refuses', () => {
    expect(toSlotInput(null)).toEqual({ date: '', time: '' });
    expect(validateScheduleVisit(toSlotInput(null)).ok).toBe(false);
    expect(
      validateMeetingSlots([toSlotInput('2026-05-20T12:30:00.000Z'), toSlotInput(null)]).ok,
    ).toBe(false);
  });

  it('sends the slot as the instant the picker gave', () => {
    expect(validateScheduleVisit(toSlotInput('2026-05-20T12:30:00.000Z'))).toEqual({
      ok: true,
      value: '2026-05-20T12:30:00.000Z',
    });
    // Also across the autumn change, where 02:30 happens twice (the second one is meant).
    expect(validateScheduleVisit(toSlotInput('2026-10-25T01:30:00.000Z'))).toEqual({
      ok: true,
      value: '2026-10-25T01:30:00.000Z',
    });
  });
});
