import { ROUTE_PATTERNS } from '@/shared/paths';
import type { ScreenDescriptor } from '@/shared/screens';

// Each screen is its own lazy chunk: the descriptor holds its loader, not its component,
// and nothing else here (the layout's chunk takes in every module this file imports).
/** The homepage display sections (g y: d is Documents). */
export const displayScreen: ScreenDescriptor = {
  path: ROUTE_PATTERNS.display,
  load: () => import('./DisplayScreen'),
  nav: { label: 'Display' },
  goTo: 'y',
};
