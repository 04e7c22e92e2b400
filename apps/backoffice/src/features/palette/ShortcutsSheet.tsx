import { ShortcutSheet } from '@backoffice/ui';
import type { ShortcutSheetItem } from '@backoffice/ui';
import { chordsOf } from '@/shared/shortcuts/keys';
import type { Shortcut } from '@/shared/shortcuts/registry';
import { useShortcutList } from '@/shared/shortcuts/store';
import type { ShortcutRegistry } from '@/shared/shortcuts/store';
import { whenClosed } from '@/shared/whenClosed';

/** One line per keys: the latest registered (a screen's own after the layout's). */
function items(shortcuts: readonly Shortcut[]): ShortcutSheetItem[] {
  return [...new Map(shortcuts.map((s) => [s.keys, s])).values()].map((s) => ({
    id: s.keys,
    keys: chordsOf(s.keys),
    description: s.label,
    alternative: s.equivalent,
  }));
}

/**
 * The '?' sheet: every shortcut of the current screen and the global ones, each
 * with the visible control that does the same. It lists what the store holds now, so a
 * screen's own shortcuts appear on that screen only.
 */
export function ShortcutsSheet({
  registry,
  onClose,
}: {
  registry: ShortcutRegistry;
  onClose: () => void;
}) {
  const all = useShortcutList(registry);
  return (
    <ShortcutSheet
      isOpen
      onOpenChange={whenClosed(onClose)}
      note="Shortcuts do nothing while you type in a field or an editor, or while a menu is open: there, the keys type or choose as usual."
      groups={[
        {
          id: 'screen',
          title: 'On this screen',
          items: items(all.filter((s) => s.scope !== 'global')),
        },
        {
          id: 'global',
          title: 'Everywhere',
          items: items(all.filter((s) => s.scope === 'global')),
        },
      ]}
    />
  );
}
