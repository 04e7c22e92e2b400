export { DateRangePicker } from './DateRangePicker';
export type { DateRangePickerProps } from './DateRangePicker';
export { defaultDateRangePresets, lastDaysPreset, matchingPreset } from './presets';
export type { DateRangePreset, DateRangeValue } from './presets';
