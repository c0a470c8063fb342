import {
  INVENTORY_MESSAGES, MAX_TICKET_PRICE_PAISE, SCHEDULE_API_MESSAGES, TICKET_MESSAGES, TICKET_TYPE_NAME_MESSAGES, feeGstRateBp,
  formatPaise, inventorySchema, platformFeePercent, rupeesToPaise, ticketFigures, ticketTypeNameKey, type GstSupply,
} from '@diy/domain';

/** One ticket type of a session as the editor holds it (inputs as typed). */
export interface TicketRowValue {
  key: string;
  /** An approved name, or '' until one is chosen. */
  ticketTypeName: string;
  /** Typed total inventory. */
  totalInventory: string;
  /** Typed price in rupees ('0' for free; up to two decimals). */
  price: string;
  ticketTypeCode?: string;
  /** Tickets already sold (saved sessions). */
  sold?: number;
}

export interface TicketSessionValue {
  key: string;
  venueName: string;
  /** ISO show time. */
  showTime: string;
  tickets: TicketRowValue[];
}

let seq = 0;
export function emptyTicketRow(): TicketRowValue {
  seq += 1;
  return { key: `tk${seq}-${Math.random().toString(36).slice(2, 7)}`, ticketTypeName: '', totalInventory: '', price: '' };
}

/** The price in paise, or null when the text is not a price (whole rupees or up to two decimals, at most the cap). */
export function pricePaise(text: string): number | null {
  const value = text.trim();
  if (!/^\d{1,7}(\.\d{1,2})?$/.test(value)) return null;
  const paise = rupeesToPaise(Number(value));
  return paise <= MAX_TICKET_PRICE_PAISE ? paise : null;
}

export interface TicketRowErrors {
  name?: string;
  inventory?: string;
  price?: string;
}

/** The messages of one row: a chosen approved name (unique in the session), inventory > 0, a price (0 is free). */
export function ticketRowErrors(row: TicketRowValue, approved: readonly string[], others: readonly TicketRowValue[] = []): TicketRowErrors {
  const errors: TicketRowErrors = {};
  if (!row.ticketTypeName) errors.name = TICKET_MESSAGES.nameLength;
  else if (!approved.some((a) => ticketTypeNameKey(a) === ticketTypeNameKey(row.ticketTypeName)) && !row.ticketTypeCode) {
    errors.name = TICKET_TYPE_NAME_MESSAGES.notApproved(row.ticketTypeName);
  } else if (others.some((o) => o.ticketTypeName && ticketTypeNameKey(o.ticketTypeName) === ticketTypeNameKey(row.ticketTypeName))) {
    errors.name = SCHEDULE_API_MESSAGES.duplicateTicketName;
  }
  if (!inventorySchema.safeParse(row.totalInventory.trim() === '' ? undefined : row.totalInventory).success) errors.inventory = TICKET_MESSAGES.inventory;
  else if (row.sold && Number(row.totalInventory) < row.sold) errors.inventory = INVENTORY_MESSAGES.belowSold(row.sold);
  if (pricePaise(row.price) === null) errors.price = SCHEDULE_API_MESSAGES.priceInvalid;
  return errors;
}

/** Every error of every session, keyed by row key. */
export function allTicketErrors(sessions: readonly TicketSessionValue[], approved: readonly string[]): Map<string, TicketRowErrors> {
  const out = new Map<string, TicketRowErrors>();
  for (const session of sessions) {
    session.tickets.forEach((row, i) => {
      const errors = ticketRowErrors(row, approved, session.tickets.slice(0, i));
      if (Object.keys(errors).length > 0) out.set(row.key, errors);
    });
  }
  return out;
}

/** A saved type's sales while its inventory is edited: '272 sold, 128 left of 400'. */
export function soldLine(row: Pick<TicketRowValue, 'sold' | 'totalInventory'>): string {
  const sold = row.sold ?? 0;
  const total = Number(row.totalInventory);
  if (!Number.isFinite(total) || row.totalInventory.trim() === '' || total < sold) return `${sold} sold`;
  return `${sold} sold, ${total - sold} left of ${total}`;
}

/** The supply the editor's estimate assumes: an organiser in the platform's state (CGST + SGST, docs/money.md). */
export const RECEIVE_ESTIMATE_SUPPLY: GstSupply = 'INTRA_STATE';

/**
 * What the organiser receives for one ticket of a price (docs/money.md): organiserProceeds() of that one ticket with no
 * discount and no channel fee, net of the platform fee (the seed's tiers) and the GST on it at the rate in force on
 * `at`. The estimate assumes the supply within one state (RECEIVE_ESTIMATE_SUPPLY): an organiser outside Maharashtra
 * pays IGST, which can differ from CGST + SGST by a paisa. A report shows the same net for one such ticket sold.
 */
export function receiveLine(paise: number, supply: GstSupply = RECEIVE_ESTIMATE_SUPPLY, at: Date = new Date()): string {
  if (paise === 0) return 'Free ticket: no fee';
  const net = ticketFigures({ pricePaise: paise, discountPaise: 0, discountFunder: null, channelFeePaise: 0, channelTaxPaise: 0 }, feeGstRateBp(at), supply).netPaise;
  return `You receive ${formatPaise(net)} per ticket (${platformFeePercent(paise)}% platform fee + GST)`;
}
