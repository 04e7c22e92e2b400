import { ROUTE_PATTERNS } from '@/shared/paths';
import type { ScreenDescriptor } from '@/shared/screens';

// Each screen is its own lazy chunk: the descriptor holds its loader, not its component,
// and nothing else here (the layout's chunk takes in every module this file imports).
/** The contact-request board, the home screen. */
export const requestsScreen: ScreenDescriptor = {
  path: ROUTE_PATTERNS.requests,
  load: () => import('./board/BoardScreen'),
  nav: { label: 'Requests' },
  goTo: 'r',
};

/** A contact request's details. */
export const requestScreen: ScreenDescriptor = {
  path: ROUTE_PATTERNS.request,
  load: () => import('./detail/DetailScreen'),
};

// Export, for the top bar: its question (the filters of the screen it is pressed on, in words)
// and its call, loaded when Export is pressed (a static export would bring their code into
// every screen's first download).
export const loadRequestsExport = () => import('./export/RequestsExportDialog');
