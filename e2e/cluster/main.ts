// `npm run cluster` (scripts/cluster.mjs builds, then runs this): three API processes of the built server on one
// PostgreSQL database (its own, migrated once by the first process) and Redis, behind HAProxy, with the three apps
// served by every process behind the same balancer. Prints the one address to open; Ctrl-C stops everything.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '@diy/domain';
import { Cluster, ROOT } from './cluster';
import { createDatabase, ensureHaproxy, ensurePostgres, ensureRedis, MissingServiceError } from './services';

const base = Number(process.env.CLUSTER_PORT_BASE ?? 4200);
const processes = Number(process.env.CLUSTER_PROCESSES ?? 3);
const database = process.env.CLUSTER_DATABASE ?? 'diy_cluster';

async function main(): Promise<void> {
  let haproxyPath: string;
  let redisUrl: string;
  try {
    haproxyPath = ensureHaproxy();
    await ensurePostgres();
    redisUrl = await ensureRedis();
  } catch (err) {
    if (err instanceof MissingServiceError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }
  const databaseUrl = createDatabase(database);
  const dataDir = process.env.CLUSTER_DATA_DIR ?? join(ROOT, '.data', 'cluster');
  mkdirSync(dataDir, { recursive: true });
  console.log(`Starting ${processes} API processes on PostgreSQL database ${database} and Redis, behind HAProxy (the first start migrates and seeds the demo data)...`);
  const cluster = await Cluster.start({
    base,
    processes,
    databaseUrl,
    redisUrl,
    dataDir,
    haproxyPath,
    // Each process's log lines and errors; not its own start banner (this script prints the cluster's).
    output: (name, line, stream) => {
      if (stream === 'stderr' || line.startsWith('{') || name === 'haproxy') console.log(`[${name}] ${line}`);
    },
  });

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`\n${signal}: stopping the API processes (requests in flight finish), then HAProxy...`);
    await cluster.stop();
    console.log('Stopped.');
    process.exit(0);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));

  const local = (url: string) => url.replace('127.0.0.1', 'localhost');
  console.log(
    [
      '',
      'DIY Events is running as a cluster',
      `  open       ${local(cluster.url('organiser'))}  (the organiser app)`,
      `  scanner    ${local(cluster.url('scanner'))}`,
      `  admin      ${local(cluster.url('admin'))}`,
      `  API        ${local(cluster.apiUrl)}  (any of the three doors; answers carry x-served-by, the process that answered)`,
      `  balancer   HAProxy, stats at ${local(cluster.statsUrl)}; readiness checks on /api/health/ready every second`,
      ...cluster.ports.processes.map((p) => `  ${p.name.padEnd(10)} pid ${cluster.pid(p.name)}, API on port ${p.api}, apps on ${p.apps.organiser}-${p.apps.admin}`),
      `  database   ${databaseUrl}; Redis ${redisUrl}; files ${dataDir}`,
      `  demo accounts (password ${DEMO_PASSWORD}):`,
      ...Object.entries(DEMO_ACCOUNTS).map(([role, a]) => `    ${a.email.padEnd(20)} ${a.mobile}  ${role}`),
      '  Ctrl-C to stop everything',
      '',
    ].join('\n'),
  );
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
