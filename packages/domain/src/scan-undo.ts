import * as z from 'zod';
import { STOP_WHEN_TOO_LONG } from './text-bounds';
import { sessionCountsSchema } from './scan-api';
import { TICKET_SCAN_STATES } from './scanning';

/** A device's gate name (Gate A, VIP): letters, digits, spaces and - ' & / ., up to GATE_NAME_MAX characters. */
export const GATE_NAME_MAX = 40;
export const GATE_NAME_KEY = 'diy.gateName';
export const GATE_MESSAGES = {
  label: 'Gate name',
  hint: 'Where this phone scans, e.g. Gate A or VIP. Saved on this device and with each scan.',
  invalid: `Use up to ${GATE_NAME_MAX} letters, digits, spaces and - ' & / . characters.`,
} as const;
export const gateNameSchema = z
  .string()
  .trim()
  .max(GATE_NAME_MAX, { ...STOP_WHEN_TOO_LONG, error: GATE_MESSAGES.invalid })
  .regex(/^[\p{L}\p{M}\p{N} .'&/-]*$/u, GATE_MESSAGES.invalid);
/** The error for a gate name the steward typed, or null. */
export function gateNameError(value: string): string | null {
  const r = gateNameSchema.safeParse(value);
  return r.success ? null : (r.error.issues[0]?.message ?? GATE_MESSAGES.invalid);
}

/** An admission can be undone this long after it was made (issue 21), by the account that made it. */
export const UNDO_WINDOW_MS = 30_000;

/** Why a steward undoes an admission: logged with the undo. */
export const UNDO_REASONS = ['Scanned by mistake', 'Wrong ticket shown', 'Guest turned back at the gate'] as const;
export type UndoReason = (typeof UNDO_REASONS)[number];

export const UNDO_ERROR_CODES = {
  tooLate: 'ERR.SCAN.UNDO_TOO_LATE',
  nothingToUndo: 'ERR.SCAN.NOTHING_TO_UNDO',
} as const;

export const UNDO_MESSAGES = {
  button: 'Undo admission',
  done: 'Admission undone',
  tooLate: 'Too late to undo: an admission can be undone for 30 seconds after it was made.',
  nothingToUndo: 'Nothing to undo: this ticket’s last scan was not an admission made from this account.',
  reason: 'Reason',
} as const;

/** POST /scan/undo: undoes the caller's last admission of a ticket within UNDO_WINDOW_MS. */
export const scanUndoSchema = z.object({
  eventCode: z.string().trim().min(1).max(40),
  sessionId: z.string().trim().min(1).max(64),
  barcode: z.string().trim().toUpperCase().min(1).max(64),
  reason: z.enum(UNDO_REASONS),
});
export type ScanUndo = z.infer<typeof scanUndoSchema>;

export const scanUndoAnswerSchema = z.object({
  barcode: z.string(),
  /** The ticket's state after the undo: unused, or exited for a guest who had come in and gone out before. */
  state: z.enum(TICKET_SCAN_STATES),
  counts: sessionCountsSchema,
});
export type ScanUndoAnswer = z.infer<typeof scanUndoAnswerSchema>;

/**
 * GET /live/scan (server-sent events, issue 21): the session's counts (admitted, inside now, exited, sold) and per gate
 * the admissions and exits made there, pushed as `event: counts` after every committed scan of the session.
 */
export const gateCountsSchema = z.object({
  sessionId: z.string(),
  session: z.object({ admitted: z.number().int(), inside: z.number().int(), exited: z.number().int(), total: z.number().int() }),
  gates: z.array(z.object({ gate: z.string().nullable(), admitted: z.number().int(), exited: z.number().int() })),
});
export type GateCounts = z.infer<typeof gateCountsSchema>;
export const LIVE_SCAN_PATH = '/live/scan';
