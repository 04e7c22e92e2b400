import { defineConfig } from 'vitest/config';
import { reporters } from '../../vitest.shared';

export default defineConfig({
  test: { environment: 'node', include: ['src/**/*.test.{ts,tsx}'], reporters: reporters('api') },
});
