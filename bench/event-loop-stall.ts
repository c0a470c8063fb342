// `npm run bench:stall` (also the last part of `npm run bench`): the longest event-loop stall of the API over a corpus
// of hostile text payloads (bench/stall-corpus.ts), sent one at a time over HTTP to the real routes. The API runs in a
// child process (bench/stall-server.ts: buildApp on an in-memory PGlite) that measures its own event loop with
// perf_hooks.monitorEventLoopDelay; meanwhile this process keeps one GET /api/health in flight after another and
// records the slowest. A payload still unanswered after BENCH_STALL_DEADLINE_MS (default 60 s) is recorded as at least
// that long, and the API is restarted. Figures, never assertions; the goal is a longest stall under 50 ms.
import { fork, type ChildProcess } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '@diy/domain';
import { CORPUS, type Caller, type Payload, type StallContext } from './stall-corpus';
import type { StallServerMessage } from './stall-server';

const root = resolve(import.meta.dirname, '..');
const DEADLINE_MS = Number(process.env.BENCH_STALL_DEADLINE_MS ?? 60_000);
const GOAL_MS = 50;
const headers = { 'x-app-code': 'DIY', 'content-type': 'application/json' };

interface Api {
  child: ChildProcess;
  base: string;
  tokens: Record<Exclude<Caller, 'none'>, string>;
  ctx: StallContext;
}

function nextMessage(child: ChildProcess): Promise<StallServerMessage> {
  return new Promise((res, rej) => {
    const onExit = () => rej(new Error('the API exited'));
    child.once('exit', onExit);
    child.once('message', (m: StallServerMessage) => {
      child.off('exit', onExit);
      res(m);
    });
  });
}

async function ask(child: ChildProcess, type: 'reset' | 'read'): Promise<number> {
  const answer = nextMessage(child);
  child.send({ type });
  const m = await answer;
  return m.type === 'delay' ? m.maxMs : 0;
}

async function call(base: string, method: string, path: string, token?: string, body?: string, signal?: AbortSignal) {
  const res = await fetch(`${base}${path}`, {
    method,
    headers: { ...headers, ...(token ? { authorization: `Bearer ${token}` } : {}) },
    ...(body === undefined ? {} : { body }),
    ...(signal ? { signal } : {}),
  });
  const text = await res.text();
  let json: { data?: Record<string, unknown>; errors?: Record<string, unknown> } = {};
  try {
    json = JSON.parse(text) as typeof json;
  } catch {
    // not JSON
  }
  return { status: res.status, json };
}

async function login(base: string, account: { email: string; mobile: string }): Promise<string> {
  const first = await call(base, 'POST', '/api/auth/token', undefined, JSON.stringify({ username: account.email, password: DEMO_PASSWORD }));
  if (first.status === 200) return String(first.json.data?.accessToken);
  const mfaToken = first.json.errors?.mfaToken;
  if (typeof mfaToken !== 'string') throw new Error(`login ${account.email}: ${first.status} ${JSON.stringify(first.json)}`);
  const box = await call(base, 'GET', `/api/dev/outbox?to=${account.mobile}`);
  const messages = (box.json.data?.messages ?? []) as { body: string }[];
  const otp = /\b(\d{6})\b/.exec(messages[0]?.body ?? '')?.[1];
  const done = await call(base, 'POST', '/api/auth/challenge', undefined, JSON.stringify({ mfaToken, otp }));
  if (done.status !== 200) throw new Error(`second step of ${account.email}: ${done.status}`);
  return String(done.json.data?.accessToken);
}

async function startApi(): Promise<Api> {
  const child = fork(join(import.meta.dirname, 'stall-server.ts'), [], { execArgv: ['--import', 'tsx'], stdio: ['ignore', 'ignore', 'inherit', 'ipc'] });
  const ready = await nextMessage(child);
  if (ready.type !== 'ready') throw new Error('the API did not start');
  const base = `http://127.0.0.1:${ready.port}`;
  const organiser = await login(base, DEMO_ACCOUNTS.organiser);
  const admin = await login(base, DEMO_ACCOUNTS.admin);
  const draft = await call(base, 'POST', '/api/manage/event', organiser, JSON.stringify({ eventInfo: { eventTitle: 'Stall bench', category: [{ code: 'CONCERTS', name: 'Music Shows' }] } }));
  if (draft.status !== 201) throw new Error(`draft: ${draft.status} ${JSON.stringify(draft.json)}`);
  return { child, base, tokens: { organiser, admin }, ctx: { draftId: String(draft.json.data?.draftId) } };
}

function stopApi(api: Api, kill = false): Promise<void> {
  return new Promise((res) => {
    if (api.child.exitCode !== null) return res();
    api.child.once('exit', () => res());
    if (kill) api.child.kill('SIGKILL');
    else api.child.disconnect();
  });
}

/** Keeps one health check in flight after another until stopped; answers the slowest, in ms. */
function probeHealth(base: string): { stop: () => Promise<number> } {
  let running = true;
  let slowest = 0;
  const loop = (async () => {
    while (running) {
      const started = performance.now();
      try {
        await fetch(`${base}/api/health`, { headers, signal: AbortSignal.timeout(DEADLINE_MS + 5000) });
      } catch {
        // the API was killed
      }
      slowest = Math.max(slowest, performance.now() - started);
      await new Promise((r) => setTimeout(r, 5));
    }
  })();
  return { stop: async () => ((running = false), await loop, slowest) };
}

interface Row {
  payload: string;
  status: number | string;
  answerMs: number;
  loopStallMs: number;
  healthMaxMs: number;
  message: string;
}

async function measure(api: Api, p: Payload): Promise<{ row: Row; killed: boolean }> {
  const body = p.body ? JSON.stringify(p.body()) : undefined;
  const token = p.as === 'none' ? undefined : api.tokens[p.as];
  await ask(api.child, 'reset');
  const probe = probeHealth(api.base);
  const started = performance.now();
  try {
    const res = await call(api.base, p.method, p.url(api.ctx), token, body, AbortSignal.timeout(DEADLINE_MS));
    const answerMs = performance.now() - started;
    const healthMaxMs = await probe.stop();
    const loopStallMs = await ask(api.child, 'read');
    const errors = res.json.errors as { message?: string; fields?: { field: string; message: string }[] } | undefined;
    const message = errors ? `${errors.fields?.[0]?.field ?? ''} ${errors.fields?.[0]?.message ?? errors.message ?? ''}`.trim() : 'saved';
    return { row: { payload: p.name, status: res.status, answerMs, loopStallMs, healthMaxMs, message: message.slice(0, 70) }, killed: false };
  } catch {
    await stopApi(api, true);
    const healthMaxMs = await probe.stop();
    return { row: { payload: p.name, status: 'no answer', answerMs: DEADLINE_MS, loopStallMs: DEADLINE_MS, healthMaxMs, message: `over ${DEADLINE_MS} ms: API killed` }, killed: true };
  }
}

let api = await startApi();
const rows: Row[] = [];
for (const p of CORPUS) {
  const { row, killed } = await measure(api, p);
  rows.push(row);
  process.stdout.write(`${row.payload}: ${row.status} in ${row.answerMs.toFixed(0)} ms, stall ${row.loopStallMs.toFixed(1)} ms\n`);
  if (killed) api = await startApi();
}
await stopApi(api);

const round = (n: number) => Math.round(n * 10) / 10;
console.log('\nHostile text payloads (one at a time; ms)');
console.table(rows.map((r) => ({ ...r, answerMs: round(r.answerMs), loopStallMs: round(r.loopStallMs), healthMaxMs: round(r.healthMaxMs) })));
const worst = rows.reduce((a, b) => (b.loopStallMs > a.loopStallMs ? b : a));
const healthWorst = Math.max(...rows.map((r) => r.healthMaxMs));
const killed = rows.filter((r) => r.status === 'no answer').length;
console.log(
  `longest event-loop stall = ${round(worst.loopStallMs)} ms (${worst.payload}); slowest health check = ${round(healthWorst)} ms` +
    `${killed ? `; ${killed} payload(s) unanswered after ${DEADLINE_MS} ms` : ''} (goal < ${GOAL_MS} ms): ${worst.loopStallMs < GOAL_MS && killed === 0 ? 'met' : 'NOT met'}`,
);

mkdirSync(join(root, 'bench/results'), { recursive: true });
const file = join(root, 'bench/results', `stall-${new Date().toISOString().replace(/[:.]/g, '-')}.json`);
writeFileSync(file, JSON.stringify({ deadlineMs: DEADLINE_MS, rows }, null, 2));
console.log(`\nSaved ${file}`);
