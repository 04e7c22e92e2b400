import type { ReactNode } from 'react';
import { Switch as AriaSwitch } from 'react-aria-components';
import type { SwitchProps as AriaSwitchProps } from 'react-aria-components';
import { visuallyHidden } from '../theme/utils.css';
import * as styles from './Switch.css';

export interface SwitchProps extends Pick<
  AriaSwitchProps,
  'isSelected' | 'defaultSelected' | 'isDisabled' | 'isReadOnly' | 'name' | 'value' | 'autoFocus'
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
}

/** An on/off switch for a setting that applies at once (role `switch`, Space toggles). */
export function Switch({ label, hideLabel = false, ...rest }: SwitchProps) {
  return (
    <AriaSwitch {...rest} className={styles.root}>
      <span className={styles.track} aria-hidden="true" />
      <span className={hideLabel ? visuallyHidden : undefined}>{label}</span>
    </AriaSwitch>
  );
}
