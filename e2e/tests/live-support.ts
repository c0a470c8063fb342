import { addDays, formatCalendarDate, istToday, parseIstDateTime } from '@diy/domain';
import { expect, type Page, type TestInfo } from '@playwright/test';
import sharp from 'sharp';
import { API_ORIGIN } from './support';

/** What the live-event journeys share (live-events.spec.ts, live-review.spec.ts): a published event with sales. */
export const ACCOUNT = 'organiser@demo.in';
export const HEADERS = { 'x-app-code': 'DIY' };

export const day = (days: number) => formatCalendarDate(addDays(istToday(new Date()), days));
export const uniqueTitle = (info: TestInfo, what: string) => `${what} ${info.project.name} ${Date.now().toString(36)}`;

/** The parts of the schedule answer these journeys read. */
export interface ScheduleAnswer {
  venueInfo: { sessionInfo: { sessionId: string; ticketInfo: { ticketTypeName: string; ticketTypeCode: string; totalInventory: number; sold: number }[] }[] }[];
}

/** An API call as the logged-in organiser; `T` is the shape of the answer's data the caller reads. */
export async function apiCall<T = unknown>(page: Page, method: 'GET' | 'POST' | 'PATCH' | 'PUT', path: string, body?: unknown) {
  const token = await page.evaluate(() => localStorage.getItem('diy.accessToken'));
  const response = await page.request.fetch(`${API_ORIGIN}/api${path}`, { method, headers: { ...HEADERS, authorization: `Bearer ${token}` }, ...(body !== undefined ? { data: body } : {}) });
  return { status: response.status(), body: (await response.json()) as { data: T; errors?: { code: string; message: string } } };
}

async function jpeg(width: number, height: number): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="100%" height="100%" fill="#0b7285"/><circle cx="${width / 2}" cy="${height / 2}" r="${Math.min(width, height) / 4}" fill="#f08c00"/></svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 80 }).toBuffer();
}

/** The sections around the schedule, filled through the API: banner images, additional info, the description. */
export async function fillOtherSections(page: Page, draftId: string): Promise<void> {
  const token = await page.evaluate(() => localStorage.getItem('diy.accessToken'));
  expect(token).toBeTruthy();
  const upload = async (type: 'desktop' | 'webListing', width: number, height: number) => {
    const response = await page.request.post(`${API_ORIGIN}/api/manage/event/upload/banner/${type}`, {
      headers: { ...HEADERS, authorization: `Bearer ${token}` },
      multipart: { draftId, file: { name: `${type}.jpeg`, mimeType: 'image/jpeg', buffer: await jpeg(width, height) } },
    });
    expect(response.status()).toBe(200);
    return ((await response.json()) as { data: unknown }).data;
  };
  const banner = await upload('desktop', 1280, 640);
  const poster = await upload('webListing', 500, 750);
  for (const body of [
    { banner: { desktop: [banner], mobile: [banner], webListing: [poster] } },
    { additionalInfo: { languages: [], ageLimit: null, duration: 90 } },
    { synopsis: '<p>An evening of stand-up, with a short interval.</p>' },
  ]) {
    const answer = await apiCall(page, 'PATCH', `/manage/event/${draftId}`, body);
    expect(answer.status, JSON.stringify(answer.body.errors)).toBe(200);
  }
}

/**
 * A published event with two shows (tomorrow and the day after, 'Gold' and 'Premium Lounge' on the first, 'Gold' on the
 * second), made through the API and the dev stand-in for the reviewer, with `sold` Premium Lounge tickets sold through the
 * demo sales channel. Answers its draft id and event code.
 */
export async function liveEvent(page: Page, title: string, sold: number, buyer: { name: string; mobile: string; email: string } = { name: 'Asha Rao', mobile: '9876543210', email: 'asha@example.in' }): Promise<{ draftId: string; eventCode: string; sessions: string[] }> {
  const created = await apiCall<{ draftId: string }>(page, 'POST', '/manage/event', { eventInfo: { eventTitle: title, category: [{ code: 'COMEDY', name: 'Comedy Shows' }] } });
  expect(created.status, JSON.stringify(created.body.errors)).toBe(201);
  const draftId = created.body.data.draftId;
  await fillOtherSections(page, draftId);
  const at = (d: number) => parseIstDateTime(day(d), '07:30 PM')!;
  const schedule = await apiCall<ScheduleAnswer>(page, 'PUT', `/manage/event/${draftId}/schedule`, {
    venueInfo: [{ venueCode: 'MUM-001', sessionInfo: [
      { sessionId: '0', showTime: at(1), status: true, ticketInfo: [{ ticketTypeName: 'Gold', totalInventory: 300, price: 99_900 }, { ticketTypeName: 'Premium Lounge', totalInventory: 400, price: 499_900 }] },
      { sessionId: '0', showTime: at(2), status: true, ticketInfo: [{ ticketTypeName: 'Gold', totalInventory: 300, price: 99_900 }] },
    ] }],
  });
  expect(schedule.status, JSON.stringify(schedule.body.errors)).toBe(200);
  const sessions = schedule.body.data.venueInfo[0]!.sessionInfo.map((s) => s.sessionId);
  expect((await apiCall(page, 'PUT', `/manage/event/${draftId}`, { status: 'review' })).status).toBe(200);
  const published = await page.request.post(`${API_ORIGIN}/api/dev/events/${draftId}/publish`, { headers: HEADERS });
  expect(published.status()).toBe(200);
  const eventCode = ((await published.json()) as { data: { eventCode: string } }).data.eventCode;
  const vip = (await apiCall<ScheduleAnswer>(page, 'GET', `/manage/event/${draftId}/schedule`)).body.data.venueInfo[0]!.sessionInfo[0]!.ticketInfo.find((t) => t.ticketTypeName === 'Premium Lounge')!;
  const sale = await page.request.post(`${API_ORIGIN}/api/integrations/bookings`, {
    headers: { ...HEADERS, 'x-api-key': 'demo-sales-key' },
    data: {
      channelBookingId: `LIVE-${draftId}`,
      eventCode,
      sessionId: sessions[0],
      tickets: [{ ticketTypeCode: vip.ticketTypeCode, quantity: sold, pricePaise: 499_900, feePaise: 0, taxPaise: 0 }],
      buyer,
    },
  });
  expect(sale.status(), await sale.text()).toBe(201);
  return { draftId, eventCode, sessions };
}


/**
 * An event that cannot be published (issue 34): approved with two shows, a ticketed one tomorrow and one the day after
 * without ticket types, then taken off sale (READY TO PUBLISH's state) and its ticketed show cancelled. Its only show
 * ahead has no ticket type, so Publish is refused with 'Add a ticket type to a show in the future before publishing'
 * naming the schedule. Answers its draft id and event code.
 */
export async function unpublishableEvent(page: Page, title: string): Promise<{ draftId: string; eventCode: string }> {
  const created = await apiCall<{ draftId: string }>(page, 'POST', '/manage/event', { eventInfo: { eventTitle: title, category: [{ code: 'COMEDY', name: 'Comedy Shows' }] } });
  expect(created.status, JSON.stringify(created.body.errors)).toBe(201);
  const draftId = created.body.data.draftId;
  await fillOtherSections(page, draftId);
  const at = (d: number) => parseIstDateTime(day(d), '07:30 PM')!;
  const schedule = await apiCall<ScheduleAnswer>(page, 'PUT', `/manage/event/${draftId}/schedule`, {
    venueInfo: [{ venueCode: 'MUM-001', sessionInfo: [
      { sessionId: '0', showTime: at(1), status: true, ticketInfo: [{ ticketTypeName: 'Gold', totalInventory: 300, price: 99_900 }] },
      { sessionId: '0', showTime: at(2), status: true, ticketInfo: [] },
    ] }],
  });
  expect(schedule.status, JSON.stringify(schedule.body.errors)).toBe(200);
  const ticketed = schedule.body.data.venueInfo[0]!.sessionInfo[0]!.sessionId;
  expect((await apiCall(page, 'PUT', `/manage/event/${draftId}`, { status: 'review' })).status).toBe(200);
  const published = await page.request.post(`${API_ORIGIN}/api/dev/events/${draftId}/publish`, { headers: HEADERS });
  expect(published.status()).toBe(200);
  const eventCode = ((await published.json()) as { data: { eventCode: string } }).data.eventCode;
  const offSale = await apiCall(page, 'PUT', `/manage/event/${eventCode}`, { status: 'inactive' });
  expect(offSale.status, JSON.stringify(offSale.body.errors)).toBe(200);
  const cancelled = await apiCall(page, 'POST', '/manage/event/published/sessions/cancel', { eventCode, sessionId: ticketed });
  expect(cancelled.status, JSON.stringify(cancelled.body.errors)).toBe(200);
  return { draftId, eventCode };
}
