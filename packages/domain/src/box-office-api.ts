import * as z from 'zod';
import { MAX_CASH_PAISE, MAX_COMP_LIMIT, PAYMENT_METHODS, UPI_ID_PATTERN, VOID_REASONS } from './box-office';
import { MAX_TICKET_PRICE_PAISE } from './money';
import { MAX_TICKETS_PER_LINE, NUMBER_MESSAGES, wholeNumber } from './number-limits';
import { CODE_INPUT_MAX_LENGTH, ID_MAX_LENGTH, STOP_WHEN_TOO_LONG } from './text-bounds';

/** The box office's HTTP contract (docs/box-office.md): the scanner's Sell tab and the organiser's console. */
export const BOX_OFFICE_MESSAGES = {
  float: `An opening float must be a whole number of paise from 0 to ${MAX_CASH_PAISE}`,
  counted: `Counted cash must be a whole number of paise from 0 to ${MAX_CASH_PAISE}`,
  amount: `An amount must be a whole number of paise from 0 to ${MAX_CASH_PAISE}`,
  tendered: `Cash tendered must be a whole number of paise from 0 to ${MAX_CASH_PAISE}`,
  doorPrice: `A door price must be a whole number of paise from 0 to ${MAX_TICKET_PRICE_PAISE}`,
  compLimit: `A complimentary limit must be a whole number from 0 to ${MAX_COMP_LIMIT}`,
  upiId: 'Please enter a valid UPI ID (like name@bank)',
  payeeName: 'Please enter the payee name buyers see (2 to 50 characters)',
  compReason: 'Please give the reason for the complimentary ticket (3 to 200 characters)',
  cardReference: "Please enter the card terminal's reference (1 to 40 characters)",
  voidNote: 'A note is at most 200 characters',
  mobile: 'Please enter a valid mobile number',
  email: 'Please enter a valid email',
} as const;

export const BOX_OFFICE_ERROR_CODES = {
  shiftNotFound: 'ERR.BOX_OFFICE.SHIFT_NOT_FOUND',
  shiftClosed: 'ERR.BOX_OFFICE.SHIFT_CLOSED',
  shiftOpen: 'ERR.BOX_OFFICE.SHIFT_ALREADY_OPEN',
  saleNotFound: 'ERR.BOX_OFFICE.SALE_NOT_FOUND',
  amountMismatch: 'ERR.BOX_OFFICE.AMOUNT_MISMATCH',
  compLimit: 'ERR.BOX_OFFICE.COMP_LIMIT',
  voidWindow: 'ERR.BOX_OFFICE.VOID_WINDOW',
  alreadyVoided: 'ERR.BOX_OFFICE.ALREADY_VOIDED',
  noUpi: 'ERR.BOX_OFFICE.NO_UPI',
  offersNotAtDoor: 'ERR.BOX_OFFICE.OFFERS_NOT_AT_DOOR',
  tendered: 'ERR.BOX_OFFICE.TENDERED_TOO_LITTLE',
} as const;

const paise = (message: string) => wholeNumber({ min: 0, max: MAX_CASH_PAISE, message });
const mobile = z.string().trim().max(CODE_INPUT_MAX_LENGTH, STOP_WHEN_TOO_LONG).regex(/^[6-9]\d{9}$/, BOX_OFFICE_MESSAGES.mobile);
const email = z.string().trim().max(200, STOP_WHEN_TOO_LONG).toLowerCase().email(BOX_OFFICE_MESSAGES.email);
const optional = <T extends z.ZodType>(s: T) => z.preprocess((v) => (typeof v === 'string' && v.trim() === '' ? undefined : v), s.optional());

export const shiftOpenSchema = z.object({
  sessionId: z.string().trim().min(1).max(ID_MAX_LENGTH),
  openingFloatPaise: paise(BOX_OFFICE_MESSAGES.float),
});
export type ShiftOpen = z.infer<typeof shiftOpenSchema>;
export const shiftCloseSchema = z.object({
  countedCashPaise: paise(BOX_OFFICE_MESSAGES.counted),
  note: optional(z.string().trim().max(200, BOX_OFFICE_MESSAGES.voidNote)),
});
export type ShiftClose = z.infer<typeof shiftCloseSchema>;

export const salePaymentSchema = z.discriminatedUnion('method', [
  z.object({ method: z.literal('UPI'), reference: optional(z.string().trim().max(40, STOP_WHEN_TOO_LONG).regex(/^[A-Za-z0-9]{1,40}$/, 'A UPI reference is letters and digits')) }),
  z.object({ method: z.literal('CASH'), tenderedPaise: paise(BOX_OFFICE_MESSAGES.tendered) }),
  z.object({ method: z.literal('CARD'), reference: z.string().trim().min(1, BOX_OFFICE_MESSAGES.cardReference).max(40, BOX_OFFICE_MESSAGES.cardReference) }),
  z.object({ method: z.literal('COMP'), reason: z.string().trim().min(3, BOX_OFFICE_MESSAGES.compReason).max(200, BOX_OFFICE_MESSAGES.compReason) }),
]);
export type SalePayment = z.infer<typeof salePaymentSchema>;

/** POST /box-office/shifts/:shiftId/sales: one ticket type, a quantity, the amount the seller was shown, the payment. */
export const boxOfficeSaleSchema = z.object({
  /** The device's id for this sale: a retry of the same sale answers the same booking. */
  clientSaleId: z.string().trim().min(8).max(64, STOP_WHEN_TOO_LONG).regex(/^[A-Za-z0-9-]+$/),
  ticketTypeCode: z.string().trim().min(1).max(ID_MAX_LENGTH),
  quantity: wholeNumber({ min: 1, max: MAX_TICKETS_PER_LINE, message: NUMBER_MESSAGES.quantity }),
  /** What the buyer pays in all (checked against the door price x quantity, less an offer). */
  amountPaise: paise(BOX_OFFICE_MESSAGES.amount),
  payment: salePaymentSchema,
  buyer: z
    .object({ name: optional(z.string().trim().min(1).max(100)), mobile: optional(mobile), email: optional(email) })
    .default({}),
  offerCode: optional(z.string().trim().toUpperCase().min(1).max(20)),
  /** "Sell and admit": the tickets are admitted through the scan service at once. */
  admit: z.boolean().default(false),
});
export type BoxOfficeSale = z.infer<typeof boxOfficeSaleSchema>;

export const voidSaleSchema = z.object({
  reason: z.enum(VOID_REASONS),
  note: optional(z.string().trim().max(200, BOX_OFFICE_MESSAGES.voidNote)),
});
export type VoidSale = z.infer<typeof voidSaleSchema>;

/** The organiser's console: the UPI ID and payee name the QR codes are made from. */
export const boxOfficeSettingsSchema = z.object({
  upiId: z.string().trim().max(300, STOP_WHEN_TOO_LONG).regex(UPI_ID_PATTERN, BOX_OFFICE_MESSAGES.upiId),
  payeeName: z.string().trim().min(2, BOX_OFFICE_MESSAGES.payeeName).max(50, BOX_OFFICE_MESSAGES.payeeName),
});
export type BoxOfficeSettings = z.infer<typeof boxOfficeSettingsSchema>;
export const boxOfficeSettingsAnswerSchema = z.object({ upiId: z.string().nullable(), payeeName: z.string().nullable() });

/** PUT /box-office/sessions/:sessionId/door: a session's door terms on the schedule. */
export const doorTermsSchema = z.object({
  compLimit: wholeNumber({ min: 0, max: MAX_COMP_LIMIT, message: BOX_OFFICE_MESSAGES.compLimit }),
  offersAtDoor: z.boolean().default(false),
  ticketTypes: z
    .array(
      z.object({
        code: z.string().trim().min(1).max(ID_MAX_LENGTH),
        doorPricePaise: wholeNumber({ min: 0, max: MAX_TICKET_PRICE_PAISE, message: BOX_OFFICE_MESSAGES.doorPrice }).nullable(),
        doorOnly: z.boolean().default(false),
      }),
    )
    .max(50)
    .default([]),
});
export type DoorTerms = z.infer<typeof doorTermsSchema>;

const int = z.number().int();
export const sellTicketTypeSchema = z.object({
  code: z.string(),
  name: z.string(),
  pricePaise: int,
  doorPricePaise: int.nullable(),
  doorOnly: z.boolean(),
  available: int,
});
export const methodTotalsSchema = z.object({ sales: int, tickets: int, amountPaise: int });
export const shiftSaleSchema = z.object({
  id: z.string(),
  bookingId: z.string(),
  method: z.enum(PAYMENT_METHODS),
  ticketType: z.string(),
  tickets: int,
  amountPaise: int,
  changePaise: int.nullable(),
  reference: z.string().nullable(),
  compReason: z.string().nullable(),
  soldAt: z.string(),
  voidedAt: z.string().nullable(),
  voidReason: z.string().nullable(),
});
export type ShiftSaleView = z.infer<typeof shiftSaleSchema>;
export const shiftReportSchema = z.object({
  id: z.string(),
  sessionId: z.string(),
  eventCode: z.string(),
  eventTitle: z.string(),
  showTime: z.string(),
  seller: z.string(),
  openedAt: z.string(),
  closedAt: z.string().nullable(),
  openingFloatPaise: int,
  byMethod: z.object({ UPI: methodTotalsSchema, CASH: methodTotalsSchema, CARD: methodTotalsSchema, COMP: methodTotalsSchema }),
  voided: methodTotalsSchema,
  expectedCashPaise: int,
  countedCashPaise: int.nullable(),
  differencePaise: int.nullable(),
  note: z.string().nullable(),
  sales: z.array(shiftSaleSchema),
});
export type ShiftReport = z.infer<typeof shiftReportSchema>;

/** GET /box-office/sessions/:sessionId: what the Sell tab needs. */
export const sellContextSchema = z.object({
  sessionId: z.string(),
  eventCode: z.string(),
  eventTitle: z.string(),
  venueCode: z.string(),
  showTime: z.string(),
  ticketTypes: z.array(sellTicketTypeSchema),
  compLimit: int,
  compUsed: int,
  offersAtDoor: z.boolean(),
  upi: z.object({ upiId: z.string(), payeeName: z.string() }).nullable(),
  shift: shiftReportSchema.nullable(),
});
export type SellContext = z.infer<typeof sellContextSchema>;

export const saleAnswerSchema = z.object({
  sale: shiftSaleSchema,
  tickets: z.array(z.object({ barcode: z.string(), ticketType: z.string() })),
  /** The UPI payment link the QR shows (UPI sales). */
  upiUrl: z.string().nullable(),
  /** Admitted at once ("Sell and admit"). */
  admitted: int,
  receiptPath: z.string(),
  /** Where the tickets were sent (SMS to the mobile, e-mail), when a contact was given. */
  sentTo: z.array(z.string()),
});
export type SaleAnswer = z.infer<typeof saleAnswerSchema>;

export const shiftListQuerySchema = z.object({ eventCode: z.string().trim().max(40).optional(), sessionId: z.string().trim().max(ID_MAX_LENGTH).optional() });
export const shiftListSchema = z.object({ shifts: z.array(shiftReportSchema) });
export type ShiftList = z.infer<typeof shiftListSchema>;

export const BOX_OFFICE_PATHS = {
  settings: '/box-office/settings',
  door: (sessionId: string) => `/box-office/sessions/${sessionId}/door`,
  sell: (sessionId: string) => `/box-office/sessions/${sessionId}`,
  shifts: '/box-office/shifts',
  shift: (id: string) => `/box-office/shifts/${id}`,
  close: (id: string) => `/box-office/shifts/${id}/close`,
  sales: (shiftId: string) => `/box-office/shifts/${shiftId}/sales`,
  void: (saleId: string) => `/box-office/sales/${saleId}/void`,
  receipt: (saleId: string) => `/box-office/sales/${saleId}/receipt`,
} as const;
