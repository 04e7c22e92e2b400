// Loaded as its own chunk: `React.lazy(() => import('@backoffice/ui/RichTextEditor'))` takes
// the default export, the editor. The read-only view and the sanitizer are named exports.
export { RichTextEditor as default, RichTextEditor } from './RichTextEditor';
export type { RichTextEditorProps } from './RichTextEditor';
export { RichTextView } from './RichTextView';
export type { RichTextViewProps } from './RichTextView';
export { sanitizeRichText, safeHref, headingLevels } from './schema';
export type { HeadingLevel } from './schema';
