import * as z from 'zod';
import { EMAIL_PATTERN } from './auth';

/** Seed 000 section 5, text sections: description (synopsis), terms (tnc), reasons to attend, e-mail ids. */
export const DESCRIPTION_MAX_LENGTH = 25000;
export const TNC_MAX_LENGTH = 25000;
export const REASONS_TO_ATTEND_SLOTS = 3;
export const REASON_TO_ATTEND_MAX_LENGTH = 100;

export const TEXT_MESSAGES = {
  characterLimitReached: 'Character limit reached',
  onlyTheseCharacters: `Only these characters A-Za-z0-9,.(){}~[]<>?;:'"!@#$%^&*-=_+are allowed`,
  invalidEmail: 'Please enter valid email id',
  /** Product text: the spec disables Continue on an empty description without naming a message. */
  descriptionRequired: 'Please enter a description',
} as const;

/** The generic permitted-characters message with the field name filled in. */
export function permittedCharactersMessage(field: string): string {
  return `Please use only permitted characters in the ${field}. Alphabets, Numerals and specials characters like ! * & $ etc. are permitted. Special symbols like ★ ℋ © are not permitted`;
}

/** Field names used in the generic message and the popup titles of a failed save. */
export const TEXT_FIELD_NAMES = {
  synopsis: 'description',
  tnc: 'terms and conditions',
  reasonsToAttend: 'reasons to attend',
} as const;
export const TEXT_POPUP_TITLES = {
  emailIds: 'Invalid Email',
  synopsis: 'Invalid Synopsis',
  tnc: 'Invalid Terms and Conditions',
  reasonsToAttend: 'Invalid Reasons to Attend',
} as const;
/** These popups can be dismissed only through Okay. */
export const POPUP_OKAY = 'Okay';

/** Letters, digits, whitespace and , . ( ) { } ~ [ ] < > ? ; : ' " ! @ # $ % ^ & * - = _ + */
export const ALLOWED_TEXT_PATTERN = /^[A-Za-z0-9\s,.(){}~[\]<>?;:'"!@#$%^&*\-=_+]*$/;

export function hasOnlyAllowedTextCharacters(text: string): boolean {
  return ALLOWED_TEXT_PATTERN.test(text);
}

const NAMED_ENTITIES: Record<string, string> = { nbsp: ' ', amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", '#39': "'" };

/** Strips HTML tags from rich text and decodes entities, giving the text a reader sees. Block ends become spaces. */
export function stripHtml(html: string): string {
  return html
    .replace(/<(script|style)[^>]*>[\s\S]*?<\/\1>/gi, '')
    .replace(/<\/(p|div|li|h[1-6])>|<br\s*\/?>/gi, ' ')
    .replace(/<[^>]*>/g, '')
    .replace(/&(#x[0-9a-f]+|#\d+|[a-z0-9#]+);/gi, (whole, name: string) => {
      const lower = name.toLowerCase();
      if (lower in NAMED_ENTITIES) return NAMED_ENTITIES[lower]!;
      const code = lower.startsWith('#x') ? parseInt(lower.slice(2), 16) : lower.startsWith('#') ? Number(lower.slice(1)) : NaN;
      return Number.isInteger(code) && code >= 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    })
    .trim();
}

/** Input is cut at the limit; `limitReached` asks the UI to show 'Character limit reached'. */
export function truncateAtLimit(text: string, limit: number = DESCRIPTION_MAX_LENGTH): { value: string; limitReached: boolean; message: string | null } {
  if (text.length < limit) return { value: text, limitReached: false, message: null };
  return { value: text.slice(0, limit), limitReached: true, message: TEXT_MESSAGES.characterLimitReached };
}

/** The shared text validator's message for plain text, or null. */
export function textError(text: string, limit: number): string | null {
  if (text.length > limit) return TEXT_MESSAGES.characterLimitReached;
  if (!hasOnlyAllowedTextCharacters(text)) return TEXT_MESSAGES.onlyTheseCharacters;
  return null;
}

/** Rich text is validated after HTML stripping. */
export function richTextError(html: string, limit: number = DESCRIPTION_MAX_LENGTH): string | null {
  return textError(stripHtml(html), limit);
}

const richText = (limit: number, required: boolean) =>
  z.string().superRefine((html, ctx) => {
    const text = stripHtml(html);
    if (required && text === '') {
      ctx.addIssue({ code: 'custom', message: TEXT_MESSAGES.descriptionRequired });
      return;
    }
    const message = textError(text, limit);
    if (message) ctx.addIssue({ code: 'custom', message });
  });

/** Description (rich text): required, at most 25000 characters after HTML stripping, allowed characters only. */
export const synopsisSchema = richText(DESCRIPTION_MAX_LENGTH, true);
/** Terms and conditions (rich text): may be empty; otherwise as the description. */
export const tncSchema = richText(TNC_MAX_LENGTH, false);

/** One reason: empty allowed (ignored), otherwise at most 100 allowed characters. */
export const reasonToAttendSchema = z.string().superRefine((reason, ctx) => {
  if (reason.trim() === '') return;
  const message = textError(reason, REASON_TO_ATTEND_MAX_LENGTH);
  if (message) ctx.addIssue({ code: 'custom', message });
});
/** Up to three reasons, all optional; empty entries are ignored. */
export const reasonsToAttendSchema = z
  .array(reasonToAttendSchema)
  .max(REASONS_TO_ATTEND_SLOTS, `Please enter at most ${REASONS_TO_ATTEND_SLOTS} reasons to attend`);

/** Progressive enabling: slot 1 is always enabled, slot n+1 only when slot n is filled. */
export function reasonSlotsEnabled(reasons: readonly string[]): boolean[] {
  return Array.from({ length: REASONS_TO_ATTEND_SLOTS }, (_, i) => i === 0 || (reasons[i - 1] ?? '').trim() !== '');
}

/** The non-empty reasons to save, trimmed. */
export function filledReasons(reasons: readonly string[]): string[] {
  return reasons.map((r) => r.trim()).filter((r) => r !== '');
}

/** Every address in emailIds must match the shared e-mail pattern. */
export const emailIdsSchema = z.array(
  z.string().trim().regex(EMAIL_PATTERN, TEXT_MESSAGES.invalidEmail),
);

export type TextSection = keyof typeof TEXT_POPUP_TITLES;
export interface TextSectionsInput {
  synopsis: string;
  tnc: string;
  reasonsToAttend: readonly string[];
  emailIds: readonly string[];
}
/**
 * The first failing section when saving all sections, as the popup to show, or null when everything is valid.
 * Order: e-mail, synopsis, terms, reasons. The body is the field's message for e-mail and the generic
 * permitted-characters message (field filled in) for the text sections.
 */
export function textSectionsPopup(input: TextSectionsInput): { section: TextSection; title: string; body: string } | null {
  if (!emailIdsSchema.safeParse(input.emailIds).success) {
    return { section: 'emailIds', title: TEXT_POPUP_TITLES.emailIds, body: TEXT_MESSAGES.invalidEmail };
  }
  const sections: [Exclude<TextSection, 'emailIds'>, z.ZodType][] = [
    ['synopsis', synopsisSchema],
    ['tnc', tncSchema],
    ['reasonsToAttend', reasonsToAttendSchema],
  ];
  for (const [section, schema] of sections) {
    const result = schema.safeParse(input[section]);
    if (!result.success) {
      const message = result.error.issues[0]?.message ?? '';
      const body = message === TEXT_MESSAGES.onlyTheseCharacters ? permittedCharactersMessage(TEXT_FIELD_NAMES[section]) : message;
      return { section, title: TEXT_POPUP_TITLES[section], body };
    }
  }
  return null;
}
