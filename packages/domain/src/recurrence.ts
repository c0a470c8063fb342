import * as z from 'zod';
import { daysInMonth, istPartsToDate, normaliseShowTime, toIstParts } from './ist';
import { wholeNumberOrText } from './number-limits';
import { DATE_TEXT_MAX_LENGTH, NAME_MAX_LENGTH } from './text-bounds';

/** Recurring events (seed 000 sections 3 and 9): frequency code and label, count, start show time. */
export const RECURRENCE_CODES = ['DAY', 'WEEK', 'MONTH'] as const;
export type RecurrenceCode = (typeof RECURRENCE_CODES)[number];
export const RECURRENCE_LABELS: Record<RecurrenceCode, string> = {
  DAY: 'Every Day',
  WEEK: 'Every Week',
  MONTH: 'Every Month',
};
export const RECURRENCE_OPTIONS = RECURRENCE_CODES.map((code) => ({ code, value: RECURRENCE_LABELS[code] }));

/** Upper bound on shows one recurrence may create (a year of daily shows). */
export const MAX_RECURRENCE_COUNT = 366;
export const RECURRENCE_MESSAGES = {
  frequencyRequired: 'Please select a frequency',
  countInvalid: `Please enter a number of shows between 1 and ${MAX_RECURRENCE_COUNT}`,
} as const;

/** Per-venue recurring info, keyed by the ISO start show time. */
export const recurringInfoSchema = z.object({
  code: z.enum(RECURRENCE_CODES, { error: RECURRENCE_MESSAGES.frequencyRequired }),
  value: z.string().max(NAME_MAX_LENGTH),
  noOfTimes: wholeNumberOrText({ min: 1, max: MAX_RECURRENCE_COUNT, message: RECURRENCE_MESSAGES.countInvalid }),
  showTime: z.string().max(DATE_TEXT_MAX_LENGTH),
});
export type RecurringInfo = z.infer<typeof recurringInfoSchema>;
/** Recurring info as answers carry it (a plain number: an answer cannot encode the text reading of the request's). */
export const recurringInfoAnswerSchema = recurringInfoSchema.extend({ noOfTimes: z.number().int() });

/**
 * Expands a recurrence into its show times (ISO, seconds 0). `count` is the total number of shows, the start
 * included. Dates step in IST wall-clock time, so a 19:00 IST show stays at 19:00 IST. Monthly shows keep the
 * start's day of month and fall back to the month's last day when it is shorter (31 Jan -> 28/29 Feb -> 31 Mar).
 */
export function expandRecurrence(startIso: string, code: RecurrenceCode, count: number): string[] {
  const start = toIstParts(startIso);
  if (!start) throw new RangeError(`Invalid start show time: ${startIso}`);
  if (!Number.isInteger(count) || count < 1 || count > MAX_RECURRENCE_COUNT) {
    throw new RangeError(`Invalid recurrence count: ${count}`);
  }
  const times: string[] = [];
  for (let i = 0; i < count; i += 1) {
    let { year, month, day } = start;
    if (code === 'DAY' || code === 'WEEK') {
      const step = code === 'DAY' ? i : i * 7;
      const d = new Date(Date.UTC(year, month - 1, day + step));
      year = d.getUTCFullYear();
      month = d.getUTCMonth() + 1;
      day = d.getUTCDate();
    } else {
      const monthIndex = month - 1 + i;
      year = start.year + Math.floor(monthIndex / 12);
      month = (monthIndex % 12) + 1;
      day = Math.min(start.day, daysInMonth(year, month));
    }
    const at = istPartsToDate({ year, month, day, hour: start.hour, minute: start.minute });
    times.push(normaliseShowTime(at)!);
  }
  return times;
}

/** The derived end date (ISO of the last show) of a recurrence. */
export function recurrenceEndDate(startIso: string, code: RecurrenceCode, count: number): string {
  const times = expandRecurrence(startIso, code, count);
  return times[times.length - 1]!;
}
