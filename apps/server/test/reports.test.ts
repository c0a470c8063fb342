import {
  bookingReportSchema, eventReportSchema, FEATURES, feeGstSupply, gstOn, multiSessionFlagSchema, platformFeePaise, REPORT_ERROR_CODES,
  sessionReportSchema, type ReportFigures,
} from '@diy/domain';
import { sql } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { DEMO_CHANNEL_NAME } from '../src/seed/scan-demo';
import { rowsOf } from '../src/services/ids';
import { describeEngines, useTestApp } from './helpers';
import { buildFixture, FIXTURE_OFFERS, get, ORGANISER_GSTIN, PARTNER_CHANNEL, type Fixture, type FixtureSession } from './report-helpers';

type Row = Record<string, unknown>;
const num = (v: unknown) => Number(v ?? 0);

describeEngines('sales reports on %s', (engine) => {
  const ctx = useTestApp(engine, { jobsPollMs: 0 });
  let f: Fixture;
  const q = async (query: ReturnType<typeof sql>) => rowsOf<Row>(await ctx.database.db.execute(query));
  const all = () => [f.sessions.mumbai, f.sessions.delhi, f.sessions.over];

  beforeAll(async () => {
    f = await buildFixture(ctx);
  });

  /** The GST on the platform fee: the fixture's organiser has a Maharashtra GSTIN, the platform's state (docs/money.md). */
  const SUPPLY = feeGstSupply(ORGANISER_GSTIN.slice(0, 2));
  const GST_BP = 1_800;

  /** The money of a sum from its platform fee and earnings: GST once on the fee, in equal halves within the state. */
  const withGst = <T extends ReportFigures>(f: T): T => {
    const gst = gstOn(f.platformFeePaise, GST_BP, SUPPLY);
    return { ...f, platformFeeGstPaise: gst.totalPaise, cgstPaise: gst.cgstPaise, sgstPaise: gst.sgstPaise, igstPaise: gst.igstPaise, netPaise: f.earningsPaise - f.platformFeePaise - gst.totalPaise };
  };

  /**
   * The expected figures of each ticket type, summed here independently of the server: sold and cancelled from the
   * bookings' status, admissions from the gate's log of scans, the channel's fee and GST as stored; the money by the
   * model's primitives: each sold ticket's platform fee by platformFeePaise of its price, discounts split by the funder
   * of the booking's offer in the catalogue, GST once on the type's fee (gstOn).
   */
  async function expectedTypes(s: FixtureSession): Promise<Map<string, ReportFigures>> {
    const rows = await q(sql`
      select tt.code, tt.inventory,
        count(t.id) filter (where b.status = 'CONFIRMED') as sold,
        count(t.id) filter (where b.status = 'CANCELLED') as cancelled,
        coalesce(sum(t.price_paise + t.fee_paise + t.tax_paise - t.discount_paise) filter (where b.status = 'CONFIRMED'), 0) as gross,
        coalesce(sum(t.discount_paise) filter (where b.status = 'CONFIRMED'), 0) as discounts,
        coalesce(sum(t.discount_paise) filter (where b.status = 'CONFIRMED' and o.funded_by in ('PLATFORM', 'PARTNER')), 0) as reimbursed,
        coalesce(sum(t.price_paise) filter (where b.status = 'CONFIRMED'), 0) as price,
        coalesce(sum(t.fee_paise) filter (where b.status = 'CONFIRMED'), 0) as fees,
        coalesce(sum(t.tax_paise) filter (where b.status = 'CONFIRMED'), 0) as taxes,
        coalesce(string_agg(t.price_paise::text, ',') filter (where b.status = 'CONFIRMED'), '') as prices,
        count(t.id) filter (where b.status = 'CONFIRMED' and exists (
          select 1 from scan_attempts a where a.ticket_id = t.id and a.action = 'entry' and a.outcome = 'OK')) as admitted
      from ticket_types tt left join tickets t on t.ticket_type_id = tt.id left join bookings b on b.id = t.booking_id
        left join catalogue_offers o on o.code = b.offer_code
      where tt.session_id = ${s.id}::uuid group by tt.id`);
    const begun = s.showTime.getTime() <= ctx.clock.now().getTime();
    return new Map(
      rows.map((r) => {
        const fee = String(r.prices).split(',').filter(Boolean).reduce((sum, p) => sum + platformFeePaise(Number(p)), 0);
        const organiserDiscounts = num(r.discounts) - num(r.reimbursed);
        return [
          String(r.code),
          withGst({
            sold: num(r.sold), cancelled: num(r.cancelled), inventory: num(r.inventory), grossPaise: num(r.gross), feesPaise: num(r.fees),
            taxesPaise: num(r.taxes), discountsPaise: num(r.discounts), organiserDiscountsPaise: organiserDiscounts, reimbursedDiscountsPaise: num(r.reimbursed),
            earningsPaise: num(r.price) - organiserDiscounts, platformFeePaise: fee, platformFeeGstPaise: 0, cgstPaise: 0, sgstPaise: 0, igstPaise: 0,
            netPaise: 0, admitted: num(r.admitted), noShows: begun ? num(r.sold) - num(r.admitted) : null,
          }),
        ];
      }),
    );
  }

  const sumFigures = (list: ReportFigures[]): ReportFigures =>
    list.reduce((a, b) => {
      const out = { ...a } as Record<string, number | null>;
      for (const k of Object.keys(b) as (keyof ReportFigures)[]) if (k !== 'noShows') out[k] = (a[k] as number) + (b[k] as number);
      out.noShows = a.noShows === null && b.noShows === null ? null : (a.noShows ?? 0) + (b.noShows ?? 0);
      return out as unknown as ReportFigures;
    });

  it('event report: every figure of every session and ticket type, and the totals, match sums over the rows', async () => {
    const res = await get(ctx.app, `/api/reports/event-wise/v1/event/${f.eventCode}/all`, f.tokens.organiser);
    expect(res.statusCode, res.body).toBe(200);
    const report = eventReportSchema.parse(res.json().data);
    expect(report.sessions.map((s) => s.sessionId)).toEqual([f.sessions.over.id, f.sessions.mumbai.id, f.sessions.delhi.id]);
    const sessionTotals: ReportFigures[] = [];
    for (const s of all()) {
      const got = report.sessions.find((x) => x.sessionId === s.id)!;
      const expected = await expectedTypes(s);
      expect(got.ticketTypes.map((t) => t.ticketTypeCode).sort()).toEqual([...expected.keys()].sort());
      for (const t of got.ticketTypes) {
        const { ticketTypeCode, ticketTypeName: _n, pricePaise: _p, ...figures } = t;
        expect(figures, `${s.venueCode} ${ticketTypeCode}`).toEqual(expected.get(ticketTypeCode));
      }
      // A session's GST on the platform fee and its net: once on the session's summed fee.
      const total = withGst(sumFigures([...expected.values()]));
      expect(got.totals).toEqual(total);
      sessionTotals.push(total);
      // The platform fee's GST follows the organiser's state (Maharashtra, the platform's), wherever the venue is.
      expect(got.gst).toEqual(
        s.intra
          ? { supply: 'INTRA_STATE', gstin: ORGANISER_GSTIN, rateBp: GST_BP, venueStateCode: '27', venueState: 'Maharashtra' }
          : { supply: 'INTRA_STATE', gstin: ORGANISER_GSTIN, rateBp: GST_BP, venueStateCode: '07', venueState: 'Delhi' },
      );
    }
    expect(report.totals).toEqual(sumFigures(sessionTotals));
    // The data set has what the figures must tell apart.
    expect(report.totals.cancelled).toBeGreaterThan(0);
    // CGST and SGST are equal halves in every session (an event's are sums of its sessions' equal halves).
    for (const x of report.sessions) expect(x.totals.cgstPaise).toBe(x.totals.sgstPaise);
    expect(report.totals.cgstPaise).toBe(report.totals.sgstPaise);
    expect(report.totals.reimbursedDiscountsPaise).toBeGreaterThan(0);
    expect(report.totals.organiserDiscountsPaise).toBeGreaterThan(0);
    // What buyers paid = the channel's fee and GST + the prices less all discounts.
    expect(report.totals.grossPaise).toBe(report.totals.feesPaise + report.totals.taxesPaise + report.totals.earningsPaise - report.totals.reimbursedDiscountsPaise);
    // Net to you = earnings - platform fee - its GST.
    expect(report.totals.netPaise).toBe(report.totals.earningsPaise - report.totals.platformFeePaise - report.totals.platformFeeGstPaise);
    const over = report.sessions.find((s) => s.sessionId === f.sessions.over.id)!;
    expect(over).toMatchObject({ showsType: 'past', totals: { sold: 6, cancelled: 1, admitted: 3, noShows: 3 } });
    expect(report.sessions.find((s) => s.sessionId === f.sessions.mumbai.id)?.totals).toMatchObject({ admitted: 2, noShows: null });
  });

  it('the pre-aggregated sums per ticket type equal a recount of the tickets; a rolled back write leaves them as they were', async () => {
    const recount = sql`
      select tt.id::text as id,
        count(t.id) filter (where t.state <> 'cancelled') as sold, count(t.id) filter (where t.state = 'cancelled') as cancelled,
        coalesce(sum(t.price_paise) filter (where t.state <> 'cancelled'), 0) as price, coalesce(sum(t.fee_paise) filter (where t.state <> 'cancelled'), 0) as fees,
        coalesce(sum(t.tax_paise) filter (where t.state <> 'cancelled'), 0) as taxes,
        coalesce(sum(floor(t.tax_paise::numeric / 2)) filter (where t.state <> 'cancelled'), 0) as tax_half,
        coalesce(sum(t.discount_paise) filter (where t.state <> 'cancelled'), 0) as discounts,
        count(t.id) filter (where t.state <> 'cancelled' and t.first_entered_at is not null) as admitted
      from ticket_types tt left join tickets t on t.ticket_type_id = tt.id group by tt.id order by 1`;
    const stored = sql`
      select tt.id::text as id, coalesce(r.sold, 0) as sold, coalesce(r.cancelled, 0) as cancelled, coalesce(r.price_paise, 0) as price,
        coalesce(r.fees_paise, 0) as fees, coalesce(r.taxes_paise, 0) as taxes, coalesce(r.tax_half_paise, 0) as tax_half,
        coalesce(r.discounts_paise, 0) as discounts, coalesce(r.admitted, 0) as admitted
      from ticket_types tt left join report_ticket_type_sums r on r.ticket_type_id = tt.id order by 1`;
    const norm = (rows: Row[]) => rows.map((r) => Object.fromEntries(Object.entries(r).map(([k, v]) => [k, k === 'id' ? v : num(v)])));
    const before = norm(await q(stored));
    expect(before).toEqual(norm(await q(recount)));
    expect(before.some((r) => (r.discounts as number) > 0 && (r.admitted as number) > 0)).toBe(true);
    // Inside the transaction the sums move with the write (the trigger runs); the rollback takes both back.
    let inside: ReturnType<typeof norm> = [];
    await expect(
      ctx.database.db.transaction(async (tx) => {
        await tx.execute(sql`update tickets set state = 'cancelled' where booking_id = (select id from bookings where booking_id = ${f.bookings.m5!.bookingId})`);
        inside = norm(rowsOf<Row>(await tx.execute(stored)));
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    expect(inside).toHaveLength(before.length);
    expect(inside).not.toEqual(before);
    expect(norm(await q(stored))).toEqual(before);
    // The money groups (migration 0020): sold tickets and discounts per (ticket type, unit price, funder).
    const groupsRecount = sql`
      select t.ticket_type_id::text as id, t.price_paise as price, coalesce(t.discount_funded_by, '') as funder,
        count(*) filter (where t.state <> 'cancelled') as sold, coalesce(sum(t.discount_paise) filter (where t.state <> 'cancelled'), 0) as discounts
      from tickets t group by 1, 2, 3 order by 1, 2, 3`;
    const groupsStored = sql`select ticket_type_id::text as id, unit_price_paise as price, funder, sold, discounts_paise as discounts from report_money_groups order by 1, 2, 3`;
    const normGroups = (rows: Row[]) => rows.map((r) => ({ id: r.id, price: num(r.price), funder: String(r.funder), sold: num(r.sold), discounts: num(r.discounts) }));
    const groups = normGroups(await q(groupsStored));
    expect(groups).toEqual(normGroups(await q(groupsRecount)));
    expect(new Set(groups.map((g) => g.funder))).toEqual(new Set(['', 'ORGANISER', 'PLATFORM']));
    // The funder kept on each discounted ticket is its offer's in the catalogue.
    const [mismatch] = await q(sql`
      select count(*) as n from tickets t join bookings b on b.id = t.booking_id left join catalogue_offers o on o.code = b.offer_code
      where t.discount_paise > 0 and t.discount_funded_by is distinct from o.funded_by`);
    expect(num(mismatch?.n)).toBe(0);
  });

  it('event report: live and past pick the sessions still current at the gate and those over', async () => {
    const live = eventReportSchema.parse((await get(ctx.app, `/api/reports/event-wise/v1/event/${f.eventCode}/live`, f.tokens.organiser)).json().data);
    const past = eventReportSchema.parse((await get(ctx.app, `/api/reports/event-wise/v1/event/${f.eventCode}/past`, f.tokens.organiser)).json().data);
    expect(live.sessions.map((s) => s.sessionId)).toEqual([f.sessions.mumbai.id, f.sessions.delhi.id]);
    expect(past.sessions.map((s) => s.sessionId)).toEqual([f.sessions.over.id]);
    expect(live.totals.sold + past.totals.sold).toBe(num((await q(sql`
      select count(*) as n from tickets t join bookings b on b.id = t.booking_id where b.event_id = ${f.eventId}::uuid and b.status = 'CONFIRMED'`))[0]?.n));
    const bad = await get(ctx.app, `/api/reports/event-wise/v1/event/${f.eventCode}/upcoming`, f.tokens.organiser);
    expect(bad.statusCode).toBe(400);
  });

  it('session report: by ticket type, channel, IST day and the last 24 hours, and the gate, match sums over the rows', async () => {
    for (const s of all()) {
      const res = await get(ctx.app, `/api/reports/session-wise/v1/event/${f.eventCode}/session/${s.id}?vnuCode=${s.venueCode}`, f.tokens.organiser);
      expect(res.statusCode, res.body).toBe(200);
      const r = sessionReportSchema.parse(res.json().data);
      const types = await expectedTypes(s);
      expect(r.totals).toEqual(withGst(sumFigures([...types.values()])));
      for (const t of r.bookingSummary.byTicketType) expect(t).toMatchObject(types.get(t.ticketTypeCode)!);

      const channels = await q(sql`
        select c.name, count(*) filter (where b.status = 'CONFIRMED') as bookings,
          coalesce(sum(b.ticket_count) filter (where b.status = 'CONFIRMED'), 0) as tickets,
          coalesce(sum(b.ticket_count) filter (where b.status = 'CANCELLED'), 0) as cancelled,
          coalesce(sum(b.total_paise) filter (where b.status = 'CONFIRMED'), 0) as gross,
          coalesce(sum(b.discount_paise) filter (where b.status = 'CONFIRMED'), 0) as discounts,
          coalesce(sum(b.price_paise - case when o.funded_by in ('PLATFORM', 'PARTNER') then 0 else b.discount_paise end) filter (where b.status = 'CONFIRMED'), 0) as earnings,
          (select coalesce(string_agg(t.price_paise::text, ','), '') from tickets t join bookings b2 on b2.id = t.booking_id
            where b2.channel_id = c.id and b2.session_id = ${s.id}::uuid and b2.status = 'CONFIRMED') as prices
        from bookings b join sales_channels c on c.id = b.channel_id left join catalogue_offers o on o.code = b.offer_code
        where b.session_id = ${s.id}::uuid group by c.id, c.name`);
      expect([...r.bookingSummary.byChannel].sort((a, b) => a.channel.localeCompare(b.channel))).toEqual(
        channels
          .map((c) => {
            const fee = String(c.prices).split(',').filter(Boolean).reduce((sum, p) => sum + platformFeePaise(Number(p)), 0);
            const gst = gstOn(fee, GST_BP, SUPPLY).totalPaise;
            return {
              channel: String(c.name), bookings: num(c.bookings), tickets: num(c.tickets), cancelled: num(c.cancelled), grossPaise: num(c.gross), discountsPaise: num(c.discounts),
              platformFeePaise: fee, platformFeeGstPaise: gst, netPaise: num(c.earnings) - fee - gst,
            };
          })
          .sort((a, b) => a.channel.localeCompare(b.channel)),
      );

      // Days and hours of sale in IST, by PostgreSQL's time zone rules rather than the server's fixed offset.
      const days = await q(sql`
        select to_char(b.sold_at at time zone 'Asia/Kolkata', 'YYYY-MM-DD') as day, count(*) as bookings, sum(b.ticket_count) as tickets, sum(b.total_paise) as gross,
          sum(b.discount_paise) as discounts
        from bookings b where b.session_id = ${s.id}::uuid and b.status = 'CONFIRMED' group by 1 order by 1`);
      expect(r.bookingSummary.byDay.map(({ date, bookings, tickets, grossPaise, discountsPaise }) => ({ date, bookings, tickets, grossPaise, discountsPaise }))).toEqual(
        days.map((d) => ({ date: String(d.day), bookings: num(d.bookings), tickets: num(d.tickets), grossPaise: num(d.gross), discountsPaise: num(d.discounts) })),
      );
      for (const d of r.bookingSummary.byDay) expect(d.label).toBe(`${d.date.slice(8)}/${d.date.slice(5, 7)}/${d.date.slice(0, 4)}`);

      const now = ctx.clock.now();
      const hours = await q(sql`
        select to_char(date_trunc('hour', b.sold_at at time zone 'Asia/Kolkata'), 'YYYY-MM-DD HH24') as hour, count(*) as bookings,
          sum(b.ticket_count) as tickets, sum(b.total_paise) as gross, sum(b.discount_paise) as discounts
        from bookings b where b.session_id = ${s.id}::uuid and b.status = 'CONFIRMED'
          and date_trunc('hour', b.sold_at at time zone 'Asia/Kolkata') > date_trunc('hour', ${now.toISOString()}::timestamptz at time zone 'Asia/Kolkata') - interval '24 hours'
          and b.sold_at <= ${now.toISOString()}::timestamptz
        group by 1`);
      expect(r.bookingSummary.byHour).toHaveLength(24);
      const istHour = (iso: string) => {
        const d = new Date(new Date(iso).getTime() + 330 * 60_000);
        return `${d.toISOString().slice(0, 10)} ${d.toISOString().slice(11, 13)}`;
      };
      expect(istHour(r.bookingSummary.byHour[23]!.from)).toBe(istHour(now.toISOString()));
      const withSales = r.bookingSummary.byHour.filter((h) => h.bookings > 0).map((h) => ({ hour: istHour(h.from), bookings: h.bookings, tickets: h.tickets, grossPaise: h.grossPaise, discountsPaise: h.discountsPaise }));
      expect(withSales).toEqual(
        hours.map((h) => ({ hour: String(h.hour), bookings: num(h.bookings), tickets: num(h.tickets), grossPaise: num(h.gross), discountsPaise: num(h.discounts) })).sort((a, b) => a.hour.localeCompare(b.hour)),
      );

      // The gate, from the log of scans: each sold ticket's last admitted scan.
      const [gate] = await q(sql`
        with last as (
          select distinct on (a.ticket_id) a.ticket_id, a.action from scan_attempts a
          where a.session_id = ${s.id}::uuid and a.outcome = 'OK' order by a.ticket_id, a.at desc, a.id desc)
        select count(*) as admitted, count(*) filter (where l.action = 'entry') as inside, count(*) filter (where l.action = 'exit') as exited
        from last l join tickets t on t.id = l.ticket_id join bookings b on b.id = t.booking_id where b.status = 'CONFIRMED'`);
      expect(r.gate).toEqual({ admitted: num(gate?.admitted), insideNow: num(gate?.inside), exited: num(gate?.exited) });
    }
    const over = sessionReportSchema.parse((await get(ctx.app, `/api/reports/session-wise/v1/event/${f.eventCode}/session/${f.sessions.over.id}`, f.tokens.organiser)).json().data);
    expect(over.gate).toEqual({ admitted: 3, insideNow: 2, exited: 1 });
    expect(over.bookingSummary.byChannel.map((c) => c.channel).sort()).toEqual([DEMO_CHANNEL_NAME, PARTNER_CHANNEL].sort());
  });

  it('booking search: amounts by the money model, tickets and their scan history; contacts whole for the organiser, masked for report users', async () => {
    const s = f.sessions.over;
    const url = (bookingId: string, token: string, session = s) =>
      get(ctx.app, `/api/reports/search-by-bookingId/v1/venue/${session.venueCode}/event/${f.eventCode}/session/${session.id}?bookingId=${bookingId}`, token);
    const res = await url(f.bookings.o1!.bookingId.toLowerCase(), f.tokens.organiser);
    expect(res.statusCode, res.body).toBe(200);
    const found = bookingReportSchema.parse(res.json().data);
    const [b] = await q(sql`select * from bookings where booking_id = ${f.bookings.o1!.bookingId}`);
    const seatPrices = await q(sql`select price_paise from tickets where booking_id = ${String(b!.id)}::uuid`);
    const o1Fee = seatPrices.reduce((sum, t) => sum + platformFeePaise(num(t.price_paise)), 0);
    const o1Gst = gstOn(o1Fee, GST_BP, SUPPLY);
    expect(found.amounts).toEqual({
      pricePaise: num(b!.price_paise), feesPaise: num(b!.fee_paise), taxesPaise: num(b!.tax_paise), discountsPaise: 0, organiserDiscountsPaise: 0,
      reimbursedDiscountsPaise: 0, totalPaise: num(b!.total_paise), earningsPaise: num(b!.price_paise), platformFeePaise: o1Fee,
      platformFeeGstPaise: o1Gst.totalPaise, cgstPaise: o1Gst.cgstPaise, sgstPaise: o1Gst.sgstPaise, igstPaise: 0,
      netPaise: num(b!.price_paise) - o1Fee - o1Gst.totalPaise,
    });
    expect(o1Gst.cgstPaise).toBe(o1Gst.sgstPaise);
    expect(found.offerCode).toBeNull();
    expect(found.buyer).toEqual({ name: 'Buyer 7', mobile: String(b!.buyer_mobile), email: String(b!.buyer_email), masked: false });
    expect(found.tickets.map((t) => [t.position, t.state, t.barcode])).toEqual([
      [1, 'entered', f.bookings.o1!.barcodes[0]], [2, 'exited', f.bookings.o1!.barcodes[1]], [3, 'unused', f.bookings.o1!.barcodes[2]],
    ]);
    expect(found.tickets[1]!.scans.map((x) => [x.action, x.outcome, x.deviceId, x.gate, x.scannedBy])).toEqual([
      ['entry', 'OK', 'gate-a-phone', null, 'Sandeep Patil'],
      ['exit', 'OK', 'gate-b-phone', null, 'Sandeep Patil'],
    ]);
    expect(found.tickets[1]!.scans[0]!.position).toEqual({ latitude: '19.0760', longitude: '72.8777', accuracy: 'na' });
    const attempts = await q(sql`select count(*) as n from scan_attempts a join tickets t on t.id = a.ticket_id where t.booking_id = ${String(b!.id)}::uuid`);
    expect(found.tickets.flatMap((t) => t.scans)).toHaveLength(num(attempts[0]?.n));

    const masked = bookingReportSchema.parse((await url(f.bookings.o1!.bookingId, f.tokens.reportUser)).json().data);
    expect(masked.buyer).toEqual({ name: 'Buyer 7', mobile: `${String(b!.buyer_mobile).slice(0, 2)}XXXXXX${String(b!.buyer_mobile).slice(-2)}`, email: 'b***@example.in', masked: true });
    expect(masked.tickets[0]!.barcode).toBe(`XXXXXXXXXXXX${f.bookings.o1!.barcodes[0]!.slice(-4)}`);

    const cancelled = bookingReportSchema.parse((await url(f.bookings.o3!.bookingId, f.tokens.organiser)).json().data);
    expect(cancelled).toMatchObject({ status: 'CANCELLED', tickets: [{ state: 'cancelled', scans: [{ outcome: expect.stringMatching(/^ERR\.SCAN\./) }] }] });
    // A venue in another state does not change the platform fee's GST: it follows the organiser's state.
    const delhi = bookingReportSchema.parse((await url(f.bookings.d1!.bookingId, f.tokens.organiser, f.sessions.delhi)).json().data);
    expect(delhi.amounts.igstPaise).toBe(0);
    expect(delhi.amounts.cgstPaise).toBe(delhi.amounts.sgstPaise);

    // A booking that redeemed an offer: discounts per ticket and in total, the channel's GST as it sent it, from the rows.
    const mumbai = f.sessions.mumbai;
    const offered = bookingReportSchema.parse((await url(f.bookings.m5!.bookingId, f.tokens.organiser, mumbai)).json().data);
    const [ob] = await q(sql`select * from bookings where booking_id = ${f.bookings.m5!.bookingId}`);
    const seats = await q(sql`select price_paise, fee_paise, tax_paise, discount_paise from tickets where booking_id = ${String(ob!.id)}::uuid order by position`);
    const m5Fee = seats.reduce((sum, t) => sum + platformFeePaise(num(t.price_paise)), 0);
    const m5Gst = gstOn(m5Fee, GST_BP, SUPPLY);
    expect(offered.offerCode).toBe(FIXTURE_OFFERS.percent);
    // Funded by DIY Events: the discount is reimbursed, the organiser earns the full prices.
    expect(offered.amounts).toEqual({
      pricePaise: num(ob!.price_paise), feesPaise: num(ob!.fee_paise), taxesPaise: num(ob!.tax_paise), discountsPaise: num(ob!.discount_paise),
      organiserDiscountsPaise: 0, reimbursedDiscountsPaise: num(ob!.discount_paise), totalPaise: num(ob!.total_paise), earningsPaise: num(ob!.price_paise),
      platformFeePaise: m5Fee, platformFeeGstPaise: m5Gst.totalPaise, cgstPaise: m5Gst.cgstPaise, sgstPaise: m5Gst.sgstPaise, igstPaise: 0,
      netPaise: num(ob!.price_paise) - m5Fee - m5Gst.totalPaise,
    });
    // 15% of Gold ₹1,499 is ₹224.85, capped at ₹200 a ticket; Silver is not covered. The channel's GST is as it sent it:
    // the discount never changes it.
    expect(offered.tickets.map((t) => t.discountsPaise)).toEqual([20_000, 20_000, 0]);
    expect(offered.tickets.map((t) => t.discountFundedBy)).toEqual(['PLATFORM', 'PLATFORM', null]);
    expect(seats.map((t) => num(t.tax_paise))).toEqual([26_981, 26_981, 14_383]);
    expect(offered.tickets.map((t) => t.taxesPaise)).toEqual([26_981, 26_981, 14_383]);
    expect(offered.amounts.totalPaise).toBe(2 * (149_900 + 3_000 + 26_981 - 20_000) + 79_900 + 1_500 + 14_383);

    expect((await url(f.bookings.m1!.bookingId, f.tokens.organiser)).json().errors.code).toBe(REPORT_ERROR_CODES.bookingNotFound);
    const none = await get(ctx.app, `/api/reports/search-by-bookingId/v1/venue/${s.venueCode}/event/${f.eventCode}/session/${s.id}`, f.tokens.organiser);
    expect(none.statusCode).toBe(400);
    expect(none.json().errors.field).toBe('bookingId');
  });

  it('multi-session flag and the report feature of DIY_REPORTS users', async () => {
    const flag = await get(ctx.app, `/api/reports/v1/get-multi-session-flag/event/${f.eventCode}`, f.tokens.reportUser);
    expect(multiSessionFlagSchema.parse(flag.json().data)).toEqual({ eventCode: f.eventCode, multiSession: true, sessionsCount: 3 });
    const [single] = await q(sql`
      select e.event_code from events e join organisers o on o.id = e.organiser_id
      where o.code = 'ORG-MLE' and e.event_code is not null and (select count(*) from event_sessions s where s.event_id = e.id) = 1 limit 1`);
    const one = await get(ctx.app, `/api/reports/v1/get-multi-session-flag/event/${String(single!.event_code)}`, f.tokens.organiser);
    expect(one.json().data).toMatchObject({ multiSession: false, sessionsCount: 1 });
    const features = (token: string) => get(ctx.app, '/api/user/features', token).then((r) => r.json().data.features as string[]);
    expect(await features(f.tokens.reportUser)).toEqual([FEATURES.reports]);
    expect(await features(f.tokens.offersUser)).toEqual([FEATURES.offers]);
    expect(await features(f.tokens.gate)).not.toContain(FEATURES.reports);
  });

  it('refuses every route to gate staff, staff without the feature and anonymous callers, and hides other tenants’ events', async () => {
    const { mumbai, over } = f.sessions;
    const urls = (eventCode: string, session: { id: string; venueCode: string }) => [
      `/api/reports/event-wise/v1/event/${eventCode}/all`,
      `/api/reports/session-wise/v1/event/${eventCode}/session/${session.id}`,
      `/api/reports/search-by-bookingId/v1/venue/${session.venueCode}/event/${eventCode}/session/${session.id}?bookingId=${f.bookings.m1!.bookingId}`,
      `/api/reports/download/v1/venue/${session.venueCode}/event/${eventCode}/session/${session.id}/format/csv`,
      `/api/reports/download/v1/venue/${session.venueCode}/event/${eventCode}/session/${session.id}/format/xlsx`,
      `/api/reports/email/v1/venue/${session.venueCode}/event/${eventCode}/session/${session.id}/format/csv`,
      `/api/reports/download/v1/event/${eventCode}/format/csv`,
      `/api/reports/download/v1/event/${eventCode}/format/xlsx`,
      `/api/reports/email/v1/event/${eventCode}/format/xlsx`,
      `/api/reports/v1/get-multi-session-flag/event/${eventCode}`,
    ];
    const ours = urls(f.eventCode, mumbai);
    const before = num((await q(sql`select count(*) as n from scheduled_jobs where kind = 'report-mail'`))[0]?.n);
    for (const url of ours) {
      expect((await get(ctx.app, url)).statusCode, url).toBe(401);
      for (const [who, token] of [['gate staff', f.tokens.gate], ['reviewer', f.tokens.reviewer], ['offers user', f.tokens.offersUser]] as const) {
        const res = await get(ctx.app, url, token);
        expect(res.statusCode, `${who} ${url}`).toBe(403);
        expect(res.json().errors.code).toBe('ERR.FORBIDDEN');
      }
      // Another organiser (and its report users) cannot tell the event exists.
      const res = await get(ctx.app, url, f.tokens.organiser2);
      expect(res.statusCode, `organiser2 ${url}`).toBe(404);
      expect(res.json().errors.code).toBe(REPORT_ERROR_CODES.eventNotFound);
    }
    // ...and ours cannot read theirs.
    for (const url of urls(f.other.eventCode, { id: f.other.sessionId, venueCode: f.other.venueCode })) {
      for (const token of [f.tokens.organiser, f.tokens.reportUser]) {
        const res = await get(ctx.app, url, token);
        expect(res.statusCode, url).toBe(404);
        expect(res.json().errors.code).toBe(REPORT_ERROR_CODES.eventNotFound);
      }
    }
    expect(num((await q(sql`select count(*) as n from scheduled_jobs where kind = 'report-mail'`))[0]?.n)).toBe(before);

    // Unknown event, session, venue; a session of another event.
    const miss = async (url: string, code: string) => {
      const res = await get(ctx.app, url, f.tokens.organiser);
      expect(res.statusCode, url).toBe(404);
      expect(res.json().errors.code, url).toBe(code);
    };
    const [otherOwn] = await q(sql`
      select s.id from event_sessions s join events e on e.id = s.event_id join organisers o on o.id = e.organiser_id
      where o.code = 'ORG-MLE' and e.id <> ${f.eventId}::uuid limit 1`);
    for (const url of urls('ET09999999', mumbai)) await miss(url, REPORT_ERROR_CODES.eventNotFound);
    for (const url of urls(f.eventCode, { id: String(otherOwn!.id), venueCode: mumbai.venueCode }).slice(1, 6)) await miss(url, REPORT_ERROR_CODES.sessionNotFound);
    for (const url of urls(f.eventCode, { id: 'not-a-session', venueCode: mumbai.venueCode }).slice(1, 6)) await miss(url, REPORT_ERROR_CODES.sessionNotFound);
    for (const url of urls(f.eventCode, { id: mumbai.id, venueCode: over.venueCode }).slice(2, 6)) await miss(url, REPORT_ERROR_CODES.venueNotFound);
    await miss(`/api/reports/session-wise/v1/event/${f.eventCode}/session/${mumbai.id}?vnuCode=${over.venueCode}`, REPORT_ERROR_CODES.venueNotFound);
    const badFormat = await get(ctx.app, `/api/reports/download/v1/venue/${mumbai.venueCode}/event/${f.eventCode}/session/${mumbai.id}/format/pdf`, f.tokens.organiser);
    expect(badFormat.statusCode).toBe(400);
  });
});
