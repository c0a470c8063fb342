import { formatCount, formatMoney, formatPaise, MONEY_FORMS, type GstSupplyType, type ReportFigures, type TicketTypeFigures } from '@diy/domain';
import { DataTable, type DataTableColumn } from '@diy/ui';

type Row = ReportFigures & { key: string; name: string; price: number | null };

/** The GST on the platform fee with its split: CGST + SGST when the organiser is in the platform's state, IGST otherwise. */
export function taxSplit(f: Pick<ReportFigures, 'platformFeeGstPaise' | 'cgstPaise' | 'sgstPaise' | 'igstPaise'>): string {
  if (f.platformFeeGstPaise === 0) return formatPaise(0);
  if (f.igstPaise > 0) return `${formatPaise(f.platformFeeGstPaise)} (IGST)`;
  return `${formatPaise(f.platformFeeGstPaise)} (CGST ${formatPaise(f.cgstPaise)} + SGST ${formatPaise(f.sgstPaise)})`;
}

const money = (pick: (r: Row) => number) => (r: Row) => formatPaise(pick(r));
const COLUMNS_START: DataTableColumn<Row>[] = [
  { key: 'name', header: 'Ticket type', rowHeader: true, render: (r) => (r.price === null ? <strong>{r.name}</strong> : <>{r.name}<br />{formatPaise(r.price)}</>) },
  // Sold with its inventory and cancellations in one cell, so the table fits a laptop's width (issue 34).
  { key: 'sold', header: 'Sold', align: 'end', render: (r) => <>{`${formatCount(r.sold)} of ${formatCount(r.inventory)}`}<br />{`${formatCount(r.cancelled)} cancelled`}</> },
  { key: 'gross', header: 'Paid by buyers', align: 'end', render: money((r) => r.grossPaise) },
  { key: 'fees', header: 'Channel fee + GST', align: 'end', render: (r) => <>{formatPaise(r.feesPaise)}<br />{`+ ${formatPaise(r.taxesPaise)}`}</> },
  { key: 'discounts', header: 'Discounts you fund', align: 'end', render: money((r) => r.organiserDiscountsPaise) },
  { key: 'reimbursed', header: 'Discounts reimbursed', align: 'end', render: money((r) => r.reimbursedDiscountsPaise) },
  { key: 'platformFee', header: 'Platform fee', align: 'end', render: money((r) => r.platformFeePaise) },
];
/** GST on the platform fee: CGST + SGST when the organiser is in the platform's state, otherwise IGST. */
const INTRA: DataTableColumn<Row>[] = [
  { key: 'cgst', header: 'CGST + SGST on platform fee', align: 'end', render: (r) => <>{formatPaise(r.cgstPaise)}<br />{`+ ${formatPaise(r.sgstPaise)}`}</> },
];
const INTER: DataTableColumn<Row>[] = [{ key: 'igst', header: 'IGST on platform fee', align: 'end', render: money((r) => r.igstPaise) }];
const COLUMNS_END: DataTableColumn<Row>[] = [
  { key: 'net', header: 'Net to you', align: 'end', render: money((r) => r.netPaise) },
  { key: 'admitted', header: 'Admitted', align: 'end', render: (r) => <>{formatCount(r.admitted)}<br />{r.noShows === null ? 'Not begun' : `${formatCount(r.noShows)} no-shows`}</> },
];

/**
 * One session's figures by ticket type, with a totals row (docs/money.md): what buyers paid, the channel's fee and its
 * GST (kept by the channel), discounts by who funds them, the platform fee and the GST on it, and net to you. The totals
 * row's GST and net are computed once on the session's sums.
 * Dense, so its columns fit a laptop's width; on phones each ticket type is a card of label and figure lines (issue 34:
 * a sideways scroll cut numbers mid-digit).
 */
export function FiguresTable({ caption, types, totals, supply }: { caption: string; types: readonly TicketTypeFigures[]; totals: ReportFigures; supply: GstSupplyType }) {
  const rows: Row[] = [
    ...types.map((t) => ({ ...t, key: t.ticketTypeCode, name: t.ticketTypeName, price: t.pricePaise })),
    ...(types.length > 1 ? [{ ...totals, key: '__total', name: 'Total', price: null }] : []),
  ];
  const columns = [...COLUMNS_START, ...(supply === 'INTRA_STATE' ? INTRA : INTER), ...COLUMNS_END];
  return (
    <DataTable
      caption={caption}
      columns={columns}
      rows={rows}
      rowKey={(r) => r.key}
      phoneLayout="cards"
      dense
      emptyTitle="No ticket types"
      emptyBody="This session has no tickets on sale."
    />
  );
}

/** Headline money (a tile's value and its hint) in whole rupees; the tables keep the paise: ₹54,27,818. */
export function rupeesShown(paise: number): string {
  return formatMoney(paise, MONEY_FORMS.headline);
}
