import { DateInput, DateSegment } from 'react-aria-components';
import * as fieldStyles from './Field.css';
import * as styles from './dateInput.css';

interface SegmentedInputProps {
  /** Which end of a range this input edits. */
  slot?: 'start' | 'end';
  /** Draws the field border itself (a time field), rather than sitting in a bordered group. */
  bordered?: boolean;
}

/** Editable date/time segments (day, month, year, hour, minute), each a spin button. */
export function SegmentedInput({ slot, bordered = false }: SegmentedInputProps) {
  return (
    <DateInput
      slot={slot}
      className={bordered ? `${fieldStyles.group} ${styles.dateInput}` : styles.dateInput}
    >
      {(segment) => <DateSegment segment={segment} className={styles.segment} />}
    </DateInput>
  );
}
