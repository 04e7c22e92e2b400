import { useState } from 'react';
import { callRoute, routes } from '@backoffice/api';
import { serverMessageToast, TOASTS } from '@backoffice/domain';
import { Button } from '@backoffice/ui';
import { useApi } from '../../app/api';
import { useNotify } from '../../app/notify';

/**
 * Export (operations §1): asks the server for a request dump, warns the user to wait, then
 * shows the message the server returns.
 */
export function ExportButton() {
  const { client } = useApi();
  const notify = useNotify();
  const [pending, setPending] = useState(false);

  const exportRequests = async () => {
    setPending(true);
    notify.show(TOASTS.exportWait);
    try {
      const { message } = await callRoute(client, routes.dumpRequests);
      notify.show(serverMessageToast(message));
    } catch (error) {
      notify.failure(error);
    } finally {
      setPending(false);
    }
  };

  return (
    <Button size="sm" onPress={exportRequests} isPending={pending}>
      Export
    </Button>
  );
}
