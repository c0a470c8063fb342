import { LIVE_REPLAY_SIZE, liveChangeSchema, type LiveChange } from '@diy/domain';
import * as z from 'zod';
import type { Database } from '../../db/client';

/** The notification channel the database triggers of migration 0011 notify (see docs/reports.md, live feed). */
export const LIVE_CHANNEL = 'diy_live';

const messageSchema = liveChangeSchema.extend({ id: z.string().regex(/^\d{1,20}$/) });
/** A change as the feed delivers it: what changed, and its id (microseconds on the database's clock). */
export type LiveMessage = LiveChange & { id: string };

export interface LiveSubscription {
  /** Which changes this subscriber may see (its tenant); others never reach it. */
  accept: (m: LiveMessage) => boolean;
  send: (m: LiveMessage) => void;
  /** Ends the subscriber's stream (the server is shutting down). */
  close?: () => void;
}

const later = (a: string, b: string) => BigInt(a) > BigInt(b);

/**
 * The generic live feed of a server process: it LISTENs on the database (PostgreSQL: every process on the database
 * hears every committed change; PGlite: this process's own), keeps the last LIVE_REPLAY_SIZE changes for clients that
 * reconnect with Last-Event-ID, and hands each change to the subscribers whose filter accepts it. Areas (the
 * organiser's reports and dashboard, the scanner's counts) subscribe with their own tenant filter.
 */
export class LiveFeed {
  private readonly recent: LiveMessage[] = [];
  private readonly subscribers = new Set<LiveSubscription>();
  private stopListening: (() => Promise<void>) | null = null;

  constructor(private readonly onBadPayload: (payload: string) => void = () => undefined) {}

  async start(database: Pick<Database, 'listen'>): Promise<void> {
    this.stopListening = await database.listen(LIVE_CHANNEL, (payload) => this.receive(payload));
  }

  /** Ends every open stream (before the server closes: open streams would keep it waiting). */
  closeAll(): void {
    for (const s of [...this.subscribers]) s.close?.();
    this.subscribers.clear();
  }

  async stop(): Promise<void> {
    this.closeAll();
    await this.stopListening?.();
    this.stopListening = null;
  }

  /** A notification's payload: parsed, kept for replay, delivered. Anything unreadable is reported and dropped. */
  receive(payload: string): void {
    let message: LiveMessage;
    try {
      message = messageSchema.parse(JSON.parse(payload));
    } catch {
      this.onBadPayload(payload);
      return;
    }
    this.recent.push(message);
    if (this.recent.length > LIVE_REPLAY_SIZE) this.recent.splice(0, this.recent.length - LIVE_REPLAY_SIZE);
    for (const s of this.subscribers) if (s.accept(message)) s.send(message);
  }

  /**
   * Subscribes; with `lastEventId`, first replays the kept changes after it that the filter accepts (a reconnecting
   * client misses nothing still kept). After it means in arrival order: an id is the database clock when its statement
   * ran, but notifications arrive in commit order (the same order in every process), so a transaction that ran first
   * and committed last arrives after a larger id, and a statement's changes of several sessions share one id. When
   * the id is not kept here (older, or sent before this process started), the kept changes with larger ids are replayed.
   * Answers the unsubscribe function.
   */
  subscribe(subscription: LiveSubscription, lastEventId?: string | null): () => void {
    if (lastEventId && /^\d{1,20}$/.test(lastEventId)) {
      const at = this.recent.findIndex((m) => m.id === lastEventId);
      const replay = at >= 0 ? this.recent.slice(at + 1) : this.recent.filter((m) => later(m.id, lastEventId));
      for (const m of replay) if (subscription.accept(m)) subscription.send(m);
    }
    this.subscribers.add(subscription);
    return () => {
      this.subscribers.delete(subscription);
    };
  }

  get subscriberCount(): number {
    return this.subscribers.size;
  }
}
