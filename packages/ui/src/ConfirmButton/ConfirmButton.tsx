import type { FocusEvent, Ref } from 'react';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import type { KeyboardEvent } from 'react-aria-components';
import { Button } from '../Button';
import type { ButtonSize, ButtonVariant } from '../Button';
import { visuallyHidden } from '../theme/utils.css';
import * as styles from './ConfirmButton.css';
import { useBothRefs } from '../internal/useBothRefs';
import { useLatest } from '../internal/useLatest';

/**
 * How long the armed state shows before a press can confirm (milliseconds). A press that
 * starts sooner (the second click of a double click, a key held or repeated) only arms.
 */
export const CONFIRM_DELAY = 500;

/** Refuses to arm: the form's own message ('Please fill in all the slots'). */
export type ConfirmValidation = true | string;

/** What the action does to what it names: the two tones of the vocabulary that fit an action. */
export const confirmTones = ['neutral', 'critical'] as const;
export type ConfirmTone = (typeof confirmTones)[number];

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
   * Shown beside the armed button and announced as it arms: what a confirmation will do, and
   * to what ('Suspend the page Bureaux Marseille: it leaves the public site.').
   * @default the action's name and a question mark ('Delete office 42?')
   */
  armedText?: string;
  /**
   * The visible label once armed.
   * @default 'Confirm'
   */
  confirmLabel?: string;
  /**
   * The visible label of the button that steps back from the armed state.
   * @default 'Cancel'
   */
  cancelLabel?: string;
  /**
   * Announced politely when the button arms, before `armedText`.
   * @default 'Press again to confirm'
   */
  armedMessage?: string;
  /**
   * The form's own checks, run on the first press before the button arms: `true` arms it, a
   * message refuses (the form shows it under its fields; the button announces it). Never run
   * after the armed press, so 'Confirm' is only asked of what can be sent.
   * @default undefined (always arms)
   */
  validate?: () => ConfirmValidation | Promise<ConfirmValidation>;
  /** Called on the confirming press: a new press, started once the armed state has shown 500 ms. */
  onConfirm: () => void;
  /** Called whenever the button arms or disarms (on a press, blur, Escape, Cancel or timeout). */
  onArmedChange?: (isArmed: boolean) => void;
  /**
   * Milliseconds after arming when an armed button disarms by itself.
   * @default 5000
   */
  timeout?: number;
  /**
   * `critical` for an action that takes something away (delete, suspend, cancel a request,
   * decline): armed, the button turns critical red. Other actions (propose, accept, send) are
   * `neutral` and arm to the primary colour.
   * @default 'neutral'
   */
  tone?: ConfirmTone;
  /**
   * Visual weight before arming.
   * @default 'secondary'
   */
  variant?: ButtonVariant;
  /**
   * The height, as Button's `size`.
   * @default 'md'
   */
  size?: ButtonSize;
  /**
   * Stretches to the width of its container.
   * @default false
   */
  fullWidth?: boolean;
  /**
   * Cannot be focused or pressed. Prefer `disabledReason`, which says why.
   * @default false
   */
  isDisabled?: boolean;
  /**
   * Why the action cannot be used now (a role that may not): the button never arms, stays
   * focusable with the reason as its description, shown under it on hover and on focus (see
   * Button's `disabledReason`).
   * @default undefined
   */
  disabledReason?: string | null | undefined;
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

type Phase = 'idle' | 'waiting' | 'ready';

// The confirm-twice button for destructive or state-changing actions. The first press runs the
// form's checks (`validate`) and arms it: its label becomes 'Confirm', `armedText` says what
// will happen, and a 'Cancel' button steps back. Only a new press that starts once the armed
// state has been visible for 500 ms confirms (until then the button is `aria-disabled` and
// faded), so a double click or a held Enter never passes both steps. It disarms on Escape, when
// focus leaves it and its Cancel, and after `timeout` ms.
/**
 * A button that asks for a second press before a destructive or state-changing action (delete,
 * publish, cancel a contract), and names what it will do while armed. Use it where an action
 * cannot easily be undone and a dialog would be too heavy. Do not use it for ordinary saves,
 * which a plain Button does in one press.
 */
export function ConfirmButton({ ref, ...props }: ConfirmButtonProps) {
  const {
    children,
    subject,
    confirmLabel = 'Confirm',
    cancelLabel = 'Cancel',
    armedMessage = 'Press again to confirm',
    validate,
    onConfirm,
    onArmedChange,
    timeout = 5000,
    tone = 'neutral',
    variant = 'secondary',
    size,
    fullWidth,
    isDisabled = false,
    isPending = false,
    disabledReason,
  } = props;
  const name = confirmButtonName(children, subject);
  const armedText = props.armedText ?? `${name}?`;
  const [phase, setPhaseState] = useState<Phase>('idle');
  const [notice, setNotice] = useState('');
  const phaseRef = useRef<Phase>('idle');
  // Whether the press under way started while the button could confirm.
  const pressStartedReady = useRef(false);
  const checking = useRef(false);
  const rootRef = useRef<HTMLSpanElement>(null);
  const buttonRef = useRef<HTMLButtonElement | null>(null);
  const onArmedChangeRef = useLatest(onArmedChange);
  const textId = useId();
  const isArmed = phase !== 'idle';

  const setPhase = useCallback(
    (next: Phase) => {
      const was = phaseRef.current;
      if (was === next) return;
      phaseRef.current = next;
      setPhaseState(next);
      if ((was === 'idle') !== (next === 'idle')) onArmedChangeRef.current?.(next !== 'idle');
    },
    [onArmedChangeRef],
  );

  // The wait counts from the frame that shows the armed state, not from the press.
  useEffect(() => {
    if (phase !== 'waiting') return undefined;
    let timer = 0;
    const frame = window.requestAnimationFrame(() => {
      timer = window.setTimeout(() => setPhase('ready'), CONFIRM_DELAY);
    });
    return () => {
      window.cancelAnimationFrame(frame);
      window.clearTimeout(timer);
    };
  }, [phase, setPhase]);

  useEffect(() => {
    if (!isArmed) return undefined;
    const timer = window.setTimeout(() => setPhase('idle'), timeout);
    return () => window.clearTimeout(timer);
  }, [isArmed, timeout, setPhase]);

  // A button that becomes unusable while armed must not fire later on a stale arming.
  useEffect(() => {
    if (isDisabled || isPending || disabledReason) setPhase('idle');
  }, [isDisabled, isPending, disabledReason, setPhase]);

  const setButton = useBothRefs(buttonRef, ref);

  const stepBack = () => {
    setPhase('idle');
    // The Cancel button goes with the armed state: focus returns to the action.
    buttonRef.current?.focus();
  };

  const arm = async () => {
    if (!validate) {
      setPhase('waiting');
      return;
    }
    if (checking.current) return;
    checking.current = true;
    try {
      const verdict = await validate();
      if (verdict === true) setPhase('waiting');
      else setNotice(`Not ready to confirm: ${verdict}`);
    } finally {
      checking.current = false;
    }
  };

  const handlePress = () => {
    const current = phaseRef.current;
    if (current === 'idle') {
      setNotice('');
      void arm();
    } else if (current === 'ready' && pressStartedReady.current) {
      setPhase('idle');
      onConfirm();
    }
    // Otherwise a press that began before the armed state had shown long enough: it arms only.
  };

  const handleKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && phaseRef.current !== 'idle') {
      // Consumed: Escape disarms the button and must not also close a surrounding dialog.
      stepBack();
      return;
    }
    event.continuePropagation();
  };

  // Leaving means leaving both the button and its Cancel.
  const handleBlur = (event: FocusEvent) => {
    const next = event.relatedTarget;
    if (next instanceof Node && rootRef.current?.contains(next)) return;
    setPhase('idle');
  };

  if (disabledReason) {
    return (
      <span ref={rootRef} className={styles.root}>
        <Button
          ref={setButton}
          variant={variant}
          size={size}
          fullWidth={fullWidth}
          aria-label={name}
          disabledReason={disabledReason}
        >
          {children}
        </Button>
      </span>
    );
  }

  return (
    <span ref={rootRef} className={styles.root}>
      <Button
        ref={setButton}
        variant={isArmed ? (tone === 'critical' ? 'critical' : 'primary') : variant}
        size={size}
        fullWidth={fullWidth}
        isDisabled={isDisabled}
        isPending={isPending}
        aria-label={isArmed ? `${confirmLabel}: ${name}` : name}
        aria-describedby={isArmed ? textId : undefined}
        aria-disabled={phase === 'waiting' ? true : undefined}
        onPressStart={() => {
          pressStartedReady.current = phaseRef.current === 'ready';
        }}
        onPress={handlePress}
        onBlur={handleBlur}
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
      {isArmed ? (
        <span className={styles.armed}>
          <Button
            size={size === 'lg' ? 'md' : 'sm'}
            variant="ghost"
            aria-label={`${cancelLabel}: ${name}`}
            onPress={stepBack}
            onBlur={handleBlur}
            onKeyDown={handleKeyDown}
          >
            {cancelLabel}
          </Button>
          <span id={textId} className={styles.consequence}>
            {armedText}
          </span>
        </span>
      ) : null}
      <span role="status" className={visuallyHidden}>
        {isArmed ? `${armedMessage}: ${armedText}` : notice}
      </span>
    </span>
  );
}
