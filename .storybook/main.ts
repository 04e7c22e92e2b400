import type { StorybookConfig } from '@storybook/react-vite';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { execFileSync } from 'node:child_process';
import path from 'node:path';

// The map search's basemap (apps/backoffice/scripts/basemap.mjs), written before Storybook
// copies its static folders: the ClusterMap stories fetch it from /basemap/basemap.json, the
// app's stories through MapPane's own import. A no-op while it is up to date.
const app = path.resolve(import.meta.dirname, '../apps/backoffice');
execFileSync(process.execPath, [path.join(app, 'scripts/basemap.mjs')], { stdio: 'inherit' });
import { srcAlias } from '../apps/backoffice/srcAlias';

const config: StorybookConfig = {
  framework: { name: '@storybook/react-vite', options: {} },
  stories: [
    // The Introduction and the Content guidelines (docs only), the components' own docs pages
    // (an MDX file beside a stories file replaces its automatic page); then the sidebar's order
    // is preview.tsx's storySort.
    './*.mdx',
    '../packages/ui/src/**/*.mdx',
    '../packages/ui/src/**/*.stories.@(ts|tsx)',
    '../apps/backoffice/src/**/*.stories.@(ts|tsx)',
  ],
  addons: ['@storybook/addon-a11y', '@storybook/addon-docs'],
  staticDirs: [
    './public',
    { from: '../apps/backoffice/src/features/map-search/basemap', to: '/basemap' },
  ],
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  // Props tables and "Show code" read the components' own types and JSDoc. react-docgen-typescript
  // asks a TypeScript program for them, and only for files in that program: the root
  // tsconfig.json (its default) holds .storybook and scripts alone, so every component was
  // skipped and the tables were empty. The design system's own tsconfig is the program, and
  // its components the only files parsed (the app's screens are documented by their stories,
  // not by props tables; parsing them too would cost the build more than it gives).
  typescript: {
    reactDocgen: 'react-docgen-typescript',
    reactDocgenTypescriptOptions: {
      tsconfigPath: 'packages/ui/tsconfig.json',
      include: ['packages/ui/src/**/*.tsx'],
      exclude: ['**/*.stories.tsx', '**/*.test.tsx'],
      // A prop picked from React Aria (`onPress`, `isDisabled`) is one of the component's
      // props, with React Aria's description; the DOM's own attributes (`@types/react`) are
      // not listed, nor would a designer look for them there.
      propFilter: (prop) =>
        !(prop.declarations ?? (prop.parent ? [prop.parent] : [])).some((declaration) =>
          declaration.fileName.includes('/@types/react/'),
        ),
      // `variant?: 'primary' | 'secondary'` shows as those values, not `… | undefined`.
      shouldExtractLiteralValuesFromEnum: true,
      shouldRemoveUndefinedFromOptional: true,
      // The cache on disk is keyed by a file's own text: a change to a type it imports (the
      // field parts' props, a tone list) would leave its table stale from one build to the next.
      fileSystemCache: false,
    },
  },
  async viteFinal(viteConfig) {
    const { mergeConfig } = await import('vite');
    // Without this plugin the build "succeeds" but every story throws
    // "Styles were unable to be assigned to a file".
    return mergeConfig(viteConfig, {
      resolve: { alias: [srcAlias] },
      plugins: [vanillaExtractPlugin()],
      build: {
        chunkSizeWarningLimit: 4000,
        // Functions keep their names through minification: a story's "Show code" names the
        // components it draws (`<ConfirmButton …>`), not their minified names (`<g …>`).
        rolldownOptions: { output: { keepNames: true } },
      },
    });
  },
};

export default config;
