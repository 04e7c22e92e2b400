export { DatePicker, datePickerGranularities } from './DatePicker';
export type { DatePickerProps, DatePickerGranularity } from './DatePicker';
