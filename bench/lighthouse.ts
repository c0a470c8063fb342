// `npm run bench:lighthouse -w @diy/bench`: Lighthouse mobile (its defaults: Moto G class emulation, simulated slow
// 4G) for the login screens of the three built apps, served by the built server as in production; the median of RUNS
// runs each. `--plain` measures without the precompressed copies (they are moved aside and put back), for the
// before/after figure of the app servers' brotli. Needs `npm run build` first and Debian's Chromium (CHROME_PATH).
import { spawn, execFile, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, readdirSync, renameSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative, resolve } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);
const root = resolve(import.meta.dirname, '..');
const BASE = Number(process.env.LH_PORT_BASE ?? 4600);
const RUNS = Number(process.env.LH_RUNS ?? 3);
const PLAIN = process.argv.includes('--plain');
const APPS = [
  { name: 'organiser', port: BASE + 1, path: '/login' },
  { name: 'scanner', port: BASE + 2, path: '/login' },
  { name: 'admin', port: BASE + 3, path: '/login' },
] as const;
/**
 * Lighthouse is not a dependency of the workspace: it (and puppeteer-core under it) asks for a newer Node than the one
 * the product runs on, and `npm ci` warned about it on every install. The bench fetches this pinned version with npx
 * on its first run (into npm's cache) and runs it from there.
 */
const LIGHTHOUSE = 'lighthouse@13.5.0';
const CHROME_FLAGS = '--headless --no-sandbox --disable-gpu --disable-background-networking --disable-component-update --disable-sync --no-first-run';

function* compressedCopies(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* compressedCopies(path);
    else if (/\.(br|gz)$/.test(entry.name)) yield path;
  }
}

/** Moves the builds' .br and .gz copies aside; returns how to put them back. */
function hideCompressed(): () => void {
  const aside = mkdtempSync(join(tmpdir(), 'diy-lh-aside-'));
  const moved: Array<[string, string]> = [];
  for (const app of APPS) {
    const dist = join(root, 'apps', app.name, 'dist');
    for (const file of compressedCopies(dist)) {
      const to = join(aside, relative(root, file));
      mkdirSync(dirname(to), { recursive: true });
      renameSync(file, to);
      moved.push([file, to]);
    }
  }
  return () => {
    for (const [from, to] of moved) renameSync(to, from);
    rmSync(aside, { recursive: true, force: true });
  };
}

async function startServer(): Promise<ChildProcess> {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    API_PORT: String(BASE),
    ORGANISER_PORT: String(BASE + 1),
    SCANNER_PORT: String(BASE + 2),
    ADMIN_PORT: String(BASE + 3),
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    DATA_DIR: mkdtempSync(join(tmpdir(), 'diy-lh-')),
  };
  delete env.DATABASE_URL;
  const child = spawn(process.execPath, [join(root, 'apps/server/dist/main.js')], { env, stdio: ['ignore', 'ignore', 'inherit'] });
  for (let i = 0; i < 480; i += 1) {
    try {
      if ((await fetch(`http://127.0.0.1:${BASE + 3}/env.js`)).ok) return child;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  child.kill('SIGKILL');
  throw new Error('The server did not come up within two minutes');
}

interface Score {
  performance: number;
  lcpMs: number;
  fcpMs: number;
  transferKiB: number;
}

/** Lighthouse now and then loses its trace on a busy machine (NO_NAVSTART): such a run is made again, twice at most. */
async function lighthouse(url: string, attempt = 1): Promise<Score> {
  try {
    return await lighthouseOnce(url);
  } catch (err) {
    if (attempt >= 3) throw err;
    return lighthouse(url, attempt + 1);
  }
}

async function lighthouseOnce(url: string): Promise<Score> {
  const out = join(mkdtempSync(join(tmpdir(), 'diy-lh-out-')), 'report.json');
  await run(
    'npx',
    ['--yes', LIGHTHOUSE, url, '--quiet', '--only-categories=performance', '--output=json', `--output-path=${out}`, `--chrome-flags=${CHROME_FLAGS}`],
    { env: { ...process.env, CHROME_PATH: process.env.CHROME_PATH ?? '/usr/bin/chromium' }, maxBuffer: 64 * 1024 * 1024 },
  );
  const report = JSON.parse(readFileSync(out, 'utf8')) as {
    categories: { performance: { score: number } };
    audits: Record<string, { numericValue?: number }>;
  };
  rmSync(dirname(out), { recursive: true, force: true });
  return {
    performance: Math.round(report.categories.performance.score * 100),
    lcpMs: Math.round(report.audits['largest-contentful-paint']?.numericValue ?? 0),
    fcpMs: Math.round(report.audits['first-contentful-paint']?.numericValue ?? 0),
    transferKiB: Math.round((report.audits['total-byte-weight']?.numericValue ?? 0) / 1024),
  };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

// Fetched (first run only) and started once before any measured run.
console.log(`${LIGHTHOUSE}: ${(await run('npx', ['--yes', LIGHTHOUSE, '--version'])).stdout.trim()}`);
const restore = PLAIN ? hideCompressed() : () => undefined;
const server = await startServer().catch((err: unknown) => {
  restore();
  throw err;
});
try {
  const rows = [];
  for (const app of APPS) {
    const scores: Score[] = [];
    for (let i = 0; i < RUNS; i += 1) scores.push(await lighthouse(`http://127.0.0.1:${app.port}${app.path}`));
    rows.push({
      page: `${app.name} ${app.path}`,
      compressed: !PLAIN,
      performance: median(scores.map((s) => s.performance)),
      runs: scores.map((s) => s.performance).join(' '),
      lcpMs: median(scores.map((s) => s.lcpMs)),
      fcpMs: median(scores.map((s) => s.fcpMs)),
      transferKiB: median(scores.map((s) => s.transferKiB)),
    });
  }
  console.table(rows);
} finally {
  await new Promise<void>((r) => {
    server.once('exit', () => r());
    server.kill('SIGINT');
  });
  restore();
}
