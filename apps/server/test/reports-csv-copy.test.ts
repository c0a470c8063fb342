import type { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { to as copyTo } from 'pg-copy-streams';
import { beforeAll, expect, it } from 'vitest';
import { csvStream } from '../src/services/reports/csv';
import { copyCsvStream, CopyCsvStream, CrlfLines, CSV_HEAD, postgresPool, reportCopySql, sessionUnitPrices, type CopyCsvOptions } from '../src/services/reports/csv-copy';
import { reportRows } from '../src/services/reports/rows';
import { describeEngines, useTestApp } from './helpers';
import { buildFixture, get, PARTNER_CHANNEL, type Fixture } from './report-helpers';

const collect = async (stream: AsyncIterable<unknown>): Promise<Buffer> => {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as string, 'utf8'));
  return Buffer.concat(chunks);
};

/**
 * The CSV download has two writers: on PostgreSQL one COPY statement formats every cell in SQL (csv-copy.ts); on PGlite
 * (no streaming COPY) rows are read in batches and written in JS (rows.ts, csv.ts). Both must give the same bytes. The
 * fixture's buyers, channel, ticket type and scan device are made hostile here (formula starts, quotes, commas, line
 * breaks, tabs, CR, unicode, contacts empty, missing, short, untrimmed, without or with several @), and each session is
 * compared masked and unmasked. On PostgreSQL the COPY runs through the stream the route sends; on PGlite the same
 * statement runs with COPY ... TO '/dev/blob' (its whole output in memory, so the route does not use it there).
 */
describeEngines('the CSV of COPY against the row writer on %s', (engine) => {
  const ctx = useTestApp(engine, { jobsPollMs: 0 });
  let f: Fixture;

  beforeAll(async () => {
    f = await buildFixture(ctx);
    const db = ctx.database.db;
    const buyer = async (key: string, name: string | null, mobile: string | null, email: string | null) => {
      await db.execute(sql`
        update bookings set buyer_name = coalesce(${name}, buyer_name), buyer_mobile = ${mobile}, buyer_email = ${email}
        where booking_id = ${f.bookings[key]!.bookingId}`);
    };
    await buyer('m1', 'Line one\nLine "two", three', ' \u00a0 98 7654 3210\t', '\u2003Ünïcødé.Kumar@例え.テスト ');
    await buyer('m2', '\tTabbed', '1234', 'no-at-sign');
    await buyer('m3', '\rCarriage', null, null);
    await buyer('m4', 'नमस्ते 🙏 café, "quoted"', '', '@only-domain');
    await buyer('m5', 'a\r\nb', '+91-98-76', 'two@at@signs.in');
    await buyer('m6', ',', '     ', '   ');
    await buyer('m7', '"', '=98765', '\tTab@x.in');
    await buyer('d1', '-', '9876543210', 'É@x.in');
    await buyer('d2', '=1+2', null, '');
    await buyer('o1', '  spaced  ', '\u3000123456\u3000', 'a@b');
    // Characters outside the Basic Multilingual Plane: the masks count and cut UTF-16 units as JavaScript does.
    await buyer('o2', 'Emoji 😀 buyer', '9😀8765😀', '😀x@y.in');
    await buyer('o3', null, '😀1', 'a😀@😀.in');
    // Full-width formula starts (U+FF1D, U+FF0B, U+FF0D, U+FF20), which spreadsheets read as = + - @.
    await buyer('d3', '\uFF1D1+2', '\uFF0B919876543210', '\uFF20x.in');
    await buyer('h4', '\uFF0D2', '9876501234', 'h4@example.in');
    await db.execute(sql`update tickets set last_device = ${"=cmd|' /C calc'!A0"} where barcode = ${f.bookings.o1!.barcodes[0]!}`);
    await db.execute(sql`update tickets set last_device = ${'@dev, "x"\nline'} where barcode = ${f.bookings.o1!.barcodes[1]!}`);
    await db.execute(sql`update sales_channels set name = ${'+Partner, "Box"\nOffice'} where name = ${PARTNER_CHANNEL}`);
    await db.execute(sql`update ticket_types set name = ${'-Balcony "Ⅱ"'} where code = 'BALCONY'`);
    for (const s of Object.values(f.sessions)) prices.set(s.id, await sessionUnitPrices(db, s.id));
  });

  /** Each session's unit prices (the COPY's table of the domain's per-price figures). */
  const prices = new Map<string, number[]>();
  // Both supplies of the platform fee's GST are compared: CGST + SGST for Mumbai, IGST for the others.
  const options = (s: Fixture['sessions']['mumbai'], masked: boolean): CopyCsvOptions => ({
    eventId: f.eventId, sessionId: s.id, gst: { supply: s.intra ? 'INTRA_STATE' : 'INTER_STATE', rateBp: 1_800 }, masked, prices: prices.get(s.id) ?? [],
  });

  /** The row writer's file (the PGlite download). */
  const rowWriter = (o: CopyCsvOptions) => collect(csvStream(reportRows(ctx.database.db, o)));

  /**
   * The COPY writer's file, and PostgreSQL's own output (LF line ends): on PostgreSQL the download's stream and the bare
   * COPY; on PGlite the same statement's output to '/dev/blob' with the stream's header and line ends.
   */
  async function copyWriter(o: CopyCsvOptions): Promise<{ file: Buffer; lf: Buffer }> {
    const pool = postgresPool(ctx.database.db);
    if (pool) {
      const file = await collect(new CopyCsvStream(pool, reportCopySql(o)));
      const c = await pool.connect();
      try {
        return { file, lf: await collect(c.query(copyTo(reportCopySql(o)))) };
      } finally {
        c.release();
      }
    }
    const res = await (ctx.database.db as unknown as { $client: PGlite }).$client.query(reportCopySql(o, "'/dev/blob'"));
    const lf = Buffer.from(await res.blob!.arrayBuffer());
    return { file: Buffer.concat([CSV_HEAD, new CrlfLines().convert(lf)]), lf };
  }

  it('gives the row writer’s bytes for every session, masked and unmasked', async () => {
    let compared = 0;
    for (const s of [f.sessions.mumbai, f.sessions.delhi, f.sessions.over]) {
      for (const masked of [false, true]) {
        const o = options(s, masked);
        const js = await rowWriter(o);
        const { file } = await copyWriter(o);
        expect(file.toString('utf8')).toBe(js.toString('utf8'));
        expect(file.equals(js)).toBe(true);
        compared += js.length;
      }
    }
    expect(compared).toBeGreaterThan(5_000);
    // The hostile cells are there (quoted, doubled quotes, line breaks kept, formulas escaped, masks).
    const mumbai = (await rowWriter(options(f.sessions.mumbai, false))).toString('utf8');
    expect(mumbai).toContain('"Line one\nLine ""two"", three"');
    expect(mumbai).toContain(`"'+Partner, ""Box""\nOffice"`);
    expect(mumbai).toContain("'\tTabbed");
    expect(mumbai).toContain(`"'\rCarriage"`);
    expect(mumbai).toContain('"नमस्ते 🙏 café, ""quoted"""');
    expect(mumbai).toContain('"a\r\nb"');
    expect(mumbai).toContain(`"'-Balcony ""Ⅱ"""`);
    expect(mumbai).toContain("'=98765");
    // The money columns (docs/money.md): a Gold seat's ₹200 discount funded by DIY Events, reimbursed.
    expect(mumbai).toContain(',200.00,DIY Events,200.00,');
    expect(mumbai).toContain(",'\uFF0D2,");
    const delhi = (await rowWriter(options(f.sessions.delhi, false))).toString('utf8');
    expect(delhi).toContain(",'\uFF1D1+2,'\uFF0B919876543210,'\uFF20x.in,");
    const masked = (await rowWriter(options(f.sessions.mumbai, true))).toString('utf8');
    expect(masked).toContain(',98XXXXXXXX10,Ü***@例え.テスト,');
    expect(masked).toContain(',XXXX,***,');
    expect(masked).toContain(',,***,');
    expect(masked).toContain(",'+9XXXXX76,t***@signs.in,");
    expect(masked).toContain(",'=9XX65,T***@x.in,");
    const over = (await rowWriter(options(f.sessions.over, true))).toString('utf8');
    expect(over).toContain(',  spaced  ,12XX56,a***@b,');
    expect(over).toContain(",'=cmd|' /C calc'!A0\r\n");
    expect(over).toContain(`"'@dev, ""x""\nline"`);
    expect(over).toContain(',Emoji 😀 buyer,9\uFFFDXXXXX😀,\uFFFD***@y.in,');
    expect(over).toContain(',XXX,a***@😀.in,');
  });

  it('keeps line breaks within quoted fields when PostgreSQL’s LF line ends become CRLF, wherever the socket splits the bytes', async () => {
    const { file, lf } = await copyWriter(options(f.sessions.mumbai, false));
    const whole = file.subarray(CSV_HEAD.length);
    expect(lf.includes(Buffer.from('one\nLine'))).toBe(true);
    for (let at = 0; at <= lf.length; at += 1) {
      const lines = new CrlfLines();
      const split = Buffer.concat([lines.convert(lf.subarray(0, at)), lines.convert(lf.subarray(at))]);
      if (!split.equals(whole)) expect({ at, split: split.toString('utf8') }).toEqual({ at, split: whole.toString('utf8') });
    }
    const bytewise = new CrlfLines();
    expect(Buffer.concat([...lf].map((b) => bytewise.convert(Buffer.from([b]))))).toEqual(whole);
  });

  it('is the download on PostgreSQL only (PGlite has no streaming COPY)', async () => {
    const o = options(f.sessions.mumbai, false);
    const stream = copyCsvStream(ctx.database.db, o);
    if (engine === 'postgres') {
      expect(stream).toBeInstanceOf(CopyCsvStream);
      stream!.destroy();
    } else expect(stream).toBeNull();
    const res = await get(ctx.app, `/api/reports/download/v1/venue/${f.sessions.mumbai.venueCode}/event/${f.eventCode}/session/${f.sessions.mumbai.id}/format/csv`, f.tokens.organiser);
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.equals(await rowWriter(o))).toBe(true);
  });

  // The connection's life exists only where COPY streams (PostgreSQL); registered there only.
  if (engine === 'postgres') {
    it('gives its connection back at the end, and closes it on an error or when the reader goes away midway', async () => {
      const pool = postgresPool(ctx.database.db)!;
      const running = async (marker: string) => {
        const { rows } = await pool.query<{ n: string }>(`select count(*) as n from pg_stat_activity where query like $1 and pid <> pg_backend_pid()`, [`%${marker}%`]);
        return Number(rows[0]!.n);
      };
      const allIdle = () => expect({ idle: pool.idleCount, waiting: pool.waitingCount }).toEqual({ idle: pool.totalCount, waiting: 0 });
      // Read to the end: the connection goes back to the pool, idle.
      await collect(new CopyCsvStream(pool, reportCopySql(options(f.sessions.over, false))));
      allIdle();
      // An error from PostgreSQL midway fails the stream (never the process) and the connection is closed.
      await expect(collect(new CopyCsvStream(pool, `copy (select 1 / (g - 50000) from generate_series(1, 100000) g) to stdout with (format csv)`))).rejects.toThrow(/division by zero/);
      allIdle();
      // The reader goes away after the first chunk of a long COPY: the statement stops and its connection is closed.
      const long = new CopyCsvStream(pool, `copy (select 'abort_marker', repeat('x', 200), g from generate_series(1, 5000000) g) to stdout with (format csv)`);
      const first = await new Promise<Buffer>((resolve) => long.once('data', resolve));
      expect(first.equals(CSV_HEAD)).toBe(true);
      await new Promise((resolve) => long.once('data', resolve));
      expect(await running('abort_marker')).toBe(1);
      long.destroy();
      for (let i = 0; i < 100 && (await running('abort_marker')) > 0; i += 1) await new Promise((r) => setTimeout(r, 50));
      expect(await running('abort_marker')).toBe(0);
      allIdle();
      // The pool still serves queries, and the download still works.
      expect((await pool.query('select 1 as one')).rows[0]).toEqual({ one: 1 });
      expect((await collect(new CopyCsvStream(pool, reportCopySql(options(f.sessions.over, true))))).equals(await rowWriter(options(f.sessions.over, true)))).toBe(true);
    });
  }
});
