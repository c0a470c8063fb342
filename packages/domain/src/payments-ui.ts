import { PAYMENTS_NAV_LABEL } from './constants';
import { formatIstDate } from './ist';
import { formatIsoDate, type StatementStatus } from './settlement';

/** A yyyy-MM-dd date or an instant as dd/MM/yyyy (the instant's IST date). */
export function formatDateOrInstant(value: string): string {
  return /^\d{4}-\d{2}-\d{2}$/.test(value) ? formatIsoDate(value) : formatIstDate(value);
}

/**
 * The organiser's Payments area (issue 33, docs/settlements.md "The organiser's side"): the texts its screens show
 * and the journeys read. Amounts are formatted by formatPaise, dates by formatIsoDate / formatIstDate (dd/MM/yyyy IST).
 */
export const PAYMENTS_UI_TEXTS = {
  navLabel: PAYMENTS_NAV_LABEL,
  title: 'Payments',
  lead: 'Your settlement statements: what each show earned you, what is due and when.',
  eventLead: (eventTitle: string) => `Statements of ${eventTitle}.`,
  allEvents: 'All events',
  listCaption: 'Settlement statements',
  statusFilter: 'Statements by status',
  all: 'All',
  emptyTitle: 'No statements yet',
  emptyBody: 'A statement is made for each show once it is over, and issued with its number.',
  emptyStatus: (label: string) => `No statements ${label === 'On hold' ? 'on hold' : label.toLowerCase()}`,
  loadError: 'Your statements could not be loaded.',
  detailError: 'This statement could not be loaded.',
  retry: 'Try again',
  notIssued: 'Not issued yet',
  open: (label: string) => `Open statement ${label}`,
  /** paidAt: an instant or a yyyy-MM-dd date. */
  paid: (utr: string, paidAt: string) => `Paid on ${formatDateOrInstant(paidAt)}, UTR ${utr}`,
  due: (isoDate: string) => `Due on ${formatIsoDate(isoDate)}`,
  carriedForward: 'Carried forward',
  dueTitle: 'Due next',
  dueOn: (isoDate: string) => `on ${formatIsoDate(isoDate)}`,
  nothingDue: 'Nothing due right now',
  outstanding: 'Issued, not paid yet',
  statementsCount: (n: number) => `${n} ${n === 1 ? 'statement' : 'statements'}`,
  onHold: 'On hold',
  carriedForwardHint: 'Taken from your next statement',
  dueError: 'What is due could not be loaded.',
  backToList: 'All statements',
  draftTitle: 'Draft statement',
  invoiceNumber: 'GST invoice',
  showTime: 'Show',
  venue: 'Venue',
  dueDate: 'Due date',
  issuedOn: 'Issued on',
  linesTitle: 'Tickets sold',
  linesCaption: 'Tickets sold by ticket type and channel',
  noLines: 'No tickets were sold for this show.',
  discountsTitle: 'Discounts by who funds them',
  discountsCaption: 'Discounts by funder',
  figuresTitle: 'How your net payable is worked out',
  adjustmentsTitle: 'Adjustments from earlier statements',
  adjustmentsCaption: 'Adjustments',
  downloadsTitle: 'Documents',
  downloadStatement: 'Download statement (PDF)',
  downloadInvoice: 'Download GST invoice (PDF)',
  noPdfYet: 'The PDF is ready once the statement is issued.',
  noInvoice: 'No platform fee, so no tax invoice.',
  withholdingTitle: 'TCS and TDS withheld',
  withholdingLead: 'A quarter’s TCS and TDS, one row per issued statement, for your own returns.',
  financialYear: 'Financial year',
  quarter: 'Quarter',
  downloadWithholding: 'Download TCS/TDS (CSV)',
  downloaded: (fileName: string) => `Downloaded ${fileName}`,
  downloadFailed: 'The file could not be downloaded. Please try again.',
  notAuthorisedTitle: 'Not authorised',
  notAuthorisedLead: 'Payments are open to the organiser’s owner and the users given the finance feature. Ask your organiser’s owner for access.',
  eventPayments: 'Payments for this event',
} as const;

/** The lines of a statement's figures, in the order they add up. */
export const STATEMENT_FIGURE_LABELS = {
  tickets: 'Tickets sold',
  grossSales: 'Gross sales (ticket prices)',
  discounts: 'Discounts',
  buyersPaid: 'What buyers paid',
  channelKeeps: 'Kept by the channel (booking fee and GST on it)',
  organiserEarns: 'You earn (ticket prices less the discounts you fund)',
  platformFee: 'Platform fee',
  gstOnFee: 'GST on the platform fee',
  proceeds: 'Net to you',
  tcs: 'TCS (section 52, CGST Act)',
  tds: 'TDS (section 194-O, Income-tax Act)',
  collectedByOrganiser: 'Collected by you at the door (box office)',
  adjustments: 'Adjustments',
  carriedIn: 'Carried in from earlier statements',
  netPayable: 'Net payable',
  carriedOut: 'Carried forward to your next statement',
} as const;

/** Percent from basis points: 1800 -> '18%', 50 -> '0.5%', 10 -> '0.1%'. */
export function formatBasisPoints(bp: number): string {
  return `${String(bp / 100)}%`;
}

/** The tone a statement's status shows in (StatusLabel's tones). */
export const STATEMENT_STATUS_TONES: Record<StatementStatus, 'muted' | 'info' | 'accent' | 'success' | 'warning'> = {
  DRAFT: 'muted',
  ISSUED: 'info',
  APPROVED: 'accent',
  PAID: 'success',
  ON_HOLD: 'warning',
};
