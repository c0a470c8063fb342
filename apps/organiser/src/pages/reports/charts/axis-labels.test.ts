import { describe, expect, it } from 'vitest';
import { labelledTicks, widestLabel } from './axis-labels';

const sorted = (s: ReadonlySet<number>) => [...s].sort((a, b) => a - b);
const steps = (s: ReadonlySet<number>) => sorted(s).slice(1).map((v, i) => v - sorted(s)[i]!);

describe('labelledTicks', () => {
  it('labels every day when each label fits its band (30 days at 1366 px)', () => {
    expect(sorted(labelledTicks(30, 35.6, 28))).toEqual(Array.from({ length: 30 }, (_, i) => i));
  });

  it('on a phone thins evenly, first and last day labelled, never closer than a label needs', () => {
    const band = 8.6;
    const labels = labelledTicks(30, band, 28);
    const list = sorted(labels);
    expect(list[0]).toBe(0);
    expect(list.at(-1)).toBe(29);
    const s = steps(labels);
    expect(Math.max(...s) - Math.min(...s)).toBeLessThanOrEqual(1);
    for (const step of s) expect(step * band).toBeGreaterThanOrEqual(28 + 6);
    // As many labels as fit: one more would be too close.
    expect(list).toEqual([0, 4, 8, 12, 17, 21, 25, 29]);
  });

  it('half a desktop row: every other day or so, still even, 24 hours too', () => {
    const days = labelledTicks(30, 16.4, 28);
    expect(sorted(days)[0]).toBe(0);
    expect(sorted(days).at(-1)).toBe(29);
    expect(new Set(steps(days)).size).toBeLessThanOrEqual(2);
    const hours = labelledTicks(24, 10, 30);
    expect(sorted(hours)).toEqual([0, 5, 9, 14, 18, 23]);
  });

  it('one label when two do not fit; none for no ticks', () => {
    expect(sorted(labelledTicks(3, 5, 40))).toEqual([0]);
    expect(sorted(labelledTicks(1, 100, 40))).toEqual([0]);
    expect(labelledTicks(0, 10, 10).size).toBe(0);
    expect(sorted(labelledTicks(5, 0, 10))).toEqual([0]);
  });
});

describe('widestLabel', () => {
  it('estimates without a canvas', () => {
    expect(widestLabel(['1/1', '30/10'], '11px sans-serif', 11)).toBeCloseTo(5 * 11 * 0.62);
    expect(widestLabel([], '11px sans-serif', 11)).toBe(0);
  });
});
