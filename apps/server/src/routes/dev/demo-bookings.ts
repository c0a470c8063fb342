import { envelopeSchema, formatIstDate } from '@diy/domain';
import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as z from 'zod';
import { errorResponses, ok } from '../../http/envelope';
import { DEMO_CHANNEL_NAME, SCAN_DEMO_EVENTS } from '../../seed/scan-demo';
import { isoOf, rowsOf } from '../../services/ids';

const bookingSchema = z.object({
  bookingId: z.string(),
  channelBookingId: z.string(),
  size: z.number().int(),
  status: z.string(),
  states: z.array(z.string()),
  barcodes: z.array(z.string()),
});
export const demoBookingsSchema = z.object({
  sessions: z.array(
    z.object({
      eventCode: z.string(),
      title: z.string(),
      sessionId: z.string(),
      showTime: z.string(),
      venueCode: z.string(),
      ticketTypes: z.array(z.object({ code: z.string(), name: z.string(), pricePaise: z.number(), inventory: z.number(), sold: z.number() })),
      /** Unused 3-ticket bookings first, then one booking per other situation (partly inside, out, cancelled, single). */
      bookings: z.array(bookingSchema),
    }),
  ),
});
type DemoBooking = z.infer<typeof bookingSchema>;

/**
 * Development and demo only: the demo channel's bookings per upcoming session of the demo events, so the
 * e2e tests and people trying the scanner can find a booking id (e.g. an unused 3-ticket booking).
 */
export const demoBookingRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/dev/demo-bookings',
    {
      schema: {
        tags: ['dev'],
        summary: "Demo bookings per session of the demo events (today's first), to try the scanner with",
        security: [{ appCode: [] }],
        querystring: z.object({ eventCode: z.string().trim().max(40).optional() }),
        response: { 200: envelopeSchema(demoBookingsSchema), ...errorResponses(400, 500) },
      },
    },
    async (request) => {
      const codes = request.query.eventCode ? [request.query.eventCode] : Object.values(SCAN_DEMO_EVENTS);
      const since = new Date(app.now().getTime() - 12 * 3_600_000).toISOString();
      const db = app.database.db;
      const sessions = rowsOf<{ id: string; event_code: string; title: string; show_time: Date | string; venue_code: string }>(
        await db.execute(sql`
          select s.id, e.event_code, e.title, s.show_time, s.venue_code from event_sessions s join events e on e.id = s.event_id
          where e.event_code in (${sql.join(codes.map((c) => sql`${c}`), sql`, `)}) and s.show_time >= ${since}::timestamptz
            and exists (select 1 from ticket_types tt where tt.session_id = s.id)
          order by s.show_time, s.id`),
      );
      // Today's (IST) first, then by show time (the query's order).
      const today = formatIstDate(app.now());
      const isToday = (s: { show_time: Date | string }) => formatIstDate(s.show_time) === today;
      sessions.sort((a, b) => Number(isToday(b)) - Number(isToday(a)));
      const out = [];
      for (const s of sessions) {
        const types = rowsOf<{ code: string; name: string; price_paise: number; inventory: number; sold: number }>(
          await db.execute(sql`select code, name, price_paise, inventory, sold from ticket_types where session_id = ${s.id} order by price_paise desc`),
        );
        const rows = rowsOf<{ booking_id: string; channel_booking_id: string; size: number; status: string; states: string[]; barcodes: string[] }>(
          await db.execute(sql`
            select b.booking_id, b.channel_booking_id, b.ticket_count as size, b.status,
              array_agg(t.state order by t.position) as states, array_agg(t.barcode order by t.position) as barcodes
            from bookings b join sales_channels c on c.id = b.channel_id join tickets t on t.booking_id = b.id
            where b.session_id = ${s.id} and c.name = ${DEMO_CHANNEL_NAME}
            group by b.id order by (b.channel_booking_id like '%-3SEAT-%') desc, length(b.channel_booking_id), b.channel_booking_id`),
        );
        const all: DemoBooking[] = rows.map((r) => ({
          bookingId: r.booking_id,
          channelBookingId: r.channel_booking_id,
          size: Number(r.size),
          status: r.status,
          states: r.states,
          barcodes: r.barcodes,
        }));
        const pick = (f: (b: DemoBooking) => boolean) => all.find(f);
        const unusedThree = all.filter((b) => b.size === 3 && b.status === 'CONFIRMED' && b.states.every((x) => x === 'unused')).slice(0, 10);
        const others = [
          pick((b) => b.size > 1 && b.states.includes('entered') && b.states.includes('unused')),
          pick((b) => b.states.includes('exited')),
          pick((b) => b.status === 'CANCELLED'),
          pick((b) => b.size === 1 && b.states[0] === 'unused'),
        ].filter((b): b is DemoBooking => !!b && !unusedThree.includes(b));
        out.push({
          eventCode: s.event_code,
          title: s.title,
          sessionId: s.id,
          showTime: isoOf(s.show_time),
          venueCode: s.venue_code,
          ticketTypes: types.map((t) => ({ code: t.code, name: t.name, pricePaise: Number(t.price_paise), inventory: Number(t.inventory), sold: Number(t.sold) })),
          bookings: [...unusedThree, ...others],
        });
      }
      return ok({ sessions: out });
    },
  );
};
