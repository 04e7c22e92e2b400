import { ROUTE_PATTERNS } from '@/shared/paths';
import type { ScreenDescriptor } from '@/shared/screens';

// Each screen is its own lazy chunk: the descriptor holds its loader, not its component,
// and nothing else here (the layout's chunk takes in every module this file imports).
/** The users list (hosts and guests). */
export const usersScreen: ScreenDescriptor = {
  path: ROUTE_PATTERNS.users,
  load: () => import('./list/UsersScreen'),
  nav: { label: 'Users' },
  goTo: 'u',
};

/** A guest's details. */
export const userScreen: ScreenDescriptor = {
  path: ROUTE_PATTERNS.user,
  load: () => import('./detail/GuestScreen'),
};
