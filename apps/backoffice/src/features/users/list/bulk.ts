import { changeUserStatus } from '@backoffice/api';
import { BULK_NOUNS } from '@backoffice/domain';
import type { BulkOptions } from '@/shared/bulk/bulkTypes';

/**
 * The users list's work in bulk: block (asked twice), put under review, confirm;
 * each user one call of the single action, refused by the same rule (a host, or a status
 * that does not allow it) with its reason.
 */
export const USERS_BULK: BulkOptions = {
  noun: BULK_NOUNS.user,
  actions: [
    {
      key: 'block',
      confirm: true,
      act: (client, id, control) =>
        changeUserStatus(client, { userId: id, action: 'block' }, control),
    },
    {
      key: 'review',
      act: (client, id, control) =>
        changeUserStatus(client, { userId: id, action: 'review' }, control),
    },
    {
      key: 'confirm',
      act: (client, id, control) =>
        changeUserStatus(client, { userId: id, action: 'confirm' }, control),
    },
  ],
};
