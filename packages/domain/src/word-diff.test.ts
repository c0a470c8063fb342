import { describe, expect, it } from 'vitest';
import { wordDiff, type DiffRun } from './word-diff';

/** A side's marks: the changed runs' text, per line. */
const marks = (lines: DiffRun[][]) => lines.map((line) => line.filter((r) => r.changed).map((r) => r.text));
/** A side's lines as text again. */
const text = (lines: DiffRun[][]) => lines.map((line) => line.map((r) => r.text).join(''));

describe('wordDiff: the words each side has that the other lacks', () => {
  it('marks the words a description adds, not its paragraph (issue 34)', () => {
    const live = ['Three sets of live jazz with the Trio.'];
    const proposed = ['Three sets of live jazz with the Trio and a guest vocalist from Chennai.'];
    const d = wordDiff(live, proposed);
    expect(marks(d.live)).toEqual([[]]);
    expect(marks(d.proposed)).toEqual([['and a guest vocalist from Chennai']]);
    expect(text(d.live)).toEqual(live);
    expect(text(d.proposed)).toEqual(proposed);
  });

  it('marks what a rewrite drops on the live side and what it brings on the proposed side', () => {
    const d = wordDiff(['An evening of stand-up, with a short interval.'], ['An evening of stand-up with a guest comic from Chennai.']);
    expect(marks(d.live)).toEqual([[',', 'short interval']]);
    expect(marks(d.proposed)).toEqual([['guest comic from Chennai']]);
    // The space beside a change is not part of it.
    expect(d.proposed[0]).toEqual([
      { text: 'An evening of stand-up with a ', changed: false },
      { text: 'guest comic from Chennai', changed: true },
      { text: '.', changed: false },
    ]);
  });

  it('keeps a time, a date and an amount whole', () => {
    const d = wordDiff(['Phoenix Arena · 12/02/2027 07:30 PM', '  VIP: 40 tickets at ₹1,200.00'], ['Phoenix Arena · 12/02/2027 09:00 PM', '  VIP: 40 tickets at ₹1,500.00']);
    expect(marks(d.live)).toEqual([['07:30'], ['1,200.00']]);
    expect(marks(d.proposed)).toEqual([['09:00'], ['1,500.00']]);
  });

  it('a line only one side has is marked whole, the others not at all', () => {
    const d = wordDiff(['Jazz', 'Soul'], ['Jazz', 'Blues', 'Soul']);
    expect(d.live).toEqual([[{ text: 'Jazz', changed: false }], [{ text: 'Soul', changed: false }]]);
    expect(d.proposed).toEqual([[{ text: 'Jazz', changed: false }], [{ text: 'Blues', changed: true }], [{ text: 'Soul', changed: false }]]);
  });

  it('an empty side has no lines; an empty line stays a line', () => {
    expect(wordDiff([], ['Terms apply'])).toEqual({ live: [], proposed: [[{ text: 'Terms apply', changed: true }]] });
    expect(wordDiff([''], ['']).live).toEqual([[]]);
    expect(wordDiff([], [])).toEqual({ live: [], proposed: [] });
  });

  it('reads words of every script (Devanagari vowel signs are part of the word)', () => {
    const d = wordDiff(['नमस्ते दुनिया'], ['नमस्ते भारत']);
    expect(marks(d.live)).toEqual([['दुनिया']]);
    expect(marks(d.proposed)).toEqual([['भारत']]);
  });

  it('past the edit limit the middle is marked whole, the common start and end not', () => {
    const d = wordDiff(['a b c d e'], ['a x c y e'], 1);
    expect(marks(d.live)).toEqual([['b c d']]);
    expect(marks(d.proposed)).toEqual([['x c y']]);
    expect(marks(wordDiff(['a b c d e'], ['a x c y e']).live)).toEqual([['b', 'd']]);
  });

  it('unchanged words are a longest common subsequence of the two sides (random texts)', () => {
    let seed = 7;
    const random = () => {
      seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
      return seed / 2_147_483_648;
    };
    const words = ['a', 'b', 'c', 'd', 'e'];
    const sentence = () => Array.from({ length: Math.floor(random() * 12) }, () => words[Math.floor(random() * words.length)]).join(' ');
    const lcs = (x: string[], y: string[]) => {
      const t = Array.from({ length: x.length + 1 }, () => new Array<number>(y.length + 1).fill(0));
      for (let i = 1; i <= x.length; i++) for (let j = 1; j <= y.length; j++) t[i]![j] = x[i - 1] === y[j - 1] ? t[i - 1]![j - 1]! + 1 : Math.max(t[i - 1]![j]!, t[i]![j - 1]!);
      return t[x.length]![y.length]!;
    };
    const kept = (lines: DiffRun[][]) => lines.flatMap((l) => l.filter((r) => !r.changed).flatMap((r) => r.text.split(/\s+/).filter(Boolean)));
    for (let round = 0; round < 200; round++) {
      const a = sentence();
      const b = sentence();
      const d = wordDiff([a], [b]);
      expect(text(d.live)).toEqual([a]);
      expect(text(d.proposed)).toEqual([b]);
      expect(kept(d.live)).toEqual(kept(d.proposed));
      expect(kept(d.live)).toHaveLength(lcs(a.split(' ').filter(Boolean), b.split(' ').filter(Boolean)));
    }
  });
});
