import type { ReactElement, ReactNode } from 'react';
import {
  Dialog,
  DialogTrigger,
  Heading,
  OverlayArrow,
  Popover as AriaPopover,
} from 'react-aria-components';
import * as styles from './Popover.css';

export const popoverPlacements = [
  'bottom start',
  'bottom',
  'bottom end',
  'top start',
  'top',
  'top end',
  'start',
  'end',
] as const;
export type PopoverPlacement = (typeof popoverPlacements)[number];

interface BaseProps {
  /** The pressable element that opens the popover; focus returns to it on close. */
  trigger: ReactElement;
  /** The content; a function receives `close` (to close after an action). */
  children: ReactNode | ((controls: { close: () => void }) => ReactNode);
  /**
   * Where the popover opens relative to the trigger; it flips when there is no room.
   * @default 'bottom start'
   */
  placement?: PopoverPlacement;
  /**
   * Draws an arrow pointing at the trigger.
   * @default true
   */
  showArrow?: boolean;
  /** Whether the popover is open (controlled). */
  isOpen?: boolean;
  /**
   * Whether the popover starts open.
   * @default false
   */
  defaultOpen?: boolean;
  /** Called when the popover opens or closes. */
  onOpenChange?: (isOpen: boolean) => void;
}

/** A visible title names the popover... */
interface TitledProps extends BaseProps {
  /** A visible heading, which also names the popover for screen readers. */
  title: string;
  'aria-label'?: never;
}

/** ...or, without one, `aria-label` must. */
interface LabelledProps extends BaseProps {
  title?: never;
  /** The accessible name when there is no visible title. */
  'aria-label': string;
}

export type PopoverProps = TitledProps | LabelledProps;

/**
 * A non-modal dialog anchored to its trigger (React Aria's Popover): focus moves in, Escape
 * or a click outside closes it, focus returns to the trigger.
 */
export function Popover({
  trigger,
  children,
  title,
  placement = 'bottom start',
  showArrow = true,
  isOpen,
  defaultOpen,
  onOpenChange,
  ...aria
}: PopoverProps) {
  return (
    <DialogTrigger isOpen={isOpen} defaultOpen={defaultOpen} onOpenChange={onOpenChange}>
      {trigger}
      <AriaPopover
        placement={placement}
        offset={showArrow ? 10 : 4}
        className={styles.popover}
        // React Aria labels the popover's plain wrapper with the trigger even when the Dialog
        // inside is the labelled element; a name on a generic element is not allowed, and axe
        // then counts the wrapper as content outside any landmark. The Dialog keeps its name.
        aria-labelledby=""
      >
        {showArrow ? (
          <OverlayArrow>
            <svg viewBox="0 0 12 12" className={styles.arrow} aria-hidden="true">
              <path d="M0 0 L6 6 L12 0" />
            </svg>
          </OverlayArrow>
        ) : null}
        <Dialog aria-label={aria['aria-label']} className={styles.dialog}>
          {({ close }) => (
            <>
              {title ? (
                <Heading slot="title" className={styles.title}>
                  {title}
                </Heading>
              ) : null}
              {typeof children === 'function' ? children({ close }) : children}
            </>
          )}
        </Dialog>
      </AriaPopover>
    </DialogTrigger>
  );
}
