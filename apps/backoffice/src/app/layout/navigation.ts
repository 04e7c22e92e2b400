import { matchPath } from 'react-router-dom';
import type { NavLinkItem } from '@backoffice/ui';
import { ROUTE_PATTERNS, paths } from '@/shared/paths';

/** The top navigation (operations §2): the spec's order and labels. */
export const NAV_LINKS: NavLinkItem[] = [
  { href: paths.analytics, label: 'Analytics' },
  { href: paths.users, label: 'Users' },
  { href: paths.offices, label: 'Offices' },
  { href: paths.requests, label: 'Requests' },
  { href: paths.conversations, label: 'Conversations' },
  { href: paths.contracts, label: 'Contracts' },
  { href: paths.documents, label: 'Documents' },
  { href: paths.mapSearch, label: 'Map search' },
  { href: paths.seo, label: 'SEO' },
  { href: paths.display, label: 'Display' },
];

/**
 * The path whose link the navigation marks as current. The office detail's path lies under Map
 * search's (/offices/search/details/{id}, the spec's), but it is an office's page, opened from
 * the offices list as much as from the map, and its Back link leads to the offices: Offices
 * is marked there.
 */
export function navPathOf(pathname: string): string {
  return matchPath(ROUTE_PATTERNS.officeDetail, pathname) ? paths.offices : pathname;
}

/** The product's name in the top bar. */
export { PRODUCT_NAME } from '@/shared/pageTitle';
