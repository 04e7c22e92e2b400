import type { RequestBoardQuery } from '@backoffice/api';
import { readListParams } from '../../../shared/list/listParams';
import { boardParams } from './filters';

// The board's filters as last shown in this tab: Export (in the top bar, on every screen)
// exports them (issue 15), the board's own view rather than every request.
const STORAGE_KEY = 'backoffice.board.view';

/** Remembers the board's query string as it is shown. */
export function rememberBoardView(search: string): void {
  try {
    window.sessionStorage.setItem(STORAGE_KEY, search);
  } catch {
    // Storage refused: Export then takes the board's defaults.
  }
}

/** The board's filters as last shown in this tab (its defaults before it was opened). */
export function lastBoardQuery(now: Date): RequestBoardQuery {
  let search: string;
  try {
    search = window.sessionStorage.getItem(STORAGE_KEY) ?? '';
  } catch {
    search = '';
  }
  return readListParams(boardParams, new URLSearchParams(search), now);
}
