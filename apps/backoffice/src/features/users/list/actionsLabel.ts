import type { User } from '@backoffice/domain';

/** The name of a row's actions menu button: the menu, and a host's row, find it by it. */
export const actionsLabel = (user: Pick<User, 'id'>) => `Actions for user ${user.id}`;
