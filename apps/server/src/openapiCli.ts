import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import zlib from 'node:zlib';
import { apiChanges } from '@backoffice/api/openapi';
import { VIEWER_FILES } from './http/apiDocsPage';
import { buildApiDocument } from './http/openapi';
import { SERVER_VERSION } from './handlers/health';

/**
 * `node dist/openapi.js write <dir>`, run by the build (build.mjs) once the server is
 * bundled: writes the OpenAPI document (`dist/openapi.json`, what the server serves) and
 * copies the docs page's viewer into `dist/api-docs`, each with its brotli (best quality) and
 * gzip copies, so that the server compresses nothing at run time.
 *
 * `node dist/openapi.js check <release.json> <current.json>` (scripts/openapi-breaking.mjs):
 * names the changes from the last release's document that break a caller, and fails on them.
 */

function writeCompressed(file: string, data: Buffer): void {
  fs.writeFileSync(file, data);
  fs.writeFileSync(
    `${file}.br`,
    zlib.brotliCompressSync(data, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }),
  );
  fs.writeFileSync(`${file}.gz`, zlib.gzipSync(data, { level: 9 }));
}

function write(out: string): void {
  const document = buildApiDocument(SERVER_VERSION);
  const file = path.join(out, 'openapi.json');
  writeCompressed(file, Buffer.from(`${JSON.stringify(document, null, 2)}\n`));
  const require = createRequire(import.meta.url);
  const viewer = path.dirname(require.resolve('swagger-ui-dist/package.json'));
  const docsDir = path.join(out, 'api-docs');
  fs.mkdirSync(docsDir, { recursive: true });
  for (const name of [...VIEWER_FILES, 'LICENSE']) {
    writeCompressed(path.join(docsDir, name), fs.readFileSync(path.join(viewer, name)));
  }
  console.info(`OpenAPI ${SERVER_VERSION}: ${file}, and the docs page's viewer`);
}

function check(releaseFile: string, currentFile: string): number {
  const read = (file: string) => JSON.parse(fs.readFileSync(file, 'utf8')) as { info: object };
  const release = read(releaseFile);
  const current = read(currentFile);
  const version = (doc: { info: object }) => (doc.info as { version?: string }).version ?? '?';
  const { breaking, additions } = apiChanges(release, current);
  console.info(
    `OpenAPI ${version(current)} against the last release (${version(release)}, ${releaseFile}):`,
  );
  for (const line of additions) console.info(`  + ${line}`);
  for (const line of breaking) console.error(`  ✖ ${line}`);
  if (!breaking.length) {
    console.info(`  no breaking change (${additions.length} additions)`);
    return 0;
  }
  console.error(
    `${breaking.length} breaking changes: tell the teams that call the API, then make the release (version up) and record its document with scripts/openapi-breaking.mjs --accept.`,
  );
  return 1;
}

const [command, ...args] = process.argv.slice(2);
if (command === 'check' && args.length === 2) {
  process.exit(check(args[0] as string, args[1] as string));
} else if (command === 'write') {
  write(path.resolve(args[0] ?? 'dist'));
} else {
  console.error('Usage: openapi.js write <dir> | check <release.json> <current.json>');
  process.exit(2);
}
