import { lazy, Suspense, useState } from 'react';
import { useApiClient } from '@backoffice/api';
import type { RequestDumpQuery } from '@backoffice/api';
import { serverMessageToast, TOASTS } from '@backoffice/domain';
import { Button } from '@backoffice/ui';
import { useNotify } from '@/shared/notify';
import { useCan } from '@/shared/permissions';
import { loadRequestsExport } from '@/features/requests';

const RequestsExportDialog = lazy(loadRequestsExport);

/**
 * Export (operations §1): first says which requests the export will hold, the filters of the
 * screen it is pressed on in words (the board's as shown; the board's defaults on any other
 * screen), then, on Export, asks the server for that request dump, warns the user to wait, and
 * shows the message the server returns. The result replaces the "please wait" toast with the
 * server's message and the file itself: a button that downloads it through the API, with the
 * bearer token. That toast stays until the file is taken or the toast closed: what it offers
 * must not go away on a timer. The request dump is an export: a Viewer sees the button
 * disabled, with the reason.
 */
export function ExportButton() {
  const client = useApiClient();
  const notify = useNotify();
  // The client's own call and plain state: a helper module or SWR's mutation hook would bring
  // their code into every screen's first paint for this one button.
  const [pending, setPending] = useState(false);
  const [asking, setAsking] = useState(false);
  const exporting = useCan('export');

  const exportRequests = async (query: RequestDumpQuery) => {
    setPending(true);
    const wait = notify.show(TOASTS.exportWait, { duration: 0 });
    try {
      const { exportRequests: dump } = await loadRequestsExport();
      const { message, download } = await dump(client, query);
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
    <>
      <Button
        size="sm"
        onPress={() => setAsking(true)}
        isPending={pending}
        disabledReason={exporting.reason}
        aria-haspopup="dialog"
      >
        Export
      </Button>
      {asking ? (
        <Suspense fallback={null}>
          <RequestsExportDialog
            onClose={() => setAsking(false)}
            onExport={(query) => void exportRequests(query)}
          />
        </Suspense>
      ) : null}
    </>
  );
}
