import type { NavLinkItem } from '@backoffice/ui';

/** The top navigation (operations §2): the spec's order and labels. */
export const NAV_LINKS: NavLinkItem[] = [
  { href: '/analytic', label: 'Analytics' },
  { href: '/users', label: 'Users' },
  { href: '/offices', label: 'Offices' },
  { href: '/requests', label: 'Requests' },
  { href: '/conversations', label: 'Conversations' },
  { href: '/contracts', label: 'Contracts' },
  { href: '/documents', label: 'Documents' },
  { href: '/offices/search', label: 'Map search' },
  { href: '/seo', label: 'SEO' },
  { href: '/office_display', label: 'Display' },
];

/** The product's name in the top bar. */
export const PRODUCT_NAME = 'Back-office';
