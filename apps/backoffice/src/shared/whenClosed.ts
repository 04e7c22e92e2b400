/** An `onOpenChange` for a dialog that is open while it is shown: runs `onClose` once it closes. */
export const whenClosed = (onClose: () => void) => (open: boolean) => {
  if (!open) onClose();
};
