import { matchPath } from 'react-router-dom';
import { roleCan } from '@backoffice/domain';
import type { Permission, StaffRole } from '@backoffice/domain';
import type { NavLinkItem } from '@backoffice/ui';
import { SCREENS } from '@/app/screens';
import { ROUTE_PATTERNS, paths } from '@/shared/paths';

/**
 * A link of the navigation, what the signed-in person's role needs to see it, and the letter
 * of its 'g' + letter shortcut.
 */
export interface NavLink extends NavLinkItem {
  /** Shown only to a role that has it (the Admins' Staff and Security log). */
  permission?: Permission;
  goTo?: string;
}

/**
 * The top navigation (operations §2), made from the screens' list: the spec's order and labels,
 * then the Admins' screens. `navLinksFor(role)` gives the links a role sees.
 */
export const NAV_LINKS: readonly NavLink[] = SCREENS.flatMap(({ path, nav, goTo }) =>
  nav ? [{ href: path, label: nav.label, permission: nav.permission, goTo }] : [],
);

const linksByRole = new Map<StaffRole, NavLink[]>();

/**
 * The links a role sees: those it has the permission of (the Admins' screens are
 * left out of the others' navigation; opened by URL, they say who may use them). One array per
 * role, so that the layout's links keep their identity between renders.
 */
export function navLinksFor(role: StaffRole): NavLink[] {
  let links = linksByRole.get(role);
  if (!links) {
    links = NAV_LINKS.filter((link) => !link.permission || roleCan(role, link.permission));
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
