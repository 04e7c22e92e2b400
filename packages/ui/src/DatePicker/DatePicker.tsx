import { useDateSettings } from '../LocaleProvider/LocaleProvider';
import { FieldLoad, LazyDatePickerField } from './fieldLoader';
import { StandIn, standInParts } from './StandIn';
import type { DatePickerProps } from './types';

export { datePickerGranularities } from './types';
export type { DatePickerCommitDetails, DatePickerGranularity, DatePickerProps } from './types';

function DatePickerStandIn(props: DatePickerProps) {
  const settings = useDateSettings();
  const kind = props.granularity === 'minute' ? 'date and time' : 'date';
  return (
    <StandIn
      field={props}
      inputs={[standInParts(props.value ?? props.defaultValue, kind, settings)]}
    />
  );
}

// A date (or date and time) typed in segments, with a calendar in a popover. Its value is an ISO
// string at both ends (a day '2026-11-23', or an instant for `granularity="minute"`). Segments
// follow the LocaleProvider's locale and hour cycle (dd/mm/yyyy and 24 h in en-GB), not the
// browser's; React Aria gives the arrow-key editing, the calendar's grid navigation and their
// announcements. Days outside `minValue`/`maxValue` are greyed out, and a typed value outside
// them is refused with a message.  The field's code (React Aria's date field, about 15 KiB gzip)
// loads just after the screen's first paint, behind a stand-in that looks the same, and the
// calendar when the popover first opens: a screen's first load pays for neither.
/**
 * A date, or a date and time, typed in segments or picked in a calendar. Use it for one day (a
 * visit date, a filter's start) or one moment (`granularity="minute"`). Use a DateRangePicker
 * for a start and an end together, and a TimeField for a time of day alone.
 */
export function DatePicker(props: DatePickerProps) {
  return (
    <FieldLoad standIn={<DatePickerStandIn {...props} />}>
      <LazyDatePickerField {...props} />
    </FieldLoad>
  );
}
