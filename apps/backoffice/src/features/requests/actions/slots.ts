import { formatTime, parisDay } from '@backoffice/domain';
import type { SlotInput } from '@backoffice/domain';

/**
 * A date-and-time picker's value as the domain reads it: the picker gives an instant in UTC
 * ("2026-05-20T12:30:00.000Z", typed as 14:30 in Paris); the domain wants its Paris day and
 * its HH:mm. An incomplete picker gives null, which the domain's check refuses.
 */
export function toSlotInput(value: string | null | undefined): SlotInput {
  if (!value) return { date: '', time: '' };
  return { date: parisDay(value) ?? '', time: formatTime(value) };
}
