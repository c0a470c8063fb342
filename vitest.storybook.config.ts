import { fileURLToPath } from 'node:url';
import { dirname, join } from 'node:path';
import { defineConfig } from 'vitest/config';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';

const rootDir = dirname(fileURLToPath(import.meta.url));

/** Chromium comes from Debian; these flags keep it quiet on a closed network and working as root. */
const chromiumArgs = [
  '--no-sandbox',
  '--headless',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/** Every story of packages/ui runs as a test in real Chromium: render, play function, then an axe check. */
export default defineConfig({
  plugins: [storybookTest({ configDir: join(rootDir, '.storybook') })],
  test: {
    name: 'storybook',
    browser: {
      enabled: true,
      headless: true,
      provider: playwright({
        launchOptions: {
          executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
          args: chromiumArgs,
        },
        // The app's reduced-motion styles (GlobalStyle) end every fade and slide at once: a play function sees each
        // dialog and drawer in its final state, never half-transparent on a busy machine. The animations themselves
        // are seen by the end-to-end journeys, which run with motion.
        contextOptions: { reducedMotion: 'reduce' },
      }),
      // Desktop is the reviewed size; phone layouts have their own stories with an explicit layout.
      viewport: { width: 1280, height: 800 },
      instances: [{ browser: 'chromium' }],
    },
  },
});
