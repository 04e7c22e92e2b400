import { ROUTE_PATTERNS } from '@/shared/paths';
import type { ScreenDescriptor } from '@/shared/screens';

// Each screen is its own lazy chunk: the descriptor holds its loader, not its component,
// and nothing else here (the layout's chunk takes in every module this file imports).
/** The Security log, for Admins. */
export const securityLogScreen: ScreenDescriptor = {
  path: ROUTE_PATTERNS.securityLog,
  load: () => import('./SecurityLogScreen'),
  nav: { label: 'Security log', permission: 'admin' },
};
