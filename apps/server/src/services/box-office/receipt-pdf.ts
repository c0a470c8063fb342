import { formatIstDateTime, formatPaise, PAYMENT_METHOD_LABELS, type ShiftSaleView } from '@diy/domain';
import { PDFDocument, rgb, StandardFonts } from 'pdf-lib';
import { pdfSafe } from '../agreement-pdf';

const PAGE: [number, number] = [300, 440];
const MARGIN = 24;

export interface ReceiptFacts {
  sale: ShiftSaleView;
  eventTitle: string;
  eventCode: string;
  venueName: string;
  showTime: Date;
  organiserName: string;
  seller: string;
}

/** What a door sale's receipt says, line by line (tests read it back). */
export function receiptLines(f: ReceiptFacts): string[] {
  const s = f.sale;
  return [
    'DIY Events - Box office receipt',
    f.organiserName,
    f.eventTitle,
    `${formatIstDateTime(f.showTime)} IST, ${f.venueName}`,
    `Booking ID ${s.bookingId}`,
    `Sold ${formatIstDateTime(new Date(s.soldAt))} IST by ${f.seller}`,
    `${s.tickets} x ${s.ticketType}`,
    `Paid by ${PAYMENT_METHOD_LABELS[s.method]}: ${formatPaise(s.amountPaise)}`,
    ...(s.changePaise !== null && s.changePaise > 0 ? [`Change given: ${formatPaise(s.changePaise)}`] : []),
    ...(s.reference ? [`Reference ${s.reference}`] : []),
    ...(s.compReason ? [`Complimentary: ${s.compReason}`] : []),
    ...(s.voidedAt ? [`VOIDED ${formatIstDateTime(new Date(s.voidedAt))} IST`] : []),
    'Money taken at the door is collected by the organiser.',
  ];
}

/** The receipt the buyer keeps (GET /box-office/sales/:id/receipt). */
export async function buildReceiptPdf(f: ReceiptFacts, at: Date): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.setTitle(pdfSafe(`Receipt ${f.sale.bookingId}`));
  doc.setAuthor('DIY Events');
  doc.setCreationDate(at);
  doc.setModificationDate(at);
  const regular = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const page = doc.addPage(PAGE);
  let y = PAGE[1] - MARGIN;
  receiptLines(f).forEach((line, i) => {
    const font = i === 0 || i === 2 || line.startsWith('Paid by') ? bold : regular;
    // Rupee signs are outside the standard fonts' Latin-1: printed as "Rs."
    const text = pdfSafe(line.replace(/₹/g, 'Rs. '));
    page.drawText(text, { x: MARGIN, y, size: i === 2 ? 13 : 10, font, color: rgb(0.1, 0.1, 0.12), maxWidth: PAGE[0] - 2 * MARGIN });
    y -= i === 2 ? 20 : 16;
  });
  return doc.save();
}
