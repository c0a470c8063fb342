import { displayErrorCode, isExitScan, scanRefusalText, type ScanMode, type ScanResult, formatCountOf, formatIstDate, formatIstTime } from '@diy/domain';

export interface Verdict {
  tone: 'success' | 'failure';
  title: string;
  detail: string | null;
  /** For a ticket scanned before: when, and on which device ('Last scanned at 07:30 PM on this device'). */
  note: string | null;
  code: string | null;
}

const plural = (n: number) => formatCountOf(n, 'ticket', 'tickets');

/** Ticket types with counts: 'Gold × 2, Silver'. */
function typesOf(results: ScanResult[]): string | null {
  const counts = new Map<string, number>();
  for (const r of results) if (r.ticketType) counts.set(r.ticketType, (counts.get(r.ticketType) ?? 0) + 1);
  if (counts.size === 0) return null;
  return [...counts].map(([type, n]) => (n > 1 ? `${type} × ${n}` : type)).join(', ');
}

/** When and where a refused ticket was scanned before: this device, or another one by the end of its id. */
export function lastScanNote(previous: ScanResult['previous'], deviceId: string | null): string | null {
  if (!previous) return null;
  const where = !previous.device ? '' : previous.device === deviceId ? ' on this device' : ` on device ${previous.device.slice(-4).toUpperCase()}`;
  return `Last scanned at ${formatIstTime(previous.at)}${where}`;
}

/**
 * The full-screen verdict of a consume answer: green when every ticket went through ('2 tickets admitted'),
 * red otherwise, with the first refusal in plain words (`scanRefusalText`: never a code, issue 34), when and where it
 * was scanned before, what did go through, and its code (dots as underscores) as a small secondary detail.
 */
export function verdictFor(results: ScanResult[], mode: ScanMode, deviceId: string | null = null): Verdict {
  const passed = results.filter((r) => r.success);
  const refused = results.filter((r) => !r.success);
  const verb = isExitScan(mode) ? 'let out' : 'admitted';
  const first = refused[0];
  if (!first) {
    return { tone: 'success', title: `${plural(passed.length)} ${verb}`, detail: typesOf(passed), note: null, code: null };
  }
  const parts = [
    typesOf(refused),
    refused.length > 1 ? `${plural(refused.length)} refused` : null,
    passed.length > 0 ? `${plural(passed.length)} ${verb}` : null,
  ].filter(Boolean);
  return {
    tone: 'failure',
    title: scanRefusalText(first.code, first.message),
    detail: parts.join(' · ') || null,
    note: lastScanNote(first.previous, deviceId),
    code: displayErrorCode(first.code),
  };
}

export function isTodayIst(iso: string, now: Date = new Date()): boolean {
  return formatIstDate(iso) === formatIstDate(now);
}
