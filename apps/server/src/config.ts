import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
/** The repository root, from either src/ (tests) or dist/ (built). */
export const repoRoot = path.resolve(here, '../../..');
/**
 * The folder `npm run package` makes (scripts/package.mjs; the container image copies it):
 * the server's dist/ and drizzle/ with the built app in public/ beside them, no repository
 * around. There the defaults are its own folders: the app in public/, the data in .data/.
 */
const packagedRoot = path.resolve(here, '..');
const packaged = fs.existsSync(path.join(packagedRoot, 'public', 'index.html'));

export interface ServerConfig {
  port: number;
  host: string;
  /** Where the embedded database and exports live. */
  dataDir: string;
  /** The built back-office app (index.html and assets). */
  staticDir: string;
  demoEmail: string;
  demoPassword: string;
  /** PostgreSQL instead of the embedded PGlite when set. */
  databaseUrl: string | undefined;
  /** The public marketplace site, for listing and favorites links. */
  publicSiteUrl: string;
  /**
   * Addresses of the load balancers in front of the server, whose X-Forwarded-For names the
   * client (the sign-in limit counts per client address). Empty: the socket's address.
   */
  trustedProxies: string[];
  /** Another API origin the app was built to call (VITE_API_BASE_URL), for the app's CSP. */
  apiBaseUrl: string | undefined;
  /**
   * Image servers the app may show pictures from besides this one, for its CSP: the map
   * tiles' (VITE_MAP_TILE_URL, the same setting the app was built with) and IMG_ORIGINS
   * (comma-separated origins of office pictures hosted elsewhere).
   */
  imageUrls: string[];
  /** SERVE_SOURCE_MAPS=1: serve the built app's source maps (to debug); never by default. */
  sourceMaps: boolean;
}

function parsePort(value: string | undefined): number {
  if (value === undefined || value === '') return 3000;
  const port = Number(value);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new Error(`PORT must be a whole number from 0 to 65535, got "${value}"`);
  }
  return port;
}

/** Reads the settings from the environment; every one has a working default. */
export function readConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  return {
    port: parsePort(env.PORT),
    host: env.HOST || '0.0.0.0',
    dataDir: path.resolve(env.DATA_DIR || path.join(packaged ? packagedRoot : repoRoot, '.data')),
    staticDir: path.resolve(
      env.STATIC_DIR ||
        (packaged
          ? path.join(packagedRoot, 'public')
          : path.join(repoRoot, 'apps/backoffice/dist')),
    ),
    demoEmail: env.DEMO_EMAIL || 'csm@example.com',
    demoPassword: env.DEMO_PASSWORD || 'demo1234',
    databaseUrl: env.DATABASE_URL || undefined,
    publicSiteUrl: env.PUBLIC_SITE_URL || 'https://www.example.com',
    trustedProxies: (env.TRUSTED_PROXIES ?? '')
      .split(',')
      .map((address) => address.trim())
      .filter(Boolean),
    apiBaseUrl: env.VITE_API_BASE_URL || undefined,
    imageUrls: [env.VITE_MAP_TILE_URL ?? '', ...(env.IMG_ORIGINS ?? '').split(',')]
      .map((url) => url.trim())
      .filter(Boolean),
    sourceMaps: env.SERVE_SOURCE_MAPS === '1',
  };
}
