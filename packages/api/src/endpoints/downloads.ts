import { callRoute, type ApiClient, type CallControl } from '../client/client';
import { saveFile } from '../client/files';
import { useApiMutation, type ApiMutation } from '../hooks/mutation';
import { routes } from '../routes';
import type { DownloadedFile, LinkAnswer, MessageAnswer } from '../structs/answers';
import type { SearchAnalyticsQuery } from '../structs/queries';

/**
 * Exports and downloads (operations §1, §2): the request dump (Export), the analytics CSVs
 * (Analytics), a request's signed contract (request detail). Files come through the client,
 * so the bearer token goes along. A list row's file (a contract's or a document's PDF) is the
 * link its answer gives (`downloadPdf`, `url`), fetched with `client.download(link)`; a list's
 * CSV is `downloadListCsv` (lists.ts).
 */

/** Asks the server for a request dump; the message says what happens next. */
export function dumpRequests(client: ApiClient, control: CallControl = {}): Promise<MessageAnswer> {
  return callRoute(client, routes.dumpRequests, control);
}

export function useDumpRequests(): ApiMutation<undefined, MessageAnswer> {
  return useApiMutation({ name: routes.dumpRequests.name, run: (client) => dumpRequests(client) });
}

/** The link to a request's signed contract. */
export function fetchRequestContractLink(
  client: ApiClient,
  requestId: number,
  control: CallControl = {},
): Promise<LinkAnswer> {
  return callRoute(client, routes.requestContract, { params: { id: requestId }, ...control });
}

/** The search analytics of a date range (Paris days, both included), as CSV. */
export function downloadSearchAnalytics(
  client: ApiClient,
  range: SearchAnalyticsQuery,
  control: CallControl = {},
): Promise<DownloadedFile> {
  return callRoute(client, routes.searchAnalyticsCsv, { query: range, ...control });
}

/** The office analytics, as CSV. */
export function downloadOfficeAnalytics(
  client: ApiClient,
  control: CallControl = {},
): Promise<DownloadedFile> {
  return callRoute(client, routes.officeAnalyticsCsv, control);
}

/** The signed contract of a request: its link, then the file behind it. */
export async function downloadRequestContract(
  client: ApiClient,
  requestId: number,
  control: CallControl = {},
): Promise<DownloadedFile> {
  const { link } = await fetchRequestContractLink(client, requestId, control);
  return client.download(link, control);
}

/**
 * Runs a download and hands the file to the browser: `trigger((client) =>
 * downloadOfficeAnalytics(client))`. `isMutating` is true meanwhile, `error` the ApiError.
 */
export function useDownload(): ApiMutation<
  (client: ApiClient) => Promise<DownloadedFile>,
  DownloadedFile
> {
  return useApiMutation({
    name: 'download',
    run: async (client, download) => {
      const file = await download(client);
      saveFile(file);
      return file;
    },
  });
}
