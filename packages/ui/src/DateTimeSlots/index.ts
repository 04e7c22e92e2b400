export { DateTimeSlots } from './DateTimeSlots';
export type { DateTimeSlotsProps, DateTimeSlot } from './DateTimeSlots';
