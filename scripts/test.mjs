#!/usr/bin/env node
// `npm test`: every layer's tests, in order, with a count per layer and one closing line.
//   1. unit and integration: domain, api, shell, server (PGlite; PostgreSQL too when TEST_DATABASE_URL is set)
//   2. UI stories as tests in Chromium, with the accessibility check
//   3. the first-screen JavaScript budget of the built apps (bench/bundle-budget.ts)
//   4. the cluster: the built server as three processes on one PostgreSQL and Redis behind HAProxy, under load, one
//      killed mid-load (e2e/cluster; installs HAProxy as root when missing)
//   5. Playwright journeys against the built apps and the real server, desktop and phone, and the built Storybook
import { spawn } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureChromium } from './ensure-chromium.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
// No telemetry from turbo: the machines here reach no network beyond the package registries.
process.env.TURBO_TELEMETRY_DISABLED = '1';
process.env.CHROMIUM_PATH = ensureChromium();

const strip = (s) => s.replace(/\x1b\[[0-9;]*m/g, '');

function run(name, command, args, counter) {
  return new Promise((resolve) => {
    console.log(`\n=== ${name}: ${command} ${args.join(' ')}`);
    const started = Date.now();
    const child = spawn(command, args, { cwd: root, stdio: ['ignore', 'pipe', 'pipe'], env: process.env });
    let passed = 0;
    let failed = 0;
    let skipped = 0;
    const failures = [];
    const onData = (stream) => (chunk) => {
      stream.write(chunk);
      for (const line of strip(chunk.toString()).split('\n')) {
        const failure = failedTest(line);
        if (failure && !failures.includes(failure)) failures.push(failure);
        const found = counter(line);
        if (found) {
          passed += found.passed;
          failed += found.failed;
          skipped += found.skipped ?? 0;
        }
      }
    };
    child.stdout.on('data', onData(process.stdout));
    child.stderr.on('data', onData(process.stderr));
    child.on('close', (code) => resolve({ name, code: code ?? 1, passed, failed, skipped, failures, seconds: Math.round((Date.now() - started) / 1000) }));
  });
}

/**
 * The name of a test that failed, from Vitest's summary ("FAIL  shared  test/x.test.ts > suite > name", behind turbo's
 * "@diy/server:test: ") or Playwright's ("  1) [phone] › tests/x.spec.ts:12:3 › suite › name"): the closing summary
 * repeats them, so the end of a long log (all a CI page may show) still names what failed.
 */
function failedTest(line) {
  const text = line.replace(/^@diy\/[\w-]+:[\w:-]+: /, '');
  const vitest = /^\s*FAIL\s+(\S.*\.(?:test|stories)\.tsx?\b.*)$/.exec(text);
  if (vitest) return vitest[1].trim();
  const playwright = /^\s*\d+\) (\[\w+\] › .+)$/.exec(text);
  if (playwright) return playwright[1].replace(/\s+─+$/, '').trim();
  return null;
}

/**
 * Vitest's summary: "Tests  3 failed | 120 passed | 40 skipped (163)". Skipped tests are the suites this run cannot
 * test on (PostgreSQL without TEST_DATABASE_URL, Redis without TEST_REDIS_URL): counted, so a green run says so.
 */
function vitestCounts(line) {
  const m = /\bTests\s+(?:(\d+) failed\s*\|\s*)?(?:(\d+) passed)?(?:\s*\|\s*(\d+) skipped)?.*\(\d+\)/.exec(line);
  if (!m) return null;
  return { passed: Number(m[2] ?? 0), failed: Number(m[1] ?? 0), skipped: Number(m[3] ?? 0) };
}

/** The budget check (bench/bundle-budget.ts): one "ok" or "over" line per app. */
function budgetCounts(line) {
  if (/^ok\s+\w+: first screen/.test(line)) return { passed: 1, failed: 0 };
  if (/^over\s+\S+: /.test(line)) return { passed: 0, failed: 1 };
  return null;
}

/** Playwright's list reporter: "  12 passed (20s)" and "  1 failed". */
function playwrightCounts(line) {
  const p = /^\s*(\d+) passed\b/.exec(line);
  if (p) return { passed: Number(p[1]), failed: 0 };
  const f = /^\s*(\d+) failed\b/.exec(line);
  if (f) return { passed: 0, failed: Number(f[1]) };
  return null;
}

const results = [];
results.push(await run('unit and integration', 'npx', ['turbo', 'run', 'test', '--continue', '--concurrency=2', '--output-logs=full'], vitestCounts));
// After the server suite, not beside it: on a loaded machine the editor's typing stories lost keystrokes.
results.push(await run('stories in Chromium', 'npm', ['run', 'test:stories'], vitestCounts));
// The apps, the server and the static Storybook (served by the e2e server as npm start serves it: e2e/tests/storybook.spec.ts).
const build = await run('build apps and Storybook', 'npx', ['turbo', 'run', 'build', '//#build-storybook', '--output-logs=errors-only', '--filter=@diy/server', '--filter=@diy/organiser', '--filter=@diy/scanner', '--filter=@diy/admin', '--filter=//'], () => null);
results.push(build.code === 0 ? build : { ...build, failed: 1 });
if (build.code === 0) {
  results.push(await run('first-screen budget', 'npm', ['run', 'bench:budget', '-w', '@diy/bench'], budgetCounts));
  results.push(await run('cluster behind HAProxy', 'npm', ['run', 'test:cluster'], vitestCounts));
  results.push(await run('end-to-end in Chromium', 'npm', ['run', 'test:e2e'], playwrightCounts));
}

console.log('\n=== summary');
let passed = 0;
let failed = 0;
let skipped = 0;
let ok = true;
for (const r of results) {
  passed += r.passed;
  failed += r.failed;
  skipped += r.skipped ?? 0;
  if (r.code !== 0) ok = false;
  const skips = r.skipped ? `, ${r.skipped} skipped` : '';
  console.log(`${r.code === 0 ? 'ok  ' : 'FAIL'} ${r.name}: ${r.passed} passed, ${r.failed} failed${skips}${r.seconds === undefined ? '' : ` (${r.seconds} s)`}`);
  for (const f of (r.failures ?? []).slice(0, 40)) console.log(`       failed: ${f}`);
}
if (!ok && failed === 0) failed = 1;
console.log(`tests: ${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped (no TEST_DATABASE_URL or TEST_REDIS_URL?)` : ''}`);
process.exit(ok ? 0 : 1);
