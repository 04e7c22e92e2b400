import type { Root } from 'react-dom/client';
import { CONTRACT_COLUMNS, pageCount } from '@backoffice/domain';
import type { Contract } from '@backoffice/domain';
import { drawPlainList, mountListForBench } from './listBench';
import { contractsList, ContractsScreen } from '@/features/contracts/ContractsScreen';

/**
 * Mounts the contracts list page (/contracts: header, filters, the table of `contracts`,
 * pagination) into `host` synchronously with its rows already in the cache, as a list
 * shows a page it has: for the benchmark page bench/harness/pages/app-list.tsx. The product
 * never imports it.
 */
export function mountContractsForBench(host: HTMLElement, contracts: Contract[], now: Date): Root {
  return mountListForBench(host, {
    definition: contractsList,
    Screen: ContractsScreen,
    path: '/contracts',
    search: '?perPage=1000',
    answer: { pages: pageCount(contracts.length, 1000), total: contracts.length, contracts },
    now,
  });
}

/** The plain-DOM baseline: the same rows and their 14 texts in a `<table>`. */
export function drawPlainContracts(host: HTMLElement, contracts: Contract[], now: Date): number {
  return drawPlainList(host, CONTRACT_COLUMNS, contracts, now);
}
