import { describe, expect, it } from 'vitest';
import {
  ADDITIONAL_INFO_PLACEHOLDERS, AGE_LIMITS, AGE_LIMIT_CODES, DURATION_MESSAGES, addLanguage, ageLimitLabel,
  durationError, durationSchema, isDurationNaN,
} from './additional-info';

describe('age limits', () => {
  it('lists all age groups then 3, 5, 8, 10, 12, 16, 18, 21 years plus', () => {
    expect(AGE_LIMITS.map((a) => a.label)).toEqual([
      'All age groups', '3 years plus', '5 years plus', '8 years plus', '10 years plus', '12 years plus',
      '16 years plus', '18 years plus', '21 years plus',
    ]);
    expect(new Set(AGE_LIMIT_CODES).size).toBe(AGE_LIMITS.length);
  });
  it.each([
    ['ALL', 'All age groups'],
    ['18+', '18 years plus'],
    ['21+', '21 years plus'],
    ['99+', undefined],
  ])('%s -> %s', (code, label) => {
    expect(ageLimitLabel(code)).toBe(label);
  });
  it('has the spec placeholders', () => {
    expect(ADDITIONAL_INFO_PLACEHOLDERS).toEqual({
      language: 'Select Language (Optional)',
      ageLimit: 'Set age limit for the audience (Optional)',
      duration: 'Enter duration in minutes *',
    });
  });
});

describe('duration', () => {
  it.each([
    ['120', null],
    [90, null],
    ['0', null],
    [0, null],
    [' 45 ', null],
    ['', DURATION_MESSAGES.required],
    ['   ', DURATION_MESSAGES.required],
    [null, DURATION_MESSAGES.required],
    [undefined, DURATION_MESSAGES.required],
    ['abc', DURATION_MESSAGES.notANumber],
    ['12abc', DURATION_MESSAGES.notANumber],
    [Number.NaN, DURATION_MESSAGES.notANumber],
    ['-5', DURATION_MESSAGES.negative],
    [-1, DURATION_MESSAGES.negative],
    ['90.5', DURATION_MESSAGES.whole],
  ])('%j -> %s', (value, message) => {
    expect(durationError(value)).toBe(message);
    const r = durationSchema.safeParse(value);
    expect(r.success ? null : r.error.issues[0]?.message).toBe(message);
  });
  it('parses to a number', () => {
    expect(durationSchema.parse('120')).toBe(120);
  });
  it.each([
    ['abc', true],
    ['1e3', true],
    ['', false],
    ['12', false],
    ['-3', false],
    ['2.5', false],
  ])('NaN flag on blur for %j: %s', (text, flagged) => {
    expect(isDurationNaN(text)).toBe(flagged);
  });
});

describe('languages', () => {
  const hindi = { name: 'Hindi', code: 'hi' };
  const tamil = { name: 'Tamil', code: 'ta' };
  it.each([
    [[], hindi, ['hi']],
    [[hindi], tamil, ['hi', 'ta']],
    [[hindi], { name: 'Hindi again', code: 'hi' }, ['hi']],
  ])('adding to %j', (chosen, lang, codes) => {
    expect(addLanguage(chosen, lang).map((l) => l.code)).toEqual(codes);
  });
});
