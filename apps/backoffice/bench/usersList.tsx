import type { Root } from 'react-dom/client';
import { USER_COLUMNS, pageCount } from '@backoffice/domain';
import type { User } from '@backoffice/domain';
import { drawPlainList, mountListForBench } from './listBench';
import { usersList, UsersScreen } from '@/features/users/list/UsersScreen';

/**
 * Mounts the user list page (/users: header, the nine filters, the table of `users` with its
 * row controls, pagination) with its rows in the cache: for bench/harness/pages/app-users.tsx.
 * The product never imports it.
 */
export function mountUsersForBench(host: HTMLElement, users: User[], now: Date): Root {
  return mountListForBench(host, {
    definition: usersList,
    Screen: UsersScreen,
    path: '/users',
    search: '?perPage=1000',
    answer: { pages: pageCount(users.length, 1000), total: users.length, users },
    now,
  });
}

/** The plain-DOM baseline: the same rows and their 15 texts in a `<table>`. */
export function drawPlainUsers(host: HTMLElement, users: User[], now: Date): number {
  return drawPlainList(host, USER_COLUMNS, users, now);
}
