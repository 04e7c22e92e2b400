import { ROUTE_PATTERNS } from '@/shared/paths';
import type { ScreenDescriptor } from '@/shared/screens';

// Each screen is its own lazy chunk: the descriptor holds its loader, not its component,
// and nothing else here (the layout's chunk takes in every module this file imports).
/** The contracts list (g t: c is Conversations). */
export const contractsScreen: ScreenDescriptor = {
  path: ROUTE_PATTERNS.contracts,
  load: () => import('./ContractsScreen'),
  nav: { label: 'Contracts' },
  goTo: 't',
};
