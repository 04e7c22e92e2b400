export { DateRangePicker } from './DateRangePicker';
export type { DateRangePickerProps } from './DateRangePicker';
export { DateRangePresets, dateRangePresetsOrientations } from './DateRangePresets';
export type { DateRangePresetsOrientation, DateRangePresetsProps } from './DateRangePresets';
export * from './presets';
