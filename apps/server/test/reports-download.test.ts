import ExcelJS from 'exceljs';
import { sql } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { rowsOf } from '../src/services/ids';
import { reportRows } from '../src/services/reports/rows';
import { describeEngines, useTestApp } from './helpers';
import { buildFixture, FULL_WIDTH_FORMULAS, get, HOSTILE_NAMES, istText, ORGANISER_GSTIN, parseCsv, type Fixture, type FixtureSession } from './report-helpers';
import { feeGstSupply, gstOn, platformFeePaise } from '@diy/domain';

/** The download's columns as documented in apps/server/README.md. */
const HEADER = [
  'Booking ID', 'Sold at (IST)', 'Channel', 'Booking status', 'Cancelled at (IST)', 'Buyer name', 'Buyer mobile', 'Buyer e-mail', 'Ticket',
  'Ticket type', 'Price (INR)', 'Discount (INR)', 'Discount funded by', 'Reimbursed discount (INR)', 'Channel fee (INR)', 'GST on channel fee (INR)',
  'Paid by buyer (INR)', 'Platform fee (INR)', 'CGST on platform fee (INR)', 'SGST on platform fee (INR)', 'IGST on platform fee (INR)',
  'Net to you (INR)', 'Gate status', 'First entry (IST)', 'Last scan (IST)', 'Last scan device',
];
/** The fixture's organiser is in Maharashtra, the platform's state: the platform fee's GST is CGST + SGST (docs/money.md). */
const SUPPLY = feeGstSupply(ORGANISER_GSTIN.slice(0, 2));
const FUNDER: Record<string, string> = { ORGANISER: 'Organiser', PLATFORM: 'DIY Events', PARTNER: 'Partner' };
const rupees = (paise: number) => (paise / 100).toFixed(2);
const FORMULA = /^[=+\-@\uFF1D\uFF0B\uFF0D\uFF20\t\r]/;
const formulaSafe = (text: string) => (FORMULA.test(text) ? `'${text}` : text);

describeEngines('report downloads on %s', (engine) => {
  const ctx = useTestApp(engine, { jobsPollMs: 0 });
  let f: Fixture;
  const path = (s: FixtureSession, format: string) => `/api/reports/download/v1/venue/${s.venueCode}/event/${f.eventCode}/session/${s.id}/format/${format}`;

  beforeAll(async () => {
    f = await buildFixture(ctx);
    // Four Mumbai buyers named with full-width formula starts.
    for (const [i, name] of FULL_WIDTH_FORMULAS.entries()) {
      await ctx.database.db.execute(sql`update bookings set buyer_name = ${name} where booking_id = ${f.bookings[`m${i + 1}`]!.bookingId}`);
    }
  });

  /** The rows the download must hold, read here from the tables: one per ticket, in order of sale. */
  async function expectedRows(s: FixtureSession, masked: boolean): Promise<string[][]> {
    const rows = rowsOf<Record<string, unknown>>(
      await ctx.database.db.execute(sql`
        select b.booking_id, b.sold_at, c.name as channel, b.status, b.cancelled_at, b.buyer_name, b.buyer_mobile, b.buyer_email, t.position,
          b.ticket_count, tt.name as type, t.price_paise, t.fee_paise, t.tax_paise, t.discount_paise, o.funded_by, t.state, t.first_entered_at, t.last_scan_at, t.last_device
        from bookings b join sales_channels c on c.id = b.channel_id join tickets t on t.booking_id = b.id join ticket_types tt on tt.id = t.ticket_type_id
          left join catalogue_offers o on o.code = b.offer_code
        where b.session_id = ${s.id}::uuid order by b.sold_at, b.id, t.position`),
    );
    const gate: Record<string, string> = { unused: 'Not scanned', entered: 'Inside', exited: 'Exited', cancelled: 'Cancelled' };
    return rows.map((r) => {
      const [price, fee, tax, discount] = [Number(r.price_paise), Number(r.fee_paise), Number(r.tax_paise), Number(r.discount_paise)];
      // Each row is one ticket through the model: its platform fee by the tiers, GST on that fee (equal halves).
      const platformFee = platformFeePaise(price);
      const gst = gstOn(platformFee, 1_800, SUPPLY);
      const funder = discount > 0 ? String(r.funded_by) : '';
      const reimbursed = funder === 'PLATFORM' || funder === 'PARTNER' ? discount : 0;
      const mobile = String(r.buyer_mobile ?? '');
      const email = String(r.buyer_email ?? '');
      return [
        String(r.booking_id), istText(r.sold_at as Date), String(r.channel), r.status === 'CONFIRMED' ? 'Confirmed' : 'Cancelled', istText(r.cancelled_at as Date | null),
        formulaSafe(String(r.buyer_name)),
        formulaSafe(masked ? `${mobile.slice(0, 2)}XXXXXX${mobile.slice(-2)}` : mobile),
        formulaSafe(masked ? `${email[0]}***${email.slice(email.indexOf('@'))}` : email),
        `${Number(r.position)} of ${Number(r.ticket_count)}`, String(r.type),
        rupees(price), rupees(discount), funder ? FUNDER[funder]! : '', rupees(reimbursed), rupees(fee), rupees(tax), rupees(price + fee + tax - discount),
        rupees(platformFee), rupees(gst.cgstPaise), rupees(gst.sgstPaise), rupees(gst.igstPaise), rupees(price - discount + reimbursed - platformFee - gst.totalPaise),
        gate[String(r.state)]!, istText(r.first_entered_at as Date | null), istText(r.last_scan_at as Date | null), String(r.last_device ?? ''),
      ];
    });
  }

  /** The sheet's cells as text: numbers with two decimals, date cells as dd/MM/yyyy hh:mm AM/PM. */
  async function readXlsx(body: Buffer): Promise<string[][]> {
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(body as unknown as ArrayBuffer);
    const sheet = wb.getWorksheet('Report');
    if (!sheet) throw new Error('no Report sheet');
    const out: string[][] = [];
    sheet.eachRow({ includeEmpty: false }, (row) => {
      const cells: string[] = [];
      for (let c = 1; c <= HEADER.length; c += 1) {
        const v = row.getCell(c).value;
        if (v === null || v === undefined) cells.push('');
        else if (v instanceof Date) cells.push(istText(new Date(v.getTime() - 330 * 60_000)));
        else if (typeof v === 'number') cells.push(v.toFixed(2));
        else cells.push(String(v));
      }
      out.push(cells);
    });
    return out;
  }

  it('CSV: a BOM, the documented columns, one row per ticket equal to the tables, IST dates, formulas escaped, a named file', async () => {
    for (const s of [f.sessions.mumbai, f.sessions.delhi, f.sessions.over]) {
      const res = await get(ctx.app, path(s, 'csv'), f.tokens.organiser);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
      const show = new Date(s.showTime.getTime() + 330 * 60_000).toISOString();
      const today = new Date(ctx.clock.now().getTime() + 330 * 60_000).toISOString();
      const name = `${f.eventCode}_report-night-stand-up-songs_show-${show.slice(8, 10)}-${show.slice(5, 7)}-${show.slice(0, 4)}-${show.slice(11, 13)}${show.slice(14, 16)}_on-${today.slice(8, 10)}-${today.slice(5, 7)}-${today.slice(0, 4)}.csv`;
      expect(res.headers['content-disposition']).toBe(`attachment; filename="${name}"; filename*=UTF-8''${name}`);
      const body = res.rawPayload;
      expect([...body.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
      const [header, ...rows] = parseCsv(body.subarray(3).toString('utf8'));
      expect(header).toEqual(HEADER);
      expect(rows).toEqual(await expectedRows(s, false));
    }
    const mumbai = parseCsv((await get(ctx.app, path(f.sessions.mumbai, 'csv'), f.tokens.organiser)).rawPayload.subarray(3).toString('utf8'));
    const names = mumbai.slice(1).map((r) => r[5]);
    for (const hostile of HOSTILE_NAMES) expect(names).toContain(/^[=+\-@]/.test(hostile) ? `'${hostile}` : hostile);
    for (const fullWidth of FULL_WIDTH_FORMULAS) expect(names).toContain(`'${fullWidth}`);
    expect(mumbai.slice(1).map((r) => r[7])).toContain("'+x@example.in");
    // Offer redemptions: the Discount column holds each ticket's discount (20000 paise on Gold), funded by DIY Events and
    // reimbursed, so net to you is the full price less the platform fee (3% of ₹1,499 = ₹44.97) and its GST (₹4.05 x 2).
    const m5 = mumbai.slice(1).filter((r) => r[0] === f.bookings.m5!.bookingId);
    expect(m5.map((r) => [r[11], r[12], r[13]])).toEqual([['200.00', 'DIY Events', '200.00'], ['200.00', 'DIY Events', '200.00'], ['0.00', '', '0.00']]);
    expect(m5[0]!.slice(17, 22)).toEqual(['44.97', '4.05', '4.05', '0.00', '1445.93']);
  });

  it('XLSX: read back with a spreadsheet library into the same rows as the CSV, dates as date cells and money as numbers', async () => {
    for (const s of [f.sessions.mumbai, f.sessions.over]) {
      const res = await get(ctx.app, path(s, 'xlsx'), f.tokens.organiser);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
      expect(res.headers['content-disposition']).toMatch(/filename="ET00090001_report-night-stand-up-songs_show-.*\.xlsx"/);
      const sheet = await readXlsx(res.rawPayload);
      const csv = parseCsv((await get(ctx.app, path(s, 'csv'), f.tokens.organiser)).rawPayload.subarray(3).toString('utf8'));
      expect(sheet).toEqual(csv);
      expect(sheet.slice(1)).toEqual(await expectedRows(s, false));
    }
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load((await get(ctx.app, path(f.sessions.over, 'xlsx'), f.tokens.organiser)).rawPayload as unknown as ArrayBuffer);
    const row = wb.getWorksheet('Report')!.getRow(2);
    expect(row.getCell(2).value).toBeInstanceOf(Date);
    expect(typeof row.getCell(11).value).toBe('number');
    // The XLSX carries the discounts too (Mumbai holds the offer redemptions).
    const mumbaiSheet = await readXlsx((await get(ctx.app, path(f.sessions.mumbai, 'xlsx'), f.tokens.organiser)).rawPayload);
    expect(mumbaiSheet.filter((r) => r[0] === f.bookings.m5!.bookingId).map((r) => r[11])).toEqual(['200.00', '200.00', '0.00']);
    for (const fullWidth of FULL_WIDTH_FORMULAS) expect(mumbaiSheet.map((r) => r[5])).toContain(`'${fullWidth}`);
  });

  it('a report user downloads the same rows with buyers’ contacts masked', async () => {
    for (const format of ['csv', 'xlsx']) {
      const res = await get(ctx.app, path(f.sessions.mumbai, format), f.tokens.reportUser);
      expect(res.statusCode, res.body).toBe(200);
      const rows = format === 'csv' ? parseCsv(res.rawPayload.subarray(3).toString('utf8')) : await readXlsx(res.rawPayload);
      expect(rows.slice(1)).toEqual(await expectedRows(f.sessions.mumbai, true));
      expect(rows.slice(1).every((r) => /^\d{2}X{6}\d{2}$/.test(r[6]!) && /^.\*\*\*@/.test(r[7]!.replace(/^'/, '')))).toBe(true);
    }
  });

  it('reads in batches by (time of sale, id): any batch size gives the same rows, ties in time included', async () => {
    const s = f.sessions.mumbai;
    // Make the hostile bookings share one time of sale.
    await ctx.database.db.execute(sql`update bookings set sold_at = (select min(sold_at) from bookings where channel_booking_id like 'RPT-H%') where channel_booking_id like 'RPT-H%'`);
    const read = async (batchBookings: number) => {
      const out: string[] = [];
      for await (const rows of reportRows(ctx.database.db, { eventId: f.eventId, sessionId: s.id, gst: { supply: SUPPLY, rateBp: 1_800 }, masked: false, batchBookings })) {
        out.push(...rows.map((r) => `${r.bookingId}/${r.ticket}`));
      }
      return out;
    };
    const whole = await read(1000);
    expect(whole).toHaveLength((await expectedRows(s, false)).length);
    for (const size of [1, 2, 3]) expect(await read(size)).toEqual(whole);
    expect(new Set(whole).size).toBe(whole.length);
  });
});
