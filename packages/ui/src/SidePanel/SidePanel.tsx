import { DialogFrame, dialogSizes, renderSlot, useSlotDialogState } from '../internal/DialogFrame';
import type { DialogSize, DialogSlot, SlotDialogProps } from '../internal/DialogFrame';

export const sidePanelSizes = dialogSizes;
export type SidePanelSize = DialogSize;

/** Given to render functions in the body and the actions. */
export interface SidePanelControls {
  close: () => void;
}

export interface SidePanelProps extends SlotDialogProps<SidePanelControls> {
  /** Buttons at the end of the footer ("Reset", "Apply"). No footer without them. */
  actions?: DialogSlot<SidePanelControls>;
}

/**
 * A modal drawer that slides in from the end of the page (the right in English), for
 * filters and secondary forms. React Aria's Modal: focus moves in and stays in, Escape and the
 * close button close it, focus returns to the trigger.
 */
export function SidePanel({ children, actions, ...dialogProps }: SidePanelProps) {
  const dialog = useSlotDialogState(dialogProps);
  const controls: SidePanelControls = { close: dialog.close };
  return (
    <DialogFrame
      {...dialog.frame}
      placement="end"
      footer={actions ? renderSlot(actions, controls) : null}
    >
      {renderSlot(children, controls)}
    </DialogFrame>
  );
}
