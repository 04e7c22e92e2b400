export { AlertDialog, alertDialogVariants } from './AlertDialog';
export type { AlertDialogProps, AlertDialogVariant } from './AlertDialog';
