// Mixed load through the balancer, as the product meets it on a festival day: a sales channel pushing bookings (some
// with an offer), gate devices admitting online and uploading offline batches, organisers downloading and mailing
// reports. Every client retries what failed in transit and keeps what was acknowledged, for the recount afterwards.
import { CHANNEL_KEY_HEADER, DEMO_ACCOUNTS, DEMO_CHANNEL_KEY, DEMO_PASSWORD, OFFER_ERROR_CODES, SCAN_HEADERS } from '@diy/domain';
import type pg from 'pg';
import { type Answer, call } from './client';

/** The booking service's refusal of a ticket type with no seats left (apps/server/src/http/scan-errors.ts). */
const SOLD_OUT_CODE = 'ERR.BOOKING.SOLD_OUT';

/** The demo event the load runs on (the main demo organiser's, with a show today) and the offer it opts into. */
export const LOAD_EVENT = 'ET00010002';
export const LOAD_OFFER = 'EARLY10';

export interface LoadTarget {
  api: string;
  eventCode: string;
  sessionId: string;
  venueCode: string;
  ticketTypes: { code: string; pricePaise: number }[];
  organiserToken: string;
  gateToken: string;
}

/** Logs in with a demo account (password) through the balancer. */
export async function logIn(api: string, email: string): Promise<string> {
  const a = await call<{ accessToken: string }>(`${api}/auth/token`, { method: 'POST', body: { username: email, password: DEMO_PASSWORD } });
  if (a.status !== 200 || !a.body.data) throw new Error(`login of ${email} answered ${a.status}: ${JSON.stringify(a.body.errors)}`);
  return a.body.data.accessToken;
}

/** Today's show of the load event with its ticket types (from the database), the demo logins, the offer opted in. */
export async function prepareTarget(api: string, db: pg.Pool): Promise<LoadTarget> {
  const { rows } = await db.query<{ id: string; venue_code: string }>(
    `select s.id, s.venue_code from event_sessions s join events e on e.id = s.event_id
     where e.event_code = $1 and s.show_time > now() and exists (select 1 from ticket_types t where t.session_id = s.id)
     order by s.show_time limit 1`,
    [LOAD_EVENT],
  );
  const session = rows[0];
  if (!session) throw new Error(`${LOAD_EVENT} has no show ahead with ticket types: is the demo data seeded?`);
  // Ticket types with room for a few thousand more (sold out ones would only be refused).
  const types = await db.query<{ code: string; price_paise: number }>(
    'select code, price_paise from ticket_types where session_id = $1 and inventory - sold >= 500 order by code',
    [session.id],
  );
  if (types.rows.length === 0) throw new Error(`${LOAD_EVENT}'s show ${session.id} has no ticket type with room left`);
  const organiserToken = await logIn(api, DEMO_ACCOUNTS.organiser.email);
  const gateToken = await logIn(api, DEMO_ACCOUNTS.gate.email);
  const optIn = await call(`${api}/offers`, { method: 'POST', token: organiserToken, body: { offers: [{ eventCode: LOAD_EVENT, offerCodes: [LOAD_OFFER] }], status: true } });
  if (optIn.status !== 200) throw new Error(`opting into ${LOAD_OFFER} answered ${optIn.status}: ${JSON.stringify(optIn.body.errors)}`);
  return {
    api,
    eventCode: LOAD_EVENT,
    sessionId: session.id,
    venueCode: session.venue_code,
    ticketTypes: types.rows.map((t) => ({ code: t.code, pricePaise: Number(t.price_paise) })),
    organiserToken,
    gateToken,
  };
}

export interface AckedBooking {
  channelBookingId: string;
  bookingId: string;
  barcodes: string[];
  offerTotalPaise: number | null;
}

/** What the load was told had happened (acknowledged), for the recount, and who answered when. */
export class LoadLog {
  readonly bookings: AckedBooking[] = [];
  readonly admitted = new Set<string>();
  readonly answers: { servedBy: string | null; at: number; status: number; tries: number; what: string }[] = [];
  mailsAccepted = { report: 0, offer: 0 };
  mailsRefused = { report: 0, offer: 0 };
  /** Bookings refused because the offer's budget or cap was used up (correctly: nothing is stored for them). */
  offerRefusals = 0;
  /**
   * Bookings refused because their ticket type had no seats left (correctly: nothing is stored; the recount checks that
   * nothing was oversold). Batched bookings are fast enough to sell a demo type out within the load's time.
   */
  soldOut = 0;
  downloads = 0;
  /** Answers that were neither acknowledged nor an expected refusal (a 500, or a retry that never got through). */
  readonly failures: string[] = [];
  /** Barcodes waiting to be scanned, online (even bookings) and offline (odd ones). */
  readonly toScanOnline: string[] = [];
  readonly toScanOffline: string[] = [];

  note(what: string, a: Answer): void {
    this.answers.push({ servedBy: a.servedBy, at: a.at, status: a.status, tries: a.tries, what });
    if (a.status >= 500) this.failures.push(`${what}: ${a.status} ${JSON.stringify(a.body.errors)}`);
  }
}

export class MixedLoad {
  readonly log = new LoadLog();
  private running = false;
  private workers: Promise<void>[] = [];
  private n = 0;

  constructor(
    private readonly t: LoadTarget,
    private readonly run: string,
  ) {}

  start(o: { bookers: number; onlineScanners: number; offlineScanners: number; reporters: number }): void {
    this.running = true;
    const loop = (fn: () => Promise<void>) => (async () => {
      while (this.running) {
        try {
          await fn();
        } catch (err) {
          this.log.failures.push(String(err));
        }
      }
    })();
    for (let i = 0; i < o.bookers; i += 1) this.workers.push(loop(() => this.book()));
    for (let i = 0; i < o.onlineScanners; i += 1) this.workers.push(loop(() => this.scanOnline(i)));
    for (let i = 0; i < o.offlineScanners; i += 1) this.workers.push(loop(() => this.scanOffline(i)));
    for (let i = 0; i < o.reporters; i += 1) this.workers.push(loop(() => this.report()));
  }

  /** Stops starting new work and waits for what is in flight; then scans what is still queued. */
  async stop(): Promise<void> {
    this.running = false;
    await Promise.all(this.workers);
    while (this.log.toScanOnline.length > 0) await this.scanOnline(0);
    while (this.log.toScanOffline.length > 0) await this.scanOffline(0);
  }

  private async book(): Promise<void> {
    const n = (this.n += 1);
    const type = this.t.ticketTypes[n % this.t.ticketTypes.length];
    if (!type) throw new Error('no ticket types');
    const withOffer = n % 3 === 0;
    const body = {
      channelBookingId: `CLUSTER-${this.run}-${n}`,
      eventCode: this.t.eventCode,
      sessionId: this.t.sessionId,
      tickets: [{ ticketTypeCode: type.code, quantity: 1 + (n % 2), pricePaise: type.pricePaise }],
      buyer: { name: `Cluster Buyer ${n}`, mobile: `98${String(n).padStart(8, '0')}` },
      ...(withOffer ? { offerCode: LOAD_OFFER } : {}),
    };
    const a = await call<{ bookingId: string; tickets: { barcode: string }[]; offer?: { totalPaise: number } }>(`${this.t.api}/integrations/bookings`, {
      method: 'POST',
      headers: { [CHANNEL_KEY_HEADER]: DEMO_CHANNEL_KEY },
      body,
    });
    this.log.note('booking', a);
    if ((a.status === 200 || a.status === 201) && a.body.data) {
      const barcodes = a.body.data.tickets.map((x) => x.barcode);
      this.log.bookings.push({ channelBookingId: body.channelBookingId, bookingId: a.body.data.bookingId, barcodes, offerTotalPaise: a.body.data.offer?.totalPaise ?? null });
      (n % 2 === 0 ? this.log.toScanOnline : this.log.toScanOffline).push(...barcodes);
    } else if (a.status === 409 && a.body.errors?.code === OFFER_ERROR_CODES.exhausted) {
      this.log.offerRefusals += 1;
    } else if (a.status === 409 && a.body.errors?.code === SOLD_OUT_CODE) {
      this.log.soldOut += 1;
    } else if (a.status < 500) {
      this.log.failures.push(`booking ${body.channelBookingId}: ${a.status} ${JSON.stringify(a.body.errors)}`);
    }
  }

  private async scanOnline(device: number): Promise<void> {
    const barcodes = this.log.toScanOnline.splice(0, 2);
    if (barcodes.length === 0) return idle();
    const a = await call<{ results: { barcode: string; success: boolean; code: string }[] }>(
      `${this.t.api}/scan/consume?sessionId=${this.t.sessionId}&eventCode=${this.t.eventCode}`,
      {
        method: 'PUT',
        token: this.t.gateToken,
        headers: { [SCAN_HEADERS.idempotencyKey]: `cluster-${this.run}-online-${barcodes.join('-')}`, [SCAN_HEADERS.deviceId]: `cluster-online-${device}` },
        body: { scanType: 'BARCODE', eventCode: this.t.eventCode, venueCode: this.t.venueCode, sessionId: this.t.sessionId, barcodes },
      },
    );
    this.log.note('scan', a);
    for (const r of a.body.data?.results ?? []) {
      if (r.success) this.log.admitted.add(r.barcode);
      else this.log.failures.push(`online scan ${r.barcode}: ${r.code}`);
    }
  }

  private async scanOffline(device: number): Promise<void> {
    const barcodes = this.log.toScanOffline.splice(0, 6);
    if (barcodes.length === 0) return idle();
    const scans = barcodes.map((barcode) => ({ idempotencyKey: `cluster-${this.run}-offline-${barcode}`, barcode, action: 'entry', scannedAt: new Date().toISOString() }));
    const a = await call<{ results: { barcode: string; outcome: string; code: string }[] }>(`${this.t.api}/scan/offline-batch`, {
      method: 'POST',
      token: this.t.gateToken,
      body: { eventCode: this.t.eventCode, sessionId: this.t.sessionId, deviceId: `cluster-offline-${device}`, scans },
    });
    this.log.note('offline', a);
    for (const r of a.body.data?.results ?? []) {
      if (r.outcome === 'admitted') this.log.admitted.add(r.barcode);
      else this.log.failures.push(`offline scan ${r.barcode}: ${r.outcome} ${r.code}`);
    }
  }

  /** A download of the event's report now and then; a mailed report (of either kind) while the limits allow. */
  private async report(): Promise<void> {
    const api = this.t.api;
    const download = await fetch(`${api}/reports/download/v1/event/${this.t.eventCode}/format/csv`, {
      headers: { 'x-app-code': 'DIY', authorization: `Bearer ${this.t.organiserToken}` },
    }).catch(() => null);
    if (download?.ok) {
      const text = await download.text().catch(() => '');
      if (text.split('\n').length > 1) this.log.downloads += 1;
    }
    this.mails += 1;
    await this.mail(this.mails % 2 === 0 ? 'offer' : 'report');
    await new Promise((r) => setTimeout(r, 500));
  }

  private mails = 0;

  /** Asks for the event's report or its offer transactions report by mail; answers the status (200 accepted, 429 limited). */
  private async mail(kind: 'report' | 'offer'): Promise<number> {
    const api = this.t.api;
    const mail =
      kind === 'offer'
        ? await call(`${api}/offers/sendTransactionReports`, { method: 'POST', token: this.t.organiserToken, body: { etCode: this.t.eventCode } })
        : await call(`${api}/reports/email/v1/event/${this.t.eventCode}/format/csv`, { token: this.t.organiserToken });
    this.log.note('mail', mail);
    if (mail.status === 200) this.log.mailsAccepted[kind] += 1;
    else if (mail.status === 429) this.log.mailsRefused[kind] += 1;
    return mail.status;
  }

  /** Asks for mails of each kind until the limit refuses one (at most `budget` + 1 more each). */
  async mailUntilRefused(budget: Record<'report' | 'offer', number>): Promise<void> {
    for (const kind of ['report', 'offer'] as const) {
      for (let i = 0; i <= budget[kind] && this.log.mailsRefused[kind] === 0; i += 1) await this.mail(kind);
    }
  }
}

const idle = () => new Promise<void>((r) => setTimeout(r, 50));
