import { useState } from 'react';
import { useApiClient } from '@backoffice/api';
import { serverMessageToast, TOASTS } from '@backoffice/domain';
import { Button } from '@backoffice/ui';
import { useNow } from '@/shared/clock';
import { useNotify } from '@/shared/notify';
import { useCan } from '@/shared/permissions';
import { loadBoardExport } from '@/features/requests';

/**
 * Export (operations §1): asks the server for a request dump, warns the user to wait, then
 * shows the message the server returns. The dump is the board's current filters (as last
 * shown in this tab), and the result replaces the "please wait" toast with the
 * server's message and the file itself: a button that downloads it through the API, with the
 * bearer token. That toast stays until the file is taken or the toast closed: what it offers
 * must not go away on a timer. The request dump is an export: a Viewer sees the
 * button disabled, with the reason.
 */
export function ExportButton() {
  const client = useApiClient();
  const notify = useNotify();
  const now = useNow();
  // The client's own call and plain state: a helper module or SWR's mutation hook would bring
  // their code into every screen's first paint for this one button.
  const [pending, setPending] = useState(false);
  const exporting = useCan('export');

  const exportRequests = async () => {
    setPending(true);
    const wait = notify.show(TOASTS.exportWait, { duration: 0 });
    try {
      const { exportBoard } = await loadBoardExport();
      const { message, download } = await exportBoard(client, now());
      wait.close();
      notify.show(serverMessageToast(message), {
        duration: 0,
        action: {
          label: 'Download the CSV',
          onAction: () => void download().catch((error: unknown) => notify.failure(error)),
        },
      });
    } catch (error) {
      wait.close();
      notify.failure(error);
    } finally {
      setPending(false);
    }
  };

  return (
    <Button
      size="sm"
      onPress={() => void exportRequests()}
      isPending={pending}
      disabledReason={exporting.reason}
    >
      Export
    </Button>
  );
}
