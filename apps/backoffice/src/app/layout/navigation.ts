import { matchPath } from 'react-router-dom';
import { roleCan } from '@backoffice/domain';
import type { Permission, StaffRole } from '@backoffice/domain';
import type { NavLinkItem } from '@backoffice/ui';
import { ROUTE_PATTERNS, paths } from '@/shared/paths';

/** A link of the navigation, and what the signed-in person's role needs to see it. */
export interface NavLink extends NavLinkItem {
  /** Shown only to a role that has it (issue 37: Staff and the Security log, Admins). */
  permission?: Permission;
}

/**
 * The top navigation (operations §2): the spec's order and labels, then the Admins' screens
 * (issue 37). `navLinksFor(role)` gives the links a role sees.
 */
export const NAV_LINKS: NavLink[] = [
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
  { href: paths.staff, label: 'Staff', permission: 'admin' },
  { href: paths.securityLog, label: 'Security log', permission: 'admin' },
];

const linksByRole = new Map<StaffRole, NavLinkItem[]>();

/**
 * The links a role sees: those it has the permission of (issue 37: the Admins' screens are
 * left out of the others' navigation; opened by URL, they say who may use them). One array per
 * role, so that the layout's links keep their identity between renders.
 */
export function navLinksFor(role: StaffRole): NavLinkItem[] {
  let links = linksByRole.get(role);
  if (!links) {
    links = NAV_LINKS.filter((link) => !link.permission || roleCan(role, link.permission)).map(
      ({ href, label }) => ({ href, label }),
    );
    linksByRole.set(role, links);
  }
  return links;
}

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
