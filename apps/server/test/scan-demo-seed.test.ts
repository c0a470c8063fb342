import { formatIstDate, formatIstDateTime } from '@diy/domain';
import { describe, expect, it } from 'vitest';
import { runSeed } from '../src/seed';
import { SCAN_DEMO_EVENTS, todayShowTime } from '../src/seed/scan-demo';
import { describeEngines, useTestApp } from './helpers';
import { demoSessions } from './scan-helpers';

/** An instant given as IST wall-clock time. */
const ist = (text: string) => new Date(`${text}+05:30`);

describe("the demo's session today", () => {
  it.each([
    ['in the morning: two hours on, on the half hour', '2026-11-25T10:00:00', '25/11/2026 12:00 PM'],
    ['rounded up to the next half hour', '2026-11-25T10:10:00', '25/11/2026 12:30 PM'],
    ['just after midnight', '2026-11-25T00:05:00', '25/11/2026 02:30 AM'],
    ['the last half hour that fits', '2026-11-25T21:29:00', '25/11/2026 11:30 PM'],
    ['late evening: at 11:59 PM, not tomorrow', '2026-11-25T21:31:00', '25/11/2026 11:59 PM'],
    ['in the last half hour of the day', '2026-11-25T23:45:00', '25/11/2026 11:59 PM'],
    ['in the last minute: it has just begun', '2026-11-25T23:59:30', '25/11/2026 11:59 PM'],
  ])('%s (%s IST)', (_case, now, expected) => {
    const at = todayShowTime(ist(now));
    expect(formatIstDateTime(at)).toBe(expected);
    expect(formatIstDate(at)).toBe(formatIstDate(ist(now)));
  });
});

describeEngines('the gate demo seeded late in the evening on %s', (engine) => {
  const ctx = useTestApp(engine, { seed: false });

  it("has a session today (IST), listed first, with unused three-ticket bookings; in the day's last minute and after midnight too", async () => {
    // The last one finds the day before's 11:59 PM session still listed (an hour old): today's comes first all the same.
    const runs = [
      [ist('2026-11-25T22:40:00'), '11:59 PM'],
      [ist('2026-11-26T23:59:30'), '11:59 PM'],
      [ist('2026-11-27T01:00:00'), '03:00 AM'],
    ] as const;
    for (const [now, time] of runs) {
      ctx.clock.current = now;
      const seeded = await runSeed(ctx.database.db, now);
      // A new session today for each demo event that has none (the schedules' own sessions may fall on a day too).
      expect(seeded.scanning.todaySessionsCreated).toBeGreaterThan(0);
      const [first, ...others] = await demoSessions(ctx.app, SCAN_DEMO_EVENTS.main);
      if (time === '03:00 AM') expect(others.map((o) => formatIstDateTime(o.showTime))).toContain('26/11/2026 11:59 PM');
      expect(formatIstDate(first!.showTime)).toBe(formatIstDate(now));
      expect(formatIstDateTime(first!.showTime)).toBe(`${formatIstDate(now)} ${time}`);
      const unusedThreeSeats = first!.bookings.filter((b) => b.size === 3 && b.states.every((s) => s === 'unused'));
      expect(unusedThreeSeats.length).toBeGreaterThan(0);
      // Its tickets were sold (the seed sells them up to an hour before the show).
      expect(first!.ticketTypes.reduce((n, t) => n + t.sold, 0)).toBeGreaterThan(1000);
    }
  }, 180_000); // three seeds with every demo event's sales (issue #34): minutes on a loaded machine
});
