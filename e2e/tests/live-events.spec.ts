import { CARD_STATUS, EVENT_ERROR_TEXTS, EVENT_ROUTES, INVENTORY_MESSAGES, STATUS_CHANGE_TEXTS } from '@diy/domain';
import { ACCOUNT, HEADERS, apiCall, day, liveEvent, uniqueTitle, unpublishableEvent, type ScheduleAnswer } from './live-support';
import { API_ORIGIN, ORIGINS, logIn, snap, expect, test } from './support';

/**
 * Live events (issue #23) at desktop and phone, as the demo organiser, each journey on its own new event: the ticket
 * step of a live event with tickets sold ('Copy to all shows' lists its changes and never goes below a show's sold
 * count; sold counts stay visible; Save goes through update-inventory and the published-session changes); Publish on
 * a READY TO PUBLISH event through the go-live job; every list tab reached from the tabs; the app bar search and
 * 'Back to events' to the event's tab; Publish refused on an event that cannot be published (issue 34): the popup
 * names the reason and links the section that fixes it, and the link goes there.
 */
test.describe('live events', () => {
  test('tickets on a live event with tickets sold: copy to all shows, inventory, sold counts', async ({ page }, info) => {
    await page.goto(`${ORIGINS.organiser}/events/live`);
    await logIn(page, ACCOUNT);
    await expect(page).toHaveURL(/\/events\/live$/);
    const title = uniqueTitle(info, 'Live Tickets');
    const { draftId, eventCode } = await liveEvent(page, title, 6);

    await page.goto(`${ORIGINS.organiser}/events/configure/${draftId}/edit/MUM-001?eventCode=${eventCode}`);
    const first = page.getByRole('region', { name: new RegExp(`, ${day(1).replace(/\//g, '\\/')} 07:30 PM$`) });
    const second = page.getByRole('region', { name: new RegExp(`, ${day(2).replace(/\//g, '\\/')} 07:30 PM$`) });
    await expect(first.getByText('6 sold, 394 left of 400')).toBeVisible();
    await snap(page, info, 'live-tickets-sold');

    // Copy the first show's types to the second: the confirmation lists the change before anything happens.
    await first.getByRole('button', { name: 'Copy to all shows' }).click();
    const dialog = page.getByRole('dialog', { name: 'Copy to all shows?' });
    await expect(dialog.getByText('Premium Lounge added: 400 tickets at ₹4,999.00')).toBeVisible();
    await snap(page, info, 'live-tickets-copy-confirm');
    await dialog.getByRole('button', { name: 'Copy' }).click();
    await expect(second.getByRole('combobox', { name: 'Ticket type' }).nth(1)).toHaveValue('Premium Lounge');

    // Inventory below what is sold is flagged at once; then a real change.
    const vipInventory = first.getByLabel('Total inventory').nth(1);
    await vipInventory.fill('5');
    await expect(vipInventory).toHaveAccessibleDescription(new RegExp(INVENTORY_MESSAGES.belowSold(6)));
    await vipInventory.fill('350');
    await expect(first.getByText('6 sold, 344 left of 350')).toBeVisible();
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    // 'Premium Lounge' is on sale on this event: no 'is not an approved ticket type yet' refusal.
    await expect(page.getByText('Changes saved')).toBeVisible();
    await expect(page.getByRole('list', { name: 'Changes by show' })).toContainText('Ticket type Premium Lounge added with 400 tickets');
    // The screen reloads the saved schedule and keeps the summary.
    await expect(first.getByText('6 sold, 344 left of 350')).toBeVisible();
    await expect(page.getByRole('list', { name: 'Changes by show' })).toBeVisible();
    await snap(page, info, 'live-tickets-saved');

    const schedule = (await apiCall<ScheduleAnswer>(page, 'GET', `/manage/event/${eventCode}/schedule`)).body.data.venueInfo[0]!.sessionInfo;
    expect(schedule[0]!.ticketInfo.find((t) => t.ticketTypeName === 'Premium Lounge')).toMatchObject({ totalInventory: 350, sold: 6 });
    expect(schedule[1]!.ticketInfo.map((t) => t.ticketTypeName)).toEqual(['Gold', 'Premium Lounge']);
  });

  test('Publish a READY TO PUBLISH event; every list tab; search; back to the event’s tab', async ({ page }, info) => {
    await page.goto(`${ORIGINS.organiser}/events/live`);
    await logIn(page, ACCOUNT);
    await expect(page).toHaveURL(/\/events\/live$/);
    const title = uniqueTitle(info, 'Ready To Publish');
    const { eventCode } = await liveEvent(page, title, 1);
    // Off sale first: READY TO PUBLISH, the state an approved event is in.
    expect((await apiCall(page, 'PUT', `/manage/event/${eventCode}`, { status: 'inactive' })).status).toBe(200);

    // The app bar search finds it by name and opens its overview (on the phone behind the bar's Search button).
    // The bar search loads as a chunk of its own: wait for it (the opener on a phone, the field on a desktop) before
    // choosing (an instant isVisible() read it as absent on a slow load and waited for a field behind a closed opener).
    const opener = page.getByRole('button', { name: 'Search events' });
    const searchbox = page.getByRole('searchbox', { name: 'Search events' });
    await expect(opener.or(searchbox).first()).toBeVisible({ timeout: 20_000 });
    if (await opener.isVisible()) await opener.click();
    await searchbox.fill(title.slice(0, 24));
    await expect(page.locator('[aria-label="Search results"]').getByRole('link', { name: new RegExp(title) })).toBeVisible();
    await snap(page, info, 'live-search');
    await page.getByRole('region', { name: 'Search results' }).or(page.locator('[aria-label="Search results"]')).getByRole('link', { name: new RegExp(title) }).click();
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.getByText('READY TO PUBLISH').first()).toBeVisible();
    await snap(page, info, 'live-ready-to-publish');

    await page.getByRole('button', { name: 'Publish' }).click();
    const dialog = page.getByRole('dialog', { name: 'Publish this event?' });
    await dialog.getByRole('button', { name: 'Publish' }).click();
    await expect(page.getByText(STATUS_CHANGE_TEXTS.published).or(page.getByText(/Publishing: live by/)).first()).toBeVisible();
    // The go-live job (the worker runs it at once; the dev route makes sure).
    await page.request.post(`${API_ORIGIN}/api/dev/jobs/run-due`, { headers: HEADERS, data: {} });
    await expect.poll(async () => (await apiCall<{ status: string }>(page, 'GET', `/manage/event/synopsis?eventCode=${eventCode}`)).body.data.status).toBe('active');
    await page.reload();
    await expect(page.getByText('LIVE', { exact: true }).first()).toBeVisible();
    await snap(page, info, 'live-published');

    // Back to events lands on Live, where the card is.
    await page.getByRole('link', { name: '← Back to events' }).click();
    await expect(page).toHaveURL(/\/events\/live$/);
    const tabs = page.getByRole('tablist', { name: 'Event lists' });
    for (const [label, path] of [['Past', 'past'], ['Draft', 'draft'], ['Unlisted & Closed', 'closed'], ['Live', 'live']] as const) {
      await tabs.getByRole('tab', { name: label }).click();
      await expect(page).toHaveURL(new RegExp(`/events/${path}$`));
      await expect(page.getByRole('list', { name: `${label} events` }).or(page.getByRole('heading', { level: 2 })).first()).toBeVisible();
      await snap(page, info, `live-tab-${path}`);
    }

    // Closing its sales moves it to 'Unlisted & Closed'; Back to events then lands there.
    await page.goto(`${ORIGINS.organiser}/events/configure/${eventCode}`);
    await page.getByRole('button', { name: 'Close sales' }).click();
    await page.getByRole('dialog', { name: 'Close sales for this event?' }).getByRole('button', { name: 'Close sales' }).click();
    await expect(page.getByText('CLOSED', { exact: true }).first()).toBeVisible();
    await page.getByRole('link', { name: '← Back to events' }).click();
    await expect(page).toHaveURL(/\/events\/closed$/);
    await expect(page.getByRole('link', { name: title })).toBeVisible();
    await snap(page, info, 'live-closed-tab');
  });

  test('Publish refused: the popup names the reason and links the schedule; the link opens it', async ({ page }, info) => {
    await page.goto(`${ORIGINS.organiser}/events/live`);
    await logIn(page, ACCOUNT);
    await expect(page).toHaveURL(/\/events\/live$/);
    const title = uniqueTitle(info, 'Cannot Publish');
    const { draftId, eventCode } = await unpublishableEvent(page, title);

    await page.goto(`${ORIGINS.organiser}/events/configure/${eventCode}`);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    // It was live, so it reads OFF SALE; its schedule is not ticked and says why.
    await expect(page.getByText(CARD_STATUS.offSale.label).first()).toBeVisible();
    await expect(page.getByText(/no show ahead with a ticket type yet/)).toBeVisible();
    await page.getByRole('button', { name: 'Publish' }).click();
    await page.getByRole('dialog', { name: 'Publish this event?' }).getByRole('button', { name: 'Publish' }).click();

    // The refusal says the real reason (not 'Add a show in the future': the show is in the future) and lists the
    // field it names with a link to the section that fixes it.
    const popup = page.getByRole('dialog', { name: EVENT_ERROR_TEXTS.oops });
    await expect(popup).toContainText(STATUS_CHANGE_TEXTS.noTicketType);
    await expect(popup).not.toContainText(STATUS_CHANGE_TEXTS.noFutureShow);
    const fields = popup.getByRole('listitem');
    await expect(fields).toHaveCount(1);
    // The reason is said once: the lone field that repeats it keeps only its link.
    expect((await popup.innerText()).split(STATUS_CHANGE_TEXTS.noTicketType).length - 1).toBe(1);
    const link = fields.first().getByRole('link', { name: 'Go to Schedule' });
    await expect(link).toBeVisible();
    await snap(page, info, 'publish-refused-fields');

    await link.click();
    await expect(popup).toBeHidden();
    await expect(page).toHaveURL(`${ORIGINS.organiser}${EVENT_ROUTES.section(draftId, 'venueInfo', eventCode)}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Schedule' })).toBeVisible();
    await snap(page, info, 'publish-refused-schedule');
    // Nothing went on sale.
    expect((await apiCall<{ status: string }>(page, 'GET', `/manage/event/synopsis?eventCode=${eventCode}`)).body.data.status).toBe('inactive');
  });
});
