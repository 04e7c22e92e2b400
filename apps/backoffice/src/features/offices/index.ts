import { ROUTE_PATTERNS } from '@/shared/paths';
import type { ScreenDescriptor } from '@/shared/screens';

// Each screen is its own lazy chunk: the descriptor holds its loader, not its component,
// and nothing else here (the layout's chunk takes in every module this file imports).
/** The offices list. */
export const officesScreen: ScreenDescriptor = {
  path: ROUTE_PATTERNS.offices,
  load: () => import('./list/OfficesScreen'),
  nav: { label: 'Offices' },
  goTo: 'o',
};

/** An office's page (under Map search's path, marked as Offices in the navigation). */
export const officeDetailScreen: ScreenDescriptor = {
  path: ROUTE_PATTERNS.officeDetail,
  load: () => import('./detail/OfficeDetailScreen'),
};
