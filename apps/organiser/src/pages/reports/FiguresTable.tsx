import { formatPaise, type ReportFigures, type TicketTypeFigures } from '@diy/domain';
import { DataTable, type DataTableColumn } from '@diy/ui';

type Row = ReportFigures & { key: string; name: string; price: number | null };

const grouped = (n: number) => n.toLocaleString('en-IN');

/** The tax of a row with its GST split: CGST + SGST within the organiser's GSTIN state, IGST otherwise. */
export function taxSplit(f: Pick<ReportFigures, 'taxesPaise' | 'cgstPaise' | 'sgstPaise' | 'igstPaise'>): string {
  if (f.taxesPaise === 0) return formatPaise(0);
  if (f.igstPaise > 0) return `${formatPaise(f.taxesPaise)} (IGST)`;
  return `${formatPaise(f.taxesPaise)} (CGST ${formatPaise(f.cgstPaise)} + SGST ${formatPaise(f.sgstPaise)})`;
}

const COLUMNS: DataTableColumn<Row>[] = [
  { key: 'name', header: 'Ticket type', rowHeader: true, render: (r) => (r.price === null ? <strong>{r.name}</strong> : `${r.name} (${formatPaise(r.price)})`) },
  { key: 'sold', header: 'Sold', align: 'end', render: (r) => grouped(r.sold) },
  { key: 'cancelled', header: 'Cancelled', align: 'end', render: (r) => grouped(r.cancelled) },
  { key: 'inventory', header: 'Inventory', align: 'end', render: (r) => grouped(r.inventory) },
  { key: 'gross', header: 'Gross', align: 'end', render: (r) => formatPaise(r.grossPaise) },
  { key: 'fees', header: 'Fees', align: 'end', render: (r) => formatPaise(r.feesPaise) },
  { key: 'taxes', header: 'Taxes (GST)', align: 'end', render: taxSplit },
  { key: 'net', header: 'Net to you', align: 'end', render: (r) => formatPaise(r.netPaise) },
  { key: 'admitted', header: 'Admitted', align: 'end', render: (r) => grouped(r.admitted) },
  { key: 'noShows', header: 'No-shows', align: 'end', render: (r) => (r.noShows === null ? 'Not begun' : grouped(r.noShows)) },
];

/** One session's figures by ticket type, with a totals row. */
export function FiguresTable({ caption, types, totals }: { caption: string; types: readonly TicketTypeFigures[]; totals: ReportFigures }) {
  const rows: Row[] = [
    ...types.map((t) => ({ ...t, key: t.ticketTypeCode, name: t.ticketTypeName, price: t.pricePaise })),
    ...(types.length > 1 ? [{ ...totals, key: '__total', name: 'Total', price: null }] : []),
  ];
  return <DataTable caption={caption} columns={COLUMNS} rows={rows} rowKey={(r) => r.key} emptyTitle="No ticket types" emptyBody="This session has no tickets on sale." />;
}
