import { color } from '../../theme/tokens';
import type { ContrastNeed } from './contrast';

type Fg = keyof typeof color.fg;
type Bg = keyof typeof color.bg;
type Border = keyof typeof color.border;

/** One colour drawn on one surface, the way the components use it. */
export interface Pairing {
  token: string;
  value: string;
  surface: string;
  surfaceValue: string;
  need: ContrastNeed;
}

const has = <T extends object>(o: T, k: string): k is Extract<keyof T, string> => k in o;

/**
 * The surfaces each token is drawn on, derived from the token names (never a hand list of values):
 * - text colours (fg.default, muted and every status colour) on the surface, the canvas and the subtle fill (fg.subtle,
 *   placeholder-grade, on the surface and the canvas only);
 *   a status colour (fg.danger) also on its own subtle fill (bg.dangerSubtle);
 * - fg.onX on its fill bg.X (white on the accent button, on the danger button ...);
 * - borders and the focus ring on the surface and the canvas, as boundaries (3:1).
 */
export function contrastPairings(): Pairing[] {
  const out: Pairing[] = [];
  const push = (token: string, value: string, surface: Bg, need: ContrastNeed) =>
    out.push({ token, value, surface: `bg.${surface}`, surfaceValue: color.bg[surface], need });
  for (const [name, value] of Object.entries(color.fg) as [Fg, string][]) {
    const onFill = /^on([A-Z]\w*)$/.exec(name);
    if (onFill) {
      const fill = (onFill[1] as string).charAt(0).toLowerCase() + (onFill[1] as string).slice(1);
      if (has(color.bg, fill)) push(`fg.${name}`, value, fill, 'text');
      continue;
    }
    // fg.subtle is placeholder-grade: promised 4.5:1 on the surface and the canvas only (its doc comment in tokens.ts).
    const surfaces = name === 'subtle' ? (['surface', 'canvas'] as const) : (['surface', 'canvas', 'subtle'] as const);
    for (const surface of surfaces) push(`fg.${name}`, value, surface, 'text');
    const own = `${name}Subtle`;
    if (has(color.bg, own)) push(`fg.${name}`, value, own, 'text');
  }
  for (const [name, value] of Object.entries(color.border) as [Border, string][]) {
    if (name === 'default') continue; // a divider, not a boundary anyone must find (WCAG 1.4.11 does not apply)
    for (const surface of ['surface', 'canvas'] as const) push(`border.${name}`, value, surface, 'boundary');
  }
  push('focus.ring', color.focus.ring, 'surface', 'boundary');
  push('focus.ring', color.focus.ring, 'canvas', 'boundary');
  push('focus.ringOnDark', color.focus.ringOnDark, 'accent', 'boundary');
  return out;
}
