import * as z from 'zod';
import { EMAIL_PATTERN } from './auth';
import { EMAIL_MAX_LENGTH, STOP_WHEN_TOO_LONG } from './text-bounds';

/** Seed 000 section 5, text sections: description (synopsis), terms (tnc), reasons to attend, e-mail ids. */
export const DESCRIPTION_MAX_LENGTH = 25000;
export const TNC_MAX_LENGTH = 25000;
export const REASONS_TO_ATTEND_SLOTS = 3;
export const REASON_TO_ATTEND_MAX_LENGTH = 100;
/**
 * Rich text as sent, HTML included, is bounded before it is stripped or sanitised: at most four times the visible
 * limit, and at most RICH_TEXT_MAX_MARKUP tags and character references (each '<' and '&' counts): the sanitiser's
 * cost grows with them. A description the editor makes stays far below both.
 */
export const RICH_TEXT_RAW_MAX_LENGTH = 4 * DESCRIPTION_MAX_LENGTH;
export const RICH_TEXT_MAX_MARKUP = 4_000;
/** A reason to attend as sent, before trimming. */
export const REASON_TO_ATTEND_RAW_MAX_LENGTH = 10 * REASON_TO_ATTEND_MAX_LENGTH;

export const TEXT_MESSAGES = {
  characterLimitReached: 'Character limit reached',
  onlyTheseCharacters: `Only these characters A-Za-z0-9,.(){}~[]<>?;:'"!@#$%^&*-=_+are allowed`,
  invalidEmail: 'Please enter valid email id',
  /** Product text: the spec disables Continue on an empty description without naming a message. */
  descriptionRequired: 'Please enter a description',
  /** Product text: rich text over RICH_TEXT_RAW_MAX_LENGTH or RICH_TEXT_MAX_MARKUP (the editor never makes such text). */
  formattedTextTooLong: 'This text is too long to save with its formatting. Please shorten it or remove some formatting',
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

/**
 * Strips HTML tags from rich text and decodes entities, giving the text a reader sees. Block ends become spaces.
 * Script and style elements go with their content; a '<' with no '>' after it is text. Runs in time linear in the
 * input, whatever it holds (the patterns it replaced took seconds on 40 kB of '<').
 */
export function stripHtml(html: string): string {
  return removeTags(removeScriptAndStyle(html).replace(BLOCK_END, ' ')).replace(ENTITY, decodeEntity).trim();
}

const BLOCK_END = /<\/(p|div|li|h[1-6])>|<br\s*\/?>/gi;
const ENTITY = /&(#x[0-9a-f]+|#\d+|[a-z0-9#]+);/gi;
const SCRIPT_OR_STYLE = /<(script|style)/gi;

function decodeEntity(whole: string, name: string): string {
  const lower = name.toLowerCase();
  if (lower in NAMED_ENTITIES) return NAMED_ENTITIES[lower]!;
  const code = lower.startsWith('#x') ? parseInt(lower.slice(2), 16) : lower.startsWith('#') ? Number(lower.slice(1)) : NaN;
  return Number.isInteger(code) && code >= 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
}

/**
 * Removes each `<script ...>...</script>` and `<style ...>...</style>` (any case): from the opening name to the next
 * '>', then to the first closing tag of the same name. An element never closed stays (its tags go as any tag).
 * Linear: the next '>' is looked up once per stretch, and a name with no closing tag left is not looked up again.
 */
function removeScriptAndStyle(html: string): string {
  let out = '';
  let copied = 0;
  let nextGt = -1;
  const closable: Record<string, boolean> = { script: true, style: true };
  const open = new RegExp(SCRIPT_OR_STYLE.source, 'gi');
  for (let m = open.exec(html); m; m = open.exec(html)) {
    const from = m.index + m[0].length;
    if (nextGt < from) nextGt = html.indexOf('>', from);
    // No '>' after this opening name: none after any later one either.
    if (nextGt === -1) break;
    const name = m[1]!.toLowerCase();
    if (!closable[name]) continue;
    const close = new RegExp(`</${name}>`, 'gi');
    close.lastIndex = nextGt + 1;
    const end = close.exec(html);
    if (!end) {
      closable[name] = false;
      continue;
    }
    out += html.slice(copied, m.index);
    copied = end.index + end[0].length;
    open.lastIndex = copied;
  }
  return out + html.slice(copied);
}

/** Removes every '<' up to the next '>'; a '<' with no '>' after it stays, and so does everything after it. */
function removeTags(html: string): string {
  let out = '';
  let copied = 0;
  for (;;) {
    const lt = html.indexOf('<', copied);
    if (lt === -1) break;
    const gt = html.indexOf('>', lt + 1);
    if (gt === -1) break;
    out += html.slice(copied, lt);
    copied = gt + 1;
  }
  return out + html.slice(copied);
}

/** How many tags and character references rich text holds, counted as its '<' and '&' characters. */
export function richTextMarkupCount(html: string): number {
  let count = 0;
  for (let i = 0; i < html.length; i += 1) {
    const c = html.charCodeAt(i);
    if (c === 60 || c === 38) count += 1;
  }
  return count;
}

/** The size bound's message for rich text as sent (length with markup, then amount of markup), or null. */
export function richTextSizeError(html: string): string | null {
  if (html.length > RICH_TEXT_RAW_MAX_LENGTH || richTextMarkupCount(html) > RICH_TEXT_MAX_MARKUP) return TEXT_MESSAGES.formattedTextTooLong;
  return null;
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

/** Rich text is validated after HTML stripping, once its size as sent is within the bounds. */
export function richTextError(html: string, limit: number = DESCRIPTION_MAX_LENGTH): string | null {
  return richTextSizeError(html) ?? textError(stripHtml(html), limit);
}

/** Bounded as sent first (nothing after runs when that fails), then stripped and validated as text. */
const richText = (limit: number, required: boolean) =>
  z
    .string()
    .max(RICH_TEXT_RAW_MAX_LENGTH, { ...STOP_WHEN_TOO_LONG, error: TEXT_MESSAGES.formattedTextTooLong })
    .superRefine((html, ctx) => {
      const size = richTextSizeError(html);
      if (size) {
        ctx.addIssue({ code: 'custom', message: size });
        return;
      }
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
export const reasonToAttendSchema = z
  .string()
  .max(REASON_TO_ATTEND_RAW_MAX_LENGTH, { ...STOP_WHEN_TOO_LONG, error: TEXT_MESSAGES.characterLimitReached })
  .superRefine((reason, ctx) => {
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
  z.string().trim().max(EMAIL_MAX_LENGTH, { ...STOP_WHEN_TOO_LONG, error: TEXT_MESSAGES.invalidEmail }).regex(EMAIL_PATTERN, TEXT_MESSAGES.invalidEmail),
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
