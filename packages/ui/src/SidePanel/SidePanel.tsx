import type { ReactElement, ReactNode } from 'react';
import { DialogFrame, dialogSizes } from '../internal/DialogFrame';
import type { DialogSize } from '../internal/DialogFrame';
import { useOpenState } from '../internal/useOpenState';
import type { OpenStateProps } from '../internal/useOpenState';

export const sidePanelSizes = dialogSizes;
export type SidePanelSize = DialogSize;

/** Given to render functions in the body and the actions. */
export interface SidePanelControls {
  close: () => void;
}

type Slot = ReactNode | ((controls: SidePanelControls) => ReactNode);

export interface SidePanelProps extends OpenStateProps {
  /** The panel's heading and accessible name ("Filters"). */
  title: string;
  /** The body; scrolls when it is taller than the window. */
  children: Slot;
  /** Buttons at the end of the footer ("Reset", "Apply"). No footer without them. */
  actions?: Slot;
  /** The pressable element that opens the panel; focus returns to it on close. */
  trigger?: ReactElement;
  /** @default 'md' */
  size?: SidePanelSize;
  /**
   * Whether a click on the backdrop closes the panel.
   * @default true
   */
  isDismissable?: boolean;
}

/**
 * A modal drawer that slides in from the end of the page (the right in English), for
 * filters and secondary forms. React Aria's Modal: focus moves in and stays in, Escape and the
 * close button close it, focus returns to the trigger.
 */
export function SidePanel({
  title,
  children,
  actions,
  trigger,
  size = 'md',
  isDismissable = true,
  ...openProps
}: SidePanelProps) {
  const [open, setOpen] = useOpenState(openProps);
  const controls: SidePanelControls = { close: () => setOpen(false) };
  const render = (slot: Slot) => (typeof slot === 'function' ? slot(controls) : slot);
  return (
    <DialogFrame
      placement="end"
      size={size}
      title={title}
      isOpen={open}
      onOpenChange={setOpen}
      isDismissable={isDismissable}
      onClose={controls.close}
      trigger={trigger}
      footer={actions ? render(actions) : null}
    >
      {render(children)}
    </DialogFrame>
  );
}
