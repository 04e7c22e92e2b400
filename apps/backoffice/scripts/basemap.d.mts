/** The basemap file's path, written unless up to date (see basemap.mjs). */
export function ensureBasemap(options?: { force?: boolean }): Promise<string>;
export const BASEMAP_DIR: string;
export const BASEMAP_FILE: string;
export const ATTRIBUTION: string;
