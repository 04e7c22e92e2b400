import { routes } from '@backoffice/api';
import { BULK_NOUNS } from '@backoffice/domain';
import type { BulkOptions } from '@/shared/bulk/bulkTypes';

/**
 * The offices list's work in bulk: publish, unpublish (asked twice); each office
 * one call of the single action, refused by the same rule (already published, not published).
 */
export const OFFICES_BULK: BulkOptions = {
  noun: BULK_NOUNS.office,
  actions: [
    {
      key: 'publish',
      act: (client, id, control) =>
        client.call(routes.publishOffice, { params: { id }, body: {}, ...control }),
    },
    {
      key: 'unpublish',
      confirm: true,
      act: (client, id, control) =>
        client.call(routes.unpublishOffice, { params: { id }, ...control }),
    },
  ],
};
