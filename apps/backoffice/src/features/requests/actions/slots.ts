import type { SlotInput } from '@backoffice/domain';

/**
 * A date-and-time picker's value as the domain reads it: the picker gives a local date-time
 * ("2026-05-20T14:30:00", Paris wall-clock); the domain wants its day and its HH:mm.
 * An incomplete picker gives null, which the domain's check refuses.
 */
export function toSlotInput(value: string | null | undefined): SlotInput {
  if (!value) return { date: '', time: '' };
  const [date = '', time = ''] = value.split('T');
  return { date, time: time.slice(0, 5) };
}
