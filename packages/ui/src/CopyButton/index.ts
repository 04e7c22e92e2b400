export { CopyButton, ClipboardUnavailableError, copyButtonStates } from './CopyButton';
export type { CopyButtonProps, CopyButtonState } from './CopyButton';
