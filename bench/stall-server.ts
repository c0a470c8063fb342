// The API for `bench/event-loop-stall.ts`, in a child process of its own so that a stalled event loop can be timed
// from outside and, past the deadline, the process killed. Builds the app on an in-memory PGlite with the demo seed,
// listens on a free port and answers its parent over IPC: 'reset' starts a new event-loop delay histogram, 'read'
// answers its longest delay and the CPU time the process used since the reset (which, unlike a delay, a busy machine
// does not inflate).
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { buildApp } from '../apps/server/src/app';
import { openDatabase } from '../apps/server/src/db/client';
import { runMigrations } from '../apps/server/src/db/migrate';
import { runSeed } from '../apps/server/src/seed';

export type StallServerMessage = { type: 'ready'; port: number } | { type: 'delay'; maxMs: number; cpuMs: number };

const database = await openDatabase({ pgliteDir: 'memory://' });
await runMigrations(database);
await runSeed(database.db, new Date());
const app = await buildApp({
  config: { logLevel: 'silent', authSecret: undefined, corsOrigins: [], nodeEnv: 'development' },
  db: database,
  logger: false,
  jobsPollMs: 0,
});
await app.listen({ host: '127.0.0.1', port: 0 });
const address = app.server.address();
const port = typeof address === 'object' && address ? address.port : 0;

// 1 ms resolution: a stall shows as one delay as long as the stall.
const histogram = monitorEventLoopDelay({ resolution: 1 });
histogram.enable();
const send = (message: StallServerMessage) => process.send?.(message);
let cpuFrom = process.cpuUsage();
process.on('message', (message: { type: string }) => {
  if (message.type === 'reset') {
    histogram.reset();
    cpuFrom = process.cpuUsage();
    send({ type: 'delay', maxMs: 0, cpuMs: 0 });
  } else if (message.type === 'read') {
    const cpu = process.cpuUsage(cpuFrom);
    send({ type: 'delay', maxMs: histogram.max / 1e6, cpuMs: (cpu.user + cpu.system) / 1000 });
  }
});
process.on('disconnect', () => {
  void app.close().then(() => database.close()).finally(() => process.exit(0));
});
send({ type: 'ready', port });
