import { defineConfig } from 'vitest/config';
import { reporters } from '../../vitest.shared';

export default defineConfig({
  test: {
    environment: 'node',
    include: ['src/**/*.test.ts'],
    reporters: reporters('domain'),
    // Pure functions: one module graph per worker, not per file.
    isolate: false,
    // Dates are computed and shown in the office's time zone, whatever the machine's.
    env: { TZ: 'UTC' },
    coverage: {
      provider: 'v8',
      include: ['src/**/*.ts'],
      exclude: ['src/**/*.test.ts', 'src/index.ts', 'src/**/types.ts', 'src/types/**'],
      thresholds: { functions: 100, branches: 95, lines: 95, statements: 95 },
    },
  },
});
