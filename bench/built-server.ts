// The built server (`npm run build -w @diy/server`) started for a bench on a database of its own, API only, answered
// once /health answers (up to 2 minutes: the first start migrates).
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..');

export async function startBuiltServer(opts: { port: number; databaseUrl: string; env?: Record<string, string>; timeoutMs?: number }): Promise<ChildProcess> {
  const server = spawn(process.execPath, [join(root, 'apps/server/dist/main.js')], {
    env: {
      ...process.env,
      API_PORT: String(opts.port),
      HOST: '127.0.0.1',
      SERVE_APPS: 'false',
      LOG_LEVEL: 'warn',
      DATABASE_URL: opts.databaseUrl,
      DATA_DIR: mkdtempSync(join(tmpdir(), 'diy-bench-')),
      ...opts.env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const health = `http://127.0.0.1:${opts.port}/api/health`;
  for (let i = 0; ; i += 1) {
    if (i > (opts.timeoutMs ?? 120_000) / 250) {
      server.kill();
      throw new Error('server did not start');
    }
    try {
      if ((await fetch(health, { headers: { 'x-app-code': 'DIY' } })).ok) return server;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
}
