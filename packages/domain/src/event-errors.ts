import { GENERIC_ERROR_MESSAGE } from './http';

/** Seed 000 section 8, events. */
export const EVENT_ERROR_CODES = {
  sessionExpired: 'ERR.SESSION.EXPIRED',
  contentV2Event: 'CONTENTV2 Event',
  contentV2: 'ERROR.CONTENT.V2',
  contentV2Err: 'ERR.CONTENTV2',
  creationUnknown: 'ERR.EVENTCREATION.UNKNOWN',
  invalidReferenceId: 'ERR.EVENTCREATION.INVALID_REFERENCEID',
  saleStarted: 'ERR.EVENTCREATION.SALE_STARTED',
} as const;

export const EVENT_ERROR_TEXTS = {
  /** With no response body. Same text as GENERIC_ERROR_MESSAGE. */
  generic: GENERIC_ERROR_MESSAGE,
  partialFailureTitle: 'Failed to update the changes',
  oops: 'Oops',
  ok: 'OK',
  noArtistFound: 'No artist found for your search',
} as const;

/** How the events area reacts to an error code. */
export type EventErrorReaction =
  | 'partialFailure' // dialog 'Failed to update the changes' with message and show times; reload on OK
  | 'oopsThenBack' // popup 'Oops', then back in history
  | 'redirectLive' // to /events/live (while loading a synopsis)
  | 'reloadEvent' // reload the event (on save)
  | 'popup'; // popup with the server message

export function eventErrorReaction(code: string | null | undefined, context: 'load' | 'save' | 'other' = 'other'): EventErrorReaction {
  switch (code) {
    case EVENT_ERROR_CODES.sessionExpired:
      return 'partialFailure';
    case EVENT_ERROR_CODES.contentV2Event:
    case EVENT_ERROR_CODES.contentV2:
    case EVENT_ERROR_CODES.contentV2Err:
      return 'oopsThenBack';
    case EVENT_ERROR_CODES.creationUnknown:
    case EVENT_ERROR_CODES.invalidReferenceId:
      return context === 'load' ? 'redirectLive' : 'popup';
    case EVENT_ERROR_CODES.saleStarted:
      return context === 'save' ? 'reloadEvent' : 'popup';
    default:
      return 'popup';
  }
}

/** The message to show: the server's, or the generic text when the answer had no body. */
export function eventErrorMessage(serverMessage: string | null | undefined): string {
  return serverMessage && serverMessage.trim() !== '' ? serverMessage : EVENT_ERROR_TEXTS.generic;
}

/** Seed 000 sections 4 and 8, offers. */
export const OFFER_TEXTS = {
  errorTitle: 'Oops, something went wrong.',
  errorBody: 'Try again later.',
  okay: 'Okay',
  backToDashboard: 'Back to Dashboard',
  activated: 'Offer Activated.',
  deactivated: 'Offer Deactivated.',
  /**
   * The spec's "a created offer is live within 15 minutes (OFFER_GO_LIVE_MINUTES), and a toast says so": offers here
   * are live at once (issue 20), and the toast says that.
   */
  created: 'Offer created. It is live now.',
} as const;
/** The staff offer catalogue's confirmations (issue 34: adding an offer showed none). */
export const CATALOGUE_OFFER_TEXTS = {
  added: (code: string) => `Offer ${code} added to the catalogue.`,
  saved: (code: string) => `Offer ${code} saved.`,
  retired: (code: string) => `${code} is retired.`,
} as const;
export const OFFER_ROUTES = { landing: '/offers/landing', dashboard: '/offers/dashboard', login: '/login' } as const;
/** Where the offer error popup's Okay goes: the dashboard for the detail call, otherwise the landing page. */
export function offerErrorRoute(call: 'detail' | 'other'): string {
  return call === 'detail' ? OFFER_ROUTES.dashboard : OFFER_ROUTES.landing;
}

/** Seed 000 section 8, reports. */
export const REPORT_TEXTS = {
  emailFailed: 'Things went south, please try again',
  searchFailed: 'Error while searching for bookingId',
  downloadFailed: 'Error while downloading the report',
  emailingFailed: 'Error while emailing the report',
  multiSessionFlagFailed: 'Error while fetching multi session flag',
} as const;
/** The e-mail failure toast: the server's errors.message when given, otherwise the default. */
export function reportEmailErrorToast(serverMessage?: string | null): string {
  return serverMessage && serverMessage.trim() !== '' ? serverMessage : REPORT_TEXTS.emailFailed;
}
