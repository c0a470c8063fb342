import { DEMO_PASSWORD } from '@diy/domain';
import type { FastifyInstance } from 'fastify';
import { buildApp, isDevMode } from './app';
import { startAppsHost } from './apps-host';
import { startStorybookHost } from './storybook-host';
import { ConfigError, isProduction, loadConfig } from './config';
import { openDatabase, pgliteDirFor, type Database } from './db/client';
import { runMigrations } from './db/migrate';
import { newDevToken } from './routes/dev/guard';
import { drain } from './drain';
import { describeFailure } from './safe-errors';
import { demoDataPresent, seedOnStart } from './seed';
import { seedDemoBanners } from './seed/demo-banners';

async function main(): Promise<void> {
  let config;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }

  const database: Database = await openDatabase({
    databaseUrl: config.databaseUrl,
    pgliteDir: pgliteDirFor(config.dataDir),
  });
  let serving: FastifyInstance | null = null;
  let hosts: FastifyInstance[] = [];
  let stopping = false;
  const shutdown = async (signal: NodeJS.Signals) => {
    if (stopping) {
      console.error(`\n${signal} again: forcing exit`);
      process.exit(1);
    }
    stopping = true;
    if (!serving) {
      // Still starting (migrating, seeding): nothing is served yet.
      console.log(`\n${signal}: stopping while starting`);
      await database.close().catch(() => undefined);
      process.exit(0);
    }
    // SIGTERM (an orchestrator, a rolling restart) waits DRAIN_DELAY_MS for the balancer; Ctrl-C does not.
    const delayMs = signal === 'SIGTERM' ? config.drainDelayMs : 0;
    console.log(`\n${signal}: draining (readiness fails${delayMs ? `, ${delayMs} ms before the listener closes` : ''}), then shutting down…`);
    try {
      const finished = await drain({ api: serving, hosts, database, delayMs, timeoutMs: config.drainTimeoutMs });
      if (finished) {
        console.log('Drained: requests finished, live streams told to reconnect, claimed jobs given back, database closed.');
        process.exit(0);
      }
      console.error(`Not drained within DRAIN_TIMEOUT_MS (${config.drainTimeoutMs} ms): exiting anyway`);
    } catch (err) {
      console.error(describeFailure(err, 'Draining failed'));
    }
    process.exit(1);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  const migration = await runMigrations(database);
  // Production seeds the platform data only; development adds the demo data (accounts, events, the demo sales key).
  await seedOnStart(database.db, config);
  const demo = await demoDataPresent(database.db);

  const devToken = newDevToken();
  const app = await buildApp({ config, db: database, devToken });
  // Demo events get generated banner and poster images (development and demo only; once, then they have them).
  if (!isProduction(config.nodeEnv) && demo.accounts.length > 0) {
    await seedDemoBanners(database.db, app.services.storage, app.services.fileLinks).catch((err: unknown) => app.log.warn({ err }, 'demo banners not made'));
  }
  await app.listen({ port: config.apiPort, host: config.host });
  serving = app;

  const hosted = config.serveApps ? await startAppsHost(config, app.log) : [];
  const storybook = await startStorybookHost(config, app.log);
  hosts = [...hosted.map((h) => h.app), ...(storybook ? [storybook.app] : [])];

  const api = `http://localhost:${config.apiPort}`;
  const lines = [
    '',
    'DIY Events is running',
    `  API        ${api}/api  (docs ${api}/api/docs)`,
    isDevMode(config.nodeEnv)
      ? `  outbox     ${api}/api/dev/outbox/page  (codes sent while no gateway is configured)\n` +
        `  dev token  ${devToken}  (/api/dev answers only this machine; from elsewhere add ?devToken=… or x-dev-token)`
      : '  outbox     off (NODE_ENV=production)',
    `  messages   SMS ${config.smsGatewayUrl ? 'via SMS_GATEWAY_URL' : 'to the outbox'}, e-mail ${config.smtpUrl ? 'via SMTP_URL' : 'to the outbox'}; rate limits ${config.redisUrl ? 'in Redis' : 'in memory'}`,
    ...(['organiser', 'scanner', 'admin'] as const).map((name) => {
      const h = hosted.find((x) => x.name === name);
      if (h) return `  ${name.padEnd(10)} ${h.url}`;
      return `  ${name.padEnd(10)} ${config.serveApps ? `not built (npm run build -w @diy/${name})` : 'not served (SERVE_APPS=false)'}`;
    }),
    `  storybook  ${storybook ? `${storybook.url}  (designers: components, foundations, screens)` : config.serveStorybook ? 'not built (npm run build-storybook)' : 'not served (SERVE_STORYBOOK=false)'}`,
    `  database   ${database.engine}${database.engine === 'pglite' ? ` (${pgliteDirFor(config.dataDir)})` : ''}, migration ${migration}`,
    ...(demo.accounts.length > 0 || demo.salesKey
      ? [
          ...(isProduction(config.nodeEnv)
            ? ['  WARNING    demo data is loaded (npm run seed:demo): the demo accounts and the demo sales key work here']
            : []),
          `  demo accounts (password ${DEMO_PASSWORD}):`,
          ...demo.accounts.map((u) => `    ${u.email.padEnd(20)} ${u.mobile}  ${u.roles.join(', ')}`),
        ]
      : ['  demo data  none (NODE_ENV=production; npm run seed:demo loads it on purpose)']),
    `  metrics    ${api}/api/metrics  (this machine${config.metricsToken ? ', or Bearer METRICS_TOKEN' : ' only: set METRICS_TOKEN for a scraper elsewhere'}); readiness ${api}/api/health/ready`,
    '  Ctrl-C to stop (SIGTERM drains)',
    '',
  ];
  console.log(lines.join('\n'));
}

main().catch((err: unknown) => {
  // What failed and where, never the data involved (a failed query's parameters hold password hashes).
  console.error(describeFailure(err));
  process.exit(1);
});
