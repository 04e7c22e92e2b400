export { DateRangePicker } from './DateRangePicker';
export type { DateRangePickerProps } from './DateRangePicker';
export { DateRangePresets, dateRangePresetsOrientations } from './DateRangePresets';
export type { DateRangePresetsOrientation, DateRangePresetsProps } from './DateRangePresets';
export {
  defaultDateRangePresets,
  lastDaysPreset,
  matchingPreset,
  thisWeekPreset,
  todayPreset,
} from './presets';
export type { DateRangePreset, DateRangeValue } from './presets';
