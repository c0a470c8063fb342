import { DEMO_PASSWORD } from '@diy/domain';
import type { FastifyInstance } from 'fastify';
import { buildApp, isDevMode } from './app';
import { startAppsHost } from './apps-host';
import { ConfigError, loadConfig } from './config';
import { openDatabase, pgliteDirFor, type Database } from './db/client';
import { runMigrations } from './db/migrate';
import { newDevToken } from './routes/dev/guard';
import { DEMO_USERS } from './seed/accounts';
import { runSeed } from './seed';

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
  const instances: FastifyInstance[] = [];
  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) {
      console.error(`\n${signal} again: forcing exit`);
      process.exit(1);
    }
    stopping = true;
    console.log(`\n${signal}: shutting down…`);
    // Apps first (they proxy to the API), then the API, then the database.
    for (const instance of instances.reverse()) await instance.close().catch(() => undefined);
    await database.close().catch((err: unknown) => console.error('Closing the database failed:', err));
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  const migration = await runMigrations(database);
  await runSeed(database.db);

  const devToken = newDevToken();
  const app = await buildApp({ config, db: database, devToken });
  instances.push(app);
  await app.listen({ port: config.apiPort, host: config.host });

  const hosted = config.serveApps ? await startAppsHost(config, app.log) : [];
  instances.push(...hosted.map((h) => h.app));

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
    `  database   ${database.engine}${database.engine === 'pglite' ? ` (${pgliteDirFor(config.dataDir)})` : ''}, migration ${migration}`,
    `  demo accounts (password ${DEMO_PASSWORD}):`,
    ...DEMO_USERS.map((u) => `    ${u.email.padEnd(20)} ${u.mobile}  ${u.roles.join(', ')}`),
    '  Ctrl-C to stop',
    '',
  ];
  console.log(lines.join('\n'));
}

main().catch((err: unknown) => {
  console.error('Failed to start:', err);
  process.exit(1);
});
