import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { defineConfig } from 'vitest/config';
import { reporters } from '../../vitest.shared';

export default defineConfig({
  plugins: [vanillaExtractPlugin()],
  test: {
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/testSetup.ts'],
    // One jsdom and one module graph per worker, not per file (the files clean up after
    // themselves): jsdom's set-up and the imports were most of the suite's time.
    isolate: false,
    // jsdom tests that type into an editor take 1-2 s alone and over 5 s (vitest's default
    // limit) on a 2-core machine busy with builds; a broken behaviour still fails, later.
    testTimeout: 20_000,
    reporters: reporters('ui'),
  },
});
