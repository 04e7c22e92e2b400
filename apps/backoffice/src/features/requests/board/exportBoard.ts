import { routes, saveFile } from '@backoffice/api';
import type { ApiClient } from '@backoffice/api';
import { lastBoardQuery } from './lastView';

/** An export the server wrote: its message, and the file to hand over. */
export interface BoardExport {
  message: string;
  /** Downloads the CSV through the API (with the bearer token) and gives it to the browser. */
  download: () => Promise<void>;
}

/**
 * Export (operations §1): asks the server for a dump of the board's filters as last shown in
 * this tab (not every request of the database). Loaded when Export is pressed.
 */
export async function exportBoard(client: ApiClient, now: Date): Promise<BoardExport> {
  const { message, link } = await client.call(routes.dumpRequests, {
    query: lastBoardQuery(now),
  });
  return { message, download: async () => saveFile(await client.download(link)) };
}
