import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts', 'src/**/*.test.ts'],
    environment: 'node',
    // PGlite.create takes ~4 s and argon2 is deliberately slow: one database per test file, generous hooks.
    testTimeout: 30_000,
    hookTimeout: 120_000,
    pool: 'forks',
    // Two files at a time on two cores (three measured no faster: 701 s against 682 s for the whole suite).
    maxWorkers: 2,
    // Migrated platform databases to copy (PGlite dump, PostgreSQL template): see test/global-setup.ts.
    globalSetup: ['test/global-setup.ts'],
  },
});
