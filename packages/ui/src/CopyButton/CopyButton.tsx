import type { Ref } from 'react';
import { useEffect, useRef, useState } from 'react';
import { Button } from '../Button';
import type { ButtonSize, ButtonVariant } from '../Button';
import { CheckIcon, CopyIcon, WarningIcon } from '../internal/icons';
import { visuallyHidden } from '../theme/utils.css';
import { Tooltip } from '../Tooltip';
import * as styles from './CopyButton.css';
import { useLatest } from '../internal/useLatest';

export const copyButtonStates = ['idle', 'copied', 'failed'] as const;
export type CopyButtonState = (typeof copyButtonStates)[number];

export interface CopyButtonProps {
  /** The `<button>`. */
  ref?: Ref<HTMLButtonElement>;
  /** The text written to the clipboard. */
  value: string;
  /**
   * Names what the button copies, e.g. 'Copy the link': the visible label and the accessible
   * name (an icon-only button shows it in its tooltip).
   */
  label: string;
  /**
   * Shown, named and announced politely once the value is on the clipboard.
   * @default 'Copied'
   */
  copiedLabel?: string;
  /**
   * Shown, named and announced as an alert when the browser refuses the clipboard or has none
   * (an insecure page, a denied permission).
   * @default 'Copy failed'
   */
  failedLabel?: string;
  /**
   * Called with the value once it is on the clipboard.
   * @default undefined
   */
  onCopy?: (value: string) => void;
  /**
   * Called with the reason when the copy fails.
   * @default undefined
   */
  onCopyError?: (error: unknown) => void;
  /**
   * Milliseconds the 'Copied' or 'Copy failed' state stays before the button returns to its label.
   * @default 2000
   */
  resetAfter?: number;
  /**
   * A square button showing only the icon; the label becomes its accessible name and tooltip.
   * @default false
   */
  iconOnly?: boolean;
  /**
   * The visual weight, as Button's `variant`.
   * @default 'secondary'
   */
  variant?: ButtonVariant;
  /**
   * The height, as Button's `size`.
   * @default 'md'
   */
  size?: ButtonSize;
  /**
   * Cannot be focused or pressed (nothing to copy yet).
   * @default false
   */
  isDisabled?: boolean;
  /**
   * Adds its live regions at the first press rather than at once: for a button repeated down
   * a table's rows, where a status and an alert region per row would be hundreds of them.
   * @default false
   */
  regionsOnFirstPress?: boolean;
}

/** Why a copy failed when the browser offers no asynchronous clipboard at all. */
export class ClipboardUnavailableError extends Error {
  constructor() {
    super('The clipboard is not available on this page');
    this.name = 'ClipboardUnavailableError';
  }
}

function writeToClipboard(value: string): Promise<void> {
  // `navigator.clipboard` is missing outside secure contexts (plain http, some iframes).
  const clipboard = typeof navigator === 'undefined' ? undefined : navigator.clipboard;
  if (!clipboard?.writeText) return Promise.reject(new ClipboardUnavailableError());
  // Called inside then(): an implementation that throws instead of rejecting still fails cleanly.
  return Promise.resolve().then(() => clipboard.writeText(value));
}

const icons: Record<CopyButtonState, typeof CopyIcon> = {
  idle: CopyIcon,
  copied: CheckIcon,
  failed: WarningIcon,
};

// Copies `value` to the clipboard. For `resetAfter` ms it then shows 'Copied' with a check (or
// 'Copy failed'), is named so, and says so in a live region: politely for a success, as an alert
// for a failure. Pressing again copies again and restarts the delay.
/**
 * Copies a value (an id, a link, an email address) to the clipboard and says whether it worked.
 * Use it beside a value people paste elsewhere. Do not use it for values that are already one
 * click away, such as a link the user can open.
 */
export function CopyButton({ ref, ...props }: CopyButtonProps) {
  const {
    value,
    label,
    copiedLabel = 'Copied',
    failedLabel = 'Copy failed',
    onCopy,
    onCopyError,
    resetAfter = 2000,
    iconOnly = false,
    variant = 'secondary',
    size,
    isDisabled = false,
    regionsOnFirstPress = false,
  } = props;
  const [pressed, setPressed] = useState(false);
  // `attempt` changes on every result, so that a second copy restarts the reset delay.
  const [result, setResult] = useState<{ state: CopyButtonState; attempt: number }>({
    state: 'idle',
    attempt: 0,
  });
  // What the live regions say; emptied on each press so that a repeated result is re-announced.
  const [message, setMessage] = useState<{ text: string; isError: boolean }>({
    text: '',
    isError: false,
  });
  const attemptRef = useRef(0);
  const callbacks = useLatest({ onCopy, onCopyError });
  // A result that arrives after unmounting (or after a newer press) is ignored.
  useEffect(
    () => () => {
      attemptRef.current += 1;
    },
    [],
  );

  const { state, attempt } = result;
  useEffect(() => {
    if (state === 'idle') return undefined;
    const timer = window.setTimeout(() => {
      setResult((current) => (current.attempt === attempt ? { state: 'idle', attempt } : current));
      setMessage({ text: '', isError: false });
    }, resetAfter);
    return () => window.clearTimeout(timer);
  }, [state, attempt, resetAfter]);

  const handlePress = () => {
    // Mounted with this press, empty, before the clipboard answers and they speak.
    setPressed(true);
    attemptRef.current += 1;
    const current = attemptRef.current;
    setMessage({ text: '', isError: false });
    writeToClipboard(value).then(
      () => {
        if (attemptRef.current !== current) return;
        setResult({ state: 'copied', attempt: current });
        setMessage({ text: copiedLabel, isError: false });
        callbacks.current.onCopy?.(value);
      },
      (error: unknown) => {
        if (attemptRef.current !== current) return;
        setResult({ state: 'failed', attempt: current });
        setMessage({ text: failedLabel, isError: true });
        callbacks.current.onCopyError?.(error);
      },
    );
  };

  const texts: Record<CopyButtonState, string> = {
    idle: label,
    copied: copiedLabel,
    failed: failedLabel,
  };
  const name = texts[state];
  const faces = (
    <span className={styles.faces} data-variant={variant}>
      {copyButtonStates.map((face) => {
        const FaceIcon = icons[face];
        return (
          <span key={face} className={styles.face} data-state={face} data-active={face === state}>
            <FaceIcon className={styles.icon} />
            {iconOnly ? null : texts[face]}
          </span>
        );
      })}
    </span>
  );

  const buttonProps = { ref, 'aria-label': name, variant, size, isDisabled, onPress: handlePress };
  const button = iconOnly ? (
    <Button {...buttonProps} iconOnly>
      {faces}
    </Button>
  ) : (
    <Button {...buttonProps}>{faces}</Button>
  );

  return (
    <>
      {iconOnly ? <Tooltip content={name}>{button}</Tooltip> : button}
      {regionsOnFirstPress && !pressed ? null : (
        <>
          <span role="status" className={visuallyHidden}>
            {message.isError ? '' : message.text}
          </span>
          <span role="alert" className={visuallyHidden}>
            {message.isError ? message.text : ''}
          </span>
        </>
      )}
    </>
  );
}
