import { defineConfig } from 'vitest/config';

// The UI kit's node tests (test/): what Storybook lists. Components themselves are tested through their stories in
// Chromium (the root's vitest.storybook.config.ts).
export default defineConfig({
  test: { include: ['test/**/*.test.ts'], environment: 'node' },
});
