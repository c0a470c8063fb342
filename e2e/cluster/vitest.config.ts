import { defineConfig } from 'vitest/config';

// The cluster test (e2e/cluster/cluster.test.ts): one file, three server processes, HAProxy; minutes, not seconds.
export default defineConfig({
  root: import.meta.dirname,
  test: {
    environment: 'node',
    include: ['*.test.ts'],
    testTimeout: 180_000,
    hookTimeout: 240_000,
    pool: 'forks',
    maxWorkers: 1,
  },
});
