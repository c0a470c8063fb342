import { MAX_TICKET_PRICE_PAISE, paiseAsDecimalRupees } from './money';

/**
 * The box office (issue 30, docs/box-office.md): gate staff with the box-office permission sell at the door from the
 * scanner. Each sale is a booking of the channel "Box office" through the booking service; the money is taken by the
 * organiser's own staff. The rules here are pure: payment methods, the void window, the UPI payment link, change due,
 * and a shift's cash reconciliation.
 */

/** The sales channel every door sale is booked under (reports, downloads and statements name it). */
export const BOX_OFFICE_CHANNEL_NAME = 'Box office';

export const PAYMENT_METHODS = ['UPI', 'CASH', 'CARD', 'COMP'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
export const PAYMENT_METHOD_LABELS: Record<PaymentMethod, string> = {
  UPI: 'UPI',
  CASH: 'Cash',
  CARD: 'Card',
  COMP: 'Complimentary',
};

/** A seller may void their own sale for this long after it; later only the organiser may. */
export const VOID_WINDOW_MS = 10 * 60_000;

export const VOID_REASONS = ['WRONG_TICKET', 'PAYMENT_NOT_RECEIVED', 'BUYER_CHANGED_MIND', 'DUPLICATE_SALE', 'OTHER'] as const;
export type VoidReason = (typeof VOID_REASONS)[number];
export const VOID_REASON_LABELS: Record<VoidReason, string> = {
  WRONG_TICKET: 'Wrong ticket type or quantity',
  PAYMENT_NOT_RECEIVED: 'Payment did not arrive',
  BUYER_CHANGED_MIND: 'Buyer changed their mind',
  DUPLICATE_SALE: 'Sold twice by mistake',
  OTHER: 'Other',
};

/** The most a float, a counted till or a tendered amount may be: ten lakh rupees (a ticket's highest price). */
export const MAX_CASH_PAISE = MAX_TICKET_PRICE_PAISE;
/** Complimentary tickets a session may give at most (the organiser sets its own limit up to this). */
export const MAX_COMP_LIMIT = 10_000;
/** A UPI transaction note at most (apps cut longer ones). */
export const UPI_NOTE_MAX_LENGTH = 50;

export const BOX_OFFICE_TEXTS = {
  sellTab: 'Sell',
  offline: 'Selling needs a connection. Scanning goes on offline; sell again once the phone is back online.',
  noPermission: 'Box office selling is not enabled for your account.',
  noUpi: "The organiser has not set a UPI ID yet: take cash or card, or ask the organiser to add one in the console's Box office settings.",
  openShift: 'Open shift',
  closeShift: 'Close shift',
  sell: 'Sell',
  sellAndAdmit: 'Sell and admit',
  confirmUpi: 'Payment received',
  voidSale: 'Void sale',
  voided: 'Sale voided: tickets cancelled, seats released.',
  receipt: 'Receipt (PDF)',
  sold: 'Sold',
  compLimitReached: "This session's complimentary tickets are used up.",
  voidWindowOver: 'Only the organiser can void a sale after 10 minutes.',
  shiftNotOpen: 'Open a shift before selling.',
  shiftAlreadyOpen: 'You already have an open shift.',
  amountMismatch: 'The amount does not match the price of the tickets.',
  tenderedTooLittle: 'The cash tendered is less than the amount due.',
  offersNotAtDoor: 'Offers are not allowed at the door for this session.',
  doorOnlyOnline: 'This ticket type is sold at the door only.',
} as const;

/** The organiser's door terms on the schedule (the ticket step's "Box office" section). */
export const DOOR_TERMS_TEXTS = {
  title: 'Box office',
  lead: 'What gate staff with the box-office permission may sell at the door of this show.',
  show: 'Show',
  compLimit: 'Complimentary tickets allowed',
  compLimitHint: 'Passes sellers may give at the door for this show; 0 for none.',
  offersAtDoor: 'Offers apply at the door',
  doorPrice: (name: string) => `Door price for ${name} (₹)`,
  doorPriceHint: 'Empty: the same price as online.',
  doorOnly: (name: string) => `${name}: door only`,
  save: 'Save door terms',
  saved: 'Door terms saved.',
  noTypes: 'This show has no ticket types yet: add them above and save first.',
  newType: 'New door-only ticket type',
  newTypeLead: 'Sold only at the door: sales channels and the online booking never see it.',
  newTypeName: 'Ticket type',
  newTypeInventory: 'Total inventory',
  newTypePrice: 'Price at the door (₹)',
  addNewType: 'Add door-only type',
  newTypeAdded: (name: string) => `${name} added: sold at the door only.`,
} as const;

/** UPI IDs: a handle, '@', a provider (NPCI's form: letters, digits, dot, dash, underscore). */
export const UPI_ID_PATTERN = /^[A-Za-z0-9._-]{2,256}@[A-Za-z][A-Za-z0-9]{1,63}$/;

export interface UpiIntent {
  /** The organiser's UPI ID (pa). */
  vpa: string;
  /** The payee name shown in the buyer's app (pn). */
  payeeName: string;
  amountPaise: number;
  /** The transaction note (tn): names the booking. */
  note: string;
}

/**
 * The UPI payment link a buyer's app opens from the QR: `upi://pay?pa=..&pn=..&am=..&cu=INR&tn=..` (NPCI's deep
 * link). The amount is plain rupees with two decimals from the money functions; values are percent-encoded.
 */
export function upiIntentUrl(i: UpiIntent): string {
  if (!UPI_ID_PATTERN.test(i.vpa)) throw new RangeError(`Not a UPI ID: ${i.vpa}`);
  if (!Number.isSafeInteger(i.amountPaise) || i.amountPaise <= 0) throw new RangeError(`A UPI amount must be positive paise, got ${i.amountPaise}`);
  const enc = (s: string) => encodeURIComponent(s.trim());
  return `upi://pay?pa=${enc(i.vpa)}&pn=${enc(i.payeeName)}&am=${paiseAsDecimalRupees(i.amountPaise)}&cu=INR&tn=${enc(i.note.slice(0, UPI_NOTE_MAX_LENGTH))}`;
}

/** A UPI link read back (the e2e test decodes the QR): payee, name, amount in paise, note; null when not one. */
export function parseUpiIntent(url: string): UpiIntent | null {
  if (!url.startsWith('upi://pay?')) return null;
  const q = new URLSearchParams(url.slice('upi://pay?'.length));
  const am = q.get('am');
  if (!am || !/^\d+\.\d{2}$/.test(am) || q.get('cu') !== 'INR') return null;
  const [r, p] = am.split('.') as [string, string];
  return { vpa: q.get('pa') ?? '', payeeName: q.get('pn') ?? '', amountPaise: Number(r) * 100 + Number(p), note: q.get('tn') ?? '' };
}

/** The transaction note of a door sale: names the booking so the organiser's bank statement matches it. */
export const upiNoteFor = (bookingRef: string) => `DIY ${bookingRef}`;

/** Change due on cash: tendered - amount; null when too little was tendered. */
export function changeDuePaise(tenderedPaise: number, amountPaise: number): number | null {
  if (!Number.isSafeInteger(tenderedPaise) || !Number.isSafeInteger(amountPaise)) throw new RangeError('paise must be whole');
  return tenderedPaise >= amountPaise ? tenderedPaise - amountPaise : null;
}

/** What one ticket costs at the door: the door price when the organiser set one, else the ticket type's price; 0 for a comp. */
export function doorUnitPricePaise(t: { pricePaise: number; doorPricePaise: number | null }, method: PaymentMethod): number {
  if (method === 'COMP') return 0;
  return t.doorPricePaise ?? t.pricePaise;
}

export interface ShiftSale {
  method: PaymentMethod;
  amountPaise: number;
  tickets: number;
  voided: boolean;
}

export interface ShiftTotals {
  byMethod: Record<PaymentMethod, { sales: number; tickets: number; amountPaise: number }>;
  voided: { sales: number; tickets: number; amountPaise: number };
  /** The opening float plus cash sales not voided. */
  expectedCashPaise: number;
}

/** A shift's totals by payment method (voided sales apart) and the cash the till should hold. */
export function shiftTotals(openingFloatPaise: number, sales: readonly ShiftSale[]): ShiftTotals {
  const zero = () => ({ sales: 0, tickets: 0, amountPaise: 0 });
  const byMethod = { UPI: zero(), CASH: zero(), CARD: zero(), COMP: zero() } satisfies ShiftTotals['byMethod'];
  const voided = zero();
  for (const s of sales) {
    const bucket = s.voided ? voided : byMethod[s.method];
    bucket.sales += 1;
    bucket.tickets += s.tickets;
    bucket.amountPaise += s.amountPaise;
  }
  return { byMethod, voided, expectedCashPaise: openingFloatPaise + byMethod.CASH.amountPaise };
}

/** Counted against expected: positive is a surplus, negative a shortfall. */
export function cashDifferencePaise(expectedCashPaise: number, countedCashPaise: number): number {
  return countedCashPaise - expectedCashPaise;
}

/** Whether the seller may still void their own sale (the organiser always may). */
export function sellerMayVoid(soldAt: Date, now: Date): boolean {
  return now.getTime() - soldAt.getTime() <= VOID_WINDOW_MS;
}
