import { displayErrorCode, SCAN_ERROR_CODES, type OfflineVerdict, type OfflineVerdictKind } from '@diy/domain';
import type { Verdict } from '../state/verdict';

const CODES: Record<OfflineVerdictKind, string | null> = {
  admit: null,
  exit: null,
  alreadyHere: SCAN_ERROR_CODES.alreadyScanned,
  alreadyElsewhere: SCAN_ERROR_CODES.alreadyScanned,
  notThisSession: SCAN_ERROR_CODES.invalidTicket,
  notFound: SCAN_ERROR_CODES.noTicketFound,
  refused: null,
};

/** The full-screen verdict of an offline scan: green or red as online, marked as decided on this device. */
export function offlineVerdictView(v: OfflineVerdict, ticketType?: string): Verdict {
  const code = CODES[v.kind];
  return {
    tone: v.ok ? 'success' : 'failure',
    title: v.message,
    detail: [ticketType, v.ok ? 'Decided offline · will sync' : 'Decided offline'].filter(Boolean).join(' · '),
    note: null,
    code: code ? displayErrorCode(code) : null,
  };
}

