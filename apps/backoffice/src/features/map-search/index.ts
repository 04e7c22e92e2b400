import { ROUTE_PATTERNS } from '@/shared/paths';
import type { ScreenDescriptor } from '@/shared/screens';

// Each screen is its own lazy chunk: the descriptor holds its loader, not its component,
// and nothing else here (the layout's chunk takes in every module this file imports).
// The map is a chunk of its own too.
/** The clustered map of offices. */
export const mapSearchScreen: ScreenDescriptor = {
  path: ROUTE_PATTERNS.mapSearch,
  load: () => import('./MapSearchScreen'),
  nav: { label: 'Map search' },
  goTo: 'm',
};
