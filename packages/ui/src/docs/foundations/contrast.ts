/** WCAG 2.2 contrast ratio between two opaque colours (#rrggbb), as the success criteria 1.4.3 and 1.4.11 define it. */
export function contrastRatio(a: string, b: string): number {
  const la = relativeLuminance(a);
  const lb = relativeLuminance(b);
  const [hi, lo] = la > lb ? [la, lb] : [lb, la];
  return (hi + 0.05) / (lo + 0.05);
}

/** Relative luminance of an sRGB colour written #rrggbb. */
export function relativeLuminance(hex: string): number {
  const m = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex);
  if (!m) throw new RangeError(`Not an opaque #rrggbb colour: ${hex}`);
  const [r, g, b] = [m[1], m[2], m[3]].map((h) => {
    const c = parseInt(h as string, 16) / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** True for a colour the ratio can be computed for (the translucent backdrop and veil are not). */
export function isOpaqueHex(value: string): boolean {
  return /^#[0-9a-f]{6}$/i.test(value);
}

/** What a pairing needs: 4.5:1 for text, 3:1 for UI boundaries and large text. */
export type ContrastNeed = 'text' | 'boundary';
export const CONTRAST_MINIMUM: Record<ContrastNeed, number> = { text: 4.5, boundary: 3 };
