import {
  OFFER_FUNDER_LABELS, STATEMENT_FIGURE_LABELS as L, formatBasisPoints, formatPaise,
  type OfferFunder, type StatementDetail, type StatementLine,
} from '@diy/domain';

/** One line of a statement's working: a label, its amount as shown, and how it is set. */
export interface FigureRow {
  key: string;
  label: string;
  value: string;
  /** A part of the line above (a tax's halves, the discounts' funders). */
  sub?: boolean;
  /** The total lines: what the organiser earns, net to them, net payable. */
  total?: boolean;
}

const minus = (paise: number) => formatPaise(-paise);

/** A tax split into CGST and SGST halves within one state, else IGST, with the rate of each part. */
function splitRows(key: string, split: StatementDetail['figures']['tcs'], rateBp: number, intraState: boolean): FigureRow[] {
  if (split.totalPaise === 0) return [];
  if (intraState) {
    const half = formatBasisPoints(rateBp / 2);
    return [
      { key: `${key}-cgst`, label: `CGST ${half}`, value: minus(split.cgstPaise), sub: true },
      { key: `${key}-sgst`, label: `SGST ${half}`, value: minus(split.sgstPaise), sub: true },
    ];
  }
  return [{ key: `${key}-igst`, label: `IGST ${formatBasisPoints(rateBp)}`, value: minus(split.igstPaise), sub: true }];
}

/** The working of a statement, from gross sales to net payable and what is carried forward. */
export function figureRows(s: StatementDetail): FigureRow[] {
  const f = s.figures;
  const intra = s.rates.gstSupply === 'INTRA_STATE';
  // TCS splits by the organiser's own supply (its GSTIN in the venue's state), not the platform fee's.
  const tcsIntra = s.rates.tcsSupply === 'INTRA_STATE';
  const rows: FigureRow[] = [
    { key: 'tickets', label: L.tickets, value: f.tickets.toLocaleString('en-IN') },
    { key: 'gross', label: L.grossSales, value: formatPaise(f.grossSalesPaise) },
    { key: 'discounts', label: L.discounts, value: minus(f.discountsPaise) },
  ];
  if (f.discountsPaise > 0) {
    rows.push({ key: 'discounts-own', label: `Funded by you`, value: minus(f.organiserDiscountPaise), sub: true });
    rows.push({ key: 'discounts-reimbursed', label: `Reimbursed to you (funded by DIY Events or a partner)`, value: formatPaise(f.reimbursedDiscountPaise), sub: true });
  }
  rows.push(
    { key: 'buyers', label: L.buyersPaid, value: formatPaise(f.buyersPaidPaise) },
    { key: 'channel', label: L.channelKeeps, value: minus(f.channelKeepsPaise) },
    { key: 'earns', label: L.organiserEarns, value: formatPaise(f.organiserEarnsPaise), total: true },
    { key: 'fee', label: L.platformFee, value: minus(f.platformFeePaise) },
    { key: 'fee-gst', label: `${L.gstOnFee} (${formatBasisPoints(s.rates.gstOnFeeBp)})`, value: minus(f.platformFeeGst.totalPaise) },
    ...splitRows('fee-gst', f.platformFeeGst, s.rates.gstOnFeeBp, intra),
    { key: 'proceeds', label: L.proceeds, value: formatPaise(f.proceedsPaise), total: true },
    {
      key: 'tcs',
      label: s.rates.tcsFlag === 'Y' ? `${L.tcs} ${formatBasisPoints(s.rates.tcsBp)} of ${formatPaise(f.netTaxableValuePaise)}` : `${L.tcs}: not collected (TCS flag ${s.rates.tcsFlag})`,
      value: minus(f.tcs.totalPaise),
    },
    ...splitRows('tcs', f.tcs, s.rates.tcsBp, tcsIntra),
    { key: 'tds', label: `${L.tds} ${formatBasisPoints(s.rates.tdsBp)} of ${formatPaise(f.tdsBasePaise)}`, value: minus(f.tdsPaise) },
  );
  if (f.collectedByOrganiserPaise > 0) rows.push({ key: 'collected-by-you', label: L.collectedByOrganiser, value: minus(f.collectedByOrganiserPaise) });
  if (f.adjustmentsPaise !== 0 || s.adjustments.length > 0) rows.push({ key: 'adjustments', label: L.adjustments, value: formatPaise(f.adjustmentsPaise) });
  if (f.carriedInPaise !== 0) rows.push({ key: 'carried-in', label: L.carriedIn, value: minus(f.carriedInPaise) });
  rows.push({ key: 'net-payable', label: L.netPayable, value: formatPaise(f.netPayablePaise), total: true });
  if (f.carriedOutPaise > 0) rows.push({ key: 'carried-out', label: L.carriedOut, value: formatPaise(f.carriedOutPaise) });
  return rows;
}

export interface FunderDiscount {
  funder: OfferFunder;
  label: string;
  tickets: number;
  discountPaise: number;
  organiserDiscountPaise: number;
  reimbursedDiscountPaise: number;
}

/** The discounts of a statement's lines by who funds them (lines without an offer left out), in the funders' order. */
export function discountsByFunder(lines: readonly StatementLine[]): FunderDiscount[] {
  const by = new Map<OfferFunder, FunderDiscount>();
  for (const line of lines) {
    if (line.funder === null || line.discountPaise === 0) continue;
    const row = by.get(line.funder) ?? {
      funder: line.funder, label: OFFER_FUNDER_LABELS[line.funder], tickets: 0, discountPaise: 0, organiserDiscountPaise: 0, reimbursedDiscountPaise: 0,
    };
    row.tickets += line.tickets;
    row.discountPaise += line.discountPaise;
    row.organiserDiscountPaise += line.organiserDiscountPaise;
    row.reimbursedDiscountPaise += line.reimbursedDiscountPaise;
    by.set(line.funder, row);
  }
  return (Object.keys(OFFER_FUNDER_LABELS) as OfferFunder[]).flatMap((f) => (by.has(f) ? [by.get(f)!] : []));
}
