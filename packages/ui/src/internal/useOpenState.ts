import { useCallback, useState } from 'react';

/** The props every overlay takes to be opened by its trigger or controlled by its caller. */
export interface OpenStateProps {
  /** Whether the overlay is open (controlled). */
  isOpen?: boolean;
  /**
   * Whether the overlay starts open (uncontrolled).
   * @default false
   */
  defaultOpen?: boolean;
  /** Called when the overlay opens or closes. */
  onOpenChange?: (isOpen: boolean) => void;
}

/**
 * Open state that can be controlled or not. The overlays keep it themselves, rather than leave
 * it to React Aria's DialogTrigger, because some of them must refuse or delay a close (the
 * unsaved-changes guard, a pending confirmation).
 */
export function useOpenState({
  isOpen,
  defaultOpen = false,
  onOpenChange,
}: OpenStateProps): [boolean, (next: boolean) => void] {
  const [own, setOwn] = useState(defaultOpen);
  const open = isOpen ?? own;
  const setOpen = useCallback(
    (next: boolean) => {
      setOwn(next);
      onOpenChange?.(next);
    },
    [onOpenChange],
  );
  return [open, setOpen];
}
