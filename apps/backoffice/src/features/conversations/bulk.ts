import { routes } from '@backoffice/api';
import { BULK_NOUNS } from '@backoffice/domain';
import type { BulkOptions } from '@/shared/bulk/bulkTypes';

/** The conversations list's work in bulk: mark read or unread, for oneself. */
export const CONVERSATIONS_BULK: BulkOptions = {
  noun: BULK_NOUNS.conversation,
  actions: [
    {
      key: 'markRead',
      act: (client, id, control) =>
        client.call(routes.markConversationRead, { params: { id }, ...control }),
    },
    {
      key: 'markUnread',
      act: (client, id, control) =>
        client.call(routes.markConversationUnread, { params: { id }, ...control }),
    },
  ],
};
