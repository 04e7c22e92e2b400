// The design system's public surface. Each family keeps its own export list in ./exports so
// that families can grow side by side. Heavy widgets (ClusterMap, RichTextEditor) are NOT
// exported here: import them from '@backoffice/ui/ClusterMap' and '@backoffice/ui/RichTextEditor'
// so that they stay in their own lazily loaded chunks.
export * from './theme';
export * from './Button';
export * from './exports/actions-forms';
export * from './exports/overlays-feedback';
export * from './exports/data-layout';
export * from './exports/widgets';
