import { callRoute, type ApiClient, type CallControl } from '../client/client';
import { routes } from '../routes';
import type { DownloadedFile, LinkAnswer } from '../structs/answers';
import type { SearchAnalyticsQuery } from '../routes/records';

/**
 * Downloads (operations §2): the analytics CSVs (Analytics), a request's signed contract
 * (request detail). Files come through the client,
 * so the bearer token goes along. A list row's file (a contract's or a document's PDF) is the
 * link its answer gives (`downloadPdf`, `url`), fetched with `client.download(link)`; a list's
 * CSV is `downloadListCsv` (lists.ts).
 */

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
