import fp from 'fastify-plugin';
import { LiveFeed } from './live-feed';

declare module 'fastify' {
  interface FastifyInstance {
    /** The live feed of committed bookings and scans (services/live). */
    live: LiveFeed;
  }
}

/** Starts the live feed on the app's database; stops it when the app closes. */
export const livePlugin = fp(async (app) => {
  const feed = new LiveFeed((payload) => app.log.warn({ payload: payload.slice(0, 200) }, 'unreadable live notification'));
  await feed.start(app.database);
  app.decorate('live', feed);
  app.addHook('preClose', async () => {
    feed.closeAll();
  });
  app.addHook('onClose', async () => {
    await feed.stop();
  });
});
