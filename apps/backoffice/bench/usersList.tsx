import { USER_COLUMNS } from '@backoffice/domain';
import type { User } from '@backoffice/domain';
import { listBenchOf } from './listBench';
import { usersList, UsersScreen } from '@/features/users/list/UsersScreen';

const users = listBenchOf<User>('users', usersList, UsersScreen, USER_COLUMNS);

/**
 * Mounts the user list page (/users: header, the nine filters, the table of `users` with its
 * row controls, pagination) with its rows in the cache: for bench/harness/pages/app-users.tsx.
 * The product never imports it.
 */
export const mountUsersForBench = users.mount;

/** The plain-DOM baseline: the same rows and their 15 texts in a `<table>`. */
export const drawPlainUsers = users.drawPlain;
