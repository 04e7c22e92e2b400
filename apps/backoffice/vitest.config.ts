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
    setupFiles: ['src/testSetup.ts'],
    // One jsdom and one module graph per worker, not per file: the files clean up after
    // themselves (testing-library's cleanup, vi.restoreAllMocks), and the suite went from
    // 242 s to 47 s (jsdom's set-up and the imports were 80% of it).
    isolate: false,
    // As the design system's: a jsdom test that types into a form takes over 5 s on a 2-core
    // machine busy with builds; a broken behaviour still fails, later.
    testTimeout: 20_000,
    reporters: reporters('app'),
  },
});
