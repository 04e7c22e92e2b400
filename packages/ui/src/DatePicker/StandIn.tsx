/**
 * What a date or time field shows for the moment its code loads (see fieldLoader.tsx): the
 * same label, border and text, with no controls yet. Written with the browser's Intl alone,
 * so that it costs a screen's first load almost nothing.
 */
import { hasMessage } from '../Field';
import type { FieldBaseProps } from '../Field';
import * as fieldStyles from '../Field/Field.css';
import * as inputStyles from '../Field/dateInput.css';
import * as triggerStyles from '../internal/trigger.css';
import { CalendarIcon } from '../internal/icons';
import type { DateSettings } from '../LocaleProvider/LocaleProvider';
import { StandInLabel } from '../internal/StandInLabel';

/** What the stand-in writes: a date, a date and a time, or a time of day. */
export type StandInKind = 'date' | 'date and time' | 'time';

export interface StandInPart {
  type: string;
  text: string;
  isPlaceholder: boolean;
}

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const ISO_TIME = /^(\d{2}):(\d{2})/;
const PLACEHOLDERS: Record<string, string> = { day: 'dd', month: 'mm', year: 'yyyy' };
// React Aria's placeholder for hours and minutes.
const TIME_PLACEHOLDER = '\u2013\u2013';

/** The instant to write and the zone to write it in, or null when empty or unreadable. */
function toDate(value: string, kind: StandInKind, timeZone: string): [Date, string] | null {
  if (kind === 'time') {
    const time = ISO_TIME.exec(value);
    return time ? [new Date(Date.UTC(2000, 0, 1, Number(time[1]), Number(time[2]))), 'UTC'] : null;
  }
  const day = ISO_DAY.exec(value);
  if (day) return [new Date(Date.UTC(Number(day[1]), Number(day[2]) - 1, Number(day[3]))), 'UTC'];
  const instant = new Date(value);
  return Number.isNaN(instant.getTime()) ? null : [instant, timeZone];
}

/** The parts of a value as the field's segments show them (placeholders when empty). */
export function standInParts(
  value: string | null | undefined,
  kind: StandInKind,
  { locale, timeZone, hourCycle }: DateSettings,
): StandInPart[] {
  const read = value ? toDate(value, kind, timeZone) : null;
  const [date, zone] = read ?? [new Date(Date.UTC(2000, 0, 1)), 'UTC'];
  const options: Intl.DateTimeFormatOptions = { timeZone: zone };
  if (kind !== 'time')
    Object.assign(options, { day: '2-digit', month: '2-digit', year: 'numeric' });
  if (kind !== 'date') {
    Object.assign(options, { hour: '2-digit', minute: '2-digit' });
    if (hourCycle) options.hour12 = hourCycle === 12;
  }
  return new Intl.DateTimeFormat(locale, options).formatToParts(date).map((part) => {
    if (read || part.type === 'literal') {
      return { type: part.type, text: part.value, isPlaceholder: false };
    }
    return {
      type: part.type,
      text: PLACEHOLDERS[part.type] ?? (part.type === 'dayPeriod' ? part.value : TIME_PLACEHOLDER),
      isPlaceholder: true,
    };
  });
}

function Parts({ parts, bordered = false }: { parts: StandInPart[]; bordered?: boolean }) {
  return (
    <div
      className={bordered ? `${fieldStyles.group} ${inputStyles.dateInput}` : inputStyles.dateInput}
    >
      {parts.map((part, index) => (
        <span
          key={index}
          className={inputStyles.segment}
          data-type={part.type}
          data-placeholder={part.isPlaceholder || undefined}
        >
          {part.text}
        </span>
      ))}
    </div>
  );
}

export interface StandInProps {
  /** The field's own props: its label, description, required and disabled state. */
  field: Pick<FieldBaseProps, 'label' | 'hideLabel' | 'isRequired' | 'isDisabled' | 'description'>;
  /** One list of parts, or two for a range. */
  inputs: StandInPart[][];
  /** A time field draws its own border and has no calendar button. */
  isTime?: boolean;
  /** The range's inputs sit in this wrapper, between which the dash is drawn. */
  rangeClassName?: string;
  dashClassName?: string;
}

/** The field's frame with its text; busy until the real field replaces it. */
export function StandIn({
  field: { label, hideLabel, isRequired, isDisabled, description },
  inputs,
  isTime = false,
  rangeClassName,
  dashClassName,
}: StandInProps) {
  const [first = [], second] = inputs;
  const text = second ? (
    <div className={rangeClassName}>
      <Parts parts={first} />
      <span aria-hidden="true" className={dashClassName}>
        –
      </span>
      <Parts parts={second} />
    </div>
  ) : (
    <Parts parts={first} bordered={isTime} />
  );
  return (
    <div className={fieldStyles.field} aria-busy="true" data-disabled={isDisabled || undefined}>
      {/* Plain elements with the fields' classes: React Aria's Label and Text would take the
          props of a React Aria parent, if any, as their own. */}
      <StandInLabel label={label} hideLabel={hideLabel} isRequired={isRequired} />
      {isTime ? (
        text
      ) : (
        <div className={fieldStyles.group} data-disabled={isDisabled || undefined}>
          {text}
          <span aria-hidden="true" className={triggerStyles.fieldTrigger}>
            <CalendarIcon />
          </span>
        </div>
      )}
      {hasMessage(description) ? (
        <div className={fieldStyles.description}>{description}</div>
      ) : null}
    </div>
  );
}
