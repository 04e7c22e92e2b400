/** Where a card sits on the board: its column's position and its own in that column. */
export interface CardPosition {
  column: number;
  index: number;
}

/** The keys that move focus between the cards of a board. */
export const navigationKeys = [
  'ArrowUp',
  'ArrowDown',
  'ArrowLeft',
  'ArrowRight',
  'Home',
  'End',
] as const;
export type NavigationKey = (typeof navigationKeys)[number];

export function isNavigationKey(key: string): key is NavigationKey {
  return (navigationKeys as readonly string[]).includes(key);
}

/**
 * The card that a navigation key moves focus to, from `from`, on a board whose columns hold
 * `counts[i]` cards; null when there is nowhere to go (the first card and ArrowUp, say).
 * - ArrowUp / ArrowDown: the card above or below, in the same column.
 * - ArrowLeft / ArrowRight: the next column that has cards (empty ones are skipped), at the
 *   same position, or its last card when it is shorter.
 * - Home / End: the first or last card of the column.
 */
export function navigate(
  counts: readonly number[],
  from: CardPosition,
  key: NavigationKey,
): CardPosition | null {
  const count = counts[from.column] ?? 0;
  const at = (index: number) =>
    index >= 0 && index < count && index !== from.index ? { column: from.column, index } : null;
  switch (key) {
    case 'ArrowUp':
      return at(from.index - 1);
    case 'ArrowDown':
      return at(from.index + 1);
    case 'Home':
      return at(0);
    case 'End':
      return at(count - 1);
    case 'ArrowLeft':
    case 'ArrowRight': {
      const step = key === 'ArrowRight' ? 1 : -1;
      for (let column = from.column + step; column >= 0 && column < counts.length; column += step) {
        const cards = counts[column]!;
        if (cards > 0) return { column, index: Math.min(from.index, cards - 1) };
      }
      return null;
    }
  }
}
