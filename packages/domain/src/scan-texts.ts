import { OFFLINE_CONFLICT_CODE, OFFLINE_ERROR_CODES, OFFLINE_MESSAGES } from './scan-offline';
import { UNDO_ERROR_CODES, UNDO_MESSAGES } from './scan-undo';
import { SCAN_ERROR_CODES, SCAN_MESSAGES, TCS_MESSAGES } from './scanning';

/**
 * What gate staff read for each code a scan call can answer (issue 34): the spec's words where it names them (seed 000
 * section 8, seed 001 section 8), plain product words otherwise. The code itself is only ever a small secondary detail
 * (the failure modal's "code with dots replaced by underscores"); the headline is always one of these texts.
 */
export const SCAN_CODE_TEXTS: Readonly<Record<string, string>> = {
  [SCAN_ERROR_CODES.alreadyScanned]: SCAN_MESSAGES.alreadyScanned,
  [SCAN_ERROR_CODES.alreadyScannedOut]: SCAN_MESSAGES.alreadyScannedOut,
  [SCAN_ERROR_CODES.entryFirst]: SCAN_MESSAGES.scanForEntryFirst,
  [SCAN_ERROR_CODES.invalidTicket]: SCAN_MESSAGES.invalidTicket,
  [SCAN_ERROR_CODES.ticketCancelled]: SCAN_MESSAGES.ticketCancelled,
  [SCAN_ERROR_CODES.showCancelled]: SCAN_MESSAGES.showCancelled,
  [SCAN_ERROR_CODES.notToday]: SCAN_MESSAGES.notToday,
  [SCAN_ERROR_CODES.invalidBookingId]: SCAN_MESSAGES.invalidBookingIdFormat,
  [SCAN_ERROR_CODES.noTicketFound]: SCAN_MESSAGES.noTicketFound,
  [SCAN_ERROR_CODES.missingParameter]: SCAN_MESSAGES.missingParameter,
  [SCAN_ERROR_CODES.tcsNotConfigured]: TCS_MESSAGES.title,
  [SCAN_ERROR_CODES.noActiveSession]: SCAN_MESSAGES.noActiveSession,
  [SCAN_ERROR_CODES.inProgress]: SCAN_MESSAGES.inProgress,
  [OFFLINE_ERROR_CODES.keyReused]: SCAN_MESSAGES.somethingWentWrong,
  [OFFLINE_ERROR_CODES.badCursor]: SCAN_MESSAGES.somethingWentWrong,
  [OFFLINE_CONFLICT_CODE]: OFFLINE_MESSAGES.conflict,
  [UNDO_ERROR_CODES.tooLate]: UNDO_MESSAGES.tooLate,
  [UNDO_ERROR_CODES.nothingToUndo]: UNDO_MESSAGES.nothingToUndo,
  'ERR.FORBIDDEN': SCAN_MESSAGES.notAuthorised,
  'ERR.TIMEOUT': SCAN_MESSAGES.somethingWentWrong,
  'ERR.NETWORK': SCAN_MESSAGES.somethingWentWrong,
};

/** A text that is a code rather than words (ERR.SCAN.X, ERR_SCAN_X), or empty. */
const looksLikeCode = (text: string): boolean => text.trim() === '' || /\bERR[._][A-Z_.]+/.test(text);

/**
 * The plain words for a scan refusal: the text of its code when the product knows the code, else the server's message
 * when that is words, else 'Something went wrong! Please try again'. Never a code.
 */
export function scanRefusalText(code: string | null | undefined, serverMessage?: string | null): string {
  const known = code ? SCAN_CODE_TEXTS[code] : undefined;
  if (known) return known;
  if (serverMessage && !looksLikeCode(serverMessage)) return serverMessage;
  return SCAN_MESSAGES.somethingWentWrong;
}
