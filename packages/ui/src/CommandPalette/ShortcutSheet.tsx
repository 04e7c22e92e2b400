import { Heading } from 'react-aria-components';
import { Button } from '../Button';
import { CloseIcon } from '../internal/icons';
import { useScrollFocus } from '../internal/useScrollFocus';
import * as styles from './CommandPalette.css';
import { KeyboardKeys } from './Keys';
import { PaletteOverlay } from './PaletteOverlay';

/** One shortcut: its keys, what it does, and the visible way to do the same. */
export interface ShortcutSheetItem {
  /** Unique in its group. */
  id: string;
  /**
   * The keys, one chord after another: `[['Ctrl', 'K']]` is Ctrl+K, `[['g'], ['o']]` is g
   * then o.
   */
  keys: readonly (readonly string[])[];
  description: string;
  /** The clickable way to do the same, for those who do not use the keyboard. */
  alternative: string;
}

export interface ShortcutSheetGroup {
  id: string;
  /** The group's caption ("On this screen"); it names its table. */
  title: string;
  items: readonly ShortcutSheetItem[];
}

export interface ShortcutSheetProps {
  isOpen: boolean;
  /** Escape, a click outside and the Close button come through here with `false`. */
  onOpenChange: (isOpen: boolean) => void;
  /** @default 'Keyboard shortcuts' */
  title?: string;
  /** A line above the tables (where the keys do not work). */
  note?: string;
  /** Empty groups are left out. */
  groups: readonly ShortcutSheetGroup[];
  /**
   * The columns' headers.
   * @default ['Keys', 'What they do', 'Or, without the keyboard']
   */
  columns?: readonly [string, string, string];
}

/**
 * A modal sheet listing keyboard shortcuts in groups, each with what it does and its visible
 * alternative, one table per group. It shares the command palette's overlay (React Aria's
 * ModalOverlay: focus moves in and stays, Escape closes, focus goes back).
 */
export function ShortcutSheet({
  isOpen,
  onOpenChange,
  title = 'Keyboard shortcuts',
  note,
  groups,
  columns = ['Keys', 'What they do', 'Or, without the keyboard'],
}: ShortcutSheetProps) {
  // A long list scrolls: by keyboard too (axe: scrollable-region-focusable).
  const scrollFocus = useScrollFocus<HTMLDivElement>();
  return (
    <PaletteOverlay isOpen={isOpen} onOpenChange={onOpenChange} wide>
      <div className={styles.sheetHeader}>
        <Heading slot="title" className={styles.sheetTitle}>
          {title}
        </Heading>
        <Button
          iconOnly
          aria-label="Close"
          variant="ghost"
          size="sm"
          onPress={() => onOpenChange(false)}
        >
          <CloseIcon />
        </Button>
      </div>
      <div className={styles.sheetBody} {...scrollFocus}>
        {note ? <p className={styles.sheetNote}>{note}</p> : null}
        {groups
          .filter((group) => group.items.length > 0)
          .map((group) => (
            <table key={group.id} className={styles.table}>
              <caption className={styles.caption}>{group.title}</caption>
              <thead>
                <tr>
                  {columns.map((column) => (
                    <th key={column} scope="col" className={styles.headerCell}>
                      {column}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {group.items.map((item) => (
                  <tr key={item.id}>
                    <td className={styles.cell}>
                      <KeyboardKeys keys={item.keys} />
                    </td>
                    <td className={styles.cell}>{item.description}</td>
                    <td className={styles.cell}>{item.alternative}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          ))}
      </div>
    </PaletteOverlay>
  );
}
