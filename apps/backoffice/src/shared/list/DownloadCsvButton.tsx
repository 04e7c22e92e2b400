import { downloadListCsv, useDownload } from '@backoffice/api';
import type { AnyRoute, ListRouteName, RouteName } from '@backoffice/api';
import { Button } from '@backoffice/ui';
import { useNotify } from '../notify';

export interface DownloadCsvButtonProps {
  /** The list's route: the file comes from the route itself, with `format=csv`. */
  route: AnyRoute & { name: RouteName & ListRouteName };
  /** The list's current parameters: the file holds every row they match, not only the page. */
  query: object;
}

/**
 * "Download CSV" of a list as filtered now: every matching row, the table's columns, a file
 * named after the list and the day (contracts-2026-11-23.csv) that the browser saves. Pending
 * while the server streams it; a failure is the catalogue's toast.
 */
export function DownloadCsvButton({ route, query }: DownloadCsvButtonProps) {
  const notify = useNotify();
  const { trigger, isMutating } = useDownload();
  const download = () =>
    trigger((client) => downloadListCsv(client, route, query as never)).catch(notify.failure);
  return (
    <Button variant="secondary" onPress={() => void download()} isPending={isMutating}>
      Download CSV
    </Button>
  );
}
