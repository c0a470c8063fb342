// Runs around every story test (vitest.storybook.config.ts): the clock is pinned, and after the story's play function
// and accessibility check the page is compared with the story's committed reference screenshot.
import { afterEach, beforeEach, expect, inject } from 'vitest';
import { page } from 'vitest/browser';
import { pinClock } from './clock';
import answers from './screens/answers.json';

/** The committed references, by path from the repository root (only their names are read here). */
const references = new Set(Object.keys(import.meta.glob('/.storybook/screenshots/**/*.png')));

/** Where Vitest keeps a story's reference (resolveScreenshotPath in the config; the name sanitised as Vitest does). */
function referenceKey(filepath: string, storyName: string): string {
  const file = filepath.slice(inject('root').length);
  const name = storyName.replace(/\s+/g, '-').replace(/[^\w-]+/g, '').replace(/-{2,}/g, '-');
  return `/.storybook/screenshots${file}/${name}.png`;
}

let unpin: (() => void) | null = null;

beforeEach(() => {
  // Every story draws "today" as the day the screens' answers were recorded.
  unpin = pinClock(answers.recordedAt);
});

afterEach(async (context) => {
  try {
    // A story that already failed has nothing worth comparing; VISUAL=off skips the comparison (a quick run).
    if (context.task.result?.state === 'fail' || !inject('visual')) return;
    // A story without a reference yet is drawn only when references are being written (-u): see docs/storybook.md.
    if (!inject('updating') && !references.has(referenceKey(context.task.file.filepath, context.task.name))) {
      console.warn(`no reference screenshot yet for "${context.task.name}" (${context.task.file.name}): run the stories with -u and commit it`);
      return;
    }
    await document.fonts.ready;
    await expect.element(page.elementLocator(document.body)).toMatchScreenshot(context.task.name);
  } finally {
    unpin?.();
    unpin = null;
  }
});

declare module 'vitest' {
  export interface ProvidedContext {
    /** False with VISUAL=off: the story tests skip the screenshot comparison. */
    visual: boolean;
    /** True when run with -u / --update: missing references are written. */
    updating: boolean;
    /** The repository root (story files' paths start with it). */
    root: string;
  }
}
