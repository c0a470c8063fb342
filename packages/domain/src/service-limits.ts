import * as z from 'zod';
import { formatCount, formatCountOf } from './display-format';
import { apiErrorSchema } from './http-schemas';

/**
 * Limits that protect the running service (issue 29, "Limits that protect the service"): open live streams per user,
 * and how often reports and offer transaction reports may be mailed. Every figure and refusal text lives here once.
 */

/**
 * Open live streams (server-sent events) one user may hold on one server process. A console tab holds one, the
 * scanner one per gate screen: eight covers a steward's phone plus an organiser's few tabs. Each stream holds a socket
 * and a subscription of the process that serves it, so the cap is per process (behind a balancer each process guards
 * itself).
 */
export const LIVE_STREAMS_PER_USER = 8;
/**
 * How often a server process checks the sessions behind its open live streams against the database: a stream whose
 * session was revoked (logout, password change or reset, the account deactivated) or has expired ends within this
 * long, whichever process revoked it.
 */
export const LIVE_AUTH_RECHECK_MS = 3_000;
/** The server-sent event that ends a stream whose session is no longer valid; the client stops (no reconnect). */
export const LIVE_REVOKED_EVENT = 'revoked';

export const SERVICE_LIMIT_CODES = {
  liveStreams: 'ERR.LIVE.TOO_MANY_STREAMS',
  mailRequests: 'ERR.MAIL.RATE_LIMITED',
} as const;

export const LIVE_LIMIT_MESSAGES = {
  tooManyStreams: `You have ${formatCount(LIVE_STREAMS_PER_USER)} live views open already. Close a tab or a screen you are not using, then try again.`,
} as const;

/** The window mail requests are counted in: one hour (the refusals say "in the last hour"). */
export const MAIL_REQUEST_WINDOW_MS = 60 * 60_000;

/** Which mailed thing is limited, and its budgets per window: per requesting user, and per event over every user. */
export interface MailLimit {
  /** Written into the refusal: 'report e-mails', 'offer transaction reports'. */
  noun: string;
  perUser: number;
  perEvent: number;
}

export const MAIL_LIMITS = {
  /** Session and whole-event reports mailed (GET /reports/email/...). */
  report: { noun: 'report e-mails', perUser: 10, perEvent: 20 },
  /** Offer transaction reports (POST /offers/sendTransactionReports). */
  offerTransactions: { noun: 'offer transaction reports', perUser: 5, perEvent: 10 },
} as const satisfies Record<string, MailLimit>;
export type MailLimitKind = keyof typeof MAIL_LIMITS;

/** Which budget a refused mail request ran out of. */
export const MAIL_LIMIT_REASONS = ['perUser', 'perEvent'] as const;
export type MailLimitReason = (typeof MAIL_LIMIT_REASONS)[number];

/** The 429 of a mail request past its budget: the envelope with the budget it ran out of. */
export const mailLimitErrorSchema = z.object({
  status: z.number().int(),
  errors: apiErrorSchema.extend({
    reason: z.enum(MAIL_LIMIT_REASONS),
    /** The budget (requests per window) that ran out. */
    limit: z.number().int(),
    windowMinutes: z.number().int(),
  }),
});
export type MailLimitError = z.infer<typeof mailLimitErrorSchema>;

/** '1 minute', '12 minutes' (rounded up: never "0 minutes"). */
export function minutesText(ms: number): string {
  const minutes = Math.max(1, Math.ceil(ms / 60_000));
  return formatCountOf(minutes, 'minute', 'minutes');
}

/** The refusal of a mail request past its budget: which budget, how many were asked, when the next one fits. */
export function mailLimitMessage(limit: MailLimit, reason: MailLimitReason, retryAfterMs: number): string {
  const who =
    reason === 'perUser'
      ? `You have asked for ${formatCount(limit.perUser)} ${limit.noun} in the last hour, the most one person may.`
      : `${formatCount(limit.perEvent)} ${limit.noun} of this event have been asked for in the last hour, the most one event may.`;
  return `${who} Please try again in ${minutesText(retryAfterMs)}.`;
}
