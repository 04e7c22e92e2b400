// The go-to palette and the shortcuts sheet: one chunk, downloaded when the browser is idle
// after the signed-in layout's first paint (PowerLayer), so that Ctrl+K, ⌘K or '?' then opens
// them within the frame of the key press.
export { Palette } from './Palette';
export { ShortcutsSheet } from './ShortcutsSheet';
