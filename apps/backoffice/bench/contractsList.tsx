import { CONTRACT_COLUMNS } from '@backoffice/domain';
import type { Contract } from '@backoffice/domain';
import { listBenchOf } from './listBench';
import { contractsList, ContractsScreen } from '@/features/contracts/ContractsScreen';

const contracts = listBenchOf<Contract>(
  'contracts',
  contractsList,
  ContractsScreen,
  CONTRACT_COLUMNS,
);

/**
 * Mounts the contracts list page (/contracts: header, filters, the table of `contracts`,
 * pagination) into `host` synchronously with its rows already in the cache, as a list
 * shows a page it has: for the benchmark page bench/harness/pages/app-list.tsx. The product
 * never imports it.
 */
export const mountContractsForBench = contracts.mount;

/** The plain-DOM baseline: the same rows and their 14 texts in a `<table>`. */
export const drawPlainContracts = contracts.drawPlain;
