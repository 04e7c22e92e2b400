import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { defineConfig } from 'vitest/config';
import { reporters } from '../../vitest.shared';
import { srcAlias } from './srcAlias';

export default defineConfig({
  resolve: { alias: [srcAlias] },
  plugins: [vanillaExtractPlugin()],
  test: {
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    reporters: reporters('app'),
  },
});
