import { DEMO_ACCOUNTS, parseIstDateTime } from '@diy/domain';
import { ACCOUNT, HEADERS, apiCall, day, liveEvent, uniqueTitle } from './live-support';
import { API_ORIGIN, ORIGINS, logIn, logInWithSecondStep, snap, expect, test } from './support';

/**
 * Edits to a live event, reviewed (issue #23), at desktop and phone: the organiser edits a live event's description
 * (a draft copy goes to review while the event stays on sale); the reviewer puts the copy on hold with a reason on
 * the description; the organiser reads the reason, fixes the description and resubmits; meanwhile a show's time
 * changes through the published-session changes; the reviewer sees the copy as a field-by-field difference from the
 * live event and approves; the live event has the new description, and the show's buyer has the notice of the new
 * time by SMS and e-mail in the outbox (read through the dev outbox route).
 */
/** The machine the journeys run on is shared and often busy: screens that load or save get 30 s. */
const expectSlow = expect.configure({ timeout: 30_000 });

test.describe('live event edits under review', () => {
  test('hold with reasons, fix and resubmit, the difference view, approval, buyer notices', async ({ page: organiser, browser }, info) => {
    test.setTimeout(360_000);
    const stamp = Date.now().toString(36);
    const buyer = { name: 'Meera Iyer', mobile: `97${String(Date.now()).slice(-8)}`, email: `meera.${info.project.name}.${stamp}@example.in` };
    await organiser.goto(`${ORIGINS.organiser}/login`);
    await logIn(organiser, ACCOUNT);
    await expectSlow(organiser).not.toHaveURL(/\/login/);
    const title = uniqueTitle(info, 'Reviewed Edits');
    const { eventCode, sessions } = await liveEvent(organiser, title, 2, buyer);

    const copyId = await test.step('the organiser edits the live event’s description: a copy goes to review', async () => {
      const saved = await apiCall<{ draftId: string }>(organiser, 'PATCH', `/manage/event/${eventCode}`, { eventCode, synopsis: '<p>An evening of stand-up with prices: 499 only!</p>' });
      expect(saved.status, JSON.stringify(saved.body.errors)).toBe(200);
      const id = saved.body.data.draftId;
      expect((await apiCall(organiser, 'PUT', `/manage/event/${id}`, { status: 'review' })).status).toBe(200);
      return id;
    });

    const reviewer = await (await browser.newContext()).newPage();
    await test.step('the reviewer puts the copy on hold with a reason on the description', async () => {
      await reviewer.goto(`${ORIGINS.admin}/apps/diy/event-review/${copyId}`);
      await logInWithSecondStep(reviewer, DEMO_ACCOUNTS.reviewer);
      await reviewer.goto(`${ORIGINS.admin}/apps/diy/event-review/${copyId}`);
      const diff = reviewer.getByRole('region', { name: 'Changes to the live event' });
      await expectSlow(diff.getByRole('article', { name: 'Changed: Description' })).toContainText('prices: 499 only!');
      await reviewer.getByRole('checkbox', { name: 'Needs changes: Description' }).check();
      await reviewer.getByRole('textbox', { name: 'Reason for Description' }).fill('Please leave the ticket prices out of the description');
      await reviewer.getByRole('button', { name: 'Reject with reasons' }).click();
      const dialog = reviewer.getByRole('dialog', { name: 'Reject event?' });
      await dialog.getByRole('button', { name: 'Reject' }).click();
      await expectSlow(dialog.getByRole('status')).toContainText('ON-HOLD');
      await dialog.getByRole('button', { name: 'Done' }).click();
    });

    await test.step('the organiser reads the reason on the copy, fixes the description and resubmits', async () => {
      await organiser.goto(`${ORIGINS.organiser}/events/configure/${copyId}`);
      await expectSlow(organiser.getByText('Please leave the ticket prices out of the description').first()).toBeVisible();
      await snap(organiser, info, 'live-review-on-hold');
      await organiser.getByRole('link', { name: 'EDIT About the event' }).click();
      const description = organiser.getByRole('textbox', { name: 'Description' });
      await description.click();
      await organiser.keyboard.press('ControlOrMeta+a');
      await organiser.keyboard.type('An evening of stand-up with a guest comic from Chennai.');
      await organiser.getByRole('button', { name: 'Save' }).click();
      await expectSlow(organiser.getByText('Changes saved').first()).toBeVisible();
      const synopsis = await apiCall<{ synopsis: string; status: string }>(organiser, 'GET', `/manage/event/synopsis?draftId=${copyId}`);
      expect(synopsis.body.data.synopsis).toContain('a guest comic from Chennai');
      expect((await apiCall(organiser, 'PUT', `/manage/event/${copyId}`, { status: 'review' })).status).toBe(200);
    });

    await test.step('a show’s time changes on the live event (its buyers are told)', async () => {
      const moved = parseIstDateTime(day(1), '09:00 PM')!;
      const res = await apiCall<{ sessionAudit: { operations: { message: string }[] }[] }>(organiser, 'POST', '/manage/event/published/sessions', {
        eventCode,
        venueInfo: [{ venueCode: 'MUM-001', sessionInfo: [{ sessionId: sessions[0], showTime: moved, status: true, ticketInfo: [] }] }],
      });
      expect(res.status, JSON.stringify(res.body.errors)).toBe(200);
      expect(res.body.data.sessionAudit[0]!.operations[0]!.message).toMatch(/^Show time changed from .* 07:30 PM to .* 09:00 PM$/);
    });

    await test.step('the reviewer sees the difference from the live event and approves', async () => {
      await reviewer.goto(`${ORIGINS.admin}/apps/diy/event-review/${copyId}`);
      const diff = reviewer.getByRole('region', { name: 'Changes to the live event' });
      const changed = diff.getByRole('article', { name: 'Changed: Description' });
      await expectSlow(changed.getByLabel('Description: live now')).toContainText('An evening of stand-up, with a short interval.');
      await expectSlow(changed.getByLabel('Description: proposed')).toContainText('a guest comic from Chennai');
      // Changed words are marked, not the whole paragraph (issue 34): the words the copy adds and the ones it drops.
      await expect(changed.getByLabel('Description: proposed').locator('ins')).toHaveText(['guest comic from Chennai']);
      await expect(changed.getByLabel('Description: live now').locator('del')).toHaveText([',', 'short interval']);
      await expectSlow(diff.getByText(/unchanged fields?$/)).toBeVisible();
      await snap(reviewer, info, 'live-review-difference');
      // Approving merges the copy and removes it: nothing asks for it again (issue 34: a 404 in the console).
      const afterApproval: string[] = [];
      reviewer.on('request', (r) => {
        if (r.method() === 'GET' && r.url().includes(`/event-review/${copyId}`)) afterApproval.push(r.url());
      });
      reviewer.on('response', (r) => {
        if (r.status() === 404) afterApproval.push(`404 ${r.url()}`);
      });
      await reviewer.getByRole('button', { name: 'Approve', exact: true }).click();
      const dialog = reviewer.getByRole('dialog', { name: 'Approve event?' });
      await dialog.getByRole('button', { name: 'Approve' }).click();
      await expectSlow(dialog.getByRole('status')).toBeVisible();
      await snap(reviewer, info, 'live-review-approved');
      await dialog.getByRole('button', { name: 'Done' }).click();
      await expectSlow(reviewer).toHaveURL(/\/apps\/diy\/event-review$/);
      // The queue has loaded (its list was asked for after the approval's own refetches): the copy is not in it.
      const queue = reviewer.getByRole('table', { name: 'Events waiting for review' });
      await expectSlow(queue.or(reviewer.getByRole('heading', { name: 'No events waiting for review' }))).toBeVisible();
      await expect(reviewer.getByRole('main')).not.toContainText(title);
      expect(afterApproval, 'requests for the merged copy after the approval').toEqual([]);
      const live = await apiCall<{ synopsis: string; status: string }>(organiser, 'GET', `/manage/event/synopsis?eventCode=${eventCode}`);
      expect(live.body.data).toMatchObject({ status: 'active' });
      expect(live.body.data.synopsis).toContain('a guest comic from Chennai');
    });

    await test.step('the buyer has one SMS and one e-mail with the new show time', async () => {
      const read = async (to: string) => {
        await organiser.request.post(`${API_ORIGIN}/api/dev/jobs/run-due`, { headers: HEADERS, data: {} });
        const res = await organiser.request.get(`${API_ORIGIN}/api/dev/outbox`, { params: { to }, headers: HEADERS });
        return ((await res.json()) as { data: { messages: { body: string; subject: string | null }[] } }).data.messages;
      };
      await expectSlow.poll(async () => (await read(buyer.mobile)).length).toBe(1);
      await expectSlow.poll(async () => (await read(buyer.email)).length).toBe(1);
      const [sms] = await read(buyer.mobile);
      // One SMS segment (issue 34): the same day is not repeated.
      expect(sms!.body).toMatch(new RegExp(`moved from ${day(1).replace(/\//g, '\\/')} 07:30 PM to 09:00 PM IST`));
      const [mail] = await read(buyer.email);
      expect(mail!.subject).toContain(`New show time: ${title}`);
      expect(mail!.body).toContain('Dear Meera Iyer,');
    });
    await reviewer.close();
  });
});
