import { describe, expect, it } from 'vitest';
import { LiveFeed, type LiveMessage } from '../src/services/live/live-feed';

/**
 * A change's id is the database clock when its statement ran, but notifications arrive in commit order: a transaction
 * that ran first and committed last arrives after a later id. Every process hears them in the same (commit) order, so a
 * client that reconnects to another process (its own was killed) with Last-Event-ID must get what came after that id
 * in arrival order, not only the larger ids (found by the cluster test: a client moved off a killed process missed the
 * changes whose transactions had started before its last one).
 */
const payload = (id: string, sessionId = 'session-a') =>
  JSON.stringify({ id, kind: 'booking', organiserId: 'org-1', eventId: 'event-1', eventCode: 'ET00010002', sessionId });

function replayed(feed: LiveFeed, lastEventId: string | null): string[] {
  const got: LiveMessage[] = [];
  const unsubscribe = feed.subscribe({ accept: () => true, send: (m) => got.push(m) }, lastEventId);
  unsubscribe();
  return got.map((m) => `${m.id}/${m.sessionId}`);
}

describe('live feed replay after Last-Event-ID', () => {
  it('replays what arrived after the last event seen, including an earlier id that committed later', () => {
    const feed = new LiveFeed();
    for (const id of ['100', '300', '200', '400']) feed.receive(payload(id));
    expect(replayed(feed, '300')).toEqual(['200/session-a', '400/session-a']);
  });

  it("replays a statement's other sessions, which share its id, when the client saw only the first", () => {
    const feed = new LiveFeed();
    feed.receive(payload('500', 'session-a'));
    feed.receive(payload('500', 'session-b'));
    feed.receive(payload('600', 'session-a'));
    expect(replayed(feed, '500')).toEqual(['500/session-b', '600/session-a']);
  });

  it('falls back to the larger ids when the last event seen is not kept (older, or before this process started)', () => {
    const feed = new LiveFeed();
    for (const id of ['100', '300', '200', '400']) feed.receive(payload(id));
    expect(replayed(feed, '250')).toEqual(['300/session-a', '400/session-a']);
    expect(replayed(feed, null)).toEqual([]);
  });
});
