import { describe, expect, it } from 'vitest';
import * as z from 'zod';
import {
  DESCRIPTION_MAX_LENGTH, RICH_TEXT_MAX_MARKUP, RICH_TEXT_RAW_MAX_LENGTH, TEXT_INPUT_MAX_LENGTH, TEXT_MESSAGES,
  boundedString, emailIdsSchema, reasonToAttendSchema, richTextError, richTextMarkupCount, stripHtml, synopsisSchema,
  textSectionsPopup, tncSchema,
} from './index';

/** stripHtml as it was before issue 19: four global patterns, quadratic on some input. The reference for the rewrite. */
const NAMED: Record<string, string> = { nbsp: ' ', amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", '#39': "'" };
function patternStripHtml(html: string): string {
  return html
    .replace(/<(script|style)[^>]*>[\s\S]*?<\/\1>/gi, '')
    .replace(/<\/(p|div|li|h[1-6])>|<br\s*\/?>/gi, ' ')
    .replace(/<[^>]*>/g, '')
    .replace(/&(#x[0-9a-f]+|#\d+|[a-z0-9#]+);/gi, (whole, name: string) => {
      const lower = name.toLowerCase();
      if (lower in NAMED) return NAMED[lower]!;
      const code = lower.startsWith('#x') ? parseInt(lower.slice(2), 16) : lower.startsWith('#') ? Number(lower.slice(1)) : NaN;
      return Number.isInteger(code) && code >= 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    })
    .trim();
}

describe('bounds', () => {
  it('rich text as sent fits in the ceiling every request text has', () => {
    expect(RICH_TEXT_RAW_MAX_LENGTH).toBe(4 * DESCRIPTION_MAX_LENGTH);
    expect(RICH_TEXT_RAW_MAX_LENGTH).toBeLessThanOrEqual(TEXT_INPUT_MAX_LENGTH);
  });
  it('a bounded string stops at its length: a pattern after it never sees a longer text', () => {
    const seen: number[] = [];
    const schema = boundedString(10, 'Too long').refine((v) => (seen.push(v.length), /^a+$/.test(v)), 'Only a');
    expect(schema.safeParse('a'.repeat(11)).error?.issues.map((i) => i.message)).toEqual(['Too long']);
    expect(schema.safeParse('b'.repeat(5)).error?.issues.map((i) => i.message)).toEqual(['Only a']);
    expect(seen).toEqual([5]);
  });
});

describe('stripHtml is the old patterns, in linear time', () => {
  it.each([
    ['<p>Hello <b>World</b></p>'],
    ['<script>alert(1)</script>Safe'],
    ['<SCRIPT type="x">a</script>b<style>c</STYLE>d'],
    ['<script>never closed <b>bold</b>'],
    ['<script a<script>x</script>y'],
    ['<script>a</script><script>b'],
    ['<style>a</script>b</style>c'],
    ['<scripts>a</scripts>b</script>c'],
    ['a < b and c > d'],
    ['a < b <i>c'],
    ['<<<<'],
    ['<a href="https://'.repeat(5)],
    ['x<br>y<br/>z<BR />w</P>v</h3>u</li>t</div>'],
    ['&amp;&lt;&#x41;&#66;&bogus;&#xZZ;&#1114112;&;&#;'],
    ['  <p> padded </p>  '],
  ])('%j', (html) => {
    expect(stripHtml(html)).toBe(patternStripHtml(html));
  });

  it('agrees with the old patterns on 3000 random short texts made of HTML pieces', () => {
    const pieces = ['<', '>', '/', 'script', 'SCRIPT', 'style', 'p', 'br', ' ', '\n', 'a', '&', ';', '#', 'x', '41', 'amp', 'li', 'h2', '"', '</', '<br/>'];
    let seed = 19;
    const random = () => ((seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31);
    for (let n = 0; n < 3000; n += 1) {
      const html = Array.from({ length: 1 + Math.floor(random() * 24) }, () => pieces[Math.floor(random() * pieces.length)]).join('');
      expect(stripHtml(html), html).toBe(patternStripHtml(html));
    }
  });

  it('keeps the text of a hostile payload: a "<" with no ">" after it is text', () => {
    const html = '<a href="https://'.repeat(20000);
    expect(stripHtml(html)).toBe(html);
    expect(stripHtml(`${'<script'.repeat(1000)}>x`)).toBe('x');
    expect(stripHtml('<br '.repeat(1000)).length).toBe('<br '.repeat(1000).trim().length);
  });
});

describe('rich text is bounded as sent before it is stripped', () => {
  const messages = (schema: z.ZodType, value: unknown) => schema.safeParse(value).error?.issues.map((i) => i.message) ?? [];

  it("answers the size bound alone for the issue's payload (nothing after the bound ran)", () => {
    const html = '<a href="https://'.repeat(20000);
    expect(messages(synopsisSchema, html)).toEqual([TEXT_MESSAGES.formattedTextTooLong]);
    expect(messages(tncSchema, html)).toEqual([TEXT_MESSAGES.formattedTextTooLong]);
    expect(richTextError(html)).toBe(TEXT_MESSAGES.formattedTextTooLong);
  });
  it.each([
    ['at the length bound', `<p>${'a'.repeat(DESCRIPTION_MAX_LENGTH)}</p>${' '.repeat(RICH_TEXT_RAW_MAX_LENGTH - DESCRIPTION_MAX_LENGTH - 7)}`, null],
    ['one over the length bound', `<p>${'a'.repeat(10)}</p>${' '.repeat(RICH_TEXT_RAW_MAX_LENGTH - 16)}`, TEXT_MESSAGES.formattedTextTooLong],
    ['markup at the bound', `${'<b></b>'.repeat(RICH_TEXT_MAX_MARKUP / 2)}x`, null],
    ['markup over the bound', `${'<b></b>'.repeat(RICH_TEXT_MAX_MARKUP / 2)}&amp;`, TEXT_MESSAGES.formattedTextTooLong],
    ['stray "<" count as markup', `${'<'.repeat(RICH_TEXT_MAX_MARKUP + 1)}`, TEXT_MESSAGES.formattedTextTooLong],
    ['a long formatted description', `<p>${'Music, food and <strong>stories</strong> &amp; more. '.repeat(400)}</p>`, null],
  ])('%s', (_name, html, message) => {
    expect(messages(tncSchema, html)[0] ?? null).toBe(message);
  });
  it('counts tags and character references', () => {
    expect(richTextMarkupCount('<p>Tom &amp; Jerry</p>')).toBe(3);
  });
  it('the save-all popup names the bound', () => {
    const popup = textSectionsPopup({ synopsis: '<b>'.repeat(RICH_TEXT_MAX_MARKUP + 1), tnc: '', reasonsToAttend: [], emailIds: [] });
    expect(popup).toEqual({ section: 'synopsis', title: 'Invalid Synopsis', body: TEXT_MESSAGES.formattedTextTooLong });
  });
});

describe('other text of a draft is bounded first', () => {
  it('an e-mail address longer than 254 characters is invalid before the pattern runs', () => {
    const long = `${'a'.repeat(250)}@b.in`;
    expect(emailIdsSchema.safeParse([long]).error?.issues.map((i) => i.message)).toEqual([TEXT_MESSAGES.invalidEmail]);
    expect(emailIdsSchema.safeParse([`${'a'.repeat(240)}@b.in`]).success).toBe(true);
  });
  it('a reason to attend: the spec message, once', () => {
    expect(reasonToAttendSchema.safeParse('★'.repeat(5000)).error?.issues.map((i) => i.message)).toEqual([TEXT_MESSAGES.characterLimitReached]);
  });
});
