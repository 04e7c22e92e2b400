import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import type { Root } from 'react-dom/client';
import { MemoryRouter } from 'react-router-dom';
import { ApiProvider, createApiClient } from '@backoffice/api';
import type { ContractsAnswer } from '@backoffice/api';
import { CONTRACT_COLUMNS, listCells, listHeaders, pageCount } from '@backoffice/domain';
import type { Contract } from '@backoffice/domain';
import { ThemeProvider } from '@backoffice/ui';
import { NowProvider } from '../../shared/clock';
import { listCacheEntry } from '../../shared/list/useList';
import { NotifyProvider } from '../../shared/notify';
import { contractsList, ContractsScreen } from './ContractsScreen';

/** The URL the benchmark opens: every row of the page at once. */
const SEARCH = '?perPage=1000';

/**
 * Mounts the contracts list page (/contracts: header, filters, the table of `contracts`,
 * pagination) into `host` synchronously with its rows already in the cache, as a list
 * shows a page it has: for the benchmark page bench/harness/pages/app-list.tsx. The product
 * never imports it.
 */
export function mountContractsForBench(host: HTMLElement, contracts: Contract[], now: Date): Root {
  const answer: ContractsAnswer = {
    pages: pageCount(contracts.length, 1000),
    total: contracts.length,
    contracts,
  };
  const cache = new Map([listCacheEntry(contractsList, SEARCH, now, answer)]);
  // Never called: the rows are in the cache and nothing revalidates.
  const client = createApiClient({ baseUrl: 'http://bench.invalid' });
  const root = createRoot(host);
  flushSync(() =>
    root.render(
      <ThemeProvider forced="light">
        <MemoryRouter initialEntries={[`/contracts${SEARCH}`]}>
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
                <ContractsScreen />
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
 * row of the contracts' 14 texts each (the CSV's), laid out. Returns the milliseconds.
 */
export function drawPlainContracts(host: HTMLElement, contracts: Contract[], now: Date): number {
  const start = performance.now();
  const context = { now, origin: '' };
  const table = document.createElement('table');
  const head = document.createElement('tr');
  for (const header of listHeaders(CONTRACT_COLUMNS)) {
    const th = document.createElement('th');
    th.textContent = header;
    head.appendChild(th);
  }
  const thead = document.createElement('thead');
  thead.appendChild(head);
  const body = document.createElement('tbody');
  for (const contract of contracts) {
    const tr = document.createElement('tr');
    for (const text of listCells(CONTRACT_COLUMNS, contract, context)) {
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
