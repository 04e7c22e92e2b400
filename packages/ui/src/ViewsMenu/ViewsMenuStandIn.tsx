import * as buttonStyles from '../Button/Button.css';
import type { ButtonSize } from '../Button';
import { TriggerChevron } from '../internal/TriggerChevron';

/** The trigger's face, shared by the menu and its stand-in so that the two cannot drift. */
export function ViewsTriggerFace() {
  return (
    <>
      Views
      <TriggerChevron />
    </>
  );
}

/**
 * The Views button as it looks before the menu's code is there: the Button's classes on a plain
 * element, busy and not yet operable, so that the real menu takes exactly its place (a screen's
 * header row never moves when it arrives, a fraction of a second after the first paint).
 */
export function ViewsMenuStandIn({ size = 'md' }: { size?: ButtonSize }) {
  return (
    <span
      className={buttonStyles.button({
        variant: 'secondary',
        size,
        iconOnly: false,
        fullWidth: false,
      })}
      aria-busy="true"
    >
      <span className={buttonStyles.content}>
        <ViewsTriggerFace />
      </span>
    </span>
  );
}
