import { BOOKING_STATUS_LABELS, GATE_STATE_LABELS, FORMULA_START_CHARACTERS, IST_OFFSET_MINUTES, OFFER_FUNDER_LABELS, REPORT_COLUMNS, ticketFigures, type GstSupplyType } from '@diy/domain';
import { sql } from 'drizzle-orm';
import { rowsOf } from '../ids';
import pg from 'pg';
import { to as copyTo } from 'pg-copy-streams';
import { Readable } from 'node:stream';
import type { Db } from '../../db/client';
import { csvField, UTF8_BOM } from './csv';
import { backendPid, cancelBackend, postgresPool } from './query-cancel';

/**
 * The CSV download on PostgreSQL: `COPY (SELECT ...) TO STDOUT WITH (FORMAT csv)` on a connection of the app's pool,
 * streamed to the response as PostgreSQL sends it, with every cell formatted in the statement exactly as the row writer
 * (csv.ts over rows.ts, kept for PGlite, which has no streaming COPY) formats it: the same columns in the same order,
 * IST dates as dd/MM/yyyy hh:mm AM/PM, rupees with two decimals, masks and formula escaping. A test compares the two
 * writers byte for byte (reports-csv-copy.test.ts). The money is never computed in SQL: each unit price's platform fee
 * and the GST on it come from the domain (ticketFigures of one ticket, docs/money.md) as a literal table the statement
 * joins by price; SQL only adds and subtracts those figures and the ticket's own columns, and formats them.
 *
 * PostgreSQL's CSV quoting is the writer's (a field is quoted when it holds a comma, a quote, CR or LF; quotes doubled),
 * and NULL is written as an empty unquoted field, so every empty cell is sent as NULL (an empty string would come quoted).
 * Its line end is LF, and the writer's CRLF: the stream turns each LF outside a quoted field into CRLF (a quote count;
 * LF within a quoted field is kept, as the writer keeps it). Nothing is held beyond one chunk of the socket, and the
 * COPY reads the socket only as fast as the response drains (pg-copy-streams pulls), so memory stays flat.
 */

export interface CopyCsvOptions {
  eventId: string;
  sessionId: string;
  /** The GST on the platform fee: supply and rate (ReportGst). */
  gst: { supply: GstSupplyType; rateBp: number };
  masked: boolean;
  /** Every unit price the session's tickets were sold at (sessionUnitPrices). */
  prices: readonly number[];
}

/** The unit prices of a session's tickets, from the money groups (migration 0020: a price once sold keeps its group). */
export async function sessionUnitPrices(db: Db, sessionId: string): Promise<number[]> {
  const rows = rowsOf<{ p: unknown }>(
    await db.execute(sql`
      select distinct g.unit_price_paise as p from report_money_groups g join ticket_types tt on tt.id = g.ticket_type_id
      where tt.session_id = ${sessionId}::uuid order by 1`),
  );
  return rows.map((r) => Number(r.p));
}

/** The literal table of each unit price's per-ticket figures from the domain: (price, fee, cgst, sgst, igst, gst). */
function priceTable(o: CopyCsvOptions): string {
  const rows = o.prices.map((price) => {
    if (!Number.isSafeInteger(price)) throw new Error('Not a price');
    const f = ticketFigures({ pricePaise: price, discountPaise: 0, discountFunder: null, channelFeePaise: 0, channelTaxPaise: 0 }, o.gst.rateBp, o.gst.supply);
    const g = f.platformFeeGst;
    return `(${price}::bigint, ${f.platformFeePaise}::bigint, ${g.cgstPaise}::bigint, ${g.sgstPaise}::bigint, ${g.igstPaise}::bigint, ${g.totalPaise}::bigint)`;
  });
  return `(values ${rows.length ? rows.join(', ') : '(null::bigint, 0::bigint, 0::bigint, 0::bigint, 0::bigint, 0::bigint)'}) as m(price, fee, cgst, sgst, igst, gst)`;
}

export { postgresPool } from './query-cancel';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A SQL string literal (COPY takes no parameters): quotes doubled; an E'' literal with backslashes doubled when it has any. */
export function sqlLiteral(text: string): string {
  const body = `'${text.replace(/'/g, "''")}'`;
  return text.includes('\\') ? ` E${body.replace(/\\/g, '\\\\')}` : body;
}

/** The characters String.prototype.trim removes (the masks trim): JavaScript's WhiteSpace and LineTerminator. */
const JS_TRIM = String.fromCharCode(0x09, 0x0a, 0x0b, 0x0c, 0x0d, 0x20, 0xa0, 0x1680, 0x2000, 0x2001, 0x2002, 0x2003, 0x2004, 0x2005, 0x2006, 0x2007, 0x2008, 0x2009, 0x200a, 0x2028, 0x2029, 0x202f, 0x205f, 0x3000, 0xfeff);

/**
 * A text cell: formula starts (FORMULA_START_CHARACTERS, the list escapeFormula guards, full-width forms included, by
 * their code points: ascii() gives a UTF-8 database's first code point in one call, no string made) get a leading '
 * (escapeFormula); empty as NULL (written unquoted).
 */
const FORMULA_CODES = FORMULA_START_CHARACTERS.map((c) => c.codePointAt(0)).join(', ');
const text = (x: string) => `case when ascii(${x}) in (${FORMULA_CODES}) then '''' || ${x} else nullif(${x}, '') end`;
/** A money cell from paise (paiseToRupeesText): sign, rupees, two digits of paise. */
const money = (x: string) => `case when ${x} < 0 then '-' else '' end || (abs(${x}) / 100)::text || '.' || lpad((abs(${x}) % 100)::text, 2, '0')`;
/** A date cell (reportDateTime): the IST wall clock (a fixed +05:30, as the writer), dd/MM/yyyy hh:mm AM/PM; NULL stays empty. */
const dateTime = (x: string) => `to_char((${x} at time zone 'UTC') + interval '${IST_OFFSET_MINUTES} minutes', 'DD/MM/YYYY HH12:MI AM')`;
/** A label from a map, the raw value when the map has none (BOOKING_STATUS_LABELS[v] ?? v). */
const label = (x: string, labels: Record<string, string>) =>
  `case ${x} ${Object.entries(labels).map(([k, v]) => `when ${sqlLiteral(k)} then ${sqlLiteral(v)}`).join(' ')} else ${x} end`;

/*
 * The masks as JavaScript runs them: trimmed by String.prototype.trim, lengths and slices in UTF-16 code units, where
 * a character outside the Basic Multilingual Plane (an emoji: four bytes in UTF-8, one character in SQL) counts two, and
 * a slice through such a pair leaves half of it, which is written to the file as U+FFFD.
 */
const trimmed = (x: string) => `btrim(${x}, ${sqlLiteral(JS_TRIM)})`;
const astral = (c: string) => `octet_length(${c}) = 4`;
const utf16Length = (v: string) => `(2 * length(${v}) - length(regexp_replace(${v}, '[\\U00010000-\\U0010FFFF]', '', 'g')))`;
const REPLACEMENT = 'chr(65533)';

/** maskMobile: under five units all X, else the first and last two units with X between. */
const maskedMobile = (x: string) => {
  const v = trimmed(x);
  const n = utf16Length(v);
  const head = `case when ${astral(`left(${v}, 1)`)} then left(${v}, 1) when ${astral(`substr(${v}, 2, 1)`)} then left(${v}, 1) || ${REPLACEMENT} else left(${v}, 2) end`;
  const tail = `case when ${astral(`right(${v}, 1)`)} then right(${v}, 1) when ${astral(`substr(${v}, length(${v}) - 1, 1)`)} then ${REPLACEMENT} || right(${v}, 1) else right(${v}, 2) end`;
  return `case when ${n} < 5 then repeat('X', ${n}) else (${head}) || repeat('X', ${n} - 4) || (${tail}) end`;
};
/** maskEmail: the first unit, *** and the domain from the last @ (when an @ follows the first character), else ***. */
const maskedEmail = (x: string) => {
  const v = trimmed(x);
  const domain = `substring(${v} from '@[^@]*$')`;
  const first = `case when ${astral(`left(${v}, 1)`)} then ${REPLACEMENT} else left(${v}, 1) end`;
  return `case when length(${domain}) < length(${v}) then (${first}) || '***' || ${domain} else '***' end`;
};

/** The report's cells in REPORT_COLUMNS order, by column key. */
function cells(o: CopyCsvOptions): Record<string, string> {
  // A NULL text gives NULL through text() (an empty cell); a contact is masked only when it is neither NULL nor empty.
  const contact = (x: string, mask: (x: string) => string) => (o.masked ? `case when ${x} is null or ${x} = '' then ${x} else ${mask(x)} end` : x);
  const total = 't.price_paise::bigint + t.fee_paise + t.tax_paise - t.discount_paise';
  // ticketMoney: the discount is the organiser's unless DIY Events or a partner funds it (then reimbursed).
  const reimbursed = `case when t.discount_funded_by in ('PLATFORM', 'PARTNER') then t.discount_paise else 0 end`;
  return {
    bookingId: text('b.booking_id'),
    soldAt: dateTime('b.sold_at'),
    channel: text('ch.name'),
    status: text(label('b.status', BOOKING_STATUS_LABELS)),
    cancelledAt: dateTime('b.cancelled_at'),
    buyerName: text('b.buyer_name'),
    buyerMobile: text(contact('b.buyer_mobile', maskedMobile)),
    buyerEmail: text(contact('b.buyer_email', maskedEmail)),
    ticket: text(`t.position || ' of ' || b.ticket_count`),
    ticketType: text('tt.name'),
    pricePaise: money('t.price_paise'),
    discountPaise: money('t.discount_paise'),
    discountFundedBy: text(label('t.discount_funded_by', OFFER_FUNDER_LABELS)),
    reimbursedDiscountPaise: money(`(${reimbursed})`),
    feePaise: money('t.fee_paise'),
    taxPaise: money('t.tax_paise'),
    totalPaise: money(`(${total})`),
    platformFeePaise: money('m.fee'),
    cgstPaise: money('m.cgst'),
    sgstPaise: money('m.sgst'),
    igstPaise: money('m.igst'),
    netPaise: money(`(t.price_paise::bigint - t.discount_paise + ${reimbursed} - m.fee - m.gst)`),
    gateState: text(label('t.state', GATE_STATE_LABELS)),
    firstEntryAt: dateTime('t.first_entered_at'),
    lastScanAt: dateTime('t.last_scan_at'),
    lastDevice: text('t.last_device'),
  };
}

/**
 * The COPY statement of a session's report: a plain join ordered by (sold_at, id, position), left to the planner. At
 * 1,000,000 bookings PostgreSQL walks the index on (event_id, sold_at) in parallel workers, finds each booking's
 * tickets by the index on (booking_id, position) and the names through Memoize, formats the cells in the workers and
 * merges their ordered output (Gather Merge); a lateral join fenced by OFFSET 0 (the row writer's) kept all of that on
 * one process and was slower. `target` is STDOUT (a test gives PGlite's '/dev/blob', to run the same statement).
 */
export function reportCopySql(o: CopyCsvOptions, target = 'stdout'): string {
  if (!UUID.test(o.eventId) || !UUID.test(o.sessionId)) throw new Error('Not a uuid');
  const c = cells(o);
  const select = REPORT_COLUMNS.map((col) => c[col.key]!).join(',\n    ');
  return `copy (
  select
    ${select}
  from bookings b
    join sales_channels ch on ch.id = b.channel_id
    join tickets t on t.booking_id = b.id
    join ticket_types tt on tt.id = t.ticket_type_id
    left join ${priceTable(o)} on m.price = t.price_paise
  where b.event_id = '${o.eventId}'::uuid and b.session_id = '${o.sessionId}'::uuid and t.session_id = '${o.sessionId}'::uuid
  order by b.sold_at, b.id, t.position
) to ${target} with (format csv, header false)`;
}

/** The header line as the writer has it, after the BOM. */
export const CSV_HEAD = Buffer.from(`${UTF8_BOM}${REPORT_COLUMNS.map((c) => csvField(c.header)).join(',')}\r\n`, 'utf8');

const LF = 0x0a;
const QUOTE = 0x22;

/** Turns the LF line ends of PostgreSQL's CSV into CRLF, keeping LF inside quoted fields; state carried across chunks. */
export class CrlfLines {
  private quoted = false;
  private readonly ends: number[] = [];

  convert(chunk: Buffer): Buffer {
    const ends = this.ends;
    ends.length = 0;
    const n = chunk.length;
    let i = 0;
    let nextLf = -2;
    while (i < n) {
      const q = chunk.indexOf(QUOTE, i);
      if (this.quoted) {
        if (q === -1) break;
        this.quoted = false;
        i = q + 1;
        continue;
      }
      const stop = q === -1 ? n : q;
      if (nextLf !== -1 && nextLf < i) nextLf = chunk.indexOf(LF, i);
      while (nextLf !== -1 && nextLf < stop) {
        ends.push(nextLf);
        nextLf = chunk.indexOf(LF, nextLf + 1);
      }
      if (q === -1) break;
      this.quoted = true;
      i = q + 1;
    }
    if (ends.length === 0) return chunk;
    const out = Buffer.allocUnsafe(n + ends.length);
    let from = 0;
    let to = 0;
    for (const end of ends) {
      to += chunk.copy(out, to, from, end);
      out[to++] = 0x0d;
      from = end;
    }
    chunk.copy(out, to, from, n);
    return out;
  }
}

/**
 * The CSV file from PostgreSQL: the BOM and header, then the COPY's output. The connection is taken when the response
 * first reads, and given back to the pool when the COPY ends; on an error or when the reader goes away (the client
 * aborts) mid-COPY it is closed instead (a connection in the middle of a COPY cannot serve another query), and a reader
 * gone away first cancels the statement (pg_cancel_backend, query-cancel.ts): a COPY still sorting or waiting for a lock
 * would not notice its closed connection and ran on for minutes (issue 29).
 */
export class CopyCsvStream extends Readable {
  private client: pg.PoolClient | null = null;
  private copy: Readable | null = null;
  private started = false;
  private finished = false;
  private readonly lines = new CrlfLines();

  constructor(
    private readonly pool: pg.Pool,
    /** The COPY statement, or a function making it when the stream starts (it reads the session's prices first). */
    private readonly statement: string | (() => Promise<string>),
  ) {
    super();
  }

  override _read(): void {
    if (!this.started) {
      this.started = true;
      this.push(CSV_HEAD);
      this.start().catch((e: unknown) => this.destroy(e instanceof Error ? e : new Error(String(e))));
      return;
    }
    this.copy?.resume();
  }

  private async start(): Promise<void> {
    const statement = typeof this.statement === 'string' ? this.statement : await this.statement();
    if (this.destroyed) return;
    const client = await this.pool.connect();
    if (this.destroyed) {
      client.release();
      return;
    }
    this.client = client;
    const copy = client.query(copyTo(statement));
    this.copy = copy;
    copy.on('data', (chunk: Buffer) => {
      if (!this.push(this.lines.convert(chunk))) copy.pause();
    });
    copy.on('end', () => {
      this.release();
      this.push(null);
    });
    copy.on('error', (e: Error) => {
      this.release(e);
      this.destroy(e);
    });
  }

  private release(error?: Error): void {
    if (this.finished || !this.client) return;
    this.finished = true;
    const client = this.client;
    this.client = null;
    client.release(error);
  }

  override _destroy(error: Error | null, callback: (error?: Error | null) => void): void {
    // Gone before the COPY ended: cancel the statement, then close the connection (release with an error).
    if (this.client && !this.finished) cancelBackend(this.pool, backendPid(this.client));
    this.release(error ?? new Error('The report download was closed before it ended'));
    this.copy?.removeAllListeners('data');
    callback(error);
  }
}

/** A session's CSV streamed by COPY when the database is PostgreSQL; null on PGlite (the caller uses the row writer). */
export function copyCsvStream(db: Db, o: Omit<CopyCsvOptions, 'prices'>): Readable | null {
  const pool = postgresPool(db);
  return pool ? new CopyCsvStream(pool, async () => reportCopySql({ ...o, prices: await sessionUnitPrices(db, o.sessionId) })) : null;
}
