import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '@diy/domain';
import { closedLoop } from '/work/main/bench/load';
const PORT = 4471;
const path = process.argv[2] ?? '/manage/event?status=closed&start=0&limit=25';
const server = spawn(process.execPath, ['--cpu-prof', '--cpu-prof-dir=/tmp/prof', '/work/main/apps/server/dist/main.js'], {
  env: { ...process.env, API_PORT: String(PORT), HOST: '127.0.0.1', SERVE_APPS: 'false', LOG_LEVEL: 'warn', JOBS_POLL_MS: '0', DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/diy_h_c_bench', DATA_DIR: mkdtempSync('/tmp/diy-prof-') },
  stdio: ['ignore', 'ignore', 'inherit'],
});
const base = `http://127.0.0.1:${PORT}/api`;
for (;;) { try { if ((await fetch(`${base}/health`, { headers: { 'x-app-code': 'DIY' } })).ok) break; } catch {} await new Promise((r) => setTimeout(r, 250)); }
const login = await fetch(`${base}/auth/token`, { method: 'POST', headers: { 'x-app-code': 'DIY', 'content-type': 'application/json' }, body: JSON.stringify({ username: DEMO_ACCOUNTS.organiser.email, password: DEMO_PASSWORD }) });
const token = ((await login.json()) as { data: { accessToken: string } }).data.accessToken;
const req = () => `GET /api${path} HTTP/1.1\r\nhost: 127.0.0.1:${PORT}\r\nx-app-code: DIY\r\nauthorization: Bearer ${token}\r\n\r\n`;
await closedLoop({ host: '127.0.0.1', port: PORT, connections: 16, durationMs: 1000, request: req });
const r = await closedLoop({ host: '127.0.0.1', port: PORT, connections: 16, durationMs: 5000, request: req });
console.log(path, r);
server.kill('SIGINT');
await new Promise((res) => server.once('exit', res));
