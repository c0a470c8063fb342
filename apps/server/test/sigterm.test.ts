import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { type AddressInfo, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, LIVE_RECONNECT_EVENT } from '@diy/domain';
import { describe, expect, inject, it } from 'vitest';
import { buildApp } from '../src/app';
import { openDatabase, pgliteDirFor, type Database } from '../src/db/client';
import { runMigrations } from '../src/db/migrate';
import { runSeed } from '../src/seed';
import { get, openStream, requestInTwoParts } from './drain-helpers';
import { createTestDatabase, describeEngines, login, type TestDatabase } from './helpers';

const SERVER_DIR = join(dirname(new URL(import.meta.url).pathname), '..');
const SECRET = 'a-token-key-for-the-sigterm-test-0123456789';
/** A port nothing listens on now (the child's API_PORT). */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

/** The real server (src/main.ts) as a child process, in production mode; resolves once it printed its banner. */
function startServer(env: Record<string, string>): { child: ChildProcess; output: () => string; running: Promise<void>; exited: Promise<number | null> } {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: SERVER_DIR,
    env: { ...process.env, NODE_ENV: 'production', AUTH_SECRET: SECRET, HOST: '127.0.0.1', SERVE_APPS: 'false', LOG_LEVEL: 'warn', DRAIN_DELAY_MS: '0', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let text = '';
  const running = new Promise<void>((resolve, reject) => {
    child.stdout!.on('data', (chunk: Buffer) => {
      text += chunk.toString();
      if (text.includes('DIY Events is running')) resolve();
    });
    child.stderr!.on('data', (chunk: Buffer) => (text += chunk.toString()));
    child.on('exit', (code) => reject(new Error(`the server exited (${code}) before it ran:\n${text}`)));
  });
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, output: () => text, running, exited };
}

describeEngines('SIGTERM to the real server on %s', (engine) => {
  it('drains: the live stream is told to reconnect, the request in flight is answered, and the process exits 0', async () => {
    // The database the child will open: migrated, with the demo accounts, and an organiser's session to stream with.
    const dataDir = mkdtempSync(join(tmpdir(), 'diy-sigterm-'));
    let testDb: TestDatabase | undefined;
    let database: Database;
    if (engine === 'pglite') {
      const snapshot = new Blob([readFileSync(inject('pgliteTemplate'))]);
      database = await openDatabase({ pgliteDir: pgliteDirFor(dataDir), pgliteSnapshot: snapshot });
    } else {
      testDb = await createTestDatabase('postgres');
      database = testDb.database;
    }
    let server: ReturnType<typeof startServer> | undefined;
    try {
      await runMigrations(database);
      await runSeed(database.db, new Date(), { bookings: false });
      const setup = await buildApp({ config: { logLevel: 'silent', authSecret: SECRET, corsOrigins: [], nodeEnv: 'test' }, db: database, jobsPollMs: 0, scheduleHousekeeping: false, logger: false });
      const token = await login(setup, DEMO_ACCOUNTS.organiser.email, DEMO_PASSWORD);
      await setup.close();
      if (engine === 'pglite') await database.close();

      const port = await freePort();
      server = startServer({ API_PORT: String(port), DATA_DIR: dataDir, DATABASE_URL: database.url ?? '' });
      await server.running;

      const stream = openStream(port, '/api/live/organiser', token);
      await stream.connected;
      const inFlight = requestInTwoParts(port, '/api/auth/token', { username: DEMO_ACCOUNTS.organiser.email, password: DEMO_PASSWORD });
      // Answered after the request above reached the server (sent earlier, read in the same turn or before).
      expect((await get(port, '/api/health/ready')).status).toBe(200);

      server.child.kill('SIGTERM');
      const { text } = await stream.ended;
      expect(text).toContain(`event: ${LIVE_RECONNECT_EVENT}\n`);
      inFlight.finish();
      const answer = await inFlight.answer;
      expect(answer.status, answer.body).toBe(200);
      expect(JSON.parse(answer.body).data.accessToken).toEqual(expect.any(String));
      expect(await server.exited, server.output()).toBe(0);
      expect(server.output()).toContain('SIGTERM: draining');
      expect(server.output()).toContain('Drained:');
    } finally {
      if (server && server.child.exitCode === null) server.child.kill('SIGKILL');
      await testDb?.drop();
      if (engine === 'pglite') await database.close().catch(() => undefined);
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 180_000);
});
