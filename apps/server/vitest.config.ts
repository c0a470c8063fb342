import { defineConfig } from 'vitest/config';

// Files that replace modules with vi.mock run in a fresh module graph of their own; every other file shares its
// worker's modules with the files before it (isolate: false), which saves each file ~2 s of importing the app
// (the whole suite on both engines: 554 s -> 323 s, import time 186 s -> 21 s). Each file still builds its own app and database.
const MOCKING = ['test/hostile-text.test.ts'];

export default defineConfig({
  test: {
    environment: 'node',
    // PGlite.create takes ~4 s and argon2 is deliberately slow: one database per test file, generous hooks.
    testTimeout: 30_000,
    hookTimeout: 120_000,
    pool: 'forks',
    // Two files at a time on two cores (three measured no faster: 701 s against 682 s for the whole suite).
    maxWorkers: 2,
    // Migrated platform databases to copy (PGlite dump, PostgreSQL template): see test/global-setup.ts.
    globalSetup: ['test/global-setup.ts'],
    projects: [
      { extends: true, test: { name: 'shared', include: ['test/**/*.test.ts', 'src/**/*.test.ts'], exclude: MOCKING, isolate: false } },
      { extends: true, test: { name: 'isolated', include: MOCKING } },
    ],
  },
});
