import type { ReactNode, Ref } from 'react';
import { Button as AriaButton } from 'react-aria-components';
import type { ButtonProps as AriaButtonProps } from 'react-aria-components';
import { ReasonAnchor, UnavailableMark, useDisabledReason } from '../internal/DisabledReason';
import * as styles from './Button.css';

export const buttonVariants = ['primary', 'secondary', 'ghost', 'critical'] as const;
export const buttonSizes = ['sm', 'md', 'lg'] as const;
export type ButtonVariant = (typeof buttonVariants)[number];
export type ButtonSize = (typeof buttonSizes)[number];

interface BaseProps extends Pick<
  AriaButtonProps,
  | 'onPress'
  | 'onPressStart'
  | 'onHoverStart'
  | 'isDisabled'
  | 'isPending'
  | 'type'
  | 'form'
  | 'autoFocus'
  | 'onBlur'
  | 'onFocus'
  | 'onKeyDown'
  | 'excludeFromTabOrder'
  | 'slot'
> {
  /** The `<button>`. */
  ref?: Ref<HTMLButtonElement>;
  /**
   * Visual weight: one `primary` per view, `critical` (the tone's colour) for destructive actions.
   * @default 'secondary'
   */
  variant?: ButtonVariant;
  /**
   * The height, with the text size to match: 28, 36 or 44 px (the `size.control*` tokens).
   * @default 'md'
   */
  size?: ButtonSize;
  /**
   * Stretches to the width of its container.
   * @default false
   */
  fullWidth?: boolean;
  /**
   * Why the button cannot be used now (a role that may not, say): it does nothing when
   * pressed but stays focusable (`aria-disabled`, not `disabled`), with the reason as its
   * accessible description, shown under it on hover and on focus, and a ⊘ beside its label.
   * A `disabled` button could not be focused: nobody using a keyboard or a screen reader
   * would learn why. Takes precedence over `isDisabled` and `isPending`.
   * @default undefined
   */
  disabledReason?: string | null | undefined;
  /** Names what the button acts on when the visible label alone does not. */
  'aria-describedby'?: string;
  /** Whether what the button opens (a disclosure's panel, a menu) is open now. */
  'aria-expanded'?: boolean;
  /** The id of the element the button shows, hides or changes. */
  'aria-controls'?: string;
  /** The kind of popup the button opens (`menu`, `dialog`…), announced with its name. */
  'aria-haspopup'?: AriaButtonProps['aria-haspopup'];
  /** Makes it a toggle button, announced as pressed or not pressed. */
  'aria-pressed'?: boolean;
  /** Not pressable yet, though focusable and pressed events still arrive (ConfirmButton). */
  'aria-disabled'?: boolean;
  /** Announces changes of the label as they happen (a label that counts down, say). */
  'aria-live'?: 'polite' | 'assertive' | 'off';
}

interface LabelledButtonProps extends BaseProps {
  /** The visible label. */
  children: ReactNode;
  /** An icon drawn before the label. */
  icon?: ReactNode;
  iconOnly?: false;
  /** Overrides the accessible name when the label is not enough. */
  'aria-label'?: string;
}

interface IconOnlyButtonProps extends BaseProps {
  /** The icon; decorative, since the accessible name comes from `aria-label`. */
  children: ReactNode;
  /** Draws a square button with no visible label. */
  iconOnly: true;
  /** Required: an icon-only button must have an accessible name. */
  'aria-label': string;
  icon?: never;
}

export type ButtonProps = LabelledButtonProps | IconOnlyButtonProps;

// A button on React Aria's `Button`: press, keyboard, focus-visible and pending state
// (announced, and not pressable while pending) come from React Aria.
/**
 * Starts an action: saves, sends, opens a dialog. Use one `primary` per view for the main
 * action, `secondary` for the others, `ghost` for quiet actions in rows and toolbars, and
 * `critical` for destructive ones (with a ConfirmButton when it cannot be undone). Do not use it
 * to go to another page: that is a Link.
 */
export function Button({ ref, ...props }: ButtonProps) {
  const { variant, size, fullWidth, iconOnly, icon, children, disabledReason, ...rest } = props;
  const reason = useDisabledReason(disabledReason ?? undefined, rest['aria-describedby']);
  if (disabledReason) {
    const {
      onPress: _onPress,
      onPressStart: _onPressStart,
      isDisabled: _isDisabled,
      isPending: _isPending,
      type: _type,
      form: _form,
      'aria-disabled': _ariaDisabled,
      'aria-describedby': _describedBy,
      ...still
    } = rest;
    return (
      <ReasonAnchor reasonId={reason.reasonId!} reason={disabledReason} fullWidth={fullWidth}>
        <AriaButton
          {...still}
          ref={ref}
          type="button"
          aria-disabled
          aria-describedby={reason.describedBy}
          data-unavailable=""
          className={`${styles.button({ variant: 'secondary', size, iconOnly: Boolean(iconOnly), fullWidth })} ${styles.unavailable}`}
        >
          <span className={styles.content}>
            {iconOnly ? null : <UnavailableMark />}
            {icon ? <span aria-hidden="true">{icon}</span> : null}
            {iconOnly ? <span aria-hidden="true">{children}</span> : children}
          </span>
        </AriaButton>
      </ReasonAnchor>
    );
  }
  return (
    <AriaButton
      {...rest}
      ref={ref}
      className={styles.button({ variant, size, iconOnly: Boolean(iconOnly), fullWidth })}
    >
      {({ isPending }) => (
        <>
          <span className={styles.content}>
            {icon ? <span aria-hidden="true">{icon}</span> : null}
            {iconOnly ? <span aria-hidden="true">{children}</span> : children}
          </span>
          {isPending ? (
            <span className={styles.spinnerWrap} aria-hidden="true">
              <span className={styles.spinner} />
            </span>
          ) : null}
        </>
      )}
    </AriaButton>
  );
}
