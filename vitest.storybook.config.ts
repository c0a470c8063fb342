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

/**
 * The committed reference screenshots: .storybook/screenshots/<story file's folder>/<story file>/<story>.png. A
 * difference writes the new image and the difference under .artifacts/visual/ (same layout), which
 * `npm run visual:review` turns into a page and `npm run visual:accept` copies over the references.
 */
const SCREENSHOTS_DIR = '.storybook/screenshots';
const VISUAL_OUT_DIR = '.artifacts/visual';

/**
 * Every story (packages/ui and the apps' screens) runs as a test in real Chromium: render, play function, the axe
 * check, then a comparison with its reference screenshot (.storybook/vitest.setup.ts; VISUAL=off skips it for a quick
 * run: docs/storybook.md).
 */
export default defineConfig({
  plugins: [storybookTest({ configDir: join(rootDir, '.storybook') })],
  // Bundled up front, so discovering them mid-run never reloads the page (and reruns stories).
  optimizeDeps: { include: ['msw', 'msw/browser', 'msw-storybook-addon/csf3', 'react-router-dom', 'react-redux', '@reduxjs/toolkit/query/react'] },
  test: {
    name: 'storybook',
    // A screen story renders a whole app against the mocked API, then its screenshot is compared: more than a unit.
    testTimeout: 30_000,
    // The reference screenshots are written from the browser through Vitest's server, which listens on this machine
    // only (nothing else may write through it).
    api: { host: '127.0.0.1', allowWrite: true },
    setupFiles: [join(rootDir, '.storybook/vitest.setup.ts')],
    provide: {
      visual: process.env.VISUAL !== 'off',
      root: rootDir,
    },
    browser: {
      api: { host: '127.0.0.1', allowWrite: true },
      expect: {
        toMatchScreenshot: {
          comparatorName: 'pixelmatch',
          // Two equal screenshots in a row count as stable; a whole screen on a busy machine needs longer than 5 s.
          timeout: 15_000,
          // Same machine, same Chromium, same bundled font: any pixel whose colour moved by more than 0.02 (pixelmatch's
          // YIQ distance, 0 to 1) is a change, and one is enough. Measured: reruns of the same story differ by at most
          // 0.009 in a few antialiased pixels (5 stories of 511 at threshold 0); one step of a colour token (bg.success
          // green 700 -> 800) is 0.065, which the former 0.1 let through in every swatch.
          comparatorOptions: { threshold: 0.02, allowedMismatchedPixels: 0 },
          // Animations end at once (reducedMotion below) and the text caret is hidden.
          screenshotOptions: { animations: 'disabled', caret: 'hide' },
          resolveScreenshotPath: ({ root, testFileDirectory, testFileName, arg, ext }) =>
            join(root, SCREENSHOTS_DIR, testFileDirectory, testFileName, `${arg}${ext}`),
          resolveDiffPath: ({ root, testFileDirectory, testFileName, arg, ext }) =>
            join(root, VISUAL_OUT_DIR, testFileDirectory, testFileName, `${arg}${ext}`),
        },
      },
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
        // The window is larger than the largest story frame (a desktop screen, 1366 x 800; a component story stretched
        // to its content for its picture, up to 4,000 px: .storybook/vitest.setup.ts), so Vitest never scales the
        // story's frame down: a screenshot has the story's own pixels.
        contextOptions: { reducedMotion: 'reduce', viewport: { width: 1440, height: 4100 } },
      }),
      // Desktop is the reviewed size; phone layouts have their own stories with an explicit layout.
      viewport: { width: 1280, height: 800 },
      instances: [{ browser: 'chromium' }],
    },
  },
});
