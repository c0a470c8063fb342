// The local services a cluster runs on: PostgreSQL and Redis (started when they are not running, the way .ci/run does)
// and Debian's HAProxy (installed as root when missing, the way scripts/ensure-chromium.mjs installs Chromium).
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';

const quiet = { stdio: 'ignore' } as const;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export class MissingServiceError extends Error {
  override name = 'MissingServiceError';
}

/** HAProxy's path; installs Debian's package when running as root, otherwise stops with the one command to run. */
export function ensureHaproxy(): string {
  const path = process.env.HAPROXY_PATH ?? '/usr/sbin/haproxy';
  if (existsSync(path)) return path;
  if (process.getuid?.() === 0 && !process.env.HAPROXY_PATH) {
    console.log("HAProxy is missing: installing Debian's haproxy package...");
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    // Another apt run (a second checkout installing Chromium) holds the lock for a while: wait for it.
    const update = spawnSync('apt-get', ['-o', 'DPkg::Lock::Timeout=300', 'update'], { stdio: 'inherit', env });
    const install = update.status === 0 && spawnSync('apt-get', ['-o', 'DPkg::Lock::Timeout=300', 'install', '-y', 'haproxy'], { stdio: 'inherit', env });
    if (install && install.status === 0 && existsSync(path)) return path;
  }
  throw new MissingServiceError(`HAProxy not found at ${path}: run "sudo apt-get install -y haproxy" (or set HAPROXY_PATH) and try again.`);
}

/** PostgreSQL on 127.0.0.1:5432 (trust auth, as on these machines and in CI): started with pg_ctlcluster when down. */
export async function ensurePostgres(): Promise<void> {
  const ready = () => spawnSync('pg_isready', ['-h', '127.0.0.1', '-p', '5432', '-q'], quiet).status === 0;
  if (ready()) return;
  const versions = existsSync('/etc/postgresql') ? readdirSync('/etc/postgresql') : [];
  if (versions[0]) spawnSync('pg_ctlcluster', ['--skip-systemctl-redirect', versions[0], 'main', 'start'], quiet);
  for (let i = 0; i < 20 && !ready(); i += 1) await sleep(1000);
  if (!ready()) throw new MissingServiceError('PostgreSQL is not answering on 127.0.0.1:5432: start it (pg_ctlcluster <version> main start) and try again.');
}

/** Redis on 127.0.0.1:6379: started (no persistence) when it does not answer. */
export async function ensureRedis(): Promise<string> {
  const url = process.env.CLUSTER_REDIS_URL ?? 'redis://127.0.0.1:6379';
  const ping = () => spawnSync('redis-cli', ['-u', url, 'ping'], { encoding: 'utf8' }).stdout?.trim() === 'PONG';
  if (ping()) return url;
  spawnSync('redis-server', ['--daemonize', 'yes', '--bind', '127.0.0.1', '--port', '6379', '--save', '', '--appendonly', 'no'], quiet);
  for (let i = 0; i < 10 && !ping(); i += 1) await sleep(500);
  if (!ping()) throw new MissingServiceError(`Redis is not answering at ${url}: start it (redis-server) or set CLUSTER_REDIS_URL, and try again.`);
  return url;
}

/** The server address of PostgreSQL (no database): CLUSTER_POSTGRES_URL, default the local one. */
export const postgresServer = () => (process.env.CLUSTER_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432').replace(/\/+$/, '');

function psql(sql: string): void {
  const r = spawnSync('psql', [`${postgresServer()}/postgres`, '-v', 'ON_ERROR_STOP=1', '-qc', sql], { encoding: 'utf8' });
  if (r.status !== 0) throw new Error(`psql failed: ${r.stderr.trim()}`);
}

/** Creates the database when missing; answers its URL. */
export function createDatabase(name: string): string {
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`Not a database name: ${name}`);
  const r = spawnSync('psql', [`${postgresServer()}/postgres`, '-tAc', `select 1 from pg_database where datname = '${name}'`], { encoding: 'utf8' });
  if (r.stdout.trim() !== '1') psql(`CREATE DATABASE ${name}`);
  return `${postgresServer()}/${name}`;
}

export function dropDatabase(name: string): void {
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`Not a database name: ${name}`);
  psql(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
}
