import { Button } from '@backoffice/ui';
import { LiveStatus } from '../../shared/live/LiveStatus';
import { Keys } from './Keys';
import { usePowerControls } from './PowerLayer';
import * as styles from './Power.css';

/**
 * The top bar's visible ways to what the keys do (issue 20): "Go to…" (Ctrl+K or ⌘K) and
 * "Shortcuts" ('?'), and where live refresh stands when it is reconnecting.
 */
export function PowerButtons() {
  const controls = usePowerControls();
  if (!controls) return null;
  return (
    <span className={styles.buttons}>
      <LiveStatus />
      <Button size="sm" variant="ghost" aria-haspopup="dialog" onPress={controls.openPalette}>
        <span className={styles.buttonLabel}>
          Go to… <Keys keys="mod+k" />
        </span>
      </Button>
      <Button size="sm" variant="ghost" aria-haspopup="dialog" onPress={controls.openShortcuts}>
        <span className={styles.buttonLabel}>
          Shortcuts <Keys keys="?" />
        </span>
      </Button>
    </span>
  );
}
