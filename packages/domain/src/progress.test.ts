import { describe, expect, it } from 'vitest';
import { percentOf, progressColour, progressTone } from './progress';

describe('progress colours by percent', () => {
  it.each([
    [0, 'danger', 'red'],
    [24.99, 'danger', 'red'],
    [25, 'warning', 'orange'],
    [49.9, 'warning', 'orange'],
    [50, 'caution', 'yellow'],
    [74, 'caution', 'yellow'],
    [75, 'success', 'green'],
    [100, 'success', 'green'],
    [Number.NaN, 'danger', 'red'],
    [-5, 'danger', 'red'],
  ])('%s%% -> %s (%s)', (percent, tone, colour) => {
    expect(progressTone(percent)).toBe(tone);
    expect(progressColour(percent)).toBe(colour);
  });
  it.each([
    [25, 100, 25],
    [3, 4, 75],
    [5, 0, 0],
    [150, 100, 100],
    [-1, 10, 0],
  ])('percentOf(%s, %s) = %s', (part, total, pct) => {
    expect(percentOf(part, total)).toBe(pct);
  });
});
