/**
 * Settings of the app, read at build time from VITE_* environment variables. Every one has a
 * working default, so the product runs with none set.
 */
export const settings = {
  /** Base URL of the marketplace API; empty means the same origin as the app. */
  apiBaseUrl: import.meta.env.VITE_API_BASE_URL ?? '',
} as const;
