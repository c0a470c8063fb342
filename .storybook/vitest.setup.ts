// Runs around every story test (vitest.storybook.config.ts): the clock is pinned, and after the story's play function
// and accessibility check the page is compared with the story's committed reference screenshot.
import { afterEach, beforeEach, expect, inject } from 'vitest';
import { page } from 'vitest/browser';
import { pinClock } from './clock';
import answers from './screens/answers.json';

/**
 * The picture of a screen story is its frame, what the phone or the desktop shows on opening: a page taller than the
 * frame (a whole screen at 360 x 780) is drawn only as far as the frame reaches, and the rest of a body screenshot came
 * out blank (and grew while a list rendered). The body is cut to the frame's height while the screenshot is taken.
 * Answers the undo.
 */
function clipToFrame(): () => void {
  const body = document.body;
  const { height, overflow } = body.style;
  body.style.height = `${window.innerHeight}px`;
  body.style.overflow = 'hidden';
  // A countdown (role="timer": the code's resend, the undo window) reads differently every second: it is drawn as a
  // grey bar of its size (its place and extent kept, its digits left out of the picture).
  const timers = [...document.querySelectorAll<HTMLElement>('[role="timer"]')].map((el) => [el, el.style.cssText] as const);
  for (const [el] of timers) {
    el.style.color = 'transparent';
    el.style.background = 'rgb(205, 210, 218)';
  }
  return () => {
    body.style.height = height;
    body.style.overflow = overflow;
    for (const [el, css] of timers) el.style.cssText = css;
  };
}

/** The tallest picture of a component story (a list of every status, a long statement): taller is cut here. */
const MAX_COMPONENT_PICTURE_PX = 4000;

/**
 * A component story (packages/ui) is pictured whole: a story taller than its frame (a payout queue, a statement) had
 * everything below the frame left out of the comparison. Its frame is made as tall as its content for the picture, then
 * put back for the next story. Screen stories keep their frame: the picture is what the device shows on opening.
 */
async function stretchToContent(storyFile: string): Promise<() => Promise<void>> {
  const width = window.innerWidth;
  const height = window.innerHeight;
  const content = Math.min(document.documentElement.scrollHeight, MAX_COMPONENT_PICTURE_PX);
  if (!storyFile.includes('/packages/ui/') || content <= height) return async () => undefined;
  await page.viewport(width, content);
  // Laid out again at the new height before the picture.
  await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
  return () => page.viewport(width, height);
}

let unpin: (() => void) | null = null;

beforeEach(() => {
  // Every story draws "today" as the day the screens' answers were recorded.
  unpin = pinClock(answers.recordedAt);
});

afterEach(async (context) => {
  try {
    // A story that already failed has nothing worth comparing; VISUAL=off skips the comparison (a quick run). A story
    // without a committed reference fails once and writes it ("No existing reference screenshot found"): look, commit.
    if (context.task.result?.state === 'fail' || !inject('visual')) return;
    await document.fonts.ready;
    const unstretch = await stretchToContent(context.task.file.filepath);
    const restore = clipToFrame();
    try {
      await expect.element(page.elementLocator(document.body)).toMatchScreenshot(context.task.name);
    } finally {
      restore();
      await unstretch();
    }
  } finally {
    unpin?.();
    unpin = null;
  }
});

declare module 'vitest' {
  export interface ProvidedContext {
    /** False with VISUAL=off: the story tests skip the screenshot comparison. */
    visual: boolean;
    /** The repository root (story files' paths start with it). */
    root: string;
  }
}
