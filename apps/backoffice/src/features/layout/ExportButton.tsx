import { useDumpRequests } from '@backoffice/api';
import { serverMessageToast, TOASTS } from '@backoffice/domain';
import { Button } from '@backoffice/ui';
import { useNotify } from '../../shared/notify';

/**
 * Export (operations §1): asks the server for a request dump, warns the user to wait, then
 * shows the message the server returns.
 */
export function ExportButton() {
  const notify = useNotify();
  const { trigger, isMutating } = useDumpRequests();

  const exportRequests = async () => {
    notify.show(TOASTS.exportWait);
    try {
      const { message } = await trigger();
      notify.show(serverMessageToast(message));
    } catch (error) {
      notify.failure(error);
    }
  };

  return (
    <Button size="sm" onPress={() => void exportRequests()} isPending={isMutating}>
      Export
    </Button>
  );
}
