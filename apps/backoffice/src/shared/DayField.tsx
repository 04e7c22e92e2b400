import { useEffect, useState } from 'react';
import { DATE_FORMAT, formatDate, isIsoDay } from '@backoffice/domain';
import { TextField } from '@backoffice/ui';

export interface DayFieldProps {
  label: string;
  /** The day, yyyy-MM-dd. */
  value: string;
  /** Called with a valid day, yyyy-MM-dd, when the field is left or Enter is pressed. */
  onChange: (day: string) => void;
}

/** Reads dd/MM/yyyy (or yyyy-MM-dd) into yyyy-MM-dd; null when it is not a day. */
export function parseDayText(text: string): string | null {
  const trimmed = text.trim();
  if (isIsoDay(trimmed)) return trimmed;
  const match = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(trimmed);
  if (!match) return null;
  const [, d, m, y] = match as unknown as [string, string, string, string];
  const day = `${y}-${m.padStart(2, '0')}-${d.padStart(2, '0')}`;
  return isIsoDay(day) ? day : null;
}

/**
 * A day typed as dd/MM/yyyy. Stands in for the design system's DatePicker, whose value is an
 * @internationalized/date CalendarDate that this app cannot build (the package is not one of
 * its dependencies and @backoffice/ui exports no conversion).
 */
export function DayField({ label, value, onChange }: DayFieldProps) {
  const [text, setText] = useState(() => formatDate(value));
  const [invalid, setInvalid] = useState(false);
  useEffect(() => {
    setText(formatDate(value));
    setInvalid(false);
  }, [value]);

  const commit = () => {
    const day = parseDayText(text);
    if (day === null) {
      setInvalid(true);
      return;
    }
    setInvalid(false);
    if (day !== value) onChange(day);
    else setText(formatDate(day));
  };

  return (
    <TextField
      label={label}
      value={text}
      onChange={setText}
      onBlur={commit}
      onKeyDown={(event) => {
        if (event.key === 'Enter') commit();
        else event.continuePropagation();
      }}
      placeholder={DATE_FORMAT.toLowerCase()}
      errorMessage={invalid ? `Type a date as ${DATE_FORMAT}` : undefined}
      inputMode="numeric"
    />
  );
}
