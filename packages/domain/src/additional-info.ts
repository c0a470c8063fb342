import * as z from 'zod';

/** Age limits (seed 000 section 9). Codes are stable values stored on the event; labels are shown. */
export const AGE_LIMITS = [
  { code: 'ALL', label: 'All age groups', minAge: 0 },
  { code: '3+', label: '3 years plus', minAge: 3 },
  { code: '5+', label: '5 years plus', minAge: 5 },
  { code: '8+', label: '8 years plus', minAge: 8 },
  { code: '10+', label: '10 years plus', minAge: 10 },
  { code: '12+', label: '12 years plus', minAge: 12 },
  { code: '16+', label: '16 years plus', minAge: 16 },
  { code: '18+', label: '18 years plus', minAge: 18 },
  { code: '21+', label: '21 years plus', minAge: 21 },
] as const;
export type AgeLimitCode = (typeof AGE_LIMITS)[number]['code'];
export const AGE_LIMIT_CODES = AGE_LIMITS.map((a) => a.code) as [AgeLimitCode, ...AgeLimitCode[]];
export function ageLimitLabel(code: string): string | undefined {
  return AGE_LIMITS.find((a) => a.code === code)?.label;
}

/** Placeholders of the additional info screen (seed 000 section 2). */
export const ADDITIONAL_INFO_PLACEHOLDERS = {
  language: 'Select Language (Optional)',
  ageLimit: 'Set age limit for the audience (Optional)',
  duration: 'Enter duration in minutes *',
} as const;
export const LANGUAGE_GROUPS = { popular: 'Popular Languages', all: 'All Languages' } as const;

/**
 * The longest duration, in minutes: 7 days. The spec sets no upper bound; a show, a festival day or a trek of a few
 * days fits, and any duration stays a whole number every answer and column can hold.
 */
export const MAX_DURATION_MINUTES = 7 * 24 * 60;

/** Duration messages: the spec names no texts, so these are the product's. */
export const DURATION_MESSAGES = {
  required: 'Please enter duration in minutes',
  notANumber: 'Duration must be a number of minutes',
  negative: 'Duration cannot be negative',
  whole: 'Duration must be in whole minutes',
  tooLong: `Duration can be at most ${MAX_DURATION_MINUTES} minutes (7 days)`,
} as const;

/** The number-only check run on blur: true when the text is not a plain number (shown with a red border). */
export function isDurationNaN(value: string): boolean {
  const v = value.trim();
  return v !== '' && !/^-?\d+(\.\d+)?$/.test(v);
}

/** The duration field's message, or null when valid. Accepts the raw input text or a number. */
export function durationError(value: string | number | null | undefined): string | null {
  if (value === null || value === undefined || (typeof value === 'string' && value.trim() === '')) {
    return DURATION_MESSAGES.required;
  }
  if (typeof value === 'string' && isDurationNaN(value)) return DURATION_MESSAGES.notANumber;
  const n = typeof value === 'number' ? value : Number(value);
  if (!Number.isFinite(n)) return DURATION_MESSAGES.notANumber;
  if (n < 0) return DURATION_MESSAGES.negative;
  if (!Number.isInteger(n)) return DURATION_MESSAGES.whole;
  if (n > MAX_DURATION_MINUTES) return DURATION_MESSAGES.tooLong;
  return null;
}

/** Duration in minutes: required, a number, not negative (0 is allowed: the spec only forbids negatives), at most 7 days. */
export const durationSchema = z
  .union([z.string(), z.number(), z.nan()], { error: DURATION_MESSAGES.required })
  .superRefine((value, ctx) => {
    const message = durationError(value);
    if (message) ctx.addIssue({ code: 'custom', message });
  })
  .transform((value) => Number(value));

export const languageSchema = z.object({ name: z.string().max(120), code: z.string().max(60), trending: z.boolean().optional() });
export type Language = z.infer<typeof languageSchema>;

/** Adds a language only when not already chosen (by code). */
export function addLanguage(chosen: readonly Language[], language: Language): Language[] {
  return chosen.some((l) => l.code === language.code) ? [...chosen] : [...chosen, language];
}
