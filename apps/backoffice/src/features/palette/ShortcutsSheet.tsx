import { Modal } from '@backoffice/ui';
import { useShortcutList } from '../../shared/shortcuts/registry';
import type { Shortcut } from '../../shared/shortcuts/registry';
import { Keys } from './Keys';
import * as styles from './Power.css';

function ShortcutTable({ caption, shortcuts }: { caption: string; shortcuts: Shortcut[] }) {
  return (
    <table className={styles.table}>
      <caption className={styles.caption}>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">Keys</th>
          <th scope="col">What they do</th>
          <th scope="col">Or, without the keyboard</th>
        </tr>
      </thead>
      <tbody>
        {shortcuts.map((shortcut) => (
          <tr key={shortcut.keys}>
            <td>
              <Keys keys={shortcut.keys} />
            </td>
            <td>{shortcut.label}</td>
            <td>{shortcut.equivalent}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** One line per keys: the latest registered (a screen's own after the layout's). */
function byKeys(shortcuts: readonly Shortcut[]): Shortcut[] {
  return [...new Map(shortcuts.map((s) => [s.keys, s])).values()];
}

/**
 * The '?' sheet (issue 20): every shortcut of the current screen and the global ones, each
 * with the visible control that does the same. It lists what the registry holds now, so a
 * screen's own shortcuts appear on that screen only.
 */
export function ShortcutsSheet({ onClose }: { onClose: () => void }) {
  const all = byKeys(useShortcutList());
  const own = all.filter((s) => s.scope !== 'global');
  const global = all.filter((s) => s.scope === 'global');
  return (
    <Modal
      title="Keyboard shortcuts"
      isOpen
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      // The header's Close button is the one way out (and Escape): no second "Close".
      cancelLabel={null}
      size="lg"
    >
      <div className={styles.sheet}>
        <p className={styles.note}>
          Shortcuts do nothing while you type in a field or an editor, or while a menu is open:
          there, the keys type or choose as usual.
        </p>
        {own.length > 0 ? <ShortcutTable caption="On this screen" shortcuts={own} /> : null}
        <ShortcutTable caption="Everywhere" shortcuts={global} />
      </div>
    </Modal>
  );
}
