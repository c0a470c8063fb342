// A lean closed-loop HTTP/1.1 load generator for bench:scan: N keep-alive connections, each sending its next
// request as soon as the previous answer is complete. It exists because autocannon spends about as much CPU per
// request as the server under test, and on a 2-vCPU machine shared with PostgreSQL that starves the server.
// It measures the same thing: completed requests per second and their latency, over N connections.
import { connect, type Socket } from 'node:net';
import { performance } from 'node:perf_hooks';

export interface ClosedLoopOptions {
  host: string;
  port: number;
  connections: number;
  durationMs: number;
  /** The n-th request (1, 2, ...), complete with head and body. */
  request: (n: number) => string;
  /** Each answer's status and latency, as it arrives. */
  onAnswer?: (status: number, ms: number) => void;
  /** Checked before each request: true ends the run early (say, once a ticket type sold out). */
  stop?: () => boolean;
}

export interface ClosedLoopResult {
  /** Answers received (any status). */
  total: number;
  non2xx: number;
  /** Connections that failed or answered something unreadable. */
  errors: number;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  /** Requests sent (the last ones may be unanswered when time is up). */
  sent: number;
}

const HEAD_END = Buffer.from('\r\n\r\n');
const CONTENT_LENGTH = /\r\ncontent-length:\s*(\d+)/i;

export function closedLoop(o: ClosedLoopOptions): Promise<ClosedLoopResult> {
  let latencies = new Float64Array(1 << 16);
  let count = 0;
  let non2xx = 0;
  let errors = 0;
  let sent = 0;
  let open = o.connections;
  const started = performance.now();
  const deadline = started + o.durationMs;

  return new Promise((resolve) => {
    const done = () => {
      open -= 1;
      if (open > 0) return;
      const seconds = (performance.now() - started) / 1000;
      const sorted = latencies.subarray(0, count).sort();
      const at = (q: number) => (count ? Math.round((sorted[Math.min(count - 1, Math.floor(q * count))] ?? 0) * 10) / 10 : 0);
      resolve({ total: count, non2xx, errors, requestsPerSecond: Math.round(count / seconds), p50Ms: at(0.5), p99Ms: at(0.99), sent });
    };
    for (let c = 0; c < o.connections; c += 1) {
      const socket: Socket = connect({ host: o.host, port: o.port, noDelay: true });
      let pending: Buffer = Buffer.alloc(0);
      let sentAt = 0;
      let finished = false;
      const finish = () => {
        if (finished) return;
        finished = true;
        socket.destroy();
        done();
      };
      const send = () => {
        if (performance.now() >= deadline || o.stop?.()) return finish();
        sent += 1;
        sentAt = performance.now();
        socket.write(o.request(sent));
      };
      socket.on('connect', send);
      socket.on('error', () => {
        errors += 1;
        finish();
      });
      socket.on('close', finish);
      socket.on('data', (chunk: Buffer) => {
        pending = pending.length ? Buffer.concat([pending, chunk]) : chunk;
        const headEnd = pending.indexOf(HEAD_END);
        if (headEnd < 0) return;
        const head = pending.toString('latin1', 0, headEnd);
        const length = CONTENT_LENGTH.exec(head);
        if (!length) {
          errors += 1;
          return finish();
        }
        const end = headEnd + 4 + Number(length[1]);
        if (pending.length < end) return;
        pending = pending.subarray(end);
        if (count === latencies.length) {
          const bigger = new Float64Array(latencies.length * 2);
          bigger.set(latencies);
          latencies = bigger;
        }
        const ms = performance.now() - sentAt;
        latencies[count] = ms;
        count += 1;
        const status = Number(head.slice(9, 12));
        o.onAnswer?.(status, ms);
        if (status < 200 || status > 299) non2xx += 1;
        send();
      });
    }
  });
}

/**
 * The latency table of several GET cases on one server: each case warmed up for a second (connections, plans, caches),
 * then each measured in turn for `seconds` at `connections` (so /health measured in the same run is the baseline).
 */
export async function measureCases(o: { port: number; connections: number; seconds: number; cases: readonly (readonly [string, string])[]; request: (path: string) => () => string }): Promise<Record<string, unknown>[]> {
  const loop = (path: string, durationMs: number) => closedLoop({ host: '127.0.0.1', port: o.port, connections: o.connections, durationMs, request: o.request(path) });
  for (const [, path] of o.cases) await loop(path, 1000);
  const rows: Record<string, unknown>[] = [];
  for (const [label, path] of o.cases) {
    const r = await loop(path, o.seconds * 1000);
    rows.push({ case: label, rps: r.requestsPerSecond, p50Ms: r.p50Ms, p99Ms: r.p99Ms, non2xx: r.non2xx, errors: r.errors });
  }
  return rows;
}
