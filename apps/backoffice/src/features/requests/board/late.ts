import { STAGE_WAIT_DAYS, isWaitingTooLong } from '@backoffice/domain';
import type { BoardItem } from './RequestCard';

/**
 * Whether a card waited in its column beyond that column's threshold: the team's, as the
 * board answer gives it (`waitAfterDays`), else the default (domain STAGE_WAIT_DAYS). A card
 * moved on this screen keeps its server column's.
 */
export function isLate(
  item: Pick<BoardItem, 'column' | 'stageSince' | 'waitAfterDays'>,
  now: Date,
): boolean {
  if (item.waitAfterDays === undefined) return isWaitingTooLong(item.column, item.stageSince, now);
  return isWaitingTooLong(item.column, item.stageSince, now, {
    ...STAGE_WAIT_DAYS,
    [item.column]: item.waitAfterDays,
  });
}
