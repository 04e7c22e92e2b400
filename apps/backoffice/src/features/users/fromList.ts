import { paths } from '../../shared/paths';

/**
 * What the user list hands the guest detail when it opens it: its query string, so that the
 * detail's Back returns to the list with its filters and page (a detail opened from a link
 * goes back to the plain list).
 */
export interface FromUsers {
  listSearch?: string;
}

/** Where the guest detail's Back leads. */
export function backToUsers(state: unknown): string {
  const search = (state as FromUsers | null)?.listSearch ?? '';
  return `${paths.users}${search}`;
}
