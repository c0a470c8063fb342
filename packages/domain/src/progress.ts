/** Progress colours by percent (seed 000 section 9): under 25 red, under 50 orange, under 75 yellow, else green. */
export const PROGRESS_TONES = ['danger', 'warning', 'caution', 'success'] as const;
export type ProgressTone = (typeof PROGRESS_TONES)[number];

/** The spec's colour name for each semantic tone (the UI maps tones to theme tokens). */
export const PROGRESS_TONE_COLOUR: Record<ProgressTone, 'red' | 'orange' | 'yellow' | 'green'> = {
  danger: 'red',
  warning: 'orange',
  caution: 'yellow',
  success: 'green',
};

/** The semantic tone for a percentage. Bounds are exclusive ("under"): 25 is orange, 75 is green. NaN counts as 0. */
export function progressTone(percent: number): ProgressTone {
  const p = Number.isNaN(percent) ? 0 : percent;
  if (p < 25) return 'danger';
  if (p < 50) return 'warning';
  if (p < 75) return 'caution';
  return 'success';
}

export function progressColour(percent: number): 'red' | 'orange' | 'yellow' | 'green' {
  return PROGRESS_TONE_COLOUR[progressTone(percent)];
}

/** A sold/total percentage, clamped to 0..100; 0 when the total is not positive. */
export function percentOf(part: number, total: number): number {
  if (!(total > 0) || !Number.isFinite(part)) return 0;
  return Math.min(100, Math.max(0, (part / total) * 100));
}

/** What a sold bar says instead of a bar when nothing is on sale yet (issue 34: it drew "0 / 0 sold"). */
export const SOLD_BAR_TEXTS = {
  noInventory: 'No tickets yet',
} as const;
