/** The page's own Date, kept before any story pins it. */
const RealDate = globalThis.Date;

/**
 * Pins "now" to `at` for the page: `new Date()` and `Date.now()` start there and move on in real time, so countdowns
 * and timers behave while every date a story draws ("today", "in 3 days") is the same on every run and every day.
 * Answers the undo, which puts the page's own Date back (pins do not nest: the last undo wins). Only Date changes: a
 * story's own fake timers (setTimeout) are unaffected.
 */
export function pinClock(at: Date | string | number): () => void {
  const offset = new RealDate(at).getTime() - RealDate.now();
  class PinnedDate extends RealDate {
    constructor(...args: unknown[]) {
      super(...((args.length === 0 ? [RealDate.now() + offset] : args) as [number]));
    }

    static override now(): number {
      return RealDate.now() + offset;
    }
  }
  globalThis.Date = PinnedDate as DateConstructor;
  return () => {
    globalThis.Date = RealDate;
  };
}
