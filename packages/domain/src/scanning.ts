/**
 * Geolocation default when the browser gives none. Here, not in scan-api.ts, so the scanner's first screen (its store's
 * scanning slice) does not bring the scan API's schemas with it.
 */
export const GEO_UNKNOWN = 'na';
/** Seed 000 sections 4, 5 and 8 (and seed 001 section 8): gate scanning messages, state machine and TCS rule. */
export const SCAN_MESSAGES = {
  alreadyScanned: 'Oops! Ticket already scanned',
  invalidTicket: 'Invalid ticket!',
  somethingWentWrong: 'Something went wrong! Please try again',
  invalidBookingIdFormat: 'This is not a valid format of Booking ID.',
  noTicketFound: 'No ticket found.',
  noActiveSession: 'There are currently no active session for this event.',
  eventsFetchFailed: 'We could not fetch the list of events. Please try again after some time.',
  notAuthorised: 'Sorry, you are not authorized perform this action',
  scanForEntryFirst: 'Please scan for entry first',
  alreadyScannedOut: 'Ticket already scanned out.',
  missingParameter: 'Page refreshed, Please select your event again before proceeding',
  timeoutTitle: 'Timeout Error',
  oopsTitle: 'Oops',
  /** Product text: the spec says a cancelled ticket cannot be admitted but names no message. */
  ticketCancelled: 'This ticket has been cancelled.',
  /** Product text (issue 34): a ticket of a show the organiser cancelled. */
  showCancelled: 'This show has been cancelled. The ticket is not valid.',
  /** Product text (issue 34): an offline scan uploaded for a session that was not on at the time of the scan. */
  notToday: 'This ticket is for a show on another day.',
  /** Product text: the same scan was sent twice at once. */
  inProgress: 'The same scan is still being processed. Please try again.',
} as const;

/** Error codes the scan API answers with (shown with dots replaced by underscores). */
export const SCAN_ERROR_CODES = {
  alreadyScanned: 'ERR.SCAN.ALREADY_SCANNED',
  alreadyScannedOut: 'ERR.SCAN.ALREADY_SCANNED_OUT',
  entryFirst: 'ERR.SCAN.ENTRY_FIRST',
  invalidTicket: 'ERR.SCAN.INVALID_TICKET',
  ticketCancelled: 'ERR.SCAN.TICKET_CANCELLED',
  invalidBookingId: 'ERR.SCAN.INVALID_BOOKING_ID',
  noTicketFound: 'ERR.SCAN.NO_TICKET_FOUND',
  missingParameter: 'ERR.SCAN.MISSING_PARAMETER',
  tcsNotConfigured: 'ERR.SCAN.TCS_NOT_CONFIGURED',
  showCancelled: 'ERR.SCAN.SHOW_CANCELLED',
  notToday: 'ERR.SCAN.NOT_TODAY',
  noActiveSession: 'ERR.SCAN.NO_ACTIVE_SESSION',
  inProgress: 'ERR.SCAN.IN_PROGRESS',
} as const;

/** Failure modal code: dots replaced by underscores (ERR.SCAN.X -> ERR_SCAN_X). */
export function displayErrorCode(code: string): string {
  return code.replace(/\./g, '_');
}

export const TICKET_SCAN_STATES = ['unused', 'entered', 'exited', 'cancelled'] as const;
export type TicketScanState = (typeof TICKET_SCAN_STATES)[number];
export const SCAN_ACTIONS = ['entry', 'exit'] as const;
export type ScanAction = (typeof SCAN_ACTIONS)[number];

export type ScanTransition =
  | { ok: true; next: TicketScanState }
  | { ok: false; state: TicketScanState; code: string; message: string };

/**
 * The scan state machine: unused -> entered -> exited -> entered again (re-entry after exit is allowed).
 * Entry on entered: 'Oops! Ticket already scanned'. Exit on unused: 'Please scan for entry first'.
 * Exit on exited: 'Ticket already scanned out.'. A cancelled ticket is never admitted or let out.
 */
export function scanTransition(state: TicketScanState, action: ScanAction): ScanTransition {
  const fail = (key: 'ticketCancelled' | 'alreadyScanned' | 'entryFirst' | 'alreadyScannedOut', message: string): ScanTransition => ({
    ok: false,
    state,
    code: SCAN_ERROR_CODES[key],
    message,
  });
  if (state === 'cancelled') return fail('ticketCancelled', SCAN_MESSAGES.ticketCancelled);
  if (action === 'entry') {
    return state === 'entered' ? fail('alreadyScanned', SCAN_MESSAGES.alreadyScanned) : { ok: true, next: 'entered' };
  }
  if (state === 'unused') return fail('entryFirst', SCAN_MESSAGES.scanForEntryFirst);
  if (state === 'exited') return fail('alreadyScannedOut', SCAN_MESSAGES.alreadyScannedOut);
  return { ok: true, next: 'exited' };
}

/** The scan action for a scan category: Entry by default; anything else is an exit scan. */
export function scanActionFor(scanCategory: string | null | undefined): ScanAction {
  return (scanCategory ?? 'Entry') === 'Entry' ? 'entry' : 'exit';
}

/** TCS (tax collected at source) vendor check applied to tickets. */
export const TCS_MESSAGES = {
  title: 'TCS! Applicable but merchant details not configured.',
  body: 'Kindly upload the exception certificate',
} as const;
export type TcsCheck = { ok: true } | { ok: false; title: string; body: string };
/**
 * Flag E (exempt) lets the user through; flag Y (applicable) needs merchant details, else the flow stops with the
 * popup. Any other or missing flag means TCS does not apply.
 */
export function checkTcs(flag: string | null | undefined, hasMerchantDetails: boolean): TcsCheck {
  if ((flag ?? '').toUpperCase() === 'Y' && !hasMerchantDetails) {
    return { ok: false, title: TCS_MESSAGES.title, body: TCS_MESSAGES.body };
  }
  return { ok: true };
}

/** Booking ids are upper-case letters and digits, 6 to 20 characters (product rule; the spec names the message only). */
export const BOOKING_ID_PATTERN = /^[A-Z0-9]{6,20}$/;
export function bookingIdError(value: string): string | null {
  return BOOKING_ID_PATTERN.test(value.trim().toUpperCase()) ? null : SCAN_MESSAGES.invalidBookingIdFormat;
}

/** Scanner calls need a session id or an event code; otherwise the missing-parameter message. */
export function scanParamsError(params: { sessionId?: string | null; eventCode?: string | null }): string | null {
  return params.sessionId || params.eventCode ? null : SCAN_MESSAGES.missingParameter;
}
