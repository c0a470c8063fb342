#!/usr/bin/env node
// `npm start`: build what is needed (turbo caches it), then run the server, which migrates, seeds (the demo data too,
// unless NODE_ENV=production), serves the API, the three built apps and the built Storybook (STORYBOOK_PORT, 4004;
// SERVE_STORYBOOK=false skips it), and prints their URLs and the demo accounts.
// Ctrl-C stops everything cleanly.
import { spawn, spawnSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
// No telemetry from turbo: the machines here reach no network beyond the package registries.
process.env.TURBO_TELEMETRY_DISABLED = '1';
const apps = ['@diy/server', '@diy/organiser', '@diy/scanner', '@diy/admin'];
const storybook = !['false', '0', 'no'].includes(process.env.SERVE_STORYBOOK ?? '');

console.log(`Building the server, the three apps${storybook ? ' and Storybook' : ''} (cached after the first time)...`);
// The static Storybook is the root task //#build-storybook: turbo rebuilds it only when its inputs change (turbo.json).
const build = spawnSync(
  'npx',
  ['turbo', 'run', 'build', ...(storybook ? ['//#build-storybook'] : []), '--output-logs=errors-only', ...apps.map((a) => `--filter=${a}`), ...(storybook ? ['--filter=//'] : [])],
  { cwd: root, stdio: 'inherit' },
);
if (build.status !== 0) {
  console.error('The build failed; see the messages above.');
  process.exit(build.status ?? 1);
}

const server = spawn(process.execPath, [join(root, 'apps/server/dist/main.js')], { cwd: root, stdio: 'inherit' });
// Ctrl-C reaches the whole process group: let the server shut down and exit with it.
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    if (signal === 'SIGTERM') server.kill('SIGTERM');
  });
}
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
