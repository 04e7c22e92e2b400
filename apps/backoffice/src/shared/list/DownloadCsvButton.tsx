import { downloadListCsv } from '@backoffice/api';
import type { AnyListRouteName, AnyRoute, RouteName } from '@backoffice/api';
import { Button } from '@backoffice/ui';
import { useCan } from '../permissions';
import { useFileDownloads } from '../useFileDownloads';

export interface DownloadCsvButtonProps {
  /** The list's route: the file comes from the route itself, with `format=csv`. */
  route: AnyRoute & { name: RouteName & AnyListRouteName };
  /** The list's current parameters: the file holds every row they match, not only the page. */
  query: object;
}

/**
 * "Download CSV" of a list as filtered now: every matching row, the table's columns, a file
 * named after the list and the day (contracts-2026-11-23.csv) that the browser saves. Pending
 * while the server streams it; a failure is the catalogue's toast. A list's CSV is an export:
 * a Viewer sees the button disabled, with the reason.
 */
export function DownloadCsvButton({ route, query }: DownloadCsvButtonProps) {
  const { download, isPending } = useFileDownloads<'csv'>();
  const exporting = useCan('export');
  return (
    <Button
      variant="secondary"
      disabledReason={exporting.reason}
      onPress={() =>
        void download('csv', (client) => downloadListCsv(client, route, query as never))
      }
      isPending={isPending('csv')}
    >
      Download CSV
    </Button>
  );
}
