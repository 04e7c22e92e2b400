import { useMemo, useState } from 'react';
import { TimeField as AriaTimeField } from 'react-aria-components';
import type { Time } from '@internationalized/date';
import { timeFromIso, timeToIso } from '../DatePicker/iso';
import { rangeMessage, rangeProblem } from '../DatePicker/messages';
import { SegmentedInput } from '../Field/DateSegments';
import { FieldParts, fieldRootProps, splitFieldProps, withOwnError } from '../internal/FieldParts';
import { useDateSettings } from '../LocaleProvider/LocaleProvider';
import type { TimeFieldProps } from './types';

/** The TimeField itself, loaded after the first paint (see TimeField.tsx). */
export function TimeFieldField(props: TimeFieldProps) {
  const { parts, rest: fieldProps } = splitFieldProps(props);
  const {
    value,
    defaultValue,
    onChange,
    granularity = 'minute',
    hourCycle: hourCycleProp,
    minValue,
    maxValue,
    placeholderValue,
    ...rest
  } = fieldProps;
  const settings = useDateSettings();
  const hourCycle = hourCycleProp ?? settings.hourCycle;
  const controlledValue = useMemo(
    () => (value === undefined ? undefined : timeFromIso(value)),
    [value],
  );
  const [own, setOwn] = useState<Time | null>(() => timeFromIso(defaultValue));
  const current = controlledValue === undefined ? own : controlledValue;
  const bounds = useMemo(
    () => ({ minValue: timeFromIso(minValue), maxValue: timeFromIso(maxValue) }),
    [minValue, maxValue],
  );
  const problem = rangeProblem(current, bounds.minValue, bounds.maxValue);
  const ownMessage = problem
    ? rangeMessage(problem, 'time', bounds, { locale: settings.locale, hourCycle })
    : undefined;
  const error = withOwnError(props, ownMessage);

  return (
    <AriaTimeField<Time>
      {...rest}
      value={controlledValue}
      defaultValue={own}
      onChange={(next) => {
        const time = next as Time | null;
        setOwn(time);
        onChange?.(time ? timeToIso(time) : null);
      }}
      granularity={granularity}
      hourCycle={hourCycle}
      minValue={bounds.minValue}
      maxValue={bounds.maxValue}
      placeholderValue={timeFromIso(placeholderValue) ?? undefined}
      // 09:05 rather than 9:05: times line up in lists and read as the spec writes them.
      shouldForceLeadingZeros
      {...fieldRootProps(error.isInvalid)}
    >
      <FieldParts {...parts} errorMessage={error.errorMessage}>
        <SegmentedInput bordered />
      </FieldParts>
    </AriaTimeField>
  );
}
