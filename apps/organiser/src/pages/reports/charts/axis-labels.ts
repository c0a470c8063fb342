/** The least room between two neighbouring axis labels, in CSS pixels. */
export const AXIS_LABEL_GAP_PX = 6;

/**
 * Which ticks of a category axis (days, hours) carry their label, the others keeping only their tick mark (issue 34:
 * the dashboard's axis skipped days at random). Every tick is labelled when each label fits the room one category
 * gets (`band`); otherwise the labels are thinned evenly: the first and the last always, and between them labels at
 * steps that differ by one category at most and are never closer than a label needs.
 */
export function labelledTicks(count: number, band: number, labelWidth: number, gap: number = AXIS_LABEL_GAP_PX): ReadonlySet<number> {
  if (count <= 0) return new Set();
  const last = count - 1;
  const step = band > 0 ? Math.max(1, Math.ceil((labelWidth + gap) / band)) : count;
  if (step === 1) return new Set(Array.from({ length: count }, (_, i) => i));
  // How many steps of at least `step` fit between the first and the last; the labels spread evenly over them.
  const intervals = Math.floor(last / step);
  if (intervals === 0) return new Set([0]);
  return new Set(Array.from({ length: intervals + 1 }, (_, j) => Math.round((j * last) / intervals)));
}

let measuring: CanvasRenderingContext2D | null | undefined;

/**
 * The widest of the labels in `font` (a CSS font shorthand), measured on a canvas; where there is none (tests in
 * Node), an estimate of 0.62 em a character.
 */
export function widestLabel(labels: readonly string[], font: string, fontSizePx: number): number {
  if (measuring === undefined) measuring = typeof document === 'undefined' ? null : document.createElement('canvas').getContext('2d');
  if (measuring) measuring.font = font;
  return labels.reduce((widest, label) => Math.max(widest, measuring ? measuring.measureText(label).width : label.length * fontSizePx * 0.62), 0);
}
