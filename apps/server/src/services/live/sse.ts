import { LIVE_HEARTBEAT_MS, LIVE_RETRY_MS } from '@diy/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { LiveFeed, LiveMessage } from './live-feed';

/**
 * Serves one server-sent-events stream from the live feed: the retry hint, a replay after Last-Event-ID, each change
 * the filter accepts as `event: change` with its id, and a comment line every LIVE_HEARTBEAT_MS so proxies keep the
 * connection open and a dead client is noticed. Ends when the client goes.
 */
export function serveLiveStream(feed: LiveFeed, request: FastifyRequest, reply: FastifyReply, accept: (m: LiveMessage) => boolean): void {
  const raw = reply.raw;
  reply.hijack();
  raw.writeHead(200, {
    ...(reply.getHeaders() as Record<string, string>),
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-cache, no-store, no-transform',
    connection: 'keep-alive',
    'x-accel-buffering': 'no',
  });
  raw.write(`retry: ${LIVE_RETRY_MS}\n: connected\n\n`);
  const send = (m: LiveMessage) => {
    raw.write(`id: ${m.id}\nevent: change\ndata: ${JSON.stringify({ kind: m.kind, eventCode: m.eventCode, sessionId: m.sessionId })}\n\n`);
  };
  const lastEventId = request.headers['last-event-id'];
  const unsubscribe = feed.subscribe({ accept, send, close: () => raw.end() }, typeof lastEventId === 'string' ? lastEventId : null);
  const heartbeat = setInterval(() => raw.write(': heartbeat\n\n'), LIVE_HEARTBEAT_MS);
  const end = () => {
    clearInterval(heartbeat);
    unsubscribe();
  };
  raw.on('close', end);
  raw.on('error', end);
}
