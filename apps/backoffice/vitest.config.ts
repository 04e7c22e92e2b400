import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { defineConfig } from 'vitest/config';
import { jsdomTests } from '../../vitest.shared';
import { srcAlias } from './srcAlias';

export default defineConfig({
  resolve: { alias: [srcAlias] },
  plugins: [vanillaExtractPlugin()],
  test: jsdomTests('app'),
});
