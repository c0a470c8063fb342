import {
  bookingReportSchema, dashboardSchema, DEMO_ACCOUNTS, DEMO_PASSWORD, eventReportSchema, feeGstRateBp, formatPaise, moneyFigures, moneyOfGroups,
  sessionReportSchema, ticketFigures, type ReportFigures,
} from '@diy/domain';
import ExcelJS from 'exceljs';
import { sql } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { receiveLine } from '../../../packages/ui/src/components/TicketTypeEditor/ticket-rows';
import { rowsOf } from '../src/services/ids';
import { api, describeEngines, login, outbox, useTestApp } from './helpers';
import { addOffer, offerBody, optIn } from './offer-helpers';
import { get, ORGANISER_GSTIN, parseCsv } from './report-helpers';
import { pushBooking } from './scan-helpers';

/**
 * The test (docs/money.md): one booking of a ₹1,999 ticket without an offer and one with a ₹150 discount funded
 * by DIY Events, pushed through POST /integrations/bookings, then read back through every surface (event report, session
 * report, booking search, dashboard, CSV, XLSX, the e-mailed report's body and the ticket editor's estimate) and
 * compared to the paise with the money model's figures. The organiser's GSTIN is in Maharashtra (CGST + SGST).
 */
const EVENT_CODE = 'ET00093301';
const PRICE = 199_900;
const FEE = 6_000;
const TAX = 1_080;
const DISCOUNT = 15_000;
const OFFER = 'MONEYDIY150';
const H = 3_600_000;
const ORGANISER_MAIL = DEMO_ACCOUNTS.organiser.email;

describeEngines('one booking through every money surface on %s', (engine) => {
  const ctx = useTestApp(engine, { jobsPollMs: 0 });
  let token: string;
  let sessionId: string;
  let bookingIds: { plain: string; offered: string };
  const rate = 1_800;

  // The model's figures for each ticket and for the session (GST once on the session's summed fee).
  const plain = ticketFigures({ pricePaise: PRICE, discountPaise: 0, discountFunder: null, channelFeePaise: FEE, channelTaxPaise: TAX }, rate, 'INTRA_STATE');
  const offered = ticketFigures({ pricePaise: PRICE, discountPaise: DISCOUNT, discountFunder: 'PLATFORM', channelFeePaise: FEE, channelTaxPaise: TAX }, rate, 'INTRA_STATE');
  const session = moneyFigures(
    moneyOfGroups([
      { pricePaise: PRICE, funder: null, sold: 1, discountsPaise: 0 },
      { pricePaise: PRICE, funder: 'PLATFORM', sold: 1, discountsPaise: DISCOUNT },
    ]),
    rate,
    'INTRA_STATE',
  );

  beforeAll(async () => {
    const db = ctx.database.db;
    const now = ctx.clock.now();
    const [org] = rowsOf<{ id: string }>(await db.execute(sql`select id from organisers where code = 'ORG-MLE'`));
    await db.execute(sql`update organisers set profile = profile || ${JSON.stringify({ gstNumbers: [{ gstin: ORGANISER_GSTIN, state: 'Maharashtra' }] })}::jsonb where id = ${org!.id}::uuid`);
    const [ev] = rowsOf<{ id: string }>(
      await db.execute(sql`
        insert into events (draft_id, event_code, organiser_id, status, title, city, region_code, published_at)
        values ('DFT-MNY-0001', ${EVENT_CODE}, ${org!.id}::uuid, 'active', 'Money Night', 'Mumbai', 'MUMBAI', ${now.toISOString()}::timestamptz) returning id`),
    );
    const [s] = rowsOf<{ id: string }>(
      await db.execute(sql`
        insert into event_sessions (event_id, venue_code, venue_name, show_time)
        values (${ev!.id}::uuid, 'NCPA', 'NCPA Tata Theatre', ${new Date(now.getTime() + 48 * H).toISOString()}::timestamptz) returning id`),
    );
    sessionId = s!.id;
    await db.execute(sql`insert into ticket_types (session_id, code, name, inventory, price_paise) values (${sessionId}::uuid, 'GOLD', 'Gold', 100, ${PRICE})`);
    const admin = await login(ctx.app, DEMO_ACCOUNTS.admin.email, DEMO_PASSWORD);
    token = await login(ctx.app, DEMO_ACCOUNTS.organiser.email, DEMO_PASSWORD);
    await addOffer(ctx.app, admin, offerBody(OFFER, now, { discountKind: 'FLAT', discountValue: DISCOUNT, fundedBy: 'PLATFORM' }));
    await optIn(ctx.app, token, EVENT_CODE, [OFFER]);
    const book = async (id: string, offerCode?: string) => {
      const res = await pushBooking(ctx.app, {
        channelBookingId: id,
        eventCode: EVENT_CODE,
        sessionId,
        tickets: [{ ticketTypeCode: 'GOLD', quantity: 1, pricePaise: PRICE, feePaise: FEE, taxPaise: TAX }],
        buyer: { name: `Buyer ${id}`, mobile: '9876512345' },
        ...(offerCode ? { offerCode } : {}),
      });
      expect(res.statusCode, res.body).toBe(201);
      return String(res.json().data.bookingId);
    };
    bookingIds = { plain: await book('MNY-1'), offered: await book('MNY-2', OFFER) };
  });

  it('the model: the worked example of docs/money.md', () => {
    expect([plain.buyerPaysPaise, plain.platformFeePaise, plain.platformFeeGst.cgstPaise, plain.platformFeeGst.sgstPaise, plain.netPaise]).toEqual([206_980, 5_997, 540, 540, 192_823]);
    expect([offered.buyerPaysPaise, offered.reimbursedDiscountsPaise, offered.netPaise]).toEqual([191_980, 15_000, 192_823]);
    // GST on the session's fee once: 9% of ₹119.94 is ₹10.79 a half (per ticket ₹5.40 a half).
    expect([session.platformFeePaise, session.platformFeeGst.cgstPaise, session.platformFeeGst.sgstPaise, session.netPaise]).toEqual([11_994, 1_079, 1_079, 385_648]);
  });

  const moneyOf = (f: ReportFigures) => ({
    grossPaise: f.grossPaise, feesPaise: f.feesPaise, taxesPaise: f.taxesPaise, discountsPaise: f.discountsPaise, organiserDiscountsPaise: f.organiserDiscountsPaise,
    reimbursedDiscountsPaise: f.reimbursedDiscountsPaise, earningsPaise: f.earningsPaise, platformFeePaise: f.platformFeePaise, platformFeeGstPaise: f.platformFeeGstPaise,
    cgstPaise: f.cgstPaise, sgstPaise: f.sgstPaise, igstPaise: f.igstPaise, netPaise: f.netPaise,
  });
  const expectedSession = () => ({
    grossPaise: plain.buyerPaysPaise + offered.buyerPaysPaise, feesPaise: 2 * FEE, taxesPaise: 2 * TAX, discountsPaise: DISCOUNT, organiserDiscountsPaise: 0,
    reimbursedDiscountsPaise: DISCOUNT, earningsPaise: session.earningsPaise, platformFeePaise: session.platformFeePaise,
    platformFeeGstPaise: session.platformFeeGst.totalPaise, cgstPaise: session.platformFeeGst.cgstPaise, sgstPaise: session.platformFeeGst.sgstPaise, igstPaise: 0,
    netPaise: session.netPaise,
  });

  it('event report and session report: the session, its ticket type and the event total', async () => {
    const event = eventReportSchema.parse((await get(ctx.app, `/api/reports/event-wise/v1/event/${EVENT_CODE}/all`, token)).json().data);
    const row = event.sessions.find((s) => s.sessionId === sessionId)!;
    expect(row.gst).toMatchObject({ supply: 'INTRA_STATE', rateBp: rate });
    expect(moneyOf(row.totals)).toEqual(expectedSession());
    expect(moneyOf(row.ticketTypes[0]!)).toEqual(expectedSession());
    expect(moneyOf(event.totals)).toEqual(expectedSession());
    const report = sessionReportSchema.parse((await get(ctx.app, `/api/reports/session-wise/v1/event/${EVENT_CODE}/session/${sessionId}?vnuCode=NCPA`, token)).json().data);
    expect(moneyOf(report.totals)).toEqual(expectedSession());
    expect(report.bookingSummary.byChannel).toHaveLength(1);
    expect(report.bookingSummary.byChannel[0]).toMatchObject({
      grossPaise: expectedSession().grossPaise, platformFeePaise: session.platformFeePaise, platformFeeGstPaise: session.platformFeeGst.totalPaise, netPaise: session.netPaise,
    });
  });

  it('booking search: each booking as the model gives it, the channel fee and its GST unchanged by the discount', async () => {
    const search = async (id: string) =>
      bookingReportSchema.parse((await get(ctx.app, `/api/reports/search-by-bookingId/v1/venue/NCPA/event/${EVENT_CODE}/session/${sessionId}?bookingId=${id}`, token)).json().data);
    for (const [id, m, discount] of [[bookingIds.plain, plain, 0], [bookingIds.offered, offered, DISCOUNT]] as const) {
      const b = await search(id);
      expect(b.amounts).toEqual({
        pricePaise: PRICE, feesPaise: FEE, taxesPaise: TAX, discountsPaise: discount, organiserDiscountsPaise: 0, reimbursedDiscountsPaise: discount,
        totalPaise: m.buyerPaysPaise, earningsPaise: PRICE, platformFeePaise: m.platformFeePaise, platformFeeGstPaise: m.platformFeeGst.totalPaise,
        cgstPaise: m.platformFeeGst.cgstPaise, sgstPaise: m.platformFeeGst.sgstPaise, igstPaise: 0, netPaise: m.netPaise,
      });
      expect(b.tickets[0]).toMatchObject({ feesPaise: FEE, taxesPaise: TAX, paidPaise: m.buyerPaysPaise, platformFeePaise: m.platformFeePaise });
    }
    expect((await search(bookingIds.offered)).tickets[0]!.discountFundedBy).toBe('PLATFORM');
  });

  it('dashboard: the recent bookings carry what each buyer paid', async () => {
    const d = dashboardSchema.parse((await get(ctx.app, '/api/reports/v1/dashboard', token)).json().data);
    const recent = (id: string) => d.recentBookings.find((b) => b.bookingId === id)!.totalPaise;
    expect([recent(bookingIds.plain), recent(bookingIds.offered)]).toEqual([plain.buyerPaysPaise, offered.buyerPaysPaise]);
  });

  const money = (p: number) => (p / 100).toFixed(2);
  /** The download's money cells of a ticket, from Price to Net to you. */
  const cells = (m: typeof plain, discount: number, funder: string) => [
    money(PRICE), money(discount), funder, money(m.reimbursedDiscountsPaise), money(FEE), money(TAX), money(m.buyerPaysPaise), money(m.platformFeePaise),
    money(m.platformFeeGst.cgstPaise), money(m.platformFeeGst.sgstPaise), money(m.platformFeeGst.igstPaise), money(m.netPaise),
  ];
  const downloadUrl = (format: string) => `/api/reports/download/v1/venue/NCPA/event/${EVENT_CODE}/session/${sessionId}/format/${format}`;

  it('CSV and XLSX: one row per ticket, its money as the model gives that ticket', async () => {
    const csv = parseCsv((await get(ctx.app, downloadUrl('csv'), token)).rawPayload.subarray(3).toString('utf8'));
    const [header, ...rows] = csv;
    const from = header!.indexOf('Price (INR)');
    expect(header!.slice(from, from + 12).at(-1)).toBe('Net to you (INR)');
    const row = (id: string) => rows.find((r) => r[0] === id)!.slice(from, from + 12);
    expect(row(bookingIds.plain)).toEqual(cells(plain, 0, ''));
    expect(row(bookingIds.offered)).toEqual(cells(offered, DISCOUNT, 'DIY Events'));

    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load((await get(ctx.app, downloadUrl('xlsx'), token)).rawPayload as unknown as ArrayBuffer);
    const sheet = wb.getWorksheet('Report')!;
    const xlsxRow = (id: string) => {
      let found: string[] = [];
      sheet.eachRow((r) => {
        if (r.getCell(1).value !== id) return;
        found = Array.from({ length: 12 }, (_, i) => {
          const v = r.getCell(from + 1 + i).value;
          return typeof v === 'number' ? v.toFixed(2) : String(v ?? '');
        });
      });
      return found;
    };
    expect(xlsxRow(bookingIds.plain)).toEqual(cells(plain, 0, ''));
    expect(xlsxRow(bookingIds.offered)).toEqual(cells(offered, DISCOUNT, 'DIY Events'));
  });

  it('the e-mailed report: its body says the session figures of the model', async () => {
    const res = await get(ctx.app, `/api/reports/email/v1/venue/NCPA/event/${EVENT_CODE}/session/${sessionId}/format/csv`, token);
    expect(res.statusCode, res.body).toBe(200);
    await api(ctx.app, { method: 'POST', url: '/api/dev/jobs/run-due', payload: {} });
    const [mail] = (await outbox(ctx.app, ORGANISER_MAIL)).filter((m) => m.subject?.startsWith('Sales report: '));
    const g = session.platformFeeGst;
    expect(mail?.body).toContain(
      `paid by buyers: ${formatPaise(expectedSession().grossPaise)}; channel fees ${formatPaise(2 * FEE)} and GST on them ${formatPaise(2 * TAX)} (kept by the channel); ` +
        `discounts: ${formatPaise(DISCOUNT)} (funded by you ${formatPaise(0)}, reimbursed to you ${formatPaise(DISCOUNT)}); platform fee: ${formatPaise(session.platformFeePaise)}; ` +
        `GST on the platform fee: ${formatPaise(g.totalPaise)} (CGST ${formatPaise(g.cgstPaise)} + SGST ${formatPaise(g.sgstPaise)}); net to you: ${formatPaise(session.netPaise)}`,
    );
  });

  it('the ticket editor: its estimate for the price is the net a report shows for one such ticket sold', () => {
    const line = receiveLine(PRICE, 'INTRA_STATE', ctx.clock.now());
    expect(line).toBe(`You receive ${formatPaise(plain.netPaise)} per ticket (3% platform fee + GST)`);
    expect(line).toBe('You receive ₹1,928.23 per ticket (3% platform fee + GST)');
    expect(feeGstRateBp(ctx.clock.now())).toBe(rate);
  });
});
