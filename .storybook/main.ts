import type { StorybookConfig } from '@storybook/react-vite';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { srcAlias } from '../apps/backoffice/srcAlias';

const config: StorybookConfig = {
  framework: { name: '@storybook/react-vite', options: {} },
  stories: [
    '../packages/ui/src/**/*.stories.@(ts|tsx)',
    '../apps/backoffice/src/**/*.stories.@(ts|tsx)',
  ],
  addons: ['@storybook/addon-a11y', '@storybook/addon-docs'],
  staticDirs: ['./public'],
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
