import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { PoolUse } from '../../db/client';
import { AppError } from '../../http/errors';
import type { JobKindDepth } from '../jobs/job-queue';
import { OfferRefusedError } from '../offers/redemption';

/** What the booking service reports: each channel booking's verdict, and an offer's refusal with its reason. */
export interface BookingEvents {
  /** `created`, `replayed` (a repeat answered with the first booking), an error code, or `error` (a server fault). */
  booked(verdict: string): void;
  offerRefused(reason: string): void;
}

export type ScanMode = 'online' | 'offline';

/** What the scan service reports: each ticket's verdict ('OK' or the refusal's ERR.SCAN.* code). */
export interface ScanEvents {
  scanned(mode: ScanMode, action: 'entry' | 'exit', verdict: string): void;
}

/** Counts a channel booking's verdict once it is known (and the offer's reason when an offer refused it). */
export async function countBooking<T extends { created: boolean }>(events: BookingEvents | undefined, booking: Promise<T>): Promise<T> {
  try {
    const result = await booking;
    events?.booked(result.created ? 'created' : 'replayed');
    return result;
  } catch (err) {
    events?.booked(err instanceof AppError ? err.code : 'error');
    if (err instanceof OfferRefusedError) events?.offerRefused(err.reason);
    throw err;
  }
}

/** Read at each scrape from the parts of the app that own them. */
export interface MetricSources {
  liveStreams(): number;
  pool(): PoolUse;
  jobs(): Promise<JobKindDepth[]>;
}

/** Request durations, in seconds: an API answer is a few milliseconds; downloads and report mails take longer. */
const DURATION_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30];

/** A label value that is one of our codes, or `other` (labels must stay a small set, whatever a caller sends). */
const CODE = /^[A-Za-z][\w.]{0,63}$/;
const bounded = (value: string) => (CODE.test(value) ? value : 'other');

const JOB_STATES = ['due', 'scheduled', 'running', 'failed'] as const;

/**
 * The server's Prometheus metrics, one registry per app instance (tests build several apps in one process): request
 * durations by route pattern and status, bookings and scans by verdict, offer refusals, the job queue, live streams,
 * the database pool, and Node's own (event-loop delay, heap, CPU, GC) from prom-client's default collectors.
 */
export class Metrics implements BookingEvents, ScanEvents {
  readonly registry = new Registry();
  private readonly durations: Histogram<'method' | 'route' | 'status'>;
  /** Labelled histograms by `method route status`: a hash of the labels per request costs more than a Map lookup. */
  private readonly durationByKey = new Map<string, Histogram.Internal<'method' | 'route' | 'status'>>();
  private readonly bookings: Counter<'verdict'>;
  private readonly offerRefusals: Counter<'reason'>;
  private readonly scans: Counter<'mode' | 'action' | 'verdict'>;
  private readonly liveStreams: Gauge;
  private readonly pool: Record<'max' | 'open' | 'idle' | 'waiting', Gauge<'pool'>>;
  private readonly jobs: Gauge<'kind' | 'state'>;
  private readonly jobOldestDue: Gauge<'kind'>;
  private sources: MetricSources | null = null;

  constructor() {
    const registers = [this.registry];
    collectDefaultMetrics({ register: this.registry });
    this.durations = new Histogram({
      name: 'diy_http_request_duration_seconds',
      help: 'API request durations by method, route pattern and status (live streams are counted by diy_live_streams instead)',
      labelNames: ['method', 'route', 'status'] as const,
      buckets: DURATION_BUCKETS,
      registers,
    });
    this.bookings = new Counter({
      name: 'diy_bookings_total',
      help: "Sales channels' bookings by verdict: created, replayed (a repeat of the same booking), or the refusal's code",
      labelNames: ['verdict'] as const,
      registers,
    });
    this.offerRefusals = new Counter({
      name: 'diy_offer_refusals_total',
      help: 'Offers refused on bookings, by reason (inactive, audience, window, ticketType, minimum, buyerUnknown, buyerLimit, cap, budget)',
      labelNames: ['reason'] as const,
      registers,
    });
    this.scans = new Counter({
      name: 'diy_scans_total',
      help: 'Gate scans decided, per ticket, by mode (online, offline upload), action (entry, exit) and verdict (OK or the ERR.SCAN code)',
      labelNames: ['mode', 'action', 'verdict'] as const,
      registers,
    });
    this.liveStreams = new Gauge({ name: 'diy_live_streams', help: 'Live server-sent-event streams open on this process', registers });
    // Labelled by pool (today the app's own, `app`): a value nobody set is then absent, not a misleading 0 (PGlite).
    const pool = (name: string, help: string) => new Gauge({ name, help, labelNames: ['pool'] as const, registers });
    this.pool = {
      max: pool('diy_db_pool_max', 'Most connections the database pool opens'),
      open: pool('diy_db_pool_connections', 'Connections open in the database pool (PGlite: its one connection)'),
      idle: pool('diy_db_pool_idle', 'Idle connections in the database pool (PostgreSQL only)'),
      waiting: pool('diy_db_pool_waiting', 'Queries waiting for a connection of the database pool (PostgreSQL only)'),
    };
    this.jobs = new Gauge({
      name: 'diy_jobs',
      help: 'Scheduled jobs by kind and state: due (waiting for a worker), scheduled (due later), running, failed (for good)',
      labelNames: ['kind', 'state'] as const,
      registers,
    });
    this.jobOldestDue = new Gauge({
      name: 'diy_job_oldest_due_seconds',
      help: 'How long the longest-waiting due job of each kind has waited (0: none due)',
      labelNames: ['kind'] as const,
      registers,
    });
  }

  /** Where the gauges read from (set once the app's parts exist). */
  watch(sources: MetricSources): void {
    this.sources = sources;
  }

  /** One answered request (in seconds). `route` is the route's pattern, never the address asked for. */
  requestDone(method: string, route: string, status: number, seconds: number): void {
    const key = `${method} ${route} ${status}`;
    let child = this.durationByKey.get(key);
    if (!child) {
      child = this.durations.labels({ method, route, status: String(status) });
      this.durationByKey.set(key, child);
    }
    child.observe(seconds);
  }

  booked(verdict: string): void {
    this.bookings.inc({ verdict: bounded(verdict) });
  }

  offerRefused(reason: string): void {
    this.offerRefusals.inc({ reason: bounded(reason) });
  }

  scanned(mode: ScanMode, action: 'entry' | 'exit', verdict: string): void {
    this.scans.inc({ mode, action, verdict: bounded(verdict) });
  }

  /** The text format Prometheus scrapes; the gauges are read from their sources first (the job queue: one query). */
  async scrape(): Promise<{ contentType: string; body: string }> {
    const s = this.sources;
    if (s) {
      this.liveStreams.set(s.liveStreams());
      const use = s.pool();
      const app = { pool: 'app' };
      this.pool.max.set(app, use.max);
      this.pool.open.set(app, use.open);
      if (use.idle !== null) this.pool.idle.set(app, use.idle);
      if (use.waiting !== null) this.pool.waiting.set(app, use.waiting);
      const depth = await s.jobs();
      this.jobs.reset();
      this.jobOldestDue.reset();
      for (const d of depth) {
        for (const state of JOB_STATES) this.jobs.set({ kind: d.kind, state }, d[state]);
        this.jobOldestDue.set({ kind: d.kind }, d.oldestDueSeconds);
      }
    }
    return { contentType: this.registry.contentType, body: await this.registry.metrics() };
  }
}
