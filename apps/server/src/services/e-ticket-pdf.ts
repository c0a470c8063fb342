import { formatIstDateTime } from '@diy/domain';
import { PDFDocument, rgb, StandardFonts, type PDFFont, type PDFPage } from 'pdf-lib';
import { pdfSafe, wrap } from './agreement-pdf';
import { qrPng, type ETicket, type ETicketBooking } from './e-tickets';

const PLATFORM = 'DIY Events';
/** A phone-sized page per ticket (about A6), the QR code large enough to scan off a dim screen. */
const PAGE: [number, number] = [298, 480];
const MARGIN = 24;
const QR_SIZE = 180;
const INK = rgb(0.09, 0.1, 0.13);
const MUTED = rgb(0.33, 0.36, 0.43);

/** Draws lines from the top down; returns the y under them. */
function lines(page: PDFPage, text: string, y: number, font: PDFFont, size: number, color = INK): number {
  let at = y;
  for (const l of wrap(text, font, size, PAGE[0] - 2 * MARGIN).slice(0, 3)) {
    page.drawText(l, { x: MARGIN, y: at - size, size, font, color });
    at -= size + 4;
  }
  return at;
}

/** What a ticket's page says, top to bottom (the QR code and its barcode sit between `ticket` and `booking`). */
export function eTicketText(booking: ETicketBooking, ticket: ETicket) {
  return {
    heading: `${PLATFORM} e-ticket`,
    event: booking.eventTitle,
    show: `${formatIstDateTime(booking.showTime)} IST`,
    venue: booking.venueName,
    ticket: `${ticket.ticketType} - Ticket ${ticket.position} of ${booking.tickets.length}`,
    booking: `Booking ID ${booking.bookingId}`,
    buyer: `Name ${booking.buyerName}`,
    note: 'Show this code at the gate. Each ticket admits one person.',
  };
}

/**
 * The e-tickets of a booking as one PDF: a page per ticket with the event, the show in IST, the venue, the ticket
 * type and position, the booking id and the ticket's QR code (its barcode, as the gate scans it).
 */
export async function buildETicketPdf(booking: ETicketBooking, at: Date): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.setTitle(pdfSafe(`E-tickets ${booking.bookingId} - ${booking.eventTitle}`));
  doc.setAuthor(PLATFORM);
  doc.setSubject(pdfSafe(`${booking.tickets.length} e-ticket(s) for booking ${booking.bookingId}`));
  doc.setCreationDate(at);
  doc.setModificationDate(at);
  const regular = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const mono = await doc.embedFont(StandardFonts.CourierBold);

  for (const ticket of booking.tickets) {
    const text = eTicketText(booking, ticket);
    const page = doc.addPage(PAGE);
    let y = PAGE[1] - MARGIN;
    y = lines(page, text.heading, y, bold, 9, MUTED) - 4;
    y = lines(page, text.event, y, bold, 16) - 2;
    y = lines(page, text.show, y, regular, 11);
    y = lines(page, text.venue, y, regular, 11) - 6;
    y = lines(page, text.ticket, y, bold, 12) - 6;

    const png = await doc.embedPng(await qrPng(ticket.barcode, 6));
    const x = (PAGE[0] - QR_SIZE) / 2;
    page.drawImage(png, { x, y: y - QR_SIZE, width: QR_SIZE, height: QR_SIZE });
    y -= QR_SIZE + 4;
    const codeWidth = mono.widthOfTextAtSize(ticket.barcode, 11);
    page.drawText(ticket.barcode, { x: (PAGE[0] - codeWidth) / 2, y: y - 11, size: 11, font: mono, color: INK });
    y -= 24;

    y = lines(page, text.booking, y, bold, 11);
    y = lines(page, text.buyer, y, regular, 10, MUTED);
    lines(page, text.note, y - 4, regular, 8, MUTED);
  }
  return doc.save();
}
