import { escapeFormula, formatIsoDate, istDateOf, paiseToRupeesText, quarterRange, type WithholdingQuery } from '@diy/domain';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rowsOf } from '../ids';
import { csvField, UTF8_BOM } from '../reports/csv';

export const WITHHOLDING_COLUMNS = [
  'Statement', 'Issued on', 'Event code', 'Event', 'Show date', 'Organiser GSTIN', 'Net taxable value (Rs)', 'TCS rate (%)',
  'TCS CGST (Rs)', 'TCS SGST (Rs)', 'TCS IGST (Rs)', 'TCS total (Rs)', 'TDS base (Rs)', 'TDS rate (%)', 'TDS (Rs)',
] as const;

const rupees = (paise: unknown) => paiseToRupeesText(Number(paise));
const pct = (bp: unknown) => (Number(bp) / 100).toFixed(2);
const line = (cells: string[]) => `${cells.map((c) => csvField(c)).join(',')}\r\n`;

/**
 * The TCS (section 52) and TDS (194-O) withheld from an organiser's statements issued in a quarter of a financial year
 * (IST dates), one line per statement and a total line: for the organiser's own returns. Small (a few hundred rows a
 * quarter), so it is built in memory.
 */
export async function withholdingCsv(db: Db, organiserId: string, q: WithholdingQuery): Promise<{ fileName: string; content: string }> {
  const { from, to } = quarterRange(q.financialYear, q.quarter);
  const rows = rowsOf<Record<string, unknown>>(
    await db.execute(sql`
      select st.number, st.issued_at, e.event_code, e.title, st.rates_on::text as rates_on, st.organiser_gstin,
        st.net_taxable_value_paise, st.rates->>'tcsBp' as tcs_bp, st.tcs_cgst_paise, st.tcs_sgst_paise, st.tcs_igst_paise,
        st.tds_base_paise, st.rates->>'tdsBp' as tds_bp, st.tds_paise, st.tcs_flag
      from statements st join events e on e.id = st.event_id
      where st.organiser_id = ${organiserId}::uuid and st.issued_at is not null
        and (st.issued_at at time zone 'Asia/Kolkata')::date >= ${from}::date and (st.issued_at at time zone 'Asia/Kolkata')::date < ${to}::date
      order by st.financial_year, st.seq`),
  );
  let out = UTF8_BOM + line([...WITHHOLDING_COLUMNS]);
  const total = { taxable: 0, c: 0, s: 0, i: 0, tdsBase: 0, tds: 0 };
  for (const r of rows) {
    const tcs = Number(r.tcs_cgst_paise) + Number(r.tcs_sgst_paise) + Number(r.tcs_igst_paise);
    total.taxable += Number(r.net_taxable_value_paise);
    total.c += Number(r.tcs_cgst_paise);
    total.s += Number(r.tcs_sgst_paise);
    total.i += Number(r.tcs_igst_paise);
    total.tdsBase += Number(r.tds_base_paise);
    total.tds += Number(r.tds_paise);
    const issued = new Date(r.issued_at as string);
    out += line([
      String(r.number), formatIsoDate(istDateOf(issued)), String(r.event_code ?? ''), escapeFormula(String(r.title)), formatIsoDate(String(r.rates_on)),
      String(r.organiser_gstin ?? ''), rupees(r.net_taxable_value_paise), r.tcs_flag === 'Y' ? pct(r.tcs_bp) : '0.00',
      rupees(r.tcs_cgst_paise), rupees(r.tcs_sgst_paise), rupees(r.tcs_igst_paise), rupees(tcs), rupees(r.tds_base_paise), pct(r.tds_bp), rupees(r.tds_paise),
    ]);
  }
  out += line(['Total', '', '', '', '', '', rupees(total.taxable), '', rupees(total.c), rupees(total.s), rupees(total.i), rupees(total.c + total.s + total.i), rupees(total.tdsBase), '', rupees(total.tds)]);
  return { fileName: `tcs-tds-${q.financialYear}-${q.quarter}.csv`, content: out };
}

