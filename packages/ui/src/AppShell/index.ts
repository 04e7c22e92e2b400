export { AppShell } from './AppShell';
export type { AppShellProps, AppShellLinkProps, NavLinkItem } from './AppShell';
export { currentLinkHref } from './currentLink';
