import type { ComponentType } from 'react';
import type { Root } from 'react-dom/client';
import { listCells, listHeaders, pageCount } from '@backoffice/domain';
import type { ListColumn } from '@backoffice/domain';
import { listCacheEntry } from '@/shared/list/useList';
import type { ListDefinition } from '@/shared/list/useList';
import { mountCachedForBench } from './cachedMount';

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
  return mountCachedForBench(host, { entry: `${path}${search}`, cache, now, screen: <Screen /> });
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

/** How many rows a list benchmark shows, all on one page. */
const ONE_PAGE = 1000;

/**
 * A list benchmark's two figures for the list at /`name` (whose API answer holds its rows under
 * `name`): its screen mounted with every row on one page, and the plain-DOM baseline of the
 * same rows in `columns`.
 */
export function listBenchOf<Row>(
  name: string,
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  definition: ListDefinition<any, any, any>,
  Screen: ComponentType,
  columns: readonly ListColumn<Row>[],
) {
  return {
    mount: (host: HTMLElement, rows: Row[], now: Date): Root =>
      mountListForBench(host, {
        definition,
        Screen,
        path: `/${name}`,
        search: `?perPage=${ONE_PAGE}`,
        answer: { pages: pageCount(rows.length, ONE_PAGE), total: rows.length, [name]: rows },
        now,
      }),
    drawPlain: (host: HTMLElement, rows: Row[], now: Date): number =>
      drawPlainList(host, columns, rows, now),
  };
}
