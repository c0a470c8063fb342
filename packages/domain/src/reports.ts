import * as z from 'zod';
import type { ReportFormat } from './event-states';
import { OFFER_FUNDERS } from './money-model';
import { PAYMENT_METHODS } from './box-office';
import { offlineConflictSchema } from './scan-offline';

/**
 * Sales reports (seed 000 sections 2, 3, 4, 7 and 8): the contract of the report routes, their constants and the
 * spec's texts. Money is integer paise on the wire; the organiser console shows it in INR with Indian grouping.
 */

/** `{showsType}` of the event report: sessions still current at the gate (live), over (past), or both. */
export const SHOWS_TYPES = ['live', 'past', 'all'] as const;
export type ShowsType = (typeof SHOWS_TYPES)[number];

/** `{format}` of the download and e-mail routes is one of REPORT_FORMATS (event-states.ts). */
export const REPORT_CONTENT_TYPES: Record<ReportFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};
/** The media types of the report files, without parameters (the OpenAPI document's content types). */
export const REPORT_MEDIA_TYPES: string[] = Object.values(REPORT_CONTENT_TYPES).map((t) => t.split(';')[0]!.trim());

/* The report screens' statuses, kinds, formats (REPORT_STATUSES, REPORT_KINDS, REPORT_FORMATS) are in event-states.ts,
 * and the spec's toasts (REPORT_TEXTS) in event-errors.ts. */

export const REPORT_ERROR_CODES = {
  eventNotFound: 'ERR.REPORT.EVENT_NOT_FOUND',
  sessionNotFound: 'ERR.REPORT.SESSION_NOT_FOUND',
  venueNotFound: 'ERR.REPORT.VENUE_NOT_FOUND',
  bookingNotFound: 'ERR.REPORT.BOOKING_NOT_FOUND',
  noRecipient: 'ERR.REPORT.NO_RECIPIENT',
} as const;
export const REPORT_MESSAGES = {
  eventNotFound: 'No event with this code in your reports.',
  sessionNotFound: 'No such session for this event.',
  venueNotFound: 'This session is not at this venue.',
  bookingNotFound: 'No booking with this id in this session.',
  noRecipient: 'There is no e-mail address on the organiser profile to send the report to.',
  bookingIdRequired: 'Please enter a booking id',
} as const;

/** A session stays live in reports until this long after its show time (the gate scans it as long). */
export const REPORT_LIVE_WINDOW_MS = 12 * 3_600_000;
/** The session report's sales by hour: this many whole IST hours up to the current one. */
export const REPORT_HOURS = 24;
/** E-mailed reports up to this size are attached; larger ones go as a signed download link. */
export const REPORT_ATTACH_MAX_BYTES = 5 * 1024 * 1024;
/** How long the signed download link of an e-mailed report works. */
export const REPORT_LINK_TTL_HOURS = 72;

/** How a session's GST is split: CGST + SGST within the organiser's GSTIN state, IGST otherwise. */
export const GST_SUPPLY_TYPES = ['INTRA_STATE', 'INTER_STATE'] as const;
export type GstSupplyType = (typeof GST_SUPPLY_TYPES)[number];

/**
 * The GST state code of each venue region code of the venue master (the city list of the venue seed). Venues whose
 * region is not here (online venues) have no state: their tax is reported as IGST.
 */
export const REGION_GST_STATE_CODES: Record<string, string> = {
  MUMBAI: '27',
  PUNE: '27',
  NCR: '07',
  BANG: '29',
  HYD: '36',
  CHEN: '33',
  KOLK: '19',
  AHD: '24',
  JAIPUR: '08',
  GOA: '30',
  KOCHI: '32',
  CHD: '04',
  LKO: '09',
  INDORE: '23',
  GUW: '18',
  VIZAG: '37',
};

const int = z.number().int();
const paise = z.number().int();

/**
 * The figures of a ticket type, a session or a whole report (docs/money.md). A session's GST on the platform fee and
 * its net are computed once on the session's sums; a ticket type's on its own; an event's are the sum of its sessions'.
 */
export const reportFiguresSchema = z.object({
  /** Tickets sold and not cancelled. */
  sold: int,
  cancelled: int,
  inventory: int,
  /** What buyers paid for the sold tickets: price - discount + the channel's fee and its GST. */
  grossPaise: paise,
  /** The channel's booking fees: the buyer pays them on top and the channel keeps them. */
  feesPaise: paise,
  /** The GST on the channel's fees, as the channel sent it: kept by the channel too. */
  taxesPaise: paise,
  /** Offer discounts on the sold tickets, whoever funds them (organiser-funded + reimbursed). */
  discountsPaise: paise,
  /** Discounts the organiser funds: they come off its earnings. */
  organiserDiscountsPaise: paise,
  /** Discounts funded by DIY Events or a partner: reimbursed to the organiser. */
  reimbursedDiscountsPaise: paise,
  /** The prices less the organiser-funded discounts: what the organiser earns before the platform fee. */
  earningsPaise: paise,
  /** The platform's fee by the seed's tiers on each ticket's price. */
  platformFeePaise: paise,
  /** GST on the platform fee (CGST + SGST within the platform's state, else IGST; see reportGstSchema.supply). */
  platformFeeGstPaise: paise,
  cgstPaise: paise,
  sgstPaise: paise,
  igstPaise: paise,
  /** Net to you: earnings - platform fee - its GST (organiserProceeds().netPaise). */
  netPaise: paise,
  /** Sold tickets admitted at the gate at least once. */
  admitted: int,
  /** Sold tickets never admitted, once the show has begun; null before. */
  noShows: int.nullable(),
});
export type ReportFigures = z.infer<typeof reportFiguresSchema>;

/** How the GST on the platform fee is charged to the organiser (feeGstSupply of its state, docs/money.md). */
export const reportGstSchema = z.object({
  /** CGST + SGST when the organiser's state is the platform's (Maharashtra), else IGST. */
  supply: z.enum(GST_SUPPLY_TYPES),
  /** The organiser's GSTIN whose state decides the supply (its first approved one); null without one. */
  gstin: z.string().nullable(),
  /** The GST rate on the platform fee in basis points (1800 = 18%), by the show's IST date. */
  rateBp: int,
  /** The venue's GST state code; null for venues without a state (online). */
  venueStateCode: z.string().nullable(),
  venueState: z.string().nullable(),
});
export type ReportGst = z.infer<typeof reportGstSchema>;

export const ticketTypeFiguresSchema = reportFiguresSchema.extend({
  ticketTypeCode: z.string(),
  ticketTypeName: z.string(),
  pricePaise: paise,
});
export type TicketTypeFigures = z.infer<typeof ticketTypeFiguresSchema>;

export const reportSessionSchema = z.object({
  sessionId: z.string(),
  venueCode: z.string(),
  venueName: z.string(),
  showTime: z.string(),
  active: z.boolean(),
  /** live until REPORT_LIVE_WINDOW_MS after the show time, then past. */
  showsType: z.enum(['live', 'past']),
  /** The organiser cancelled the show: it reads Cancelled, and its inventory is out of every sold-of total. */
  cancelled: z.boolean(),
  gst: reportGstSchema,
});
export type ReportSession = z.infer<typeof reportSessionSchema>;

/** GET /reports/event-wise/v1/event/{eventCode}/{showsType} */
export const eventReportSchema = z.object({
  eventCode: z.string(),
  title: z.string(),
  showsType: z.enum(SHOWS_TYPES),
  generatedAt: z.string(),
  sessions: z.array(reportSessionSchema.extend({ ticketTypes: z.array(ticketTypeFiguresSchema), totals: reportFiguresSchema })),
  totals: reportFiguresSchema,
});
export type EventReport = z.infer<typeof eventReportSchema>;

/** grossPaise: what buyers paid (after discounts); discountsPaise: the offers' discounts on those tickets. */
const salesCountSchema = z.object({ bookings: int, tickets: int, grossPaise: paise, discountsPaise: paise });
/** A channel's sales; its platform fee, the GST on it (once on the channel's fee) and net to you (docs/money.md). */
export const channelSalesSchema = salesCountSchema.extend({
  channel: z.string(),
  cancelled: int,
  platformFeePaise: paise,
  platformFeeGstPaise: paise,
  netPaise: paise,
  /** The box office's split by payment method (UPI, cash, card, complimentary): sales not voided (docs/box-office.md). */
  paymentMethods: z.array(z.object({ method: z.enum(PAYMENT_METHODS), sales: int, tickets: int, amountPaise: paise })).optional(),
});
/** One IST calendar day of sales: `date` yyyy-MM-dd, `label` dd/MM/yyyy. */
export const daySalesSchema = salesCountSchema.extend({ date: z.string(), label: z.string() });
/** One whole IST hour of sales: `from` the hour's first instant (ISO), `label` hh:mm AM/PM. */
export const hourSalesSchema = salesCountSchema.extend({ from: z.string(), label: z.string() });
export const gateFiguresSchema = z.object({
  /** Sold tickets admitted at least once. */
  admitted: int,
  insideNow: int,
  /** Admitted tickets out of the venue now (last scan an exit). */
  exited: int,
});

/** GET /reports/session-wise/v1/event/{eventCode}/session/{sessionId}?vnuCode= */
export const sessionReportSchema = z.object({
  eventCode: z.string(),
  title: z.string(),
  generatedAt: z.string(),
  session: reportSessionSchema,
  totals: reportFiguresSchema,
  bookingSummary: z.object({
    byTicketType: z.array(ticketTypeFiguresSchema),
    byChannel: z.array(channelSalesSchema),
    /** Sold (not cancelled) tickets by the IST day of sale, oldest first, days with sales only. */
    byDay: z.array(daySalesSchema),
    /** The last REPORT_HOURS whole IST hours, oldest first, hours without sales included. */
    byHour: z.array(hourSalesSchema),
  }),
  gate: gateFiguresSchema,
  /** Tickets admitted offline on two devices (issue 21): how many, and the newest OFFLINE_CONFLICTS_SHOWN. */
  offlineConflicts: z.object({ count: int, items: z.array(offlineConflictSchema) }),
  /**
   * Offline scans recorded at the time the server received them, because the device's time was after it or too long
   * before it (issue 29, OFFLINE_SCAN_MAX_AGE_MS).
   */
  offlineClamped: int,
});
export type SessionReport = z.infer<typeof sessionReportSchema>;

export const scanHistoryEntrySchema = z.object({
  at: z.string(),
  action: z.enum(['entry', 'exit']),
  /** 'OK' or the ERR.SCAN.* code of a refusal. */
  outcome: z.string(),
  deviceId: z.string(),
  /** Gates are not recorded by the scanner yet: always null. */
  gate: z.string().nullable(),
  scannedBy: z.string().nullable(),
  position: z.object({ latitude: z.string(), longitude: z.string(), accuracy: z.string() }),
});

export const bookingSearchQuerySchema = z.object({ bookingId: z.string().trim().max(40).optional() });

/** GET /reports/search-by-bookingId/v1/venue/{venueCode}/event/{eventCode}/session/{sessionId}?bookingId= */
export const bookingReportSchema = z.object({
  bookingId: z.string(),
  channel: z.string(),
  status: z.enum(['CONFIRMED', 'CANCELLED']),
  soldAt: z.string(),
  cancelledAt: z.string().nullable(),
  ticketCount: int,
  /** The offer the booking redeemed, null without one. */
  offerCode: z.string().nullable(),
  /** The booking's money (docs/money.md) over its tickets (as sold); GST on the platform fee once on the booking's fee. */
  amounts: z.object({
    pricePaise: paise,
    /** The channel's fee and the GST on it, kept by the channel. */
    feesPaise: paise,
    taxesPaise: paise,
    discountsPaise: paise,
    organiserDiscountsPaise: paise,
    reimbursedDiscountsPaise: paise,
    /** What the buyer paid. */
    totalPaise: paise,
    earningsPaise: paise,
    platformFeePaise: paise,
    platformFeeGstPaise: paise,
    cgstPaise: paise,
    sgstPaise: paise,
    igstPaise: paise,
    netPaise: paise,
  }),
  /** Masked (98XXXXXX21, a***@x.in) for users who see reports but are not the organiser. */
  buyer: z.object({ name: z.string(), mobile: z.string().nullable(), email: z.string().nullable(), masked: z.boolean() }),
  session: z.object({ sessionId: z.string(), venueCode: z.string(), showTime: z.string(), gst: reportGstSchema }),
  tickets: z.array(
    z.object({
      position: int,
      ticketTypeCode: z.string(),
      ticketTypeName: z.string(),
      /** Masked to the last 4 characters for users who are not the organiser. */
      barcode: z.string(),
      pricePaise: paise,
      /** The channel's fee and the GST on it, as the channel sent them. */
      feesPaise: paise,
      taxesPaise: paise,
      /** The offer's discount on this ticket (0 without one), and who funds it (null without one). */
      discountsPaise: paise,
      discountFundedBy: z.enum(OFFER_FUNDERS).nullable(),
      /** What the buyer paid for this ticket: price - discount + fee + GST. */
      paidPaise: paise,
      platformFeePaise: paise,
      state: z.enum(['unused', 'entered', 'exited', 'cancelled']),
      firstEnteredAt: z.string().nullable(),
      lastScanAt: z.string().nullable(),
      scans: z.array(scanHistoryEntrySchema),
    }),
  ),
});
export type BookingReport = z.infer<typeof bookingReportSchema>;

/** GET /reports/email/v1/... : the report is mailed by a background job. */
export const reportEmailAnswerSchema = z.object({ message: z.string(), to: z.string(), jobId: z.string() });
export type ReportEmailAnswer = z.infer<typeof reportEmailAnswerSchema>;

/** GET /reports/v1/get-multi-session-flag/event/{eventCode} */
export const multiSessionFlagSchema = z.object({ eventCode: z.string(), multiSession: z.boolean(), sessionsCount: int });
export type MultiSessionFlag = z.infer<typeof multiSessionFlagSchema>;
