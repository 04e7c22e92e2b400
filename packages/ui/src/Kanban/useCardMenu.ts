import { useCallback, useMemo, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { hasChoosableAction as anyChoosable } from './cardMenu';
import type { Entry, KanbanCardAction, LatestBoard } from './types';

/** The card whose menu is open: the board draws one menu, for one card at a time. */
export interface OpenCardMenu {
  itemId: string;
  columnId: string;
  label: string;
}

/**
 * The board's one card menu ("Move to…", and the card's own actions above it): which card it
 * is open for, the button it hangs from (marked expanded, given focus back when the menu
 * closes), and the card's actions, asked for by the open menu as it draws.
 */
export function useCardMenu<TItem>({
  index,
  cardActions,
  moveDisabledReason,
  latest,
}: {
  index: Map<string, Entry<TItem>>;
  cardActions: ((item: TItem) => readonly KanbanCardAction[]) | undefined;
  moveDisabledReason: string | null | undefined;
  latest: { readonly current: LatestBoard<TItem> };
}) {
  // A card's actions are asked for by the open menu as it draws, not when the card is drawn.
  const getActions = cardActions
    ? (itemId: string): readonly KanbanCardAction[] => {
        const entry = index.get(itemId);
        return entry ? cardActions(entry.item) : [];
      }
    : undefined;
  // Only while cards cannot move does a drawn card need its actions: to know whether its
  // button opens anything.
  const hasChoosableAction = useMemo(
    () =>
      cardActions && moveDisabledReason
        ? (item: TItem) => anyChoosable(cardActions(item))
        : undefined,
    [cardActions, moveDisabledReason],
  );

  const [menu, setMenu] = useState<{ itemId: string; columnId: string; label: string } | null>(
    null,
  );
  const menuTriggerRef = useRef<HTMLButtonElement | null>(null);
  const openMenu = useCallback(
    (button: HTMLButtonElement, itemId: string, columnId: string, label: string) => {
      menuTriggerRef.current?.setAttribute('aria-expanded', 'false');
      menuTriggerRef.current = button;
      button.setAttribute('aria-expanded', 'true');
      setMenu({ itemId, columnId, label });
    },
    [],
  );
  const closeMenu = useCallback(() => {
    const button = menuTriggerRef.current;
    button?.setAttribute('aria-expanded', 'false');
    setMenu(null);
    // Back to the card's button; after a kept move, the board's reveal (useFocusFollowsCard)
    // moves focus on to the card in its new column.
    if (button?.isConnected) button.focus();
  }, []);
  const onMenuAction = useCallback(
    (itemId: string, actionId: string) => {
      // While the menu is open React Aria makes the rest of the page inert, so the button
      // cannot take focus until the menu is gone (closing alone leaves focus to the popover's
      // own restore, a frame later). Closed at once, focus is on the card's button before the
      // caller acts: a dialog it opens then returns focus there, where it found it.
      flushSync(closeMenu);
      const button = menuTriggerRef.current;
      if (button?.isConnected) button.focus();
      latest.current.onCardAction?.(itemId, actionId);
    },
    [closeMenu, latest],
  );

  return {
    menu,
    menuTriggerRef,
    openMenu,
    closeMenu,
    onMenuAction,
    getActions,
    hasChoosableAction,
  };
}
