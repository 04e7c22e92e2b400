import type { NavLinkItem } from '@backoffice/ui';
import { paths } from '../../shared/paths';

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

/** The product's name in the top bar. */
export { PRODUCT_NAME } from '../../shared/pageTitle';
