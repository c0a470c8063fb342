#!/usr/bin/env node
// `npm start`: build what is needed (turbo caches it), then run the server, which migrates, seeds (the demo data too,
// unless NODE_ENV=production), serves the API and the three built apps, and prints their URLs and the demo accounts.
// Ctrl-C stops everything cleanly.
import { spawn, spawnSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
// No telemetry from turbo: the machines here reach no network beyond the package registries.
process.env.TURBO_TELEMETRY_DISABLED = '1';
const apps = ['@diy/server', '@diy/organiser', '@diy/scanner', '@diy/admin'];

console.log('Building the server and the three apps (cached after the first time)...');
const build = spawnSync(
  'npx',
  ['turbo', 'run', 'build', '--output-logs=errors-only', ...apps.map((a) => `--filter=${a}`)],
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
