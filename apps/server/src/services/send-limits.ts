import {
  OTP_DESTINATION_SENDS_PER_DAY,
  OTP_DESTINATION_SENDS_PER_WINDOW,
  OTP_SEND_WINDOW_MS,
  OTP_SENDS_PER_DAY,
  OTP_SENDS_PER_WINDOW,
} from '@diy/domain';

export const DAY_MS = 24 * 60 * 60 * 1000;

/** At most `perWindow` sends per OTP_SEND_WINDOW_MS and `perDay` per day. */
export interface SendLimit {
  perWindow: number;
  perDay: number;
}

/** One client address, for one purpose and destination. */
export const PER_ADDRESS: SendLimit = { perWindow: OTP_SENDS_PER_WINDOW, perDay: OTP_SENDS_PER_DAY };
/** Every address together, for one purpose and destination (addresses known to the account excepted). */
export const PER_DESTINATION: SendLimit = { perWindow: OTP_DESTINATION_SENDS_PER_WINDOW, perDay: OTP_DESTINATION_SENDS_PER_DAY };

/**
 * The earliest moment one more send fits under `limit`, given the times (ms) of the other sends in the last day;
 * `t` when it fits now. Times after `t` (another process's clock) are ignored.
 */
export function nextSendAt(others: readonly number[], t: number, limit: SendLimit): number {
  const day = others.filter((x) => x <= t && x > t - DAY_MS).sort((a, b) => a - b);
  const window = day.filter((x) => x > t - OTP_SEND_WINDOW_MS);
  let at = t;
  // Enough of the oldest sends must leave each window for one more to fit.
  if (window.length >= limit.perWindow) at = Math.max(at, (window[window.length - limit.perWindow] ?? t) + OTP_SEND_WINDOW_MS);
  if (day.length >= limit.perDay) at = Math.max(at, (day[day.length - limit.perDay] ?? t) + DAY_MS);
  return at;
}

export interface RecordedSend {
  address: string;
  sentAt: number;
}

/**
 * When a send for one purpose and destination, asked from `address`, may go: `t` for now, else the moment it fits.
 * `others` are the other sends of that purpose and destination in the last day. The address's own budget always
 * applies; the destination's budget over every address applies unless `isKnownAddress` says the address is the
 * owner's (asked only when that budget is spent), so requests from elsewhere cannot use up the owner's codes.
 */
export async function sendAllowedAt(
  others: readonly RecordedSend[],
  address: string,
  t: number,
  isKnownAddress: () => Promise<boolean>,
): Promise<number> {
  const own = nextSendAt(
    others.filter((s) => s.address === address).map((s) => s.sentAt),
    t,
    PER_ADDRESS,
  );
  const all = nextSendAt(
    others.map((s) => s.sentAt),
    t,
    PER_DESTINATION,
  );
  if (all > t && !(await isKnownAddress())) return Math.max(own, all);
  return own;
}
