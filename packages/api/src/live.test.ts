import { LIVE_RETRY_MS, LIVE_REVOKED_EVENT } from '@diy/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setApiBaseUrl } from './environment';
import { followLiveFeed } from './live';
import { setTokenStore, tokenStorage } from './token-storage';

/** A streamed answer whose body is the given SSE text, then its end. */
const stream = (text: string, init: ResponseInit = {}) =>
  new Response(
    new ReadableStream({
      start(c) {
        c.enqueue(new TextEncoder().encode(text));
        c.close();
      },
    }),
    { status: 200, headers: { 'content-type': 'text/event-stream' }, ...init },
  );

describe('the live feed client (issue 29)', () => {
  const calls: string[] = [];
  beforeEach(() => {
    vi.useFakeTimers();
    calls.length = 0;
    const map = new Map<string, string>();
    setTokenStore({ getItem: (k) => map.get(k) ?? null, setItem: (k, v) => void map.set(k, v), removeItem: (k) => void map.delete(k) });
    tokenStorage.setAccessToken('token');
    setApiBaseUrl('http://api.test/api');
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    setApiBaseUrl(null);
  });

  it('reconnects after a stream that simply ends, but stops for good after `event: revoked`', async () => {
    const answers = [
      () => stream('retry: 2000\n\nid: 1\nevent: change\ndata: {"kind":"booking","eventCode":"ET1","sessionId":"s"}\n\n'),
      () => stream(`event: ${LIVE_REVOKED_EVENT}\ndata: {"code":"ERR.SESSION.EXPIRED","message":"Your session has expired."}\n\n`),
      () => stream(''),
    ];
    vi.stubGlobal('fetch', vi.fn(async (url: string) => {
      calls.push(url);
      return answers[calls.length - 1]!();
    }));
    const changes: unknown[] = [];
    const stop = followLiveFeed('/live/organiser', { onChange: (c) => changes.push(c) });
    await vi.advanceTimersByTimeAsync(LIVE_RETRY_MS + 10);
    expect(calls).toHaveLength(2);
    expect(changes).toEqual([{ kind: 'booking', eventCode: 'ET1', sessionId: 's' }]);
    await vi.advanceTimersByTimeAsync(LIVE_RETRY_MS * 10);
    expect(calls).toHaveLength(2);
    stop();
  });

  it('waits the Retry-After of a 429 (too many streams open) before trying again', async () => {
    vi.stubGlobal('fetch', vi.fn(async (url: string) => {
      calls.push(url);
      return calls.length === 1 ? new Response('{}', { status: 429, headers: { 'retry-after': '30' } }) : stream('');
    }));
    const stop = followLiveFeed('/live/organiser', {});
    await vi.advanceTimersByTimeAsync(29_000);
    expect(calls).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1_100);
    expect(calls).toHaveLength(2);
    stop();
  });
});
