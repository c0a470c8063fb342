// Clients of the cluster as real ones behave: JSON calls that retry what failed in transit (with the same body, so the
// server's idempotency decides), and live-stream (SSE) clients that reconnect with Last-Event-ID.
import { APP_CODE, APP_CODE_HEADER } from '@diy/domain';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export interface Answer<T = unknown> {
  status: number;
  body: { status: number; data?: T; errors?: { code: string; message: string } };
  /** The API process that answered (HAProxy's x-served-by). */
  servedBy: string | null;
  /** Tries it took (1: no retry). */
  tries: number;
  at: number;
}

/** Answers that mean "not decided, ask again": the balancer had no process, or the process went away mid-request. */
const RETRYABLE = new Set([502, 503, 504]);

export interface CallOptions {
  method?: string;
  token?: string;
  body?: unknown;
  headers?: Record<string, string>;
  /** Give up retrying after this long (default 30 s). */
  retryForMs?: number;
}

/** One JSON call, retried on a network error or a 502/503/504 until it is answered (or `retryForMs` passes). */
export async function call<T = unknown>(url: string, o: CallOptions = {}): Promise<Answer<T>> {
  const deadline = Date.now() + (o.retryForMs ?? 30_000);
  const headers: Record<string, string> = { [APP_CODE_HEADER]: APP_CODE, ...o.headers };
  if (o.token) headers.authorization = `Bearer ${o.token}`;
  if (o.body !== undefined) headers['content-type'] = 'application/json';
  for (let tries = 1; ; tries += 1) {
    try {
      const res = await fetch(url, { method: o.method ?? 'GET', headers, body: o.body === undefined ? undefined : JSON.stringify(o.body), signal: AbortSignal.timeout(20_000) });
      const text = await res.text();
      if (!RETRYABLE.has(res.status) || Date.now() > deadline) {
        let body: Answer<T>['body'];
        try {
          body = JSON.parse(text) as Answer<T>['body'];
        } catch {
          body = { status: res.status, errors: { code: 'NOT_JSON', message: text.slice(0, 200) } };
        }
        return { status: res.status, body, servedBy: res.headers.get('x-served-by'), tries, at: Date.now() };
      }
    } catch (err) {
      if (Date.now() > deadline) throw err;
    }
    await sleep(Math.min(100 * tries, 1000));
  }
}

export interface LiveChange {
  id: string;
  kind: string;
  eventCode: string;
  sessionId: string | null;
}

/** A live-stream client: connects through the balancer, records each change, reconnects with Last-Event-ID. */
export class LiveClient {
  readonly changes = new Map<string, LiveChange>();
  /** The process behind each connection this client made, in order. */
  readonly connections: string[] = [];
  lastEventId: string | null = null;
  private closed = false;
  private abort = new AbortController();
  private connected: Promise<void>;

  constructor(
    private readonly url: string,
    private readonly token: string,
  ) {
    this.connected = new Promise((resolve) => void this.loop(resolve));
  }

  /** Resolves once the first connection is open (its process is in `connections`). */
  ready(): Promise<void> {
    return this.connected;
  }

  get servedBy(): string | undefined {
    return this.connections.at(-1);
  }

  private async loop(onFirst: () => void): Promise<void> {
    while (!this.closed) {
      try {
        const headers: Record<string, string> = { [APP_CODE_HEADER]: APP_CODE, authorization: `Bearer ${this.token}`, accept: 'text/event-stream' };
        if (this.lastEventId) headers['last-event-id'] = this.lastEventId;
        const res = await fetch(this.url, { headers, signal: this.abort.signal });
        if (res.status !== 200 || !res.body) throw new Error(`live stream answered ${res.status}`);
        this.connections.push(res.headers.get('x-served-by') ?? '?');
        onFirst();
        await this.read(res.body);
      } catch {
        // the process went away (or the stream was refused): connect again, through the balancer
      }
      if (!this.closed) await sleep(200);
    }
  }

  private async read(body: ReadableStream<Uint8Array>): Promise<void> {
    const decoder = new TextDecoder();
    let buffer = '';
    const reader = body.getReader();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return;
      buffer += decoder.decode(value, { stream: true });
      let end: number;
      while ((end = buffer.indexOf('\n\n')) >= 0) {
        const block = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        const fields = Object.fromEntries(
          block
            .split('\n')
            .filter((l) => l && !l.startsWith(':'))
            .map((l) => [l.slice(0, l.indexOf(':')), l.slice(l.indexOf(':') + 1).trimStart()]),
        ) as Record<string, string>;
        if (fields.event === 'change' && fields.id && fields.data) {
          this.changes.set(fields.id, { id: fields.id, ...(JSON.parse(fields.data) as Omit<LiveChange, 'id'>) });
          this.lastEventId = fields.id;
        }
        if (fields.event === 'reconnect') return;
      }
    }
  }

  close(): void {
    this.closed = true;
    this.abort.abort();
  }
}
