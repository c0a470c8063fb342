import { DEMO_ACCOUNTS, SCAN_MESSAGES, SESSION_CANCEL_TEXTS, SESSION_STATE_LABELS, SHOW_CANCEL_UI_TEXTS, parseIstDateTime } from '@diy/domain';
import { type Page } from '@playwright/test';
import { ACCOUNT, HEADERS, day, liveEvent, uniqueTitle } from './live-support';
import { API_ORIGIN, ORIGINS, logIn, snap, expect, test } from './support';

/**
 * Cancelling one show of a live event (issue #23), at desktop and phone: a live event with two bookings in its first
 * show; the organiser opens the schedule, asks to cancel that show, reads what it means (when, what it sold, every
 * buyer told, no undo), confirms; the status toast carries the server's message and the show stays on the list as
 * Cancelled with its sales and no action. Both buyers have the cancellation by SMS and by e-mail in the dev outbox,
 * and the gate refuses one of the show's tickets.
 */
const expectSlow = expect.configure({ timeout: 30_000 });

type OutboxMessage = { body: string; subject: string | null };

async function outbox(page: Page, to: string): Promise<OutboxMessage[]> {
  await page.request.post(`${API_ORIGIN}/api/dev/jobs/run-due`, { headers: HEADERS, data: {} });
  const res = await page.request.get(`${API_ORIGIN}/api/dev/outbox`, { params: { to }, headers: HEADERS });
  return ((await res.json()) as { data: { messages: OutboxMessage[] } }).data.messages;
}

test.describe('cancel a show of a live event', () => {
  test('confirm with what it means, the toast, Cancelled with its sales, buyers told, the gate refuses', async ({ page, browser }, info) => {
    test.setTimeout(240_000);
    const stamp = `${info.project.name}.${Date.now().toString(36)}`;
    const first = { name: 'Kavya Menon', mobile: `96${String(Date.now()).slice(-8)}`, email: `kavya.${stamp}@example.in` };
    const second = { name: 'Rohan Das', mobile: `95${String(Date.now()).slice(-8)}`, email: `rohan.${stamp}@example.in` };
    await page.goto(`${ORIGINS.organiser}/login`);
    await logIn(page, ACCOUNT);
    await expectSlow(page).not.toHaveURL(/\/login/);
    // Two Premium Lounge tickets for the first buyer (live-support), then three Gold ones for the second.
    const { eventCode, sessions } = await liveEvent(page, uniqueTitle(info, 'Cancelled Show'), 2, first);
    const gold = await page.request.post(`${API_ORIGIN}/api/integrations/bookings`, {
      headers: { ...HEADERS, 'x-api-key': 'demo-sales-key' },
      data: {
        channelBookingId: `CANCEL-${eventCode}`, eventCode, sessionId: sessions[0],
        tickets: [{ ticketTypeCode: 'GOLD', quantity: 3, pricePaise: 99_900, feePaise: 0, taxPaise: 0 }],
        buyer: second,
      },
    });
    expect(gold.status(), await gold.text()).toBe(201);
    const barcode = ((await gold.json()) as { data: { tickets: { barcode: string }[] } }).data.tickets[0]!.barcode;
    const when = SHOW_CANCEL_UI_TEXTS.when(parseIstDateTime(day(1), '07:30 PM')!);
    const later = SHOW_CANCEL_UI_TEXTS.when(parseIstDateTime(day(2), '07:30 PM')!);

    const shows = page.getByRole('region', { name: SHOW_CANCEL_UI_TEXTS.listTitle });
    await test.step('the schedule lists the published shows, each with Cancel show', async () => {
      await page.goto(`${ORIGINS.organiser}/events/configure/${eventCode}/edit/venueInfo`);
      await expectSlow(page.getByRole('heading', { level: 1, name: 'Schedule' })).toBeVisible();
      // A phone opens a schedule with saved shows on the 'Change of Schedule?' sheet.
      if (info.project.name === 'phone') await page.getByRole('button', { name: 'Date Changes' }).click();
      const show = shows.getByRole('listitem', { name: when });
      await expectSlow(show).toContainText(SESSION_STATE_LABELS.published);
      await expect(show).toContainText('5 tickets sold, 2 bookings');
      await expect(shows.getByRole('listitem', { name: later }).getByRole('button', { name: SHOW_CANCEL_UI_TEXTS.actionFor(parseIstDateTime(day(2), '07:30 PM')!) })).toBeVisible();
    });

    await test.step('the confirmation states the show, its sales, the buyers told and no undo', async () => {
      await shows.getByRole('button', { name: `Cancel show on ${when}` }).click();
      const dialog = page.getByRole('dialog', { name: SHOW_CANCEL_UI_TEXTS.confirmTitle });
      await expect(dialog).toContainText(when);
      await expect(dialog).toContainText('5 tickets sold, 2 bookings');
      await expect(dialog).toContainText(SHOW_CANCEL_UI_TEXTS.buyersTold(2));
      await expect(dialog).toContainText(SHOW_CANCEL_UI_TEXTS.cannotUndo);
      if (info.project.name === 'phone') {
        // The phone's drawer: full width, on the bottom edge.
        // (polled: the drawer slides up into place)
        await expect.poll(async () => {
          const box = (await dialog.boundingBox())!;
          return [Math.round(box.width), Math.round(box.y + box.height)];
        }).toEqual([page.viewportSize()!.width, page.viewportSize()!.height]);
      }
      await snap(page, info, 'cancel-show-confirm');
      await dialog.getByRole('button', { name: SHOW_CANCEL_UI_TEXTS.confirm, exact: true }).click();
      await expectSlow(page.getByText(SESSION_CANCEL_TEXTS.cancelled(2)).first()).toBeVisible();
      await expect(dialog).toBeHidden();
    });

    await test.step('the show stays on the list as Cancelled, with its sales and no action', async () => {
      const show = shows.getByRole('listitem', { name: when });
      await expectSlow(show).toContainText(SESSION_STATE_LABELS.cancelled);
      await expect(show).toContainText('5 tickets sold, 2 bookings');
      await expect(show.getByRole('button')).toHaveCount(0);
      await expect(shows.getByRole('listitem', { name: later })).toContainText(SESSION_STATE_LABELS.published);
      // The schedule reloaded without asking the phone's 'Change of Schedule?' again.
      await expect(page.getByRole('heading', { name: 'Change of Schedule?' })).toHaveCount(0);
      await snap(page, info, 'cancel-show-cancelled');
    });

    await test.step('both buyers have one SMS and one e-mail about the cancellation', async () => {
      for (const buyer of [first, second]) {
        await expectSlow.poll(async () => (await outbox(page, buyer.mobile)).length).toBe(1);
        await expectSlow.poll(async () => (await outbox(page, buyer.email)).length).toBe(1);
        const [sms] = await outbox(page, buyer.mobile);
        expect(sms!.body).toContain(`, ${when}, is cancelled. Booking `);
        expect(sms!.body).toMatch(/: refund of Rs [\d,]+\.\d\d on its way\.$/);
        const [mail] = await outbox(page, buyer.email);
        expect(mail!.subject).toMatch(/^Cancelled: /);
        expect(mail!.body).toContain(`Dear ${buyer.name},`);
      }
    });

    await test.step('the gate refuses a ticket of the cancelled show', async () => {
      const gate = await (await browser.newContext()).newPage();
      await gate.goto(`${ORIGINS.scanner}/login`);
      await logIn(gate, DEMO_ACCOUNTS.gate.email);
      await expectSlow(gate).toHaveURL(/\/scanningApp$/);
      const token = await gate.evaluate(() => localStorage.getItem('diy.accessToken'));
      const scan = await gate.request.put(`${API_ORIGIN}/api/scan/consume`, {
        params: { sessionId: sessions[0]!, eventCode },
        headers: { ...HEADERS, authorization: `Bearer ${token}`, latitude: 'na', longitude: 'na', gpsaccuracy: 'na', useragent: 'playwright', 'x-device-id': `e2e-${stamp}` },
        data: { scanType: 'BOOKING', eventCode, venueCode: 'MUM-001', sessionId: sessions[0], barcodes: [barcode], exitScan: false },
      });
      expect(scan.status(), await scan.text()).toBe(200);
      const { results } = ((await scan.json()) as { data: { results: { barcode: string; success: boolean; message: string }[] } }).data;
      expect(results).toEqual([expect.objectContaining({ barcode, success: false, message: SCAN_MESSAGES.showCancelled })]);
      await gate.close();
    });
  });
});
