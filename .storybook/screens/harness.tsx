import { setApiBaseUrl, tokenStorage } from '@diy/api';
import { AppShell, type AppReducers } from '@diy/shell';
import type { ReactElement } from 'react';
import { http, HttpResponse, passthrough, type HttpHandler } from 'msw';
import type { ReactRenderer } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import type { ArgsStoryFn, PlayFunction } from 'storybook/internal/types';
import { pinClock } from '../clock';
import answers from './answers.json';

/** The demo accounts whose answers were recorded (requests.json); null: nobody is logged in. */
export type ScreenAccount = keyof typeof answers.accounts | null;
export type ScreenSize = 'phone' | 'desktop';

/** The two sizes every screen is drawn at: viewport options of .storybook/preview.tsx. */
export const SCREEN_VIEWPORTS: Record<ScreenSize, string> = { phone: 'screenPhone', desktop: 'screenDesktop' };

/** The instant the answers were recorded: every screen story's clock starts there. */
export const SCREEN_NOW = new Date(answers.recordedAt);

/**
 * The ids the recording bound (requests.json `bind`: a session's id, an organiser's, a barcode), so a story builds its
 * path and its play function's input from them, never from a copy of a random id.
 */
export const SCREEN_IDS: Readonly<typeof answers.ids> = answers.ids;

type Recorded = Record<string, { status: number; body: unknown }>;

/**
 * The body the server answered `key` ('GET /api/...' as recorded) for `account`, for a handler that answers a variant
 * of it (a conflict added, a field changed); throws when it was not recorded.
 */
export function recordedBody(account: Exclude<ScreenAccount, null>, key: string): unknown {
  const found = (answers.accounts[account] as Recorded)[key];
  if (!found) throw new Error(`screen story: no recorded answer for ${account} ${key}`);
  return structuredClone(found.body);
}

/**
 * Answers every /api request from the answers recorded for `account` ('GET /api/user/profile?x=1' as the key); a
 * request nobody recorded answers 404 in the API's envelope and names itself in the console, so a story that needs
 * a new answer says which (add it to requests.json and run `npm run record:screens`).
 */
export function recordedAnswers(account: ScreenAccount): HttpHandler {
  const recorded: Recorded = account ? (answers.accounts[account] as Recorded) : {};
  return http.all('*/api/*', ({ request }) => {
    const url = new URL(request.url);
    // The pattern also matches the dev server's own modules under a folder named api (packages/api/src/x.ts, loaded
    // on demand by the login's first answer): only the API's own addresses are answered.
    if (!url.pathname.startsWith('/api/')) return passthrough();
    // The live feeds (server-sent events) are told there is nothing to stream: 204 ends an EventSource for good.
    if (url.pathname.startsWith('/api/live/')) return new HttpResponse(null, { status: 204 });
    const key = `${request.method} ${url.pathname}${url.search}`;
    const found = recorded[key];
    if (found) return HttpResponse.json(found.body as Record<string, unknown>, { status: found.status });
    console.warn(`screen story: no recorded answer for ${account ?? 'anonymous'} ${key}`);
    return HttpResponse.json(
      { status: 404, errors: { code: 'ERR.NOT.RECORDED', message: `No recorded answer for ${key}` } },
      { status: 404 },
    );
  });
}

/**
 * Answers one request as the server answered it for `account` (`key` as recorded: 'POST /api/auth/token'), for a
 * story whose own account has no such answer (the login's one-time code, asked before anybody is logged in).
 */
export function answeredAsRecorded(account: Exclude<ScreenAccount, null>, key: string): HttpHandler {
  const found = (answers.accounts[account] as Recorded)[key];
  if (!found) throw new Error(`screen story: no recorded answer for ${account} ${key}`);
  const [method = 'GET', address = ''] = key.split(' ');
  return http.all(`*${address}`, ({ request }) =>
    request.method === method ? HttpResponse.json(found.body as Record<string, unknown>, { status: found.status }) : undefined,
  );
}

function deleteDatabase(name: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const request = indexedDB.deleteDatabase(name);
    request.onsuccess = () => resolve();
    request.onerror = () => reject(request.error ?? new Error(`IndexedDB ${name} not deleted`));
    // Still open in an earlier story's page: it goes once that closes; the story does not wait for it.
    request.onblocked = () => resolve();
  });
}

export interface ScreenOptions {
  /** The app's route the screen opens at. */
  path: string;
  account: ScreenAccount;
  size: ScreenSize;
  /** Answers that differ from the recorded ones (a verdict, a failure), matched before them. */
  handlers?: HttpHandler[];
  play?: PlayFunction<ReactRenderer>;
}

/**
 * One screen story: the app's real routes in the shared shell, routed in memory to `path`, logged in as `account`
 * (a token the recorded answers accept), answered by Mock Service Worker, with the clock pinned to SCREEN_NOW.
 */
export function screen({ path, account, size, handlers = [], play }: ScreenOptions) {
  return {
    parameters: { layout: 'fullscreen', screen: { path, account }, msw: { handlers: [...handlers, recordedAnswers(account)] } },
    globals: { viewport: { value: SCREEN_VIEWPORTS[size], isRotated: false } },
    beforeEach: async () => {
      localStorage.clear();
      sessionStorage.clear();
      // A fresh device: nothing kept by an earlier story (the scanner's offline copy and queue live in IndexedDB).
      await Promise.all((await indexedDB.databases()).map(({ name }) => (name ? deleteDatabase(name) : undefined)));
      setApiBaseUrl('/api');
      if (account) tokenStorage.setAccessToken(`story-token-${account}`);
      // "Now" is the recording's instant, so the recorded shows are as far ahead as they were (timers still run).
      const unpin = pinClock(SCREEN_NOW);
      return () => {
        unpin();
        setApiBaseUrl(null);
        tokenStorage.clearAccessToken();
      };
    },
    ...(play ? { play } : {}),
  };
}

/** The render of every screen story of an app: its routes inside the shared shell at the story's path. */
export function renderScreen(app: ReactElement, reducers?: AppReducers): ArgsStoryFn<ReactRenderer> {
  return (_args, context) => {
    const { path } = context.parameters.screen as { path: string };
    return (
      <AppShell initialPath={path} reducers={reducers}>
        {app}
      </AppShell>
    );
  };
}

/** The page of a screen story, for its `interact` step: queries over the whole document (dialogs and drawers too). */
export type ScreenCanvas = ReturnType<typeof within>;

/**
 * A screen story whose play function waits for the page's heading (the page rendered its answers, not a spinner or
 * an error), then runs `interact` when given (opens a tab, scans a barcode, moves to a wizard's step: the story's
 * state is reached through the real page), then waits for `text` (what the answers or the interaction put on it) and
 * for nothing to be loading.
 */
export function screenShowing(
  options: Omit<ScreenOptions, 'play'> & {
    heading: RegExp | string;
    text?: RegExp | string;
    interact?: (canvas: ScreenCanvas) => Promise<void>;
  },
) {
  const { heading, text, interact, ...rest } = options;
  return screen({
    ...rest,
    play: async ({ canvasElement }) => {
      const canvas = within(canvasElement.ownerDocument.body);
      await expect(await canvas.findByRole('heading', { name: heading, level: 1 }, { timeout: 10_000 })).toBeVisible();
      if (interact) await interact(canvas);
      // The text may be on the page more than once (a title in the heading's lead and in a card): the first is read.
      if (text) await expect((await canvas.findAllByText(text, {}, { timeout: 10_000 }))[0]).toBeVisible();
      // Nothing still loading when the picture is taken.
      await waitFor(() => expect(canvas.queryByRole('progressbar', { name: /loading/i })).toBeNull(), { timeout: 10_000 });
      // Nor a part of it (a chart's chunk, a panel's answer) still behind its spinner.
      await waitFor(() => expect(canvasElement.ownerDocument.querySelector('[data-testid="spinner"]')).toBeNull(), { timeout: 10_000 });
    },
  });
}
