import { defineConfig } from 'vitest/config';
import { reporters } from '../../vitest.shared';

export default defineConfig({
  test: {
    environment: 'node',
    include: ['src/**/*.test.{ts,tsx}'],
    reporters: reporters('api'),
    // The OpenAPI comparisons take seconds of CPU: on a loaded 2-core machine, over 5 s.
    testTimeout: 30_000,
  },
});
