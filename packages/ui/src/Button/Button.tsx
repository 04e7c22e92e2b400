import type { ReactNode, Ref } from 'react';
import { Button as AriaButton } from 'react-aria-components';
import type { ButtonProps as AriaButtonProps } from 'react-aria-components';
import * as styles from './Button.css';

export const buttonVariants = ['primary', 'secondary', 'ghost', 'critical'] as const;
export const buttonSizes = ['sm', 'md', 'lg'] as const;
export type ButtonVariant = (typeof buttonVariants)[number];
export type ButtonSize = (typeof buttonSizes)[number];

interface BaseProps extends Pick<
  AriaButtonProps,
  | 'onPress'
  | 'onPressStart'
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
  /** @default 'md' */
  size?: ButtonSize;
  /**
   * Stretches to the width of its container.
   * @default false
   */
  fullWidth?: boolean;
  /** Names what the button acts on when the visible label alone does not. */
  'aria-describedby'?: string;
  'aria-expanded'?: boolean;
  'aria-controls'?: string;
  'aria-haspopup'?: AriaButtonProps['aria-haspopup'];
  'aria-pressed'?: boolean;
  /** Not pressable yet, though focusable and pressed events still arrive (ConfirmButton). */
  'aria-disabled'?: boolean;
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

/**
 * A button on React Aria's `Button`: press, keyboard, focus-visible and pending state
 * (announced, and not pressable while pending) come from React Aria.
 */
export function Button({ ref, ...props }: ButtonProps) {
  const { variant, size, fullWidth, iconOnly, icon, children, ...rest } = props;
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
