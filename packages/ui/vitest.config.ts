import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { defineConfig } from 'vitest/config';
import { jsdomTests } from '../../vitest.shared';

export default defineConfig({
  plugins: [vanillaExtractPlugin()],
  test: jsdomTests('ui'),
});
