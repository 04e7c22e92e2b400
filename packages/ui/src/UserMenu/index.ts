export { UserMenu, initialsOf } from './UserMenu';
export type { UserMenuProps, UserMenuItem } from './UserMenu';
