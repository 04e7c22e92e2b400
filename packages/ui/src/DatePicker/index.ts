export { DatePicker, datePickerGranularities } from './DatePicker';
export type { DatePickerCommitDetails, DatePickerProps, DatePickerGranularity } from './DatePicker';
