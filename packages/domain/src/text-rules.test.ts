import { describe, expect, it } from 'vitest';
import {
  ALLOWED_TEXT_PATTERN, DESCRIPTION_MAX_LENGTH, REASON_TO_ATTEND_MAX_LENGTH, REASONS_TO_ATTEND_SLOTS, TEXT_MESSAGES,
  TEXT_POPUP_TITLES, emailIdsSchema, filledReasons, permittedCharactersMessage, reasonSlotsEnabled,
  reasonsToAttendSchema, richTextError, stripHtml, synopsisSchema, textSectionsPopup, tncSchema, truncateAtLimit,
} from './text-rules';
import type * as z from 'zod';

const firstMessage = (schema: z.ZodType, value: unknown): string | null => {
  const r = schema.safeParse(value);
  return r.success ? null : (r.error.issues[0]?.message ?? '');
};

describe('spec texts', () => {
  it.each([
    [TEXT_MESSAGES.characterLimitReached, 'Character limit reached'],
    [TEXT_MESSAGES.onlyTheseCharacters, `Only these characters A-Za-z0-9,.(){}~[]<>?;:'"!@#$%^&*-=_+are allowed`],
    [TEXT_MESSAGES.invalidEmail, 'Please enter valid email id'],
    [TEXT_POPUP_TITLES.emailIds, 'Invalid Email'],
    [TEXT_POPUP_TITLES.synopsis, 'Invalid Synopsis'],
    [TEXT_POPUP_TITLES.tnc, 'Invalid Terms and Conditions'],
    [TEXT_POPUP_TITLES.reasonsToAttend, 'Invalid Reasons to Attend'],
    [
      permittedCharactersMessage('description'),
      'Please use only permitted characters in the description. Alphabets, Numerals and specials characters like ! * & $ etc. are permitted. Special symbols like ★ ℋ © are not permitted',
    ],
  ])('%s', (actual, expected) => {
    expect(actual).toBe(expected);
  });
  it('limits', () => {
    expect([DESCRIPTION_MAX_LENGTH, REASONS_TO_ATTEND_SLOTS, REASON_TO_ATTEND_MAX_LENGTH]).toEqual([25000, 3, 100]);
  });
});

describe('allowed character set', () => {
  it.each([
    ['letters digits spaces', 'Hello World 2026', true],
    ['newlines and tabs', 'Line one\nLine two\tTabbed', true],
    ['every listed symbol', `,.(){}~[]<>?;:'"!@#$%^&*-=_+`, true],
    ['slash', 'AC/DC', false],
    ['pipe', 'a | b', false],
    ['backslash', 'a \\ b', false],
    ['backtick', 'a ` b', false],
    ['star symbol', 'Rated ★★★', false],
    ['copyright', '© 2026', false],
    ['rupee sign', '₹500', false],
    ['emoji', 'Party 🎉', false],
    ['accented letter', 'Café', false],
  ])('%s: %j -> %s', (_name, text, ok) => {
    expect(ALLOWED_TEXT_PATTERN.test(text)).toBe(ok);
  });
});

describe('HTML stripping', () => {
  it.each([
    ['<p>Hello <b>World</b></p>', 'Hello World'],
    ['<p>One</p><p>Two</p>', 'One Two'],
    ['Tom &amp; Jerry&nbsp;live', 'Tom & Jerry live'],
    ['&lt;3 &quot;quoted&quot; &#39;single&#39;', `<3 "quoted" 'single'`],
    ['<script>alert(1)</script>Safe', 'Safe'],
    ['&#9733; star', '★ star'],
    ['line<br/>break', 'line break'],
  ])('%j -> %j', (html, text) => {
    expect(stripHtml(html)).toBe(text);
  });
  it.each([
    ['<p>Fine text</p>', null],
    ['<p>AC/DC tribute</p>', TEXT_MESSAGES.onlyTheseCharacters],
    ['<p>&#9733; rated</p>', TEXT_MESSAGES.onlyTheseCharacters],
    [`<p>${'a'.repeat(25000)}</p>`, null],
    [`<p>${'a'.repeat(25001)}</p>`, TEXT_MESSAGES.characterLimitReached],
  ])('rich text %#', (html, message) => {
    expect(richTextError(html)).toBe(message);
  });
});

describe('truncate at the limit', () => {
  it.each([
    ['a'.repeat(24999), 24999, false],
    ['a'.repeat(25000), 25000, true],
    ['a'.repeat(25010), 25000, true],
  ])('length %# ', (text, length, reached) => {
    const r = truncateAtLimit(text);
    expect(r.value.length).toBe(length);
    expect(r.limitReached).toBe(reached);
    expect(r.message).toBe(reached ? 'Character limit reached' : null);
  });
  it('accepts another limit', () => {
    expect(truncateAtLimit('abcdef', 4)).toEqual({ value: 'abcd', limitReached: true, message: 'Character limit reached' });
  });
});

describe('synopsis and tnc schemas', () => {
  it.each([
    [synopsisSchema, '<p>A great show</p>', null],
    [synopsisSchema, '<p></p>', TEXT_MESSAGES.descriptionRequired],
    [synopsisSchema, '<p>Entry ₹500</p>', TEXT_MESSAGES.onlyTheseCharacters],
    [synopsisSchema, 'x'.repeat(25001), TEXT_MESSAGES.characterLimitReached],
    [tncSchema, '', null],
    [tncSchema, '<ul><li>No refunds.</li></ul>', null],
    [tncSchema, 'No refunds | exchanges', TEXT_MESSAGES.onlyTheseCharacters],
    [tncSchema, 'x'.repeat(25001), TEXT_MESSAGES.characterLimitReached],
  ])('%#: %j', (schema, value, message) => {
    expect(firstMessage(schema, value)).toBe(message);
  });
});

describe('reasons to attend', () => {
  it.each([
    [[], null],
    [['', '', ''], null],
    [['Great music', '', 'Food stalls'], null],
    [['a'.repeat(100)], null],
    [['a'.repeat(101)], TEXT_MESSAGES.characterLimitReached],
    [['Fun', 'Stars ★'], TEXT_MESSAGES.onlyTheseCharacters],
    [['a', 'b', 'c', 'd'], 'Please enter at most 3 reasons to attend'],
  ])('%j -> %s', (reasons, message) => {
    expect(firstMessage(reasonsToAttendSchema, reasons)).toBe(message);
  });
  it.each([
    [[], [true, false, false]],
    [['', '', ''], [true, false, false]],
    [['One'], [true, true, false]],
    [['One', ''], [true, true, false]],
    [['One', 'Two'], [true, true, true]],
    [['', 'Two'], [true, false, true]],
    [['  ', 'x'], [true, false, true]],
  ])('slots enabled for %j: %j', (reasons, enabled) => {
    expect(reasonSlotsEnabled(reasons)).toEqual(enabled);
  });
  it('saves only filled reasons', () => {
    expect(filledReasons([' One ', '', 'Three'])).toEqual(['One', 'Three']);
  });
});

describe('emailIds', () => {
  it.each([
    [[], null],
    [['host@example.com'], null],
    [['a@b.in', 'first.last+tag@sub.example.co.in'], null],
    [['not-an-email'], 'Please enter valid email id'],
    [['ok@example.com', 'bad@'], 'Please enter valid email id'],
    [['two@@example.com'], 'Please enter valid email id'],
  ])('%j -> %s', (emails, message) => {
    expect(firstMessage(emailIdsSchema, emails)).toBe(message);
  });
});

describe('save-all popup', () => {
  const valid = { synopsis: '<p>Good</p>', tnc: '<p>Rules</p>', reasonsToAttend: ['One'], emailIds: ['a@b.in'] };
  it.each([
    ['all valid', valid, null],
    ['bad e-mail', { ...valid, emailIds: ['x'] }, { section: 'emailIds', title: 'Invalid Email', body: 'Please enter valid email id' }],
    ['bad synopsis', { ...valid, synopsis: '© text' }, { section: 'synopsis', title: 'Invalid Synopsis', body: permittedCharactersMessage('description') }],
    ['empty synopsis', { ...valid, synopsis: '' }, { section: 'synopsis', title: 'Invalid Synopsis', body: TEXT_MESSAGES.descriptionRequired }],
    ['bad tnc', { ...valid, tnc: 'a/b' }, { section: 'tnc', title: 'Invalid Terms and Conditions', body: permittedCharactersMessage('terms and conditions') }],
    ['bad reason', { ...valid, reasonsToAttend: ['★'] }, { section: 'reasonsToAttend', title: 'Invalid Reasons to Attend', body: permittedCharactersMessage('reasons to attend') }],
  ])('%s', (_name, input, popup) => {
    expect(textSectionsPopup(input)).toEqual(popup);
  });
});
