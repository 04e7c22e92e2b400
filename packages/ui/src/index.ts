// The design system's public surface. Each family keeps its own export list in ./exports so
// that families can grow side by side. Heavy widgets (ClusterMap, RichTextEditor) are NOT
// exported here: import them from '@backoffice/ui/ClusterMap' and '@backoffice/ui/RichTextEditor'
// so that they stay in their own lazily loaded chunks.
export * from './theme';
// The one tone vocabulary every tone prop takes (Badge, StatusTag, Toast, menus, table rows).
export { tones } from './internal/tones';
export type { Tone } from './internal/tones';
export * from './Button';
// One icon set in SVG, for buttons and the app's own controls (Foundations/Icons).
export * from './Icon';
export * from './exports/actionsForms';
export * from './exports/overlaysFeedback';
export * from './exports/dataLayout';
export * from './exports/widgets';
// Acting on many items at once and saving views of a list.
export * from './SelectionBar';
export * from './BulkRun';
export * from './ViewsMenu';
