// A real cluster: the built server (apps/server/dist) as several API processes on one PostgreSQL database and one
// Redis, behind HAProxy. Used by `npm run cluster` (./main.ts), the cluster test and bench/cluster.ts.
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { createInterface } from 'node:readline';
import { APPS, type AppName, CHECK, clusterPorts, haproxyConfig, type ProcessPorts, serverStates } from './haproxy';

export const ROOT = resolve(import.meta.dirname, '../..');
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export interface ClusterOptions {
  /** First port; the cluster uses base..base+21 (haproxy.ts, clusterPorts). */
  base: number;
  /** API processes to start (one to three for the bench, three otherwise). */
  processes: number;
  databaseUrl: string;
  redisUrl: string;
  /** Shared by every process: uploaded and generated files (a stand-in for the S3 bucket of a real installation). */
  dataDir: string;
  haproxyPath: string;
  /** Extra environment for every API process. */
  env?: Record<string, string>;
  /** Each line a process or HAProxy writes, with its name and stream. */
  output?: (name: string, line: string, stream: 'stdout' | 'stderr') => void;
  /** How long a process may take to become ready (the first start migrates and seeds the demo data). */
  startTimeoutMs?: number;
}

export class Cluster {
  readonly ports;
  private readonly children = new Map<string, ChildProcess>();
  private haproxy: ChildProcess | null = null;
  private readonly forgetAll = () => {
    for (const c of [...this.children.values(), this.haproxy]) c?.kill('SIGKILL');
  };

  private constructor(private readonly o: ClusterOptions) {
    this.ports = clusterPorts(o.base, o.processes);
  }

  /** Starts the API processes one after another (the first migrates and seeds, once), then HAProxy in front. */
  static async start(o: ClusterOptions): Promise<Cluster> {
    const cluster = new Cluster(o);
    process.once('exit', cluster.forgetAll);
    try {
      for (const p of cluster.ports.processes) await cluster.startProcess(p.name);
      await cluster.startBalancer();
      for (const p of cluster.ports.processes) await cluster.waitForState(p.name, 'UP');
    } catch (err) {
      await cluster.stop();
      throw err;
    }
    return cluster;
  }

  /** The address people open: the organiser app (the scanner and admin on the next two ports). */
  url(app: AppName = 'organiser'): string {
    return `http://127.0.0.1:${this.ports.balancer.apps[app]}`;
  }

  get apiUrl(): string {
    return `${this.url()}/api`;
  }

  get statsUrl(): string {
    return `http://127.0.0.1:${this.ports.balancer.stats}/`;
  }

  get names(): string[] {
    return this.ports.processes.map((p) => p.name);
  }

  private process(name: string): ProcessPorts {
    const p = this.ports.processes.find((x) => x.name === name);
    if (!p) throw new Error(`No process ${name}`);
    return p;
  }

  pid(name: string): number | undefined {
    return this.children.get(name)?.pid;
  }

  private pipe(name: string, child: ChildProcess): void {
    const out = this.o.output;
    if (!out) return;
    if (child.stdout) createInterface({ input: child.stdout }).on('line', (line) => out(name, line, 'stdout'));
    if (child.stderr) createInterface({ input: child.stderr }).on('line', (line) => out(name, line, 'stderr'));
  }

  /** Starts (or restarts) one API process and waits until its readiness check answers 200. */
  async startProcess(name: string): Promise<void> {
    const p = this.process(name);
    const origins = APPS.flatMap((a) => [this.url(a), this.url(a).replace('127.0.0.1', 'localhost')]);
    const child = spawn(process.execPath, [join(ROOT, 'apps/server/dist/main.js')], {
      cwd: ROOT,
      // Its own process group: Ctrl-C in the terminal reaches the cluster script, which stops everything in order.
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: {
        ...process.env,
        API_PORT: String(p.api),
        ORGANISER_PORT: String(p.apps.organiser),
        SCANNER_PORT: String(p.apps.scanner),
        ADMIN_PORT: String(p.apps.admin),
        HOST: '127.0.0.1',
        DATABASE_URL: this.o.databaseUrl,
        REDIS_URL: this.o.redisUrl,
        DATA_DIR: this.o.dataDir,
        // HAProxy on this machine says who the client is (X-Forwarded-For): login limits key on it.
        TRUST_PROXY: 'loopback',
        PUBLIC_URL: this.url(),
        CORS_ORIGINS: origins.join(','),
        LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
        SERVE_APPS: 'true',
        // SIGTERM: readiness fails for as long as HAProxy needs to see it (fall checks, one interval apart) and a bit.
        DRAIN_DELAY_MS: String(CHECK.fall * CHECK.intervalMs + 1000),
        ...this.o.env,
      },
    });
    this.children.set(name, child);
    this.pipe(name, child);
    const ready = `http://127.0.0.1:${p.api}/api/health/ready`;
    const deadline = Date.now() + (this.o.startTimeoutMs ?? 180_000);
    while (Date.now() < deadline) {
      if (child.exitCode !== null || child.signalCode !== null) throw new Error(`${name} exited while starting (code ${child.exitCode ?? child.signalCode})`);
      try {
        if ((await fetch(ready)).ok) return;
      } catch {
        // not listening yet
      }
      await sleep(250);
    }
    child.kill('SIGKILL');
    throw new Error(`${name} was not ready within ${(this.o.startTimeoutMs ?? 180_000) / 1000} s`);
  }

  private async startBalancer(): Promise<void> {
    const dir = join(this.o.dataDir, 'haproxy');
    mkdirSync(dir, { recursive: true });
    const file = join(dir, 'haproxy.cfg');
    writeFileSync(file, haproxyConfig(this.ports.balancer, this.ports.processes));
    const check = spawn(this.o.haproxyPath, ['-c', '-q', '-f', file], { stdio: ['ignore', 'ignore', 'pipe'] });
    let errors = '';
    check.stderr?.on('data', (d: Buffer) => (errors += d.toString()));
    const valid = await new Promise<number | null>((r) => check.on('close', r));
    if (valid !== 0) throw new Error(`HAProxy refused its configuration (${file}): ${errors.trim()}`);
    // -db: in the foreground, a child of this script that ends with it.
    this.haproxy = spawn(this.o.haproxyPath, ['-db', '-f', file], { detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
    this.pipe('haproxy', this.haproxy);
    for (let i = 0; i < 40; i += 1) {
      try {
        await serverStates(this.ports.balancer.stats);
        return;
      } catch {
        await sleep(250);
      }
    }
    throw new Error('HAProxy did not start');
  }

  /** Waits until HAProxy sees the process's API as UP (or DOWN): what the balancer believes, from its stats. */
  async waitForState(name: string, state: 'UP' | 'DOWN', timeoutMs = 20_000): Promise<number> {
    const started = Date.now();
    while (Date.now() - started < timeoutMs) {
      const states = await serverStates(this.ports.balancer.stats);
      const api = states.find((s) => s.backend === 'api' && s.server === name);
      if (api?.status === state) return Date.now() - started;
      await sleep(100);
    }
    throw new Error(`HAProxy did not see ${name} ${state} within ${timeoutMs / 1000} s`);
  }

  /** Signals one API process and waits until it has exited. */
  async kill(name: string, signal: NodeJS.Signals = 'SIGKILL'): Promise<void> {
    const child = this.children.get(name);
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((r) => child.once('exit', r));
    child.kill(signal);
    await exited;
  }

  /** Stops everything: the API processes (SIGINT: finish requests in flight, no drain delay), then HAProxy. */
  async stop(): Promise<void> {
    await Promise.all(this.names.map((n) => this.kill(n, 'SIGINT')));
    if (this.haproxy && this.haproxy.exitCode === null && this.haproxy.signalCode === null) {
      const exited = new Promise((r) => this.haproxy?.once('exit', r));
      this.haproxy.kill('SIGTERM');
      await exited;
    }
    process.removeListener('exit', this.forgetAll);
  }
}
