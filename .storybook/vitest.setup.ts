// Runs around every story test (vitest.storybook.config.ts): the clock is pinned, and after the story's play function
// and accessibility check the page is compared with the story's committed reference screenshot.
import { afterEach, beforeEach, expect, inject } from 'vitest';
import { page } from 'vitest/browser';
import { pinClock } from './clock';
import answers from './screens/answers.json';

let unpin: (() => void) | null = null;

beforeEach(() => {
  // Every story draws "today" as the day the screens' answers were recorded.
  unpin = pinClock(answers.recordedAt);
});

afterEach(async (context) => {
  try {
    // A story that already failed has nothing worth comparing; VISUAL=off skips the comparison (a quick run).
    if (context.task.result?.state === 'fail' || !inject('visual')) return;
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
  }
}
