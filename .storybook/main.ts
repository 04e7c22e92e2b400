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
    '../packages/ui/src/**/*.stories.@(ts|tsx)',
    '../apps/backoffice/src/**/*.stories.@(ts|tsx)',
  ],
  addons: ['@storybook/addon-a11y', '@storybook/addon-docs'],
  staticDirs: [
    './public',
    { from: '../apps/backoffice/src/features/map-search/basemap', to: '/basemap' },
  ],
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  typescript: { reactDocgen: 'react-docgen-typescript' },
  async viteFinal(viteConfig) {
    const { mergeConfig } = await import('vite');
    // Without this plugin the build "succeeds" but every story throws
    // "Styles were unable to be assigned to a file".
    return mergeConfig(viteConfig, {
      resolve: { alias: [srcAlias] },
      plugins: [vanillaExtractPlugin()],
      build: { chunkSizeWarningLimit: 4000 },
    });
  },
};

export default config;
