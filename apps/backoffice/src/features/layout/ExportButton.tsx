import { useState } from 'react';
import { routes, useApiClient } from '@backoffice/api';
import { serverMessageToast, TOASTS } from '@backoffice/domain';
import { Button } from '@backoffice/ui';
import { useNotify } from '../../shared/notify';

/**
 * Export (operations §1): asks the server for a request dump, warns the user to wait, then
 * shows the message the server returns.
 */
export function ExportButton() {
  const client = useApiClient();
  const notify = useNotify();
  // The client's own call and plain state: a helper module or SWR's mutation hook would bring
  // their code into every screen's first paint for this one button.
  const [pending, setPending] = useState(false);

  const exportRequests = async () => {
    setPending(true);
    notify.show(TOASTS.exportWait);
    try {
      const { message } = await client.call(routes.dumpRequests);
      notify.show(serverMessageToast(message));
    } catch (error) {
      notify.failure(error);
    } finally {
      setPending(false);
    }
  };

  return (
    <Button size="sm" onPress={() => void exportRequests()} isPending={pending}>
      Export
    </Button>
  );
}
