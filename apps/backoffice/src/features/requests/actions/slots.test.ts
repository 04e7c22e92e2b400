import { describe, expect, it } from 'vitest';
import { validateMeetingSlots, validateScheduleVisit } from '@backoffice/domain';
import { toSlotInput } from './slots';

describe('date-time picker values for the meeting forms', () => {
  it('splits a picker value into a Paris day and time', () => {
    expect(toSlotInput('2026-05-20T14:30:00')).toEqual({ date: '2026-05-20', time: '14:30' });
    expect(toSlotInput('2026-05-20T09:05')).toEqual({ date: '2026-05-20', time: '09:05' });
  });

  it('gives an empty slot for an incomplete picker, which the domain refuses', () => {
    expect(toSlotInput(null)).toEqual({ date: '', time: '' });
    expect(validateScheduleVisit(toSlotInput(null)).ok).toBe(false);
    expect(validateMeetingSlots([toSlotInput('2026-05-20T14:30:00'), toSlotInput(null)]).ok).toBe(
      false,
    );
  });

  it('sends the slot as the instant of that Paris time', () => {
    expect(validateScheduleVisit(toSlotInput('2026-05-20T14:30:00'))).toEqual({
      ok: true,
      value: '2026-05-20T12:30:00.000Z',
    });
  });
});
