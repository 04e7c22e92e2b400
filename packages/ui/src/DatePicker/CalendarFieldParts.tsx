import type { ReactNode } from 'react';
import { Button as AriaButton, Dialog, Popover } from 'react-aria-components';
import { GroupedFieldParts } from '../internal/FieldParts';
import type { FieldPartsProps } from '../internal/FieldParts';
import { CalendarIcon } from '../internal/icons';
import * as popoverStyles from '../internal/popover.css';
import * as triggerStyles from '../internal/trigger.css';
import { preloadCalendar } from './calendarLoader';

const preload = () => void preloadCalendar().catch(() => undefined);

/**
 * The inside of a DatePicker or a DateRangePicker, written once: the field's parts around its
 * segments and calendar button, and the popover's dialog, wired to them by React Aria's
 * context. The calendar's code starts loading when the pointer or focus reaches the field.
 */
export function CalendarFieldParts({
  parts,
  inputs,
  dialogClassName,
  children,
}: {
  /** The label, help text and error (the error already resolved with the field's own). */
  parts: FieldPartsProps;
  /** The segments. */
  inputs: ReactNode;
  /** The dialog's layout in the popover. */
  dialogClassName: string;
  /** What the popover shows (the calendar, and a range's presets). */
  children: ReactNode;
}) {
  return (
    <>
      <GroupedFieldParts parts={parts} onHoverStart={preload} onFocus={preload}>
        {inputs}
        <AriaButton className={triggerStyles.fieldTrigger}>
          <CalendarIcon />
        </AriaButton>
      </GroupedFieldParts>
      <Popover placement="bottom start" className={popoverStyles.popover}>
        <Dialog className={dialogClassName}>{children}</Dialog>
      </Popover>
    </>
  );
}
