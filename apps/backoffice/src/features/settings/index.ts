import { ROUTE_PATTERNS } from '@/shared/paths';
import type { ScreenDescriptor } from '@/shared/screens';

// Each screen is its own lazy chunk: the descriptor holds its loader, not its component,
// and nothing else here (the layout's chunk takes in every module this file imports).
/** The team's settings (the board's "Waiting too long" thresholds), for Admins. */
export const settingsScreen: ScreenDescriptor = {
  path: ROUTE_PATTERNS.settings,
  load: () => import('./SettingsScreen'),
  nav: { label: 'Settings', permission: 'admin' },
};
