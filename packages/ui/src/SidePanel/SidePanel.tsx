import type { ReactElement, ReactNode } from 'react';
import {
  Dialog,
  DialogTrigger,
  Heading,
  Modal as AriaModal,
  ModalOverlay,
} from 'react-aria-components';
import { Button } from '../Button';
import { useOpenState } from '../Modal/useOpenState';
import type { OpenStateProps } from '../Modal/useOpenState';
import { useScrollFocus } from '../Modal/useScrollFocus';
import * as styles from './SidePanel.css';

export const sidePanelSizes = ['sm', 'md', 'lg'] as const;
export type SidePanelSize = (typeof sidePanelSizes)[number];

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
  const scrollFocus = useScrollFocus<HTMLDivElement>();
  const controls: SidePanelControls = { close: () => setOpen(false) };
  const render = (slot: Slot) => (typeof slot === 'function' ? slot(controls) : slot);

  const overlay = (
    <ModalOverlay
      className={styles.overlay}
      isOpen={open}
      onOpenChange={setOpen}
      isDismissable={isDismissable}
    >
      <AriaModal className={styles.panel({ size })}>
        <Dialog className={styles.dialog}>
          <div className={styles.header}>
            <Heading slot="title" className={styles.title}>
              {title}
            </Heading>
            <Button iconOnly aria-label="Close" variant="ghost" size="sm" onPress={controls.close}>
              <svg viewBox="0 0 20 20" className={styles.closeIcon} fill="none">
                <path
                  d="M5.5 5.5l9 9M14.5 5.5l-9 9"
                  stroke="currentColor"
                  strokeWidth="1.75"
                  strokeLinecap="round"
                />
              </svg>
            </Button>
          </div>
          <div className={styles.body} {...scrollFocus}>
            {render(children)}
          </div>
          {actions ? <div className={styles.footer}>{render(actions)}</div> : null}
        </Dialog>
      </AriaModal>
    </ModalOverlay>
  );

  if (!trigger) return overlay;
  return (
    <DialogTrigger isOpen={open} onOpenChange={setOpen}>
      {trigger}
      {overlay}
    </DialogTrigger>
  );
}
