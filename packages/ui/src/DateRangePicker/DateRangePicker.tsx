import { FieldLoad, LazyDateRangePickerField } from '../DatePicker/fieldLoader';
import { StandIn, standInParts } from '../DatePicker/StandIn';
import { useDateSettings } from '../LocaleProvider/LocaleProvider';
import * as styles from './DateRangePicker.css';
import type { DateRangePickerProps } from './types';

export type { DateRangePickerProps } from './types';

function DateRangePickerStandIn(props: DateRangePickerProps) {
  const settings = useDateSettings();
  const range = props.value ?? props.defaultValue;
  return (
    <StandIn
      field={props}
      inputs={[
        standInParts(range?.start, 'date', settings),
        standInParts(range?.end, 'date', settings),
      ]}
      rangeClassName={styles.inputs}
      dashClassName={styles.dash}
    />
  );
}

// A range of days typed in two segmented inputs, with a range calendar and optional presets in a
// popover. The range is two ISO days ('2026-11-23'). Preset ranges are computed from `today`,
// never from the clock directly. Like DatePicker, the field's code loads just after the first
// paint and the calendar when the popover first opens.
/**
 * A range of days, typed or picked in a calendar, with optional presets (this week, last 30
 * days). Use it for a period that has a start and an end, such as a report's dates. Use two
 * DatePickers when the two days are independent, and a DatePicker for a single day.
 */
export function DateRangePicker(props: DateRangePickerProps) {
  return (
    <FieldLoad standIn={<DateRangePickerStandIn {...props} />}>
      <LazyDateRangePickerField {...props} />
    </FieldLoad>
  );
}
