import { addDays, DASHBOARD_DAYS, dayAxisParts, DEMO_ACCOUNTS, formatCalendarDate, istToday } from '@diy/domain';
import { type Locator, type Page } from '@playwright/test';
import { logIn, ORIGINS, snap, expect, test } from './support';

/**
 * The organiser's screens that fit (issue 34), at 1366 px (desktop project) and 360 px (phone project): the
 * dashboard's chart has a tick for every day of its 30 (every day labelled at 1366, its day of the month with the month
 * under the first day of each month; on a phone an even thinning with the first and last day labelled; no two labels
 * touching) and its plot fills its box; the next shows never draw a
 * "0 / 0 sold" bar; the app bar's search placeholder is whole; the offers dashboard's search field has a usable width.
 */

/** What the placeholder's text needs and what the box gives it, in CSS pixels. */
function placeholderRoom(input: Locator): Promise<{ placeholder: string; needs: number; room: number }> {
  return input.evaluate((el: HTMLInputElement) => {
    const style = getComputedStyle(el);
    const ctx = document.createElement('canvas').getContext('2d')!;
    ctx.font = `${style.fontStyle} ${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
    return {
      placeholder: el.placeholder,
      needs: Math.ceil(ctx.measureText(el.placeholder).width),
      room: el.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight),
    };
  });
}

interface AxisReading {
  ticks: number;
  tickLines: number;
  /** The labelled ticks: the day of the month, and the month's name where one is written under it. */
  labels: { index: number; day: string; month: string; left: number; right: number }[];
  /** Empty height between the plot's bottom and the figure's content bottom. */
  emptyBelow: number;
  /** Empty width beside the plot in the figure's content box. */
  emptyBeside: number;
}

function readAxis(figure: Locator): Promise<AxisReading> {
  return figure.evaluate((fig) => {
    // recharts draws the tick marks and the labels in two groups, one item per tick in each, in the same order.
    const ticks = [...fig.querySelectorAll('.recharts-xAxis-tick-lines .recharts-cartesian-axis-tick')];
    const labels = [...fig.querySelectorAll('.recharts-xAxis-tick-labels .recharts-cartesian-axis-tick-label')].flatMap((tick, index) => {
      const text = tick.querySelector('text');
      if (!text || (text.textContent ?? '').trim() === '') return [];
      const [day, month] = [...text.querySelectorAll('tspan')].map((t) => t.textContent ?? '');
      const box = text.getBoundingClientRect();
      return [{ index, day: day ?? '', month: month ?? '', left: box.left, right: box.right }];
    });
    const svg = fig.querySelector('svg.recharts-surface')!.getBoundingClientRect();
    const style = getComputedStyle(fig);
    const box = fig.getBoundingClientRect();
    const contentBottom = box.bottom - parseFloat(style.paddingBottom) - parseFloat(style.borderBottomWidth);
    const contentWidth = box.width - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight) - parseFloat(style.borderLeftWidth) - parseFloat(style.borderRightWidth);
    return {
      ticks: ticks.length,
      tickLines: fig.querySelectorAll('.recharts-xAxis-tick-lines .recharts-cartesian-axis-tick-line').length,
      labels,
      emptyBelow: Math.round(contentBottom - svg.bottom),
      emptyBeside: Math.round(contentWidth - svg.width),
    };
  });
}

/** The day axis' two lines for a day of the range (DASHBOARD_DAYS - 1 days ago is the first, today the last). */
const dayParts = (daysAgo: number) => dayAxisParts(formatCalendarDate(addDays(istToday(new Date()), -daysAgo)))!;

async function logInAt(page: Page, phone: boolean) {
  await page.setViewportSize(phone ? { width: 360, height: 780 } : { width: 1366, height: 800 });
  await page.goto(`${ORIGINS.organiser}/login`);
  await logIn(page, DEMO_ACCOUNTS.organiser.email);
  await expect(page).toHaveURL(/\/apps$/);
}

test.describe('the console fits at 1366 and 360 px', () => {
  test("dashboard: a tick for every day, labels that never touch, a plot that fills its box, next shows in words", async ({ page }, info) => {
    const phone = info.project.name === 'phone';
    await logInAt(page, phone);
    const figure = page.getByRole('figure', { name: 'Tickets sold, last 30 days' });
    // The pointer off the chart, so no tooltip covers it in the screenshot.
    await page.mouse.move(0, 0);
    await expect(figure.locator('.recharts-xAxis-tick-labels .recharts-cartesian-axis-tick-label')).toHaveCount(DASHBOARD_DAYS);
    const axis = await readAxis(figure);

    expect(axis.tickLines, 'a tick mark for every day').toBe(DASHBOARD_DAYS);
    const first = axis.labels[0];
    const last = axis.labels.at(-1);
    expect(first, 'the first day labelled, with its month').toMatchObject({ index: 0, ...dayParts(DASHBOARD_DAYS - 1) });
    expect(last, 'the last day (today) labelled').toMatchObject({ index: DASHBOARD_DAYS - 1, day: dayParts(0).day });
    // The month is written under the first labelled day of each month, and only there.
    axis.labels.forEach((label, i) => {
      const month = dayParts(DASHBOARD_DAYS - 1 - label.index).month;
      const before = axis.labels[i - 1];
      const starts = !before || dayParts(DASHBOARD_DAYS - 1 - before.index).month !== month;
      expect(label.month, `the month under ${label.day}`).toBe(starts ? month : '');
    });
    if (phone) {
      // An even thinning: the steps between labelled days differ by one day at most.
      const steps = axis.labels.slice(1).map((l, i) => l.index - axis.labels[i]!.index);
      expect(Math.max(...steps) - Math.min(...steps), `steps ${steps.join(', ')}`).toBeLessThanOrEqual(1);
      expect(axis.labels.length).toBeGreaterThanOrEqual(4);
    } else {
      expect(axis.labels.map((l) => l.day), 'every day labelled at 1366 px').toEqual(Array.from({ length: DASHBOARD_DAYS }, (_, i) => dayParts(DASHBOARD_DAYS - 1 - i).day));
    }
    const touching = axis.labels.slice(1).filter((l, i) => l.left < axis.labels[i]!.right + 2).map((l) => l.day);
    expect(touching, 'labels that touch the one before').toEqual([]);
    expect(axis.emptyBelow, 'empty space under the plot').toBeLessThanOrEqual(4);
    expect(axis.emptyBeside, 'empty space beside the plot').toBeLessThanOrEqual(4);

    const next = page.getByRole('region', { name: 'Next shows' });
    await expect(next.getByRole('listitem').first()).toBeVisible();
    await expect(next).not.toContainText(/\b0 \/ 0 sold/);
    await snap(page, info, phone ? 'fit-dashboard-360' : 'fit-dashboard-1366');
  });

  test("app bar search: its placeholder is whole; offers dashboard: a search field of a usable width", async ({ page }, info) => {
    const phone = info.project.name === 'phone';
    await logInAt(page, phone);
    // On a phone the box opens from the bar's Search button.
    if (phone) await page.getByRole('button', { name: 'Search events' }).click();
    // The dashboard has no search of its own: this is the app bar's.
    const barSearch = page.getByRole('searchbox', { name: 'Search events' });
    await expect(barSearch).toBeVisible();
    const bar = await placeholderRoom(barSearch);
    expect(bar.needs, `"${bar.placeholder}" needs ${bar.needs} px, the box gives ${bar.room}`).toBeLessThanOrEqual(bar.room);
    await snap(page, info, phone ? 'fit-appbar-search-360' : 'fit-appbar-search-1366');
    if (phone) await page.getByRole('button', { name: 'Close the search' }).click();

    await page.goto(`${ORIGINS.organiser}/offers/dashboard`);
    await expect(page.getByRole('heading', { level: 1, name: 'Offers dashboard' })).toBeVisible();
    const field = page.getByRole('main').getByRole('searchbox', { name: 'Search events with offers' });
    const width = (await field.boundingBox())!.width;
    const row = (await page.getByRole('main').getByRole('search', { name: 'Search events with offers' }).locator('..').boundingBox())!.width;
    // At 1366 the field takes most of its toolbar row beside 'Create an offer'; on a phone it takes the row beside its button.
    expect(width, `the search field is ${width} px wide in a row of ${row}`).toBeGreaterThanOrEqual(phone ? 200 : 480);
    const field2 = await placeholderRoom(field);
    expect(field2.needs).toBeLessThanOrEqual(field2.room);
    await snap(page, info, phone ? 'fit-offers-search-360' : 'fit-offers-search-1366');
  });
});
