import { useLocation } from 'react-router-dom';
import { routes, saveFile, useTeam } from '@backoffice/api';
import type { ApiClient, RequestDumpQuery } from '@backoffice/api';
import { REQUEST_EXPORT_WORDS, requestExportLines } from '@backoffice/domain';
import { Button, Modal } from '@backoffice/ui';
import { useNow } from '@/shared/clock';
import { readListParams } from '@/shared/list/listParams';
import { ROUTE_PATTERNS } from '@/shared/paths';
import { boardParams, boardQueryOf } from '../board/filters';
import * as styles from './RequestsExportDialog.css';
import { whenClosed } from '@/shared/whenClosed';

/** The filters an Export takes, and whether they are the board's as shown. */
export interface ExportFilters {
  fromBoard: boolean;
  query: RequestDumpQuery;
}

/**
 * What an Export pressed on this page takes: on the board, its filters as the address shows
 * them; on any other screen, which has no request filters, the board's defaults (never the
 * filters the board last showed: from the map search, a board's date filter of an hour before
 * went into the file unsaid).
 */
export function exportFiltersOf(pathname: string, search: string, now: Date): ExportFilters {
  const fromBoard = pathname === ROUTE_PATTERNS.requests;
  const params = new URLSearchParams(fromBoard ? search : '');
  return { fromBoard, query: boardQueryOf(readListParams(boardParams, params, now)) };
}

/** An export the server wrote: its message, and the file to hand over. */
export interface RequestsExport {
  message: string;
  /** Downloads the CSV through the API (with the bearer token) and gives it to the browser. */
  download: () => Promise<void>;
}

/** Asks the server for the dump of these filters (every matching request). */
export async function exportRequests(
  client: ApiClient,
  query: RequestDumpQuery,
): Promise<RequestsExport> {
  const { message, link } = await client.call(routes.dumpRequests, { query });
  return { message, download: async () => saveFile(await client.download(link)) };
}

/**
 * Export's question (operations §1): which requests the export will hold, in words (the
 * board's filters as shown, or the board's defaults on a screen without them), then Export or
 * Cancel. Nothing is asked of the server before Export; focus goes back to the top bar's
 * Export when it closes.
 */
export function RequestsExportDialog({
  onClose,
  onExport,
}: {
  onClose: () => void;
  /** Export pressed, with the filters said. */
  onExport: (query: RequestDumpQuery) => void;
}) {
  const { pathname, search } = useLocation();
  const now = useNow();
  const team = useTeam();
  const { fromBoard, query } = exportFiltersOf(pathname, search, now());
  const staffName = (id: number) => team.data?.staff.find((person) => person.id === id)?.name;
  const lines = requestExportLines(query, { now: now(), staffName });
  return (
    <Modal
      title={REQUEST_EXPORT_WORDS.title}
      isOpen
      onOpenChange={whenClosed(onClose)}
      size="sm"
      actions={({ close }) => (
        <Button
          variant="primary"
          autoFocus
          onPress={() => {
            close();
            onExport(query);
          }}
        >
          {REQUEST_EXPORT_WORDS.confirm}
        </Button>
      )}
    >
      <div className={styles.body}>
        <p className={styles.lead}>
          {fromBoard ? REQUEST_EXPORT_WORDS.fromBoard : REQUEST_EXPORT_WORDS.fromElsewhere}
        </p>
        <ul className={styles.lines} aria-label="The export's filters">
          {lines.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      </div>
    </Modal>
  );
}

export default RequestsExportDialog;
