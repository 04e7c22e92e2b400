import type { HandlerGroup } from '../http/context';

/** The API's version (the OpenAPI document's too): a minor step for each added route. */
export const SERVER_VERSION = '0.4.0';

// Set by build.mjs (esbuild's define) from GIT_COMMIT or `git rev-parse`; absent in tests.
declare const __BUILD_COMMIT__: string | undefined;

/**
 * The commit the server was built from: GIT_COMMIT when set (a container built without the
 * repository's history), else what the build read from git, else `unknown`.
 */
export const BUILD_COMMIT: string =
  process.env.GIT_COMMIT ||
  (typeof __BUILD_COMMIT__ === 'string' && __BUILD_COMMIT__ ? __BUILD_COMMIT__ : 'unknown');

export const healthHandler: HandlerGroup<'health' | 'ready'> = {
  async health() {
    return { status: 'ok', version: SERVER_VERSION, commit: BUILD_COMMIT };
  },
  // Answered by the app's readiness check (http/readiness.ts) before the table's routes;
  // here for the table's sake (every route has a handler).
  async ready() {
    return { status: 'ready' };
  },
};
