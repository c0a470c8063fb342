import type { DocumentKind, StatementFigures } from '@diy/domain';
import { sql } from 'drizzle-orm';
import type { StatementRow } from '../../db/schema';
import { rowsOf } from '../ids';
import type { Runner } from '../jobs/job-queue';

/** A statement's figures as its columns (statements table). */
export function figuresColumns(f: StatementFigures) {
  return {
    tickets: f.tickets,
    grossSalesPaise: f.grossSalesPaise,
    discountsPaise: f.discountsPaise,
    organiserDiscountPaise: f.organiserDiscountPaise,
    reimbursedDiscountPaise: f.reimbursedDiscountPaise,
    buyersPaidPaise: f.buyersPaidPaise,
    channelKeepsPaise: f.channelKeepsPaise,
    organiserEarnsPaise: f.organiserEarnsPaise,
    platformFeePaise: f.platformFeePaise,
    feeCgstPaise: f.platformFeeGst.cgstPaise,
    feeSgstPaise: f.platformFeeGst.sgstPaise,
    feeIgstPaise: f.platformFeeGst.igstPaise,
    proceedsPaise: f.proceedsPaise,
    netTaxableValuePaise: f.netTaxableValuePaise,
    tcsCgstPaise: f.tcs.cgstPaise,
    tcsSgstPaise: f.tcs.sgstPaise,
    tcsIgstPaise: f.tcs.igstPaise,
    tdsBasePaise: f.tdsBasePaise,
    tdsPaise: f.tdsPaise,
    collectedByOrganiserPaise: f.collectedByOrganiserPaise,
    adjustmentsPaise: f.adjustmentsPaise,
    carriedInPaise: f.carriedInPaise,
    netPaise: f.netPaise,
    netPayablePaise: f.netPayablePaise,
    carriedOutPaise: f.carriedOutPaise,
  };
}

const split = (c: number, s: number, i: number) => ({ cgstPaise: c, sgstPaise: s, igstPaise: i, totalPaise: c + s + i });

/** The figures of a stored statement. */
export function figuresOfRow(r: StatementRow): StatementFigures {
  return {
    tickets: r.tickets,
    grossSalesPaise: r.grossSalesPaise,
    discountsPaise: r.discountsPaise,
    organiserDiscountPaise: r.organiserDiscountPaise,
    reimbursedDiscountPaise: r.reimbursedDiscountPaise,
    buyersPaidPaise: r.buyersPaidPaise,
    channelKeepsPaise: r.channelKeepsPaise,
    organiserEarnsPaise: r.organiserEarnsPaise,
    platformFeePaise: r.platformFeePaise,
    platformFeeGst: split(r.feeCgstPaise, r.feeSgstPaise, r.feeIgstPaise),
    proceedsPaise: r.proceedsPaise,
    netTaxableValuePaise: r.netTaxableValuePaise,
    tcs: split(r.tcsCgstPaise, r.tcsSgstPaise, r.tcsIgstPaise),
    tdsBasePaise: r.tdsBasePaise,
    tdsPaise: r.tdsPaise,
    collectedByOrganiserPaise: r.collectedByOrganiserPaise,
    adjustmentsPaise: r.adjustmentsPaise,
    carriedInPaise: r.carriedInPaise,
    netPaise: r.netPaise,
    netPayablePaise: r.netPayablePaise,
    carriedOutPaise: r.carriedOutPaise,
  };
}

/**
 * The next number of a kind in a financial year. The upsert locks the counter row until the caller's transaction ends,
 * so concurrent issuers queue on it and a rolled-back transaction gives its number back: gapless.
 */
export async function nextDocumentNumber(tx: Runner, kind: DocumentKind, financialYear: string): Promise<number> {
  const [row] = rowsOf<{ last_value: number }>(
    await tx.execute(sql`
      insert into document_counters (kind, financial_year, last_value) values (${kind}, ${financialYear}, 1)
      on conflict (kind, financial_year) do update set last_value = document_counters.last_value + 1
      returning last_value`),
  );
  return Number(row!.last_value);
}
