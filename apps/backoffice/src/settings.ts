/**
 * Settings of the app, read at build time from VITE_* environment variables. Every one has a
 * working default, so the product runs with none set.
 */
export const settings = {
  /** Base URL of the marketplace API; empty means the same origin as the app. */
  apiBaseUrl: import.meta.env.VITE_API_BASE_URL ?? '',
  /**
   * Base URL of the contract flow's admin view on its own host; a request's "View contract
   * draft" link is this base followed by `/` and the contract info id.
   */
  contractDraftBaseUrl: trimSlash(
    import.meta.env.VITE_CONTRACT_DRAFT_BASE_URL || 'https://admin.example.com/contract-flow',
  ),
} as const;

function trimSlash(url: string): string {
  return url.replace(/\/+$/, '');
}

/** The admin view of a contract flow, addressed by its contract info id. */
export function contractDraftUrl(contractInfoId: number): string {
  return `${settings.contractDraftBaseUrl}/${encodeURIComponent(String(contractInfoId))}`;
}
