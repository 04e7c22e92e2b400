export { CommandPalette } from './CommandPalette';
export type {
  CommandPaletteItem,
  CommandPaletteProps,
  CommandPaletteSection,
} from './CommandPalette';
