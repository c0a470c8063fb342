import {
  amountInWords,
  formatIsoDate,
  formatIstDate,
  formatIstDateTime,
  formatPaise,
  GST_STATE_CODES,
  HOLD_REASON_LABELS,
  OFFER_FUNDER_LABELS,
  PLATFORM_ADDRESS,
  PLATFORM_FEE_SAC,
  PLATFORM_GST_STATE_CODE,
  PLATFORM_GSTIN,
  PLATFORM_LEGAL_NAME,
  STATEMENT_STATUS_LABELS,
  type StatementDetail,
} from '@diy/domain';
import { PDFDocument, rgb, StandardFonts, type PDFFont, type PDFPage } from 'pdf-lib';
import { pdfSafe } from '../agreement-pdf';

const A4: [number, number] = [595.28, 841.89];
const MARGIN = 48;
const SIZE = 9;
const LEADING = 13;
const INK = rgb(0.1, 0.1, 0.12);
const MUTED = rgb(0.4, 0.4, 0.45);

/** Rupees for a PDF: the standard fonts have no rupee sign, so amounts read 'Rs 1,23,456.78'. */
const rs = (paise: number) => pdfSafe(formatPaise(paise).replace('₹', 'Rs '));
const pct = (bp: number) => `${(bp / 100).toFixed(bp % 100 === 0 ? 0 : 2)}%`;

class Sheet {
  page!: PDFPage;
  y = 0;
  constructor(
    private readonly doc: PDFDocument,
    private readonly regular: PDFFont,
    private readonly bold: PDFFont,
  ) {
    this.newPage();
  }
  newPage(): void {
    this.page = this.doc.addPage(A4);
    this.y = A4[1] - MARGIN;
  }
  ensure(h: number): void {
    if (this.y - h < MARGIN) this.newPage();
  }
  text(t: string, o: { size?: number; bold?: boolean; x?: number; muted?: boolean; gap?: number } = {}): void {
    const size = o.size ?? SIZE;
    this.ensure(size + 4);
    this.page.drawText(pdfSafe(t), { x: o.x ?? MARGIN, y: this.y, size, font: o.bold ? this.bold : this.regular, color: o.muted ? MUTED : INK });
    this.y -= size + (o.gap ?? 4);
  }
  /** A row of cells at x positions; numbers right-aligned where `right` says. */
  row(cells: string[], xs: number[], o: { bold?: boolean; right?: boolean[] } = {}): void {
    this.ensure(LEADING);
    const font = o.bold ? this.bold : this.regular;
    cells.forEach((c, i) => {
      const text = pdfSafe(c);
      const x = xs[i]!;
      const w = font.widthOfTextAtSize(text, SIZE);
      this.page.drawText(text, { x: o.right?.[i] ? x - w : x, y: this.y, size: SIZE, font, color: INK });
    });
    this.y -= LEADING;
  }
  pair(label: string, value: string, bold = false): void {
    this.row([label, value], [MARGIN, A4[0] - MARGIN], { bold, right: [false, true] });
  }
  rule(): void {
    this.ensure(8);
    this.page.drawLine({ start: { x: MARGIN, y: this.y + 9 }, end: { x: A4[0] - MARGIN, y: this.y + 9 }, thickness: 0.5, color: MUTED });
    this.y -= 4;
  }
  gap(h = 8): void {
    this.y -= h;
  }
}

async function sheet(title: string): Promise<{ doc: PDFDocument; s: Sheet }> {
  const doc = await PDFDocument.create();
  doc.setTitle(title);
  doc.setAuthor(PLATFORM_LEGAL_NAME);
  doc.setProducer('DIY Events');
  doc.setCreator('DIY Events');
  const s = new Sheet(doc, await doc.embedFont(StandardFonts.Helvetica), await doc.embedFont(StandardFonts.HelveticaBold));
  return { doc, s };
}

const stateName = (code: string | null) => (code ? (GST_STATE_CODES[code]?.name ?? code) : 'Not on record');

/** The settlement statement as a PDF: figures, ticket groups, adjustments, the rates used and the status. */
export async function buildStatementPdf(d: StatementDetail, at: Date): Promise<Uint8Array> {
  const { doc, s } = await sheet(`Settlement statement ${d.number ?? ''}`);
  const f = d.figures;
  s.text('Settlement statement', { size: 16, bold: true, gap: 8 });
  s.text(`${d.number ?? 'Not issued'}  |  ${STATEMENT_STATUS_LABELS[d.status]}${d.holdReason ? `: ${HOLD_REASON_LABELS[d.holdReason]}` : ''}`, { bold: true });
  s.text(`${PLATFORM_LEGAL_NAME}, GSTIN ${PLATFORM_GSTIN}`, { muted: true });
  s.gap();
  s.pair('Organiser', d.organiser.name);
  s.pair('GSTIN', d.organiser.gstin ?? 'Not on record');
  s.pair('Event', `${d.eventTitle} (${d.eventCode})`);
  s.pair('Show', `${formatIstDateTime(d.showTime)} IST, ${d.venueName}${d.sessionCancelled ? ' (cancelled)' : ''}`);
  if (d.issuedAt) s.pair('Issued', formatIstDate(d.issuedAt));
  s.pair('Due by', formatIsoDate(d.dueDate));
  if (d.paidAt) s.pair('Paid', `${formatIstDate(d.paidAt)}, UTR ${d.utr ?? ''}`);
  s.gap();
  s.text('Tickets sold (net of cancellations)', { bold: true });
  const xs = [MARGIN, 200, 300, 345, 420, 547];
  s.row(['Ticket type', 'Channel', 'Tickets', 'Price', 'Discount (funded by)', 'Platform fee'], xs, { bold: true, right: [false, false, true, true, true, true] });
  for (const l of d.lines) {
    s.row(
      [l.ticketTypeName.slice(0, 28), l.channel.slice(0, 18), String(l.tickets), rs(l.pricePaise), l.funder ? `${rs(l.discountPaise)} (${OFFER_FUNDER_LABELS[l.funder]})` : '-', rs(l.platformFeePaise)],
      [xs[0]!, xs[1]!, xs[2]! + 30, xs[3]! + 40, xs[4]! + 60, xs[5]!],
      { right: [false, false, true, true, true, true] },
    );
  }
  if (d.lines.length === 0) s.text('No tickets sold.', { muted: true });
  s.gap();
  s.text('Settlement', { bold: true });
  const gstLabel = (g: typeof f.platformFeeGst, rate: number) =>
    g.igstPaise > 0 || (g.cgstPaise === 0 && g.igstPaise === 0 && d.rates.gstSupply === 'INTER_STATE') ? `IGST ${pct(rate)}` : `CGST ${pct(rate / 2)} + SGST ${pct(rate / 2)}`;
  s.pair('Gross ticket sales', rs(f.grossSalesPaise));
  s.pair('Buyers paid (with the channel fee and its GST)', rs(f.buyersPaidPaise));
  s.pair('Kept by the sales channels (fee and GST)', rs(f.channelKeepsPaise));
  s.pair('Discounts funded by you', `- ${rs(f.organiserDiscountPaise)}`);
  s.pair('Discounts reimbursed (platform or partner)', rs(f.reimbursedDiscountPaise));
  s.pair('Your earnings', rs(f.organiserEarnsPaise));
  s.pair('Platform fee', `- ${rs(f.platformFeePaise)}`);
  s.pair(`GST on the platform fee (${gstLabel(f.platformFeeGst, d.rates.gstOnFeeBp)})`, `- ${rs(f.platformFeeGst.totalPaise)}`);
  s.pair('Net to you', rs(f.proceedsPaise), true);
  s.pair(`TCS, section 52 CGST Act (${d.rates.tcsFlag === 'Y' ? `${pct(d.rates.tcsBp)} of ${rs(f.netTaxableValuePaise)}` : d.rates.tcsFlag === 'E' ? 'exempt' : 'not applicable'})`, `- ${rs(f.tcs.totalPaise)}`);
  s.pair(`TDS, section 194-O Income-tax Act (${pct(d.rates.tdsBp)} of ${rs(f.tdsBasePaise)})`, `- ${rs(f.tdsPaise)}`);
  if (f.collectedByOrganiserPaise > 0) s.pair('Collected by you at the door (box office)', `- ${rs(f.collectedByOrganiserPaise)}`);
  for (const a of d.adjustments) s.pair(`${a.description}${a.tickets ? ` (${a.tickets} tickets)` : ''}`, rs(a.amountPaise));
  if (d.adjustments.length === 0 && f.adjustmentsPaise !== 0) s.pair('Adjustments', rs(f.adjustmentsPaise));
  if (f.carriedInPaise > 0) s.pair('Carried from your previous statement', `- ${rs(f.carriedInPaise)}`);
  s.rule();
  s.pair('Net payable', rs(f.netPayablePaise), true);
  if (f.carriedOutPaise > 0) s.pair('Carried forward to your next statement', rs(f.carriedOutPaise), true);
  s.gap();
  s.text(`Rates in force on ${formatIsoDate(d.rates.on)}. Each tax is rounded to the nearest paisa, halves away from zero.`, { muted: true });
  s.text(`Made ${formatIstDateTime(at)} IST.`, { muted: true });
  return doc.save();
}

/** The GST tax invoice for the platform fee of a statement (SAC 998599, both GSTINs, place of supply, tax split, words). */
export async function buildFeeInvoicePdf(d: StatementDetail): Promise<Uint8Array> {
  const { doc, s } = await sheet(`Tax invoice ${d.invoiceNumber ?? ''}`);
  const f = d.figures;
  const g = f.platformFeeGst;
  s.text('Tax Invoice', { size: 16, bold: true, gap: 8 });
  s.pair('Invoice number', d.invoiceNumber ?? '');
  s.pair('Invoice date', d.issuedAt ? formatIstDate(d.issuedAt) : '');
  s.pair('Statement', d.number ?? '');
  s.gap();
  s.text('Supplier', { bold: true });
  s.text(PLATFORM_LEGAL_NAME);
  s.text(PLATFORM_ADDRESS);
  s.text(`GSTIN ${PLATFORM_GSTIN}  |  State ${stateName(PLATFORM_GST_STATE_CODE)} (${PLATFORM_GST_STATE_CODE})`);
  s.gap();
  s.text('Recipient', { bold: true });
  s.text(d.organiser.name);
  s.text(`GSTIN ${d.organiser.gstin ?? 'Unregistered'}${d.organiser.pan ? `  |  PAN ${d.organiser.pan}` : ''}`);
  s.text(`Place of supply: ${stateName(d.organiser.stateCode)}${d.organiser.stateCode ? ` (${d.organiser.stateCode})` : ''}`);
  s.gap();
  const xs = [MARGIN, 290, 360, 547];
  s.row(['Description', 'SAC', 'Tickets', 'Taxable value'], xs, { bold: true, right: [false, false, true, true] });
  s.row([`Platform fee: ${d.eventTitle}`.slice(0, 48), PLATFORM_FEE_SAC, String(f.tickets), rs(f.platformFeePaise)], [xs[0]!, xs[1]!, xs[2]! + 30, xs[3]!], { right: [false, false, true, true] });
  s.rule();
  s.pair('Taxable value', rs(f.platformFeePaise));
  const half = pct(d.rates.gstOnFeeBp / 2);
  if (d.rates.gstSupply === 'INTRA_STATE') {
    s.pair(`CGST ${half}`, rs(g.cgstPaise));
    s.pair(`SGST ${half}`, rs(g.sgstPaise));
  } else {
    s.pair(`IGST ${pct(d.rates.gstOnFeeBp)}`, rs(g.igstPaise));
  }
  s.pair('Invoice total', rs(f.platformFeePaise + g.totalPaise), true);
  s.gap(4);
  s.text(`Amount in words: ${amountInWords(f.platformFeePaise + g.totalPaise)}`, { bold: true });
  s.gap();
  s.text('The fee was deducted from your settlement; nothing is due on this invoice. Tax is not payable on reverse charge.', { muted: true });
  return doc.save();
}

