import fp from 'fastify-plugin';
import { LiveFeed } from './live-feed';
import { LiveStreamGuard } from './stream-guard';

declare module 'fastify' {
  interface FastifyInstance {
    /** The live feed of committed bookings and scans (services/live). */
    live: LiveFeed;
    /** The open live streams' logins: the per-user cap and the re-check that ends revoked ones (stream-guard.ts). */
    liveStreams: LiveStreamGuard;
  }
}

export interface LivePluginOptions {
  /** How often open streams' sessions are re-checked (default LIVE_AUTH_RECHECK_MS; 0: only when asked, in tests). */
  liveRecheckMs?: number | undefined;
}

/** Starts the live feed on the app's database and the streams' session re-check; stops both when the app closes. */
export const livePlugin = fp(async (app, opts: LivePluginOptions) => {
  const feed = new LiveFeed((payload) => app.log.warn({ payload: payload.slice(0, 200) }, 'unreadable live notification'));
  await feed.start(app.database);
  app.decorate('live', feed);
  const guard = new LiveStreamGuard({ sessions: app.services.sessions, now: () => app.now(), recheckMs: opts.liveRecheckMs, log: app.log });
  app.decorate('liveStreams', guard);
  app.addHook('onReady', async () => guard.start());
  app.addHook('preClose', async () => {
    feed.closeAll();
  });
  app.addHook('onClose', async () => {
    await guard.stop();
    await feed.stop();
  });
});
