#!/usr/bin/env node
// `npm run cluster`: build what is needed (turbo caches it), then start three API processes on one PostgreSQL and Redis
// behind HAProxy (e2e/cluster/main.ts), serving the three apps; it prints the one address to open. Ctrl-C stops it all.
import { spawn, spawnSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
process.env.TURBO_TELEMETRY_DISABLED = '1';
const apps = ['@diy/server', '@diy/organiser', '@diy/scanner', '@diy/admin'];

console.log('Building the server and the three apps (cached after the first time)...');
const build = spawnSync('npx', ['turbo', 'run', 'build', '--output-logs=errors-only', ...apps.map((a) => `--filter=${a}`)], { cwd: root, stdio: 'inherit' });
if (build.status !== 0) {
  console.error('The build failed; see the messages above.');
  process.exit(build.status ?? 1);
}

const cluster = spawn(process.execPath, ['--import', 'tsx', join(root, 'e2e/cluster/main.ts')], { cwd: root, stdio: 'inherit' });
// Ctrl-C reaches this process and the cluster script (the same process group); the script stops everything in order.
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    if (signal === 'SIGTERM') cluster.kill('SIGTERM');
  });
}
cluster.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
