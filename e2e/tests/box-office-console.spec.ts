import { APP_CODE, APP_CODE_HEADER, DEMO_ACCOUNTS, DEMO_PASSWORD } from '@diy/domain';
import type { APIRequestContext } from '@playwright/test';
import { API_ORIGIN, ORIGINS, expect, logIn, snap, test } from './support';

/**
 * The organiser's side of the box office (issue 30), at desktop: door terms on the schedule's ticket step, a new
 * door-only ticket type, then (after door sales made through the real server's API) the shift report under Reports
 * and the session report's payment split. A demo event no other journey uses: Indian Ocean Live, one show.
 */
const EVENT = 'ET00010019';

async function organiserApi(request: APIRequestContext) {
  const login = await request.post(`${API_ORIGIN}/api/auth/token`, { headers: { [APP_CODE_HEADER]: APP_CODE }, data: { username: DEMO_ACCOUNTS.organiser.email, password: DEMO_PASSWORD } });
  expect(login.status()).toBe(200);
  const token = ((await login.json()) as { data: { accessToken: string } }).data.accessToken;
  const headers = { [APP_CODE_HEADER]: APP_CODE, authorization: `Bearer ${token}` };
  return async <T>(method: 'GET' | 'POST', path: string, data?: unknown): Promise<T> => {
    const res = await request.fetch(`${API_ORIGIN}/api${path}`, { method, headers, ...(data === undefined ? {} : { data }) });
    expect(res.status(), `${method} ${path}`).toBeLessThan(300);
    return ((await res.json()) as { data: T }).data;
  };
}

interface SellType { code: string; name: string; pricePaise: number; doorPricePaise: number | null; doorOnly: boolean }

test('the organiser sets door terms on the schedule, adds a door-only type, and reads the shift and the payment split in Reports', async ({ page, request }, info) => {
  test.setTimeout(150_000);
  const api = await organiserApi(request);
  const schedule = await api<{ venueInfo: { venueCode: string; sessionInfo: { sessionId: string; ticketInfo: { ticketTypeName: string }[] }[] }[] }>('GET', `/manage/event/${EVENT}/schedule`);
  const venue = schedule.venueInfo[0]!;
  const sessionId = venue.sessionInfo[0]!.sessionId;
  const onShow = venue.sessionInfo[0]!.ticketInfo.map((t) => t.ticketTypeName);
  const approved = await api<{ ticketTypes: { ticketTypeName: string }[] }>('GET', '/tickettypes/approved');
  const doorName = approved.ticketTypes.map((t) => t.ticketTypeName).find((n) => !onShow.includes(n))!;
  const first = onShow[0]!;

  await page.goto(`${ORIGINS.organiser}/login`);
  await logIn(page, DEMO_ACCOUNTS.organiser.email);
  await expect(page).not.toHaveURL(/\/login$/);
  await page.goto(`${ORIGINS.organiser}/events/configure/${EVENT}/edit/${venue.venueCode}?eventCode=${EVENT}`);

  // Door terms: a comp limit, offers at the door, a door price; a bad limit is refused under its field first.
  const door = page.getByRole('region', { name: 'Box office' });
  const comp = door.getByLabel('Complimentary tickets allowed');
  await comp.fill('-2');
  await door.getByRole('button', { name: 'Save door terms' }).click();
  await expect(comp).toHaveAccessibleDescription(/A complimentary limit must be a whole number/);
  await comp.fill('3');
  await door.getByLabel('Offers apply at the door').check();
  await door.getByLabel(`Door price for ${first} (₹)`).fill('2500');
  await door.getByRole('button', { name: 'Save door terms' }).click();
  await expect(door.getByText('Door terms saved.')).toBeVisible();

  // A new ticket type sold only at the door: made by the step's save, then flagged door only.
  const added = door.getByRole('form', { name: 'New door-only ticket type' });
  await added.getByLabel('Ticket type').selectOption(doorName);
  await added.getByLabel('Total inventory').fill('40');
  await added.getByLabel('Price at the door (₹)').fill('300');
  await added.getByRole('button', { name: 'Add door-only type' }).click();
  await expect(page.getByRole('region', { name: 'Box office' }).getByLabel(`${doorName}: door only`)).toBeChecked();
  await snap(page, info, 'box-office-door-terms');
  // The same section at a phone's width: the fields stack, nothing of it runs off the screen.
  await page.setViewportSize({ width: 390, height: 844 });
  await door.scrollIntoViewIfNeeded();
  const box = await door.boundingBox();
  expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(390);
  expect(await door.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
  await snap(page, info, 'box-office-door-terms-phone');
  await page.setViewportSize({ width: 1280, height: 800 });

  const sell = await api<{ compLimit: number; offersAtDoor: boolean; ticketTypes: SellType[] }>('GET', `/box-office/sessions/${sessionId}`);
  expect([sell.compLimit, sell.offersAtDoor]).toEqual([3, true]);
  const doorOnly = sell.ticketTypes.find((t) => t.name === doorName)!;
  const priced = sell.ticketTypes.find((t) => t.name === first)!;
  expect([doorOnly.doorOnly, doorOnly.pricePaise, priced.doorPricePaise]).toEqual([true, 300_00, 2500_00]);

  // Door sales through the real server: two door-only tickets by UPI, one at the door price for cash, one voided.
  const shift = await api<{ id: string }>('POST', '/box-office/shifts', { sessionId, openingFloatPaise: 1000_00 });
  const sale = (n: number, body: object) => api<{ sale: { id: string } }>('POST', `/box-office/shifts/${shift.id}/sales`, { clientSaleId: `e2e-console-${n}-${sessionId.slice(0, 8)}`, ...body });
  await sale(1, { ticketTypeCode: doorOnly.code, quantity: 2, amountPaise: 600_00, payment: { method: 'UPI' } });
  await sale(2, { ticketTypeCode: priced.code, quantity: 1, amountPaise: 2500_00, payment: { method: 'CASH', tenderedPaise: 3000_00 } });
  const wrong = await sale(3, { ticketTypeCode: priced.code, quantity: 1, amountPaise: 2500_00, payment: { method: 'CARD', reference: 'POS1' } });
  await api('POST', `/box-office/sales/${wrong.sale.id}/void`, { reason: 'WRONG_TICKET' });
  await api('POST', `/box-office/shifts/${shift.id}/close`, { countedCashPaise: 3600_00 });

  // Reports: the session report draws the box office's split by payment; its shifts open the shift report.
  await page.goto(`${ORIGINS.organiser}/reports/${EVENT}/session/${sessionId}`);
  const split = page.getByRole('table', { name: 'Box office sales by payment method' });
  await expect(split.getByRole('row', { name: /^UPI/ })).toHaveText(/UPI\s*1\s*2\s*₹600\.00/);
  await expect(split.getByRole('row', { name: /^Cash/ })).toHaveText(/Cash\s*1\s*1\s*₹2,500\.00/);
  await expect(split.getByRole('row', { name: /^Card/ })).toHaveText(/Card\s*0\s*0\s*₹0\.00/);
  await page.locator('[data-box-office-split]').scrollIntoViewIfNeeded();
  await snap(page, info, 'box-office-session-split');
  await page.getByRole('link', { name: 'Box office shifts' }).click();
  await page.getByRole('link', { name: /^Open shift report/ }).click();
  const report = page.getByRole('region', { name: /^Shift of / });
  await expect(report.locator('[data-cash="expected"]')).toHaveText('Expected cash₹3,500.00');
  await expect(report.locator('[data-cash="difference"]')).toHaveText('DifferenceOver ₹100.00');
  await expect(report.getByRole('list', { name: 'Voided sales' })).toContainText('Wrong ticket type or quantity');
  await snap(page, info, 'box-office-shift-report');
});
