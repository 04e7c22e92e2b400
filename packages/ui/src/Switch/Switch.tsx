import type { ReactNode } from 'react';
import { Switch as AriaSwitch } from 'react-aria-components';
import type { SwitchProps as AriaSwitchProps } from 'react-aria-components';
import { ReasonAnchor, UnavailableMark, useDisabledReason } from '../internal/DisabledReason';
import { visuallyHidden } from '../theme/utils.css';
import * as styles from './Switch.css';

export interface SwitchProps extends Pick<
  AriaSwitchProps,
  | 'isSelected'
  | 'defaultSelected'
  | 'isDisabled'
  | 'isReadOnly'
  | 'name'
  | 'value'
  | 'autoFocus'
  | 'inputRef'
> {
  /** What the switch turns on, e.g. 'Best deal'. */
  label: ReactNode;
  /**
   * Hides the label visually (it stays the accessible name), for a switch in a table row:
   * 'Best deal for office 42'.
   * @default false
   */
  hideLabel?: boolean;
  /** Called with the new state. */
  onChange?: (isSelected: boolean) => void;
  /**
   * Why the switch cannot be changed now (a role that may not): it keeps its state, read-only
   * but focusable, with the reason as its accessible description, shown under it on hover and
   * on focus, and a ⊘ beside it. A disabled switch could not be focused to learn why.
   * @default undefined
   */
  disabledReason?: string | null | undefined;
}

// An on/off switch for a setting that applies at once (role `switch`, Space toggles).
/**
 * An on/off switch for a setting that applies at once (best deal, SMS notifications). Use it
 * when turning the setting on or off takes effect without a Save button. Use a Checkbox for a
 * choice that is saved with a form.
 */
export function Switch({ label, hideLabel = false, disabledReason, ...rest }: SwitchProps) {
  const reason = useDisabledReason(disabledReason ?? undefined);
  if (disabledReason) {
    return (
      <ReasonAnchor reasonId={reason.reasonId!} reason={disabledReason}>
        <AriaSwitch
          {...rest}
          isReadOnly
          isDisabled={false}
          aria-describedby={reason.describedBy}
          className={styles.root}
          data-unavailable=""
        >
          <span className={styles.track} aria-hidden="true" />
          <UnavailableMark />
          <span className={hideLabel ? visuallyHidden : undefined}>{label}</span>
        </AriaSwitch>
      </ReasonAnchor>
    );
  }
  return (
    <AriaSwitch {...rest} className={styles.root}>
      <span className={styles.track} aria-hidden="true" />
      <span className={hideLabel ? visuallyHidden : undefined}>{label}</span>
    </AriaSwitch>
  );
}
