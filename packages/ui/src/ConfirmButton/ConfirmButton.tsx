import type { Ref } from 'react';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { KeyboardEvent } from 'react-aria-components';
import { Button } from '../Button';
import type { ButtonSize, ButtonVariant } from '../Button';
import { visuallyHidden } from '../theme/utils.css';
import * as styles from './ConfirmButton.css';
import { useLatest } from '../internal/useLatest';

export interface ConfirmButtonProps {
  /** The `<button>`. */
  ref?: Ref<HTMLButtonElement>;
  /** The visible label before the first press, e.g. 'Decline'. */
  children: string;
  /**
   * What the action acts on, added to the accessible name so that a list of 'Delete' buttons
   * can be told apart: with `subject="office 42"` the name is 'Delete office 42'.
   * @default undefined
   */
  subject?: string;
  /**
   * The visible label once armed.
   * @default 'Confirm'
   */
  confirmLabel?: string;
  /**
   * Announced politely when the button arms, followed by the action's name.
   * @default 'Press again to confirm'
   */
  armedMessage?: string;
  /** Called on the second press, the one that confirms. */
  onConfirm: () => void;
  /** Called whenever the button arms or disarms (on a press, blur, Escape or timeout). */
  onArmedChange?: (isArmed: boolean) => void;
  /**
   * Milliseconds after which an armed button disarms by itself.
   * @default 4000
   */
  timeout?: number;
  /**
   * Visual weight before arming.
   * @default 'secondary'
   */
  variant?: ButtonVariant;
  /**
   * Visual weight once armed.
   * @default 'critical'
   */
  armedVariant?: ButtonVariant;
  /** @default 'md' */
  size?: ButtonSize;
  /** @default false */
  fullWidth?: boolean;
  /** @default false */
  isDisabled?: boolean;
  /**
   * Shows a spinner and ignores presses while the confirmed action runs.
   * @default false
   */
  isPending?: boolean;
}

/** Names the action: the label, then what it acts on. */
export function confirmButtonName(label: string, subject?: string): string {
  return subject ? `${label} ${subject}` : label;
}

/**
 * The confirm-twice button for destructive or state-changing actions: the first press arms it
 * and its label becomes 'Confirm'; the second press fires `onConfirm`. It disarms on blur, on
 * Escape and after `timeout` ms. The armed state is announced in a polite live region and is
 * part of the accessible name, which also says what the action acts on (`subject`).
 */
export function ConfirmButton({ ref, ...props }: ConfirmButtonProps) {
  const {
    children,
    subject,
    confirmLabel = 'Confirm',
    armedMessage = 'Press again to confirm',
    onConfirm,
    onArmedChange,
    timeout = 4000,
    variant = 'secondary',
    armedVariant = 'critical',
    size,
    fullWidth,
    isDisabled = false,
    isPending = false,
  } = props;
  const [isArmed, setArmedState] = useState(false);
  const armedRef = useRef(false);
  const onArmedChangeRef = useLatest(onArmedChange);

  const setArmed = useCallback(
    (next: boolean) => {
      if (armedRef.current === next) return;
      armedRef.current = next;
      setArmedState(next);
      onArmedChangeRef.current?.(next);
    },
    [onArmedChangeRef],
  );

  useEffect(() => {
    if (!isArmed) return undefined;
    const timer = window.setTimeout(() => setArmed(false), timeout);
    return () => window.clearTimeout(timer);
  }, [isArmed, timeout, setArmed]);

  // A button that becomes unusable while armed must not fire later on a stale arming.
  useEffect(() => {
    if (isDisabled || isPending) setArmed(false);
  }, [isDisabled, isPending, setArmed]);

  const name = confirmButtonName(children, subject);
  const handlePress = () => {
    if (isArmed) {
      setArmed(false);
      onConfirm();
    } else {
      setArmed(true);
    }
  };
  const handleKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && isArmed) {
      // Consumed: Escape disarms the button and must not also close a surrounding dialog.
      setArmed(false);
      return;
    }
    event.continuePropagation();
  };

  return (
    <>
      <Button
        ref={ref}
        variant={isArmed ? armedVariant : variant}
        size={size}
        fullWidth={fullWidth}
        isDisabled={isDisabled}
        isPending={isPending}
        aria-label={isArmed ? `${confirmLabel}: ${name}` : name}
        onPress={handlePress}
        onBlur={() => setArmed(false)}
        onKeyDown={handleKeyDown}
      >
        <span className={styles.labels}>
          <span className={styles.label} data-active={!isArmed}>
            {children}
          </span>
          <span className={styles.label} data-active={isArmed}>
            {confirmLabel}
          </span>
        </span>
      </Button>
      <span role="status" className={visuallyHidden}>
        {isArmed ? `${armedMessage}: ${name}` : ''}
      </span>
    </>
  );
}
