// The chunk the date and time fields load after a screen's first paint (fieldLoader.tsx):
// React Aria's date field, date pickers and time field, without their calendars (which load
// when a popover first opens, calendarLoader.tsx).
export { DatePickerField } from './DatePickerField';
export { DateRangePickerField } from '../DateRangePicker/DateRangePickerField';
export { TimeFieldField } from '../TimeField/TimeFieldField';
