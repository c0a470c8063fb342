/**
 * Word-level differences for the reviewer's difference view (issue 34: whole paragraphs were marked as changed). Two
 * sides' display lines are cut into words, whitespace and punctuation, compared with Myers' shortest edit script (the
 * algorithm of `diff` and jsdiff), and given back as each side's lines of runs: text both sides share, or text only
 * this side has. Pure and small: no library for one comparison.
 */

/** A run of one side's line: text both sides share (changed false), or text only this side has. */
export interface DiffRun {
  text: string;
  changed: boolean;
}

/** Each side's lines, as runs. */
export interface WordDiff {
  live: DiffRun[][];
  proposed: DiffRun[][];
}

/**
 * Past this many word edits between the sides (after their common start and end), the rest is marked as changed
 * whole: the search costs memory growing with the square of the edits. A rewrite that large reads as new text anyway.
 */
export const WORD_DIFF_MAX_EDITS = 1000;

// A word keeps its inner joiners, so a time, a date, an amount or a hyphenated word is one token: 07:30, 12/02/2027,
// 1,200.00, stand-up, don't. Letters and marks of every script (Devanagari's vowel signs are marks).
const TOKEN = /[\p{L}\p{M}\p{N}]+(?:[-'’:/.,][\p{L}\p{M}\p{N}]+)*|\s+|[^\s\p{L}\p{M}\p{N}]/gu;
const SPACE = /^\s+$/;

interface Side {
  tokens: string[];
  /** The tokens that stand for a line break between two lines (not text). */
  breaks: boolean[];
}

function cut(lines: readonly string[]): Side {
  const tokens: string[] = [];
  const breaks: boolean[] = [];
  lines.forEach((line, i) => {
    if (i > 0) {
      tokens.push('\n');
      breaks.push(true);
    }
    for (const token of line.match(TOKEN) ?? []) {
      tokens.push(token);
      breaks.push(false);
    }
  });
  return { tokens, breaks };
}

/**
 * Myers' O((N+M)D) search: which tokens of `a` and of `b` are not in their longest common subsequence, or null when
 * more than `maxEdits` edits are needed.
 */
function shortestEdit(a: readonly string[], b: readonly string[], maxEdits: number): { a: boolean[]; b: boolean[] } | null {
  const n = a.length;
  const m = b.length;
  const max = n + m;
  const offset = max + 1;
  const v = new Int32Array(2 * max + 3);
  // The furthest x on each diagonal k before each round d, for k in [-d-1, d+1] (index k + d + 1).
  const trace: Int32Array[] = [];
  for (let d = 0; d <= Math.min(max, maxEdits); d++) {
    trace.push(v.slice(offset - d - 1, offset + d + 2));
    for (let k = -d; k <= d; k += 2) {
      let x = k === -d || (k !== d && v[offset + k - 1]! < v[offset + k + 1]!) ? v[offset + k + 1]! : v[offset + k - 1]! + 1;
      let y = x - k;
      while (x < n && y < m && a[x] === b[y]) {
        x += 1;
        y += 1;
      }
      v[offset + k] = x;
      if (x >= n && y >= m) return walkBack(trace, n, m, d);
    }
  }
  return null;
}

function walkBack(trace: readonly Int32Array[], n: number, m: number, edits: number): { a: boolean[]; b: boolean[] } {
  const a = new Array<boolean>(n).fill(false);
  const b = new Array<boolean>(m).fill(false);
  let x = n;
  let y = m;
  for (let d = edits; d > 0; d--) {
    const before = trace[d]!;
    const at = (k: number) => before[k + d + 1]!;
    const k = x - y;
    const down = k === -d || (k !== d && at(k - 1) < at(k + 1));
    const prevK = down ? k + 1 : k - 1;
    const prevX = at(prevK);
    const prevY = prevX - prevK;
    while (x > prevX && y > prevY) {
      x -= 1;
      y -= 1;
    }
    if (down) {
      y -= 1;
      b[y] = true;
    } else {
      x -= 1;
      a[x] = true;
    }
  }
  return { a, b };
}

/** Which tokens each side has that the other lacks: the common start and end set aside, the middle searched. */
function changedTokens(a: readonly string[], b: readonly string[], maxEdits: number): { a: boolean[]; b: boolean[] } {
  let start = 0;
  while (start < a.length && start < b.length && a[start] === b[start]) start += 1;
  let end = 0;
  while (end < a.length - start && end < b.length - start && a[a.length - 1 - end] === b[b.length - 1 - end]) end += 1;
  const midA = a.slice(start, a.length - end);
  const midB = b.slice(start, b.length - end);
  const mid = shortestEdit(midA, midB, maxEdits) ?? { a: midA.map(() => true), b: midB.map(() => true) };
  const frame = (length: number, middle: boolean[]) => [...new Array<boolean>(start).fill(false), ...middle, ...new Array<boolean>(length - start - middle.length).fill(false)];
  return { a: frame(a.length, mid.a), b: frame(b.length, mid.b) };
}

/**
 * One side's lines of runs. The space between two changed words is part of the change (one mark, not one per word);
 * a space at the edge of a change is not.
 */
function runs(side: Side, changed: boolean[], lineCount: number): DiffRun[][] {
  const { tokens, breaks } = side;
  const isChangedText = (i: number) => i >= 0 && i < tokens.length && !breaks[i] && changed[i] === true;
  const lines: DiffRun[][] = lineCount === 0 ? [] : [[]];
  tokens.forEach((token, i) => {
    if (breaks[i]) {
      lines.push([]);
      return;
    }
    const flag = SPACE.test(token) ? isChangedText(i - 1) && isChangedText(i + 1) : changed[i] === true;
    const line = lines[lines.length - 1]!;
    const last = line[line.length - 1];
    if (last && last.changed === flag) last.text += token;
    else line.push({ text: token, changed: flag });
  });
  return lines;
}

/**
 * The words each side has that the other lacks, as each side's lines of runs (`live` and `proposed` as the
 * difference view's display lines). A line only one side has is one changed run.
 */
export function wordDiff(live: readonly string[], proposed: readonly string[], maxEdits: number = WORD_DIFF_MAX_EDITS): WordDiff {
  const a = cut(live);
  const b = cut(proposed);
  // Words, punctuation and line breaks are compared; spaces are not (a matched space would cost a matched word), and
  // each side's spaces join the change they sit inside (runs).
  const compared = (side: Side) => side.tokens.flatMap((token, i) => (side.breaks[i] || !SPACE.test(token) ? [i] : []));
  const atA = compared(a);
  const atB = compared(b);
  const found = changedTokens(atA.map((i) => a.tokens[i]!), atB.map((i) => b.tokens[i]!), maxEdits);
  const spread = (side: Side, at: number[], flags: boolean[]) => {
    const changed = new Array<boolean>(side.tokens.length).fill(false);
    at.forEach((i, j) => {
      changed[i] = flags[j]!;
    });
    return changed;
  };
  return { live: runs(a, spread(a, atA, found.a), live.length), proposed: runs(b, spread(b, atB, found.b), proposed.length) };
}
