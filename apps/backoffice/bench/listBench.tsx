import type { ComponentType } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import type { Root } from 'react-dom/client';
import { MemoryRouter } from 'react-router-dom';
import { ApiProvider, createApiClient } from '@backoffice/api';
import { listCells, listHeaders } from '@backoffice/domain';
import type { ListColumn } from '@backoffice/domain';
import { ThemeProvider } from '@backoffice/ui';
import { NowProvider } from '@/shared/clock';
import { NotifyProvider } from '@/shared/notify';
import { listCacheEntry } from '@/shared/list/useList';
import type { ListDefinition } from '@/shared/list/useList';

/**
 * What the list benchmarks (bench/72-list.mjs) mount: a list screen at its path with one page
 * of rows already in the cache, synchronously, as a list shows a page it has. The product
 * never imports it.
 */
export interface ListBenchPage<Answer> {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  definition: ListDefinition<any, any, any>;
  Screen: ComponentType;
  /** The route's path ('/contracts'). */
  path: string;
  /** The URL's query: every row of the page at once ('?perPage=1000'). */
  search: string;
  answer: Answer;
  now: Date;
}

export function mountListForBench<Answer>(host: HTMLElement, page: ListBenchPage<Answer>): Root {
  const { definition, Screen, path, search, answer, now } = page;
  const cache = new Map([listCacheEntry(definition, search, now, answer as never)]);
  // Never called: the rows are in the cache and nothing revalidates.
  const client = createApiClient({ baseUrl: 'http://bench.invalid' });
  const root = createRoot(host);
  flushSync(() =>
    root.render(
      <ThemeProvider forced="light">
        <MemoryRouter initialEntries={[`${path}${search}`]}>
          <NowProvider now={now}>
            <NotifyProvider>
              <ApiProvider
                client={client}
                swrConfig={{
                  provider: () => cache,
                  revalidateOnMount: false,
                  revalidateIfStale: false,
                  revalidateOnFocus: false,
                }}
              >
                <Screen />
              </ApiProvider>
            </NotifyProvider>
          </NowProvider>
        </MemoryRouter>
      </ThemeProvider>,
    ),
  );
  return root;
}

/**
 * The plain-DOM baseline: the same rows as a `<table>` drawn with DOM calls, a header and a
 * row of the list's texts each (the CSV's), laid out. Returns the milliseconds.
 */
export function drawPlainList<Row>(
  host: HTMLElement,
  columns: readonly ListColumn<Row>[],
  rows: readonly Row[],
  now: Date,
): number {
  const start = performance.now();
  const context = { now, origin: '' };
  const table = document.createElement('table');
  const head = document.createElement('tr');
  for (const header of listHeaders(columns)) {
    const th = document.createElement('th');
    th.textContent = header;
    head.appendChild(th);
  }
  const thead = document.createElement('thead');
  thead.appendChild(head);
  const body = document.createElement('tbody');
  for (const row of rows) {
    const tr = document.createElement('tr');
    for (const text of listCells(columns, row, context)) {
      const td = document.createElement('td');
      td.textContent = text;
      tr.appendChild(td);
    }
    body.appendChild(tr);
  }
  table.append(thead, body);
  host.replaceChildren(table);
  void host.getBoundingClientRect().height;
  return performance.now() - start;
}
