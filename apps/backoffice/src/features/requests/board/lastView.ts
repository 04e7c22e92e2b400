import type { RequestDumpQuery } from '@backoffice/api';
import { writeListParams } from '@/shared/list/listParams';
import type { ListValues } from '@/shared/list/listParams';
import { rememberLastView } from '@/shared/navigation/lastViews';
import { paths } from '@/shared/paths';
import { boardParams } from './filters';

// The board's filters as last shown in this tab: the navigation's Requests link, `g r` and Go
// to return to them (shared/navigation/lastViews.ts). Export does not read them: it exports
// the filters of the screen it is pressed on (features/requests/export).

/**
 * Remembers the board's filters as they are shown, as the URL writes them (the defaults left
 * out: Reset leaves nothing to remember).
 */
export function rememberBoardView(values: ListValues<RequestDumpQuery>, now: Date): void {
  rememberLastView(paths.requests, writeListParams(boardParams, values, now).toString());
}

// How many cards each column carries on a view of the board ("Show more"), kept for
// the tab's session, so that opening a request from far down a column and coming back finds
// the column as it was, scroll position included.
const SHOWN_KEY = 'backoffice.board.shown';

/** The cards per column last asked for on this view of the board (`viewKey`: its filters). */
export function readShownPerColumn(viewKey: string): number | null {
  try {
    const raw: unknown = JSON.parse(window.sessionStorage.getItem(SHOWN_KEY) ?? 'null');
    if (raw && typeof raw === 'object' && 'key' in raw && 'perColumn' in raw) {
      const { key, perColumn } = raw as { key: unknown; perColumn: unknown };
      if (key === viewKey && typeof perColumn === 'number' && Number.isInteger(perColumn)) {
        return perColumn;
      }
    }
  } catch {
    // Unreadable: the view's first cards.
  }
  return null;
}

/** Remembers the cards per column asked for on this view of the board. */
export function rememberShownPerColumn(viewKey: string, perColumn: number): void {
  try {
    window.sessionStorage.setItem(SHOWN_KEY, JSON.stringify({ key: viewKey, perColumn }));
  } catch {
    // Storage refused: the view shows its first cards when it comes back.
  }
}
