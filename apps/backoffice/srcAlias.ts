import path from 'node:path';
import type { Alias } from 'vite';

/**
 * `@/` is the app's src/ (`@/shared/paths`), for the app's build, its unit tests, Storybook and
 * the bench harness alike; tsconfig.json's `paths` says the same to TypeScript and ESLint.
 * Only `@/` is matched: the workspace's packages (`@backoffice/ui`) are left alone.
 */
export const srcAlias: Alias = {
  find: /^@\//,
  replacement: `${path.resolve(import.meta.dirname, 'src')}/`,
};
