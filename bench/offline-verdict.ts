/**
 * The offline verdict's time in the browser (issue 21, goal p99 <= OFFLINE_VERDICT_GOAL_MS): 100,000 tickets in
 * IndexedDB, then verdicts through the scanner's offline engine (the keyed hash, the look-up, the state machine and,
 * for an admission, the write of the ticket and the queued scan in one transaction), in Debian's Chromium, 360 px
 * phone emulation. `npm run bench:offline -w @diy/bench [-- --tickets 100000 --scans 1000]`
 */
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { OFFLINE_VERDICT_GOAL_MS } from '@diy/domain';
import { chromium } from '@playwright/test';
import { build } from 'vite';

const arg = (name: string, fallback: number) => {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? Number(process.argv[i + 1]) : fallback;
};
const TICKETS = arg('tickets', 100_000);
const SCANS = arg('scans', 1_000);
const ORIGIN = 'http://localhost:4999';

const out = mkdtempSync(join(tmpdir(), 'diy-offline-bench-'));
await build({
  configFile: false,
  logLevel: 'warn',
  root: resolve(import.meta.dirname, '..'),
  build: {
    outDir: out,
    emptyOutDir: true,
    lib: { entry: resolve(import.meta.dirname, 'offline-verdict-page.ts'), formats: ['es'], fileName: () => 'page.js' },
    minify: true,
  },
});
const script = readFileSync(join(out, 'page.js'), 'utf8');

const crockford = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
const barcode = (i: number) => {
  let s = '';
  let n = i * 2_654_435_761 + 12_345;
  for (let k = 0; k < 16; k += 1) {
    s += crockford[n % 32];
    n = Math.floor(n / 32) + k * 7_919;
  }
  return s;
};
const barcodes = Array.from({ length: TICKETS }, (_, i) => barcode(i));

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
});
try {
  const context = await browser.newContext({ viewport: { width: 360, height: 780 }, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  // localhost is a secure context, so WebCrypto works; the page and its script are served from here.
  await page.route(`${ORIGIN}/**`, (route) =>
    route.request().url().endsWith('.js')
      ? route.fulfill({ contentType: 'text/javascript', body: script })
      : route.fulfill({ contentType: 'text/html', body: '<!doctype html><script type="module" src="/page.js"></script>' }),
  );
  await page.goto(`${ORIGIN}/`);
  await page.waitForFunction(() => typeof window.benchSeed === 'function');
  const seedStart = Date.now();
  const stored = await page.evaluate((b) => window.benchSeed(b), barcodes);
  const seedMs = Date.now() - seedStart;
  // Half known tickets (admitted), half unknown barcodes ('No ticket found').
  const sample = Array.from({ length: SCANS }, (_, i) => (i % 2 === 0 ? barcodes[(i * 97) % TICKETS]! : barcode(TICKETS + i)));
  const times = (await page.evaluate((b) => window.benchVerdicts(b), sample)).sort((a, b) => a - b);
  const pct = (p: number) => times[Math.min(times.length - 1, Math.floor((p / 100) * times.length))]!;
  console.log(`offline verdict, ${stored.toLocaleString('en-IN')} tickets in IndexedDB (seeded in ${(seedMs / 1000).toFixed(1)} s), ${SCANS} scans:`);
  console.log(`  p50 ${pct(50).toFixed(2)} ms   p95 ${pct(95).toFixed(2)} ms   p99 ${pct(99).toFixed(2)} ms   max ${times.at(-1)!.toFixed(2)} ms   (goal p99 <= ${OFFLINE_VERDICT_GOAL_MS} ms)`);
} finally {
  await browser.close();
}
