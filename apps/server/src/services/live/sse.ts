import { ERROR_CODES, LIVE_HEARTBEAT_MS, LIVE_RECONNECT_EVENT, LIVE_RETRY_MS, LIVE_REVOKED_EVENT } from '@diy/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { SESSION_EXPIRED_MESSAGE } from '../../http/errors';
import type { LiveFeed, LiveMessage } from './live-feed';

/** The last event of a stream whose login ended: the client stops rather than reconnect (it would get a 401). */
const REVOKED_BLOCK = `event: ${LIVE_REVOKED_EVENT}\ndata: ${JSON.stringify({ code: ERROR_CODES.sessionExpired, message: SESSION_EXPIRED_MESSAGE })}\n\n`;

/**
 * Serves one server-sent-events stream from the live feed: the retry hint, a replay after Last-Event-ID, each change
 * the filter accepts as `event: change` with its id, and a comment line every LIVE_HEARTBEAT_MS so proxies keep the
 * connection open and a dead client is noticed. Ends when the client goes, with `event: revoked` when the caller's
 * login is revoked or expires (the process's LiveStreamGuard re-checks it), or with `event: reconnect` when the server
 * shuts down. Throws the 429 before anything is sent when the caller has the most streams open already.
 */
export function serveLiveStream(
  feed: LiveFeed,
  request: FastifyRequest,
  reply: FastifyReply,
  accept: (m: LiveMessage) => boolean,
  /**
   * Instead of the change itself, an event rendered for it (`event: counts` and its data, without the id): given, the
   * stream starts with one (for `null`), and changes that arrive while one is rendered are coalesced into the next.
   */
  render?: (m: LiveMessage | null) => Promise<string>,
): void {
  const raw = reply.raw;
  const user = request.user;
  let ended = false;
  // Counted against the caller's cap before the response starts (a refusal is still an ordinary 429 answer).
  const release = user
    ? request.server.liveStreams.admit({ userId: user.id, sessionId: user.sessionId }, () => {
        if (ended) return;
        raw.write(REVOKED_BLOCK);
        raw.end();
      })
    : () => undefined;
  reply.hijack();
  raw.writeHead(200, {
    ...(reply.getHeaders() as Record<string, string>),
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-cache, no-store, no-transform',
    connection: 'keep-alive',
    'x-accel-buffering': 'no',
  });
  raw.write(`retry: ${LIVE_RETRY_MS}\n: connected\n\n`);
  let rendering = false;
  let pending: LiveMessage | null = null;
  const renderNext = async (first: LiveMessage | null) => {
    if (!render) return;
    rendering = true;
    let m: LiveMessage | null = first;
    try {
      for (;;) {
        const block = await render(m);
        if (ended) return;
        raw.write(`${m ? `id: ${m.id}\n` : ''}${block}\n\n`);
        if (!pending) return;
        m = pending;
        pending = null;
      }
    } catch {
      // A failed count: the next change (or the client's one refetch) brings the figures.
    } finally {
      rendering = false;
    }
  };
  const send = (m: LiveMessage) => {
    if (!render) {
      raw.write(`id: ${m.id}\nevent: change\ndata: ${JSON.stringify({ kind: m.kind, eventCode: m.eventCode, sessionId: m.sessionId })}\n\n`);
      return;
    }
    if (rendering) pending = m;
    else void renderNext(m);
  };
  void renderNext(null);
  const lastEventId = request.headers['last-event-id'];
  // Closed by the server (it shuts down): the client is told to reconnect, which the balancer sends to another process;
  // the connection closes too (kept alive, it would hold the server's close up until the keep-alive timeout).
  const close = () => {
    if (!ended && raw.writable) raw.write(`retry: ${LIVE_RETRY_MS}\nevent: ${LIVE_RECONNECT_EVENT}\ndata: {"reason":"shutdown"}\n\n`);
    raw.end(() => raw.socket?.end());
  };
  const unsubscribe = feed.subscribe({ accept, send, close }, typeof lastEventId === 'string' ? lastEventId : null);
  const heartbeat = setInterval(() => raw.write(': heartbeat\n\n'), LIVE_HEARTBEAT_MS);
  const end = () => {
    ended = true;
    clearInterval(heartbeat);
    unsubscribe();
    release();
  };
  raw.on('close', end);
  raw.on('error', end);
}
