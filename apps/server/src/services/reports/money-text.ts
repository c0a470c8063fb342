import { formatPaise, type ReportFigures, type ReportGst } from '@diy/domain';

/**
 * The money of report figures in words for the mails (the e-mailed report and the daily summary), the same figures and
 * labels as the report screens (docs/money.md).
 */
export function moneyText(t: ReportFigures, supply: ReportGst['supply'] | null): string {
  const gstParts = supply === 'INTRA_STATE'
    ? `CGST ${formatPaise(t.cgstPaise)} + SGST ${formatPaise(t.sgstPaise)}`
    : supply === 'INTER_STATE'
      ? `IGST ${formatPaise(t.igstPaise)}`
      : `CGST ${formatPaise(t.cgstPaise)}, SGST ${formatPaise(t.sgstPaise)}, IGST ${formatPaise(t.igstPaise)}`;
  return [
    `paid by buyers: ${formatPaise(t.grossPaise)}`,
    `channel fees ${formatPaise(t.feesPaise)} and GST on them ${formatPaise(t.taxesPaise)} (kept by the channel)`,
    `discounts: ${formatPaise(t.discountsPaise)} (funded by you ${formatPaise(t.organiserDiscountsPaise)}, reimbursed to you ${formatPaise(t.reimbursedDiscountsPaise)})`,
    `platform fee: ${formatPaise(t.platformFeePaise)}`,
    `GST on the platform fee: ${formatPaise(t.platformFeeGstPaise)} (${gstParts})`,
    `net to you: ${formatPaise(t.netPaise)}`,
  ].join('; ');
}
