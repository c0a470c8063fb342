import { LOGIN_KNOWN_ADDRESS_MS } from './identity-flows';
import { SCAN_IDEMPOTENCY_TTL_MS } from './scan-api';

/**
 * Housekeeping (issue 29): durable jobs on the scheduled-jobs table prune what has served its purpose, each after its
 * own retention. A retention is written as a whole number with a unit: `12h`, `30d`, `8y` (calendar years); each has a
 * setting (environment variable) and a default here, listed in the README. docs/housekeeping.md gives the reasons.
 */

export type RetentionUnit = 'h' | 'd' | 'y';
export interface Retention {
  amount: number;
  unit: RetentionUnit;
}

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/** '30d' -> {30, 'd'}; null for anything else (a setting that is not a retention). */
export function parseRetention(text: string): Retention | null {
  const m = /^\s*(\d{1,6})\s*([hdy])\s*$/i.exec(text);
  if (!m) return null;
  return { amount: Number(m[1]), unit: m[2]!.toLowerCase() as RetentionUnit };
}

export function retentionText(r: Retention): string {
  return `${r.amount}${r.unit}`;
}

/** The instant `r` before `now`: hours and days exactly, years by the calendar (8y before 29 Feb is 28 Feb). */
export function retentionCutoff(now: Date, r: Retention): Date {
  if (r.unit === 'h') return new Date(now.getTime() - r.amount * HOUR_MS);
  if (r.unit === 'd') return new Date(now.getTime() - r.amount * DAY_MS);
  const d = new Date(now.getTime());
  const day = d.getUTCDate();
  d.setUTCDate(1);
  d.setUTCFullYear(d.getUTCFullYear() - r.amount);
  const lastDay = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 0)).getUTCDate();
  d.setUTCDate(Math.min(day, lastDay));
  return d;
}

/** A retention's length in milliseconds (years as 365 days: for comparing with a floor only). */
export function retentionMs(r: Retention): number {
  return r.amount * (r.unit === 'h' ? HOUR_MS : r.unit === 'd' ? DAY_MS : 365 * DAY_MS);
}

export const HOUSEKEEPING_TASKS = [
  'outbox',
  'oneTimeCodes',
  'sessions',
  'idempotencyKeys',
  'unattachedUploads',
  'supersededImages',
  'kycDocuments',
  'agreements',
] as const;
export type HousekeepingTask = (typeof HOUSEKEEPING_TASKS)[number];

export interface HousekeepingSetting {
  /** The environment variable. */
  env: string;
  default: Retention;
  /** The shortest retention the task accepts (a shorter setting is raised to it): what the product still reads. */
  floorMs: number;
  /** What is pruned, and from when the retention counts. */
  what: string;
  /** How often the task's job runs. */
  everyMs: number;
}

export const HOUSEKEEPING_SETTINGS: Record<HousekeepingTask, HousekeepingSetting> = {
  outbox: {
    env: 'RETENTION_OUTBOX',
    default: { amount: 30, unit: 'd' },
    floorMs: 0,
    what: 'outbox messages (SMS and e-mail written locally) and their stored attachments, after they were written',
    everyMs: DAY_MS,
  },
  oneTimeCodes: {
    env: 'RETENTION_ONE_TIME_CODES',
    default: { amount: 7, unit: 'd' },
    // The send limits read a day of sends back.
    floorMs: DAY_MS,
    what: 'one-time codes used or expired, password-reset sessions used or expired, and the log of codes sent, after they ended',
    everyMs: DAY_MS,
  },
  sessions: {
    env: 'RETENTION_SESSIONS',
    default: { amount: 90, unit: 'd' },
    // Login limits treat an address that logged in to the account within LOGIN_KNOWN_ADDRESS_MS as the owner's.
    floorMs: LOGIN_KNOWN_ADDRESS_MS,
    what: 'login sessions expired or revoked (logout, password change), after they ended and at least 90 days after the login',
    everyMs: DAY_MS,
  },
  idempotencyKeys: {
    env: 'RETENTION_IDEMPOTENCY_KEYS',
    default: { amount: 24, unit: 'h' },
    // A retry within the window must get the first answer.
    floorMs: SCAN_IDEMPOTENCY_TTL_MS,
    what: "scan calls' Idempotency-Keys and their stored answers, after the call",
    everyMs: HOUR_MS,
  },
  unattachedUploads: {
    env: 'RETENTION_UNATTACHED_UPLOADS',
    default: { amount: 1, unit: 'd' },
    floorMs: HOUR_MS,
    what: 'event images uploaded but never put on an event, after the upload',
    everyMs: DAY_MS,
  },
  supersededImages: {
    env: 'RETENTION_SUPERSEDED_IMAGES',
    default: { amount: 30, unit: 'd' },
    floorMs: 0,
    what: 'event images that were on an event and were replaced or removed, after housekeeping first found them unused',
    everyMs: DAY_MS,
  },
  kycDocuments: {
    env: 'RETENTION_KYC_DOCUMENTS',
    default: { amount: 8, unit: 'y' },
    floorMs: 0,
    what: "an organiser's KYC documents (PAN, cancelled cheque, GST certificates), after the relationship ended",
    everyMs: DAY_MS,
  },
  agreements: {
    env: 'RETENTION_AGREEMENTS',
    default: { amount: 8, unit: 'y' },
    floorMs: 0,
    what: "an organiser's signed agreement, after the relationship ended",
    everyMs: DAY_MS,
  },
};

/** Daily housekeeping runs at this time of day in IST (a quiet hour at Indian venues and consoles). */
export const HOUSEKEEPING_DAILY_MINUTE_IST = 3 * 60 + 30;
/** Rows deleted per statement: short statements beside live traffic. */
export const HOUSEKEEPING_BATCH = 1_000;
