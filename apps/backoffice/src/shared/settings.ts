import { withoutTrailingSlashes } from '@backoffice/domain';

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
  /**
   * The host dashboard on the public site; an office's Edit opens `<base>/<office id>` in a
   * new tab.
   */
  hostDashboardBaseUrl: trimSlash(
    import.meta.env.VITE_HOST_DASHBOARD_BASE_URL || 'https://www.example.com/dashboard/offices',
  ),
  /** The public site; an SEO location's Links open its pages there in a new tab. */
  publicSiteUrl: trimSlash(import.meta.env.VITE_PUBLIC_SITE_URL || 'https://www.example.com'),
  /**
   * An XYZ tile URL template for the map search's map (`https://…/{z}/{x}/{y}.png`); empty (the
   * default) draws the map on a plain background, which needs no internet.
   */
  mapTileUrl: import.meta.env.VITE_MAP_TILE_URL ?? '',
  /** The tile provider's credit, shown on the map with its tiles (e.g. '© OpenStreetMap'). */
  mapTileAttribution: import.meta.env.VITE_MAP_TILE_ATTRIBUTION ?? '',
} as const;

function trimSlash(url: string): string {
  return withoutTrailingSlashes(url);
}

/** The admin view of a contract flow, addressed by its contract info id. */
export function contractDraftUrl(contractInfoId: number): string {
  return `${settings.contractDraftBaseUrl}/${encodeURIComponent(String(contractInfoId))}`;
}

/** The host dashboard's page of an office (the offices list's Edit). */
export function hostDashboardUrl(officeId: number): string {
  return `${settings.hostDashboardBaseUrl}/${encodeURIComponent(String(officeId))}`;
}
