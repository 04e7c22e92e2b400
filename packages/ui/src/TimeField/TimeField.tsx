import { FieldLoad, LazyTimeFieldField } from '../DatePicker/fieldLoader';
import { StandIn, standInParts } from '../DatePicker/StandIn';
import { useDateSettings } from '../LocaleProvider/LocaleProvider';
import type { TimeFieldProps } from './types';

export { timeFieldGranularities } from './types';
export type { TimeFieldGranularity, TimeFieldProps } from './types';

function TimeFieldStandIn(props: TimeFieldProps) {
  const settings = useDateSettings();
  const hourCycle = props.hourCycle ?? settings.hourCycle;
  const parts = standInParts(props.value ?? props.defaultValue, 'time', { ...settings, hourCycle });
  return (
    <StandIn
      field={props}
      inputs={[props.granularity === 'hour' ? parts.slice(0, 1) : parts]}
      isTime
    />
  );
}

// A time of day typed in hour and minute segments ('HH:mm' in and out); arrows step each
// segment. The clock follows the LocaleProvider (24 h in en-GB) unless `hourCycle` says
// otherwise. Like DatePicker, its code loads just after the screen's first paint.
/**
 * A time of day typed in hour and minute segments. Use it for opening hours and times that do
 * not belong to a day. Use a DatePicker with `granularity="minute"` for a moment on a given day.
 */
export function TimeField(props: TimeFieldProps) {
  return (
    <FieldLoad standIn={<TimeFieldStandIn {...props} />}>
      <LazyTimeFieldField {...props} />
    </FieldLoad>
  );
}
