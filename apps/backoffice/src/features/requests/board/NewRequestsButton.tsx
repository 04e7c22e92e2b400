import { Button } from '@backoffice/ui';
import { visuallyHidden } from '@backoffice/ui/theme';

export interface NewRequestsButtonProps {
  /** The requests held back, newest first as the board sorts them. */
  newIds: readonly number[];
  /** Draws them on the board. */
  onShow: () => void;
}

/**
 * "N new requests": new requests told live wait behind this button, announced
 * politely, rather than push the columns under the user. Pressing it draws them, and focus
 * goes to the first of them (the button is gone), never elsewhere on its own.
 */
export function NewRequestsButton({ newIds, onShow }: NewRequestsButtonProps) {
  const count = newIds.length;
  const show = () => {
    const first = newIds[0];
    onShow();
    requestAnimationFrame(() => {
      const handle =
        first === undefined
          ? null
          : document.querySelector<HTMLElement>(
              `[data-card-id="${CSS.escape(String(first))}"] [data-drag-handle]`,
            );
      (handle ?? document.getElementById('main-content'))?.focus();
    });
  };
  // The live region stays (a screen reader hears the button come) but takes no room while it
  // is empty: the board does not move down by the page's gap.
  return (
    <span role="status" className={count > 0 ? undefined : visuallyHidden}>
      {count > 0 ? (
        <Button size="sm" variant="primary" onPress={show}>
          {count === 1 ? '1 new request' : `${count} new requests`}
        </Button>
      ) : null}
    </span>
  );
}
