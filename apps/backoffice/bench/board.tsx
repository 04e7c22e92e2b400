import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import type { Root } from 'react-dom/client';
import { MemoryRouter } from 'react-router-dom';
import type { RequestBoardAnswer } from '@backoffice/api';
import { ThemeProvider } from '@backoffice/ui';
import { paths } from '@/shared/paths';
import { BoardView } from '@/features/requests/board/BoardView';

/**
 * Mounts the board (BoardView, as /requests draws it) into `host` synchronously, for the
 * benchmark page bench/harness/pages/app-board.tsx; the product never imports it.
 */
export function mountBoardForBench(host: HTMLElement, answer: RequestBoardAnswer): Root {
  const root = createRoot(host);
  flushSync(() =>
    root.render(
      <ThemeProvider forced="light">
        <MemoryRouter initialEntries={[paths.requests]}>
          <BoardView answer={answer} />
        </MemoryRouter>
      </ThemeProvider>,
    ),
  );
  return root;
}

/** How many requests an answer holds. */
export function requestCount(answer: RequestBoardAnswer): number {
  return answer.columns.reduce((n, column) => n + column.requests.length, 0);
}
