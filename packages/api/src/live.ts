import { APP_CODE, APP_CODE_HEADER, LIVE_RETRY_MS, LIVE_EVENT_KINDS, LIVE_REVOKED_EVENT } from '@diy/domain';
import * as z from 'zod';
import { apiBaseUrl } from './environment';
import { tokenStorage } from './token-storage';

/** The live feed paths (server-sent events) by area. */
export const LIVE_PATHS = { organiser: '/live/organiser' } as const;

const changeSchema = z.object({ kind: z.enum(LIVE_EVENT_KINDS), eventCode: z.string().nullable(), sessionId: z.string() });
export type LiveFeedChange = z.infer<typeof changeSchema>;

export interface LiveFeedHandlers {
  onChange?: (change: LiveFeedChange) => void;
  /** Any other named event (the gates' `counts`), its data parsed as JSON. */
  onEvent?: (event: string, data: unknown) => void;
  /** After a reconnect: what happened while the stream was down may be more than was replayed; refetch once. */
  onReconnect?: () => void;
  /** The stream is open: the server follows changes for it from now on (each connect and reconnect). */
  onOpen?: () => void;
  /** The stream ended, failed or was refused: changes are not followed until the next onOpen. */
  onClose?: () => void;
}

/**
 * Follows a server-sent-events feed with fetch (so the app code and bearer headers go with it, never a token in the
 * address): parses `change` events, reconnects after LIVE_RETRY_MS with Last-Event-ID, and stops on a 401 or 403 (the
 * session ended or the user may not) or on `event: revoked` (the server ended the stream of a login that was revoked or
 * expired). Refused for too many open streams (429), it tries again after the server's Retry-After. Answers the
 * function that stops it.
 */
export function followLiveFeed(path: string, handlers: LiveFeedHandlers): () => void {
  let stopped = false;
  let lastEventId: string | null = null;
  let controller: AbortController | null = null;
  let timer: ReturnType<typeof setTimeout> | null = null;
  let connectedBefore = false;

  const dispatch = (block: string) => {
    const id = /^id: ?(.*)$/m.exec(block)?.[1];
    if (id) lastEventId = id;
    const event = /^event: ?(.*)$/m.exec(block)?.[1];
    const data = /^data: ?(.*)$/m.exec(block)?.[1];
    if (!event || !data) return;
    if (event === LIVE_REVOKED_EVENT) {
      stopped = true;
      return;
    }
    try {
      if (event !== 'change') return handlers.onEvent?.(event, JSON.parse(data));
      const parsed = changeSchema.safeParse(JSON.parse(data));
      if (parsed.success) handlers.onChange?.(parsed.data);
    } catch {
      // Not JSON: ignored.
    }
  };

  const connect = async () => {
    let retryMs = LIVE_RETRY_MS;
    controller = new AbortController();
    const token = tokenStorage.getAccessToken();
    if (!token) return;
    const headers: Record<string, string> = { [APP_CODE_HEADER]: APP_CODE, authorization: `Bearer ${token}`, accept: 'text/event-stream' };
    if (lastEventId) headers['last-event-id'] = lastEventId;
    try {
      const res = await fetch(`${apiBaseUrl()}${path}`, { headers, signal: controller.signal, cache: 'no-store' });
      if (res.status === 401 || res.status === 403) return;
      if (res.status === 429) retryMs = Math.max(LIVE_RETRY_MS, Number(res.headers.get('retry-after') ?? 0) * 1000 || LIVE_RETRY_MS);
      if (!res.ok || !res.body) throw new Error(`live feed ${res.status}`);
      if (connectedBefore) handlers.onReconnect?.();
      connectedBefore = true;
      // The server subscribes the stream to its feed in the same turn as it sends these first bytes (services/live/sse.ts).
      handlers.onOpen?.();
      const reader = res.body.pipeThrough(new TextDecoderStream()).getReader();
      let buffer = '';
      for (;;) {
        const { value, done } = await reader.read();
        if (done) break;
        buffer += value.replace(/\r\n/g, '\n');
        let end;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          dispatch(buffer.slice(0, end));
          buffer = buffer.slice(end + 2);
        }
      }
    } catch {
      // Dropped or refused: try again below.
    }
    if (!stopped) handlers.onClose?.();
    if (!stopped) timer = setTimeout(() => void connect(), retryMs);
  };

  void connect();
  return () => {
    stopped = true;
    if (timer) clearTimeout(timer);
    controller?.abort();
  };
}
