// `npm run bench`: figures for the issue notes, never assertions. Needs the built server and apps
// (`npm run build`). Set BENCH_DATABASE_URL to measure on PostgreSQL as well as on the embedded PGlite.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import autocannon from 'autocannon';
import { bundleSizes } from './bundle-sizes';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '@diy/domain';

const root = resolve(import.meta.dirname, '..');
const PORT = 4200;
const base = `http://127.0.0.1:${PORT}/api`;
const headers = { 'x-app-code': 'DIY', 'content-type': 'application/json' };

async function startServer(databaseUrl?: string): Promise<ChildProcess> {
  const env = {
    ...process.env,
    API_PORT: String(PORT),
    HOST: '127.0.0.1',
    SERVE_APPS: 'false',
    LOG_LEVEL: 'warn',
    DATA_DIR: mkdtempSync(join(tmpdir(), 'diy-bench-')),
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
  };
  if (!databaseUrl) delete env.DATABASE_URL;
  const child = spawn(process.execPath, [join(root, 'apps/server/dist/main.js')], { env, stdio: ['ignore', 'ignore', 'inherit'] });
  for (let i = 0; i < 240; i += 1) {
    try {
      const res = await fetch(`${base}/health`, { headers });
      if (res.ok) return child;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  child.kill('SIGKILL');
  throw new Error('The server did not come up within a minute');
}

async function stop(child: ChildProcess): Promise<void> {
  await new Promise<void>((r) => {
    child.once('exit', () => r());
    child.kill('SIGINT');
  });
}

interface Figure {
  name: string;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  errors: number;
}

async function load(name: string, path: string, extra: Record<string, string> = {}): Promise<Figure> {
  const result = await autocannon({ url: `${base}${path}`, headers: { ...headers, ...extra }, connections: 16, duration: 8 });
  return {
    name,
    requestsPerSecond: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    errors: result.errors + result.non2xx,
  };
}

async function measureEngine(label: string, databaseUrl?: string) {
  const server = await startServer(databaseUrl);
  try {
    const login = await fetch(`${base}/auth/token`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ username: DEMO_ACCOUNTS.organiser.email, password: DEMO_PASSWORD }),
    });
    const token = ((await login.json()) as { data: { accessToken: string } }).data.accessToken;
    const auth = { authorization: `Bearer ${token}` };
    const health = await load(`${label}: GET /health`, '/health');
    const profile = await load(`${label}: GET /user/profile`, '/user/profile', auth);
    const list = await load(`${label}: GET /manage/event (live, 25)`, '/manage/event?status=live&start=0&limit=25', auth);
    return [health, profile, list];
  } finally {
    await stop(server);
  }
}

const figures: Figure[] = [...(await measureEngine('pglite'))];
if (process.env.BENCH_DATABASE_URL) figures.push(...(await measureEngine('postgres', process.env.BENCH_DATABASE_URL)));

console.log('\nAPI latency (16 connections, 8 s each)');
console.table(figures);
const healthFigure = figures[0];
const listFigure = figures[2];
if (healthFigure && listFigure) {
  console.log(`pglite event list throughput is ${(listFigure.requestsPerSecond / healthFigure.requestsPerSecond).toFixed(2)}x the health check's`);
}

const bundles = bundleSizes(root);
console.log('\nApp bundles (JavaScript, min + gzip)');
console.table(bundles);
const scanner = bundles.find((b) => b.app === 'scanner');
if (scanner) {
  const met = scanner.firstScreenGzipKiB <= 170 ? 'met' : 'NOT met';
  console.log(`scanner first screen = ${scanner.firstScreenGzipKiB} KiB gzipped JavaScript (goal <= 170 KiB): ${met}`);
}

mkdirSync(join(root, 'bench/results'), { recursive: true });
const file = join(root, 'bench/results', `${new Date().toISOString().replace(/[:.]/g, '-')}.json`);
writeFileSync(file, JSON.stringify({ figures, bundles }, null, 2));
console.log(`\nSaved ${file}`);
