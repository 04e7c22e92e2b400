import fs from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import type { MiddlewareHandler } from 'hono';
import { getMimeType } from 'hono/utils/mime';
import {
  COMPRESSIBLE,
  ENCODINGS,
  ENCODING_SUFFIX,
  chooseEncoding,
  varyOnEncoding,
  type Encoding,
} from './compression';

/** Vite names the built assets by their content hash: a name never changes content. */
export const ASSET_CACHE_CONTROL = 'public, max-age=31536000, immutable';

interface AssetFile {
  file: string;
  size: number;
  mtime: Date;
}

interface Asset {
  type: string;
  plain: AssetFile;
  /** The pre-compressed copies the build wrote beside it (name.br, name.gz). */
  encoded: Partial<Record<Encoding, AssetFile>>;
}

function fileOf(file: string): AssetFile | null {
  try {
    const stat = fs.statSync(file);
    return stat.isFile() ? { file, size: stat.size, mtime: stat.mtime } : null;
  } catch {
    return null;
  }
}

/**
 * Serves the app's built assets (`/assets/...`) with the copies the build compressed ahead
 * (brotli at its best quality and gzip -9, precompressAssets in apps/backoffice/vite.config.ts):
 * the encoding the call's `Accept-Encoding` prefers, else the plain file; `Vary: Accept-Encoding`
 * on every text asset, whichever copy is sent, so a shared cache keeps them apart; a year of
 * caching (the names are content hashes); a 404 for an asset that is not there (an old page
 * asking for a chunk of an earlier build), never the app's page in its place. Files are
 * looked up once: the folder is the build's, it does not change under a running server.
 * Source maps (`.map`) answer 404 unless `sourceMaps` is set.
 */
export function serveAssets(
  staticDir: string,
  prefix = '/assets/',
  { sourceMaps = false }: { sourceMaps?: boolean } = {},
): MiddlewareHandler {
  const root = path.resolve(staticDir);
  const known = new Map<string, Asset | null>();

  const lookup = (urlPath: string): Asset | null => {
    if (known.has(urlPath)) return known.get(urlPath) ?? null;
    let asset: Asset | null = null;
    let relative: string | null;
    try {
      relative = decodeURIComponent(urlPath);
    } catch {
      relative = null;
    }
    const file = relative === null ? null : path.resolve(root, `.${relative}`);
    const plain =
      file && file.startsWith(`${root}${path.sep}`) && !relative?.includes('\0')
        ? fileOf(file)
        : null;
    if (file && plain) {
      const type = getMimeType(file) ?? 'application/octet-stream';
      const encoded: Asset['encoded'] = {};
      if (COMPRESSIBLE.test(type)) {
        for (const encoding of ENCODINGS) {
          const copy = fileOf(`${file}${ENCODING_SUFFIX[encoding]}`);
          if (copy) encoded[encoding] = copy;
        }
      }
      asset = { type, plain, encoded };
    }
    // Bounded: paths that name nothing are not remembered beyond a few thousand.
    if (asset || known.size < 5000) known.set(urlPath, asset);
    return asset;
  };

  return async (c, next) => {
    if (!c.req.path.startsWith(prefix)) return next();
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD') return next();
    // The build's source maps hold the whole source: kept for error reports, not served
    // (SERVE_SOURCE_MAPS=1 serves them, to debug the built app).
    if (!sourceMaps && c.req.path.endsWith('.map')) return c.text('Not found', 404);
    const asset = lookup(c.req.path);
    if (!asset) return c.text('Not found', 404);
    const headers = new Headers({
      'Content-Type': asset.type,
      'Cache-Control': ASSET_CACHE_CONTROL,
    });
    let sent = asset.plain;
    if (COMPRESSIBLE.test(asset.type)) {
      varyOnEncoding(headers);
      const offered = ENCODINGS.filter((encoding) => asset.encoded[encoding]);
      const encoding = chooseEncoding(c.req.header('Accept-Encoding'), offered);
      if (encoding) {
        sent = asset.encoded[encoding] as AssetFile;
        headers.set('Content-Encoding', encoding);
      }
    }
    headers.set('Content-Length', String(sent.size));
    headers.set('Last-Modified', asset.plain.mtime.toUTCString());
    if (c.req.method === 'HEAD') return new Response(null, { status: 200, headers });
    const body = Readable.toWeb(fs.createReadStream(sent.file)) as ReadableStream;
    return new Response(body, { status: 200, headers });
  };
}
