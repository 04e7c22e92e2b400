import { ROUTE_PATTERNS } from '@/shared/paths';
import type { ScreenDescriptor } from '@/shared/screens';

// Each screen is its own lazy chunk: the descriptor holds its loader, not its component,
// and nothing else here (the layout's chunk takes in every module this file imports).
// The SEO screen's modals, with the rich-text editor, are chunks of their own too.
/** The SEO pages. */
export const seoScreen: ScreenDescriptor = {
  path: ROUTE_PATTERNS.seo,
  load: () => import('./SeoScreen'),
  nav: { label: 'SEO' },
  goTo: 's',
};
