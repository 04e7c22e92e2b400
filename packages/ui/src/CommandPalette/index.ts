export { CommandPalette } from './CommandPalette';
export type {
  CommandPaletteItem,
  CommandPaletteProps,
  CommandPaletteSection,
} from './CommandPalette';
export { ShortcutSheet } from './ShortcutSheet';
export type { ShortcutSheetGroup, ShortcutSheetItem, ShortcutSheetProps } from './ShortcutSheet';
export { KeyboardKeys } from './Keys';
export type { KeyboardKeysProps } from './Keys';
