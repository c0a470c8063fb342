import { APP_CODE, APP_CODE_HEADER, CHANNEL_KEY_HEADER, channelBookingAnswerSchema, DEMO_CHANNEL_KEY, type ChannelBookingAnswer } from '@diy/domain';
import { eq } from 'drizzle-orm';
import { PDFDocument, PDFName, PDFRawStream } from 'pdf-lib';
import { beforeAll, expect, it } from 'vitest';
import { eventSessions, salesChannels } from '../src/db/schema';
import { SCAN_DEMO_EVENTS } from '../src/seed/scan-demo';
import { sha256 } from '../src/services/ids';
import { describeEngines, login, useTestApp } from './helpers';
// The journeys' PDF text reader (the text operators of every content stream), shared rather than written twice.
import { pdfText } from '../../../e2e/tests/pdf-text';
import { decodeQr } from './qr-helpers';
import { bookingFor, cancelBooking, type DemoSession, onSaleSession, pushBooking } from './scan-helpers';

const OTHER_KEY = 'other-channel-key-for-e-tickets';

describeEngines('e-tickets on %s', (engine) => {
  const ctx = useTestApp(engine);
  let session: DemoSession;
  let answer: ChannelBookingAnswer;

  const get = (url: string, key: string | null = DEMO_CHANNEL_KEY, headers: Record<string, string> = {}) =>
    ctx.app.inject({ method: 'GET', url: `/api${url}`, headers: { [APP_CODE_HEADER]: APP_CODE, ...(key === null ? {} : { [CHANNEL_KEY_HEADER]: key }), ...headers } });

  beforeAll(async () => {
    session = await onSaleSession(ctx.app, SCAN_DEMO_EVENTS.main, ctx.clock.now());
    const res = await pushBooking(ctx.app, bookingFor(session, 'ET-PDF-1', 3));
    expect(res.statusCode, res.body).toBe(201);
    answer = channelBookingAnswerSchema.parse(res.json().data);
    await ctx.database.db.insert(salesChannels).values({ name: 'Other channel (e-tickets test)', keyHash: sha256(OTHER_KEY) });
  });

  it('answers a PDF with a page per ticket for the channel booking id', async () => {
    const res = await get('/integrations/bookings/ET-PDF-1/tickets');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toContain(`e-tickets-${answer.bookingId}.pdf`);
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const doc = await PDFDocument.load(res.rawPayload);
    expect(doc.getPageCount()).toBe(3);
    expect(doc.getTitle()).toContain(answer.bookingId);
    // One QR image per ticket.
    const images = doc.context.enumerateIndirectObjects().filter(([, o]) => o instanceof PDFRawStream && o.dict.get(PDFName.of('Subtype')) === PDFName.of('Image'));
    expect(images).toHaveLength(3);
  });

  it('prints the event, the show in IST with AM/PM, the venue, the ticket type and the booking id', async () => {
    // A show at 20:45 UTC on 9 March 2031 is 02:15 AM on the 10th in India: the PDF's text is read back and compared
    // with that literal, so neither the formatter nor the time zone is taken from the code under test.
    await ctx.database.db.update(eventSessions).set({ showTime: new Date('2031-03-09T20:45:00Z') }).where(eq(eventSessions.id, session.sessionId));
    const booking = await ctx.app.services.eTickets.booking((await ctx.app.services.bookings.channelForKey(DEMO_CHANNEL_KEY)).id, 'ET-PDF-1');
    const res = await get('/integrations/bookings/ET-PDF-1/tickets');
    expect(res.statusCode, res.body).toBe(200);
    const text = pdfText(res.rawPayload);
    const pages = text.split('DIY Events e-ticket').slice(1);
    expect(pages).toHaveLength(3);
    pages.forEach((page, i) => {
      expect(page).toContain('10/03/2031 02:15 AM IST');
      expect(page).toContain(booking.eventTitle);
      expect(page).toContain(booking.venueName);
      expect(page).toContain(`${answer.tickets[i]!.ticketType} - Ticket ${i + 1} of 3`);
      expect(page).toContain(answer.tickets[i]!.barcode);
      expect(page).toContain(`Booking ID ${answer.bookingId}`);
    });
    expect(booking.venueName.length).toBeGreaterThan(0);
    expect(booking.eventTitle.length).toBeGreaterThan(0);
    // The UTC day and time appear nowhere.
    expect(text).not.toContain('09/03/2031');
    expect(text).not.toContain('08:45 PM');
  });

  it("answers each ticket's QR code as PNG and SVG, and it reads back to the ticket's barcode", async () => {
    for (const t of answer.tickets) {
      const png = await get(`/integrations/bookings/ET-PDF-1/tickets/${t.barcode}/qr`);
      expect(png.statusCode, png.body).toBe(200);
      expect(png.headers['content-type']).toBe('image/png');
      expect(await decodeQr(png.rawPayload)).toBe(t.barcode);
    }
    const first = answer.tickets[0]!.barcode;
    const svg = await get(`/integrations/bookings/ET-PDF-1/tickets/${first.toLowerCase()}/qr?format=svg`);
    expect(svg.statusCode).toBe(200);
    expect(svg.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(svg.body).toContain('<svg');
    expect(await decodeQr(Buffer.from(svg.body))).toBe(first);
  });

  it('refuses without a key or with an unknown one (401), a user token is no key', async () => {
    const token = await login(ctx.app, 'organiser@demo.in', 'Demo@2026');
    const barcode = answer.tickets[0]!.barcode;
    for (const url of ['/integrations/bookings/ET-PDF-1/tickets', `/integrations/bookings/ET-PDF-1/tickets/${barcode}/qr`]) {
      expect((await get(url, null)).statusCode).toBe(401);
      expect((await get(url, 'not-a-key')).json().errors.code).toBe('ERR.CHANNEL.INVALID_KEY');
      expect((await get(url, null, { authorization: `Bearer ${token}` })).statusCode).toBe(401);
    }
  });

  it("refuses another channel's booking and ticket as not found (404), and a ticket of another booking", async () => {
    const barcode = answer.tickets[0]!.barcode;
    const pdf = await get('/integrations/bookings/ET-PDF-1/tickets', OTHER_KEY);
    expect(pdf.statusCode).toBe(404);
    expect(pdf.json().errors.code).toBe('ERR.BOOKING.NOT_FOUND');
    const qr = await get(`/integrations/bookings/ET-PDF-1/tickets/${barcode}/qr`, OTHER_KEY);
    expect(qr.statusCode).toBe(404);
    expect((await get('/integrations/bookings/NO-SUCH-BOOKING/tickets')).statusCode).toBe(404);
    const other = await pushBooking(ctx.app, bookingFor(session, 'ET-PDF-2', 1));
    const otherBarcode = channelBookingAnswerSchema.parse(other.json().data).tickets[0]!.barcode;
    const mixed = await get(`/integrations/bookings/ET-PDF-1/tickets/${otherBarcode}/qr`);
    expect(mixed.statusCode).toBe(404);
    expect(mixed.json().errors.code).toBe('ERR.BOOKING.TICKET_NOT_FOUND');
  });

  it('answers 400 for a bad format or an over-long id, and 409 once the booking is cancelled', async () => {
    const barcode = answer.tickets[0]!.barcode;
    const bad = await get(`/integrations/bookings/ET-PDF-1/tickets/${barcode}/qr?format=gif`);
    expect(bad.statusCode).toBe(400);
    // Fastify refuses a path parameter over 100 characters before the route: 414.
    expect((await get(`/integrations/bookings/${'X'.repeat(101)}/tickets`)).statusCode).toBe(414);
    const pushed = await pushBooking(ctx.app, bookingFor(session, 'ET-PDF-3', 1));
    const cancelled = channelBookingAnswerSchema.parse(pushed.json().data);
    expect((await cancelBooking(ctx.app, cancelled.bookingId)).statusCode).toBe(200);
    const res = await get('/integrations/bookings/ET-PDF-3/tickets');
    expect(res.statusCode).toBe(409);
    expect(res.json().errors.code).toBe('ERR.BOOKING.CANCELLED');
    expect((await get(`/integrations/bookings/ET-PDF-3/tickets/${cancelled.tickets[0]!.barcode}/qr`)).statusCode).toBe(409);
  });
});
