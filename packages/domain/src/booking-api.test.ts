import { describe, expect, it } from 'vitest';
import { BOOKING_MESSAGES, channelBookingSchema } from './booking-api';
import { MAX_TICKET_PRICE_PAISE } from './money';

describe('sales-channel booking amounts', () => {
  const line = { ticketTypeCode: 'GOLD', quantity: 1, pricePaise: 199_900, feePaise: 100, taxPaise: 18 };
  const booking = (change: Partial<typeof line>) => ({
    channelBookingId: 'B-1',
    eventCode: 'ET00010002',
    sessionId: 'S1',
    tickets: [{ ...line, ...change }],
    buyer: { name: 'Asha' },
  });
  it.each([
    ['pricePaise', 0, null],
    ['pricePaise', MAX_TICKET_PRICE_PAISE, null],
    ['pricePaise', MAX_TICKET_PRICE_PAISE + 1, BOOKING_MESSAGES.amountPerTicket],
    ['feePaise', MAX_TICKET_PRICE_PAISE, null],
    ['feePaise', 2 ** 31, BOOKING_MESSAGES.amountPerTicket],
    ['taxPaise', -1, BOOKING_MESSAGES.amountPerTicket],
    ['taxPaise', 18.5, BOOKING_MESSAGES.amountPerTicket],
  ] as const)('%s %d -> %s', (field, amount, message) => {
    const parsed = channelBookingSchema.safeParse(booking({ [field]: amount }));
    expect(parsed.success ? null : parsed.error.issues[0]?.message).toBe(message);
  });
});
