import { APP_CODE, APP_CODE_HEADER, CHANNEL_KEY_HEADER, DEMO_CHANNEL_KEY } from '@diy/domain';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { writeFileSync } from 'node:fs';
import sharp from 'sharp';
import { API_ORIGIN } from './support';

export const MAIN_EVENT = 'ET00010002';

export interface GateSession {
  eventCode: string;
  title: string;
  sessionId: string;
  bookings: Array<{ bookingId: string; channelBookingId: string; size: number; status: string; states: string[]; barcodes: string[] }>;
}

/** Today's session of the main demo event and its bookings (dev route). */
export async function todaysSession(request: APIRequestContext): Promise<GateSession> {
  const res = await request.get(`${API_ORIGIN}/api/dev/demo-bookings`, { params: { eventCode: MAIN_EVENT }, headers: { [APP_CODE_HEADER]: APP_CODE } });
  expect(res.status()).toBe(200);
  const session = ((await res.json()) as { data: { sessions: GateSession[] } }).data.sessions[0];
  if (!session) throw new Error('no demo session today');
  return session;
}

/** A real e-ticket of a demo channel booking: its PDF is served, and its first ticket's QR code as PNG. */
export async function eTicketQr(request: APIRequestContext, channelBookingId: string, barcode: string): Promise<Buffer> {
  const headers = { [CHANNEL_KEY_HEADER]: DEMO_CHANNEL_KEY, [APP_CODE_HEADER]: APP_CODE };
  const pdf = await request.get(`${API_ORIGIN}/api/integrations/bookings/${encodeURIComponent(channelBookingId)}/tickets`, { headers });
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()['content-type']).toBe('application/pdf');
  const png = await request.get(`${API_ORIGIN}/api/integrations/bookings/${encodeURIComponent(channelBookingId)}/tickets/${barcode}/qr`, { headers });
  expect(png.status()).toBe(200);
  return png.body();
}

/**
 * A .y4m video for Chromium's fake camera (--use-file-for-fake-video-capture): the QR code on white in the middle of a
 * 640x480 picture, as YUV 4:2:0 frames (luma from the grey level, neutral chroma).
 */
export async function qrVideo(qrPng: Buffer, path: string, frames = 10): Promise<void> {
  const width = 640;
  const height = 480;
  const qr = await sharp(qrPng).resize({ height: 300, kernel: 'nearest' }).png().toBuffer();
  const { data } = await sharp({ create: { width, height, channels: 3, background: '#ffffff' } })
    .composite([{ input: qr, gravity: 'centre' }])
    .greyscale()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const luma = Buffer.alloc(width * height);
  // One channel after greyscale; video range luma (16 black to 235 white).
  const channels = data.length / (width * height);
  for (let i = 0; i < width * height; i += 1) luma[i] = 16 + Math.round(((data[i * channels] ?? 255) * 219) / 255);
  const chroma = Buffer.alloc((width / 2) * (height / 2), 128);
  const frame = Buffer.concat([Buffer.from('FRAME\n'), luma, chroma, chroma]);
  const header = Buffer.from(`YUV4MPEG2 W${width} H${height} F10:1 Ip A1:1 C420jpeg\n`);
  writeFileSync(path, Buffer.concat([header, ...Array.from({ length: frames }, () => frame)]));
}

/** Opens today's session of the main event on the scan desk. */
export async function openTodaysSession(page: Page, session: GateSession): Promise<void> {
  await page.getByRole('button', { name: 'Choose event' }).click();
  await page.getByRole('searchbox', { name: 'Search events' }).fill(session.eventCode);
  await page.getByRole('searchbox', { name: 'Search events' }).press('Enter');
  await page.getByRole('button', { name: new RegExp(session.eventCode) }).click();
  await page.locator(`[data-session="${session.sessionId}"]`).click();
  await expect(page.getByRole('textbox', { name: 'Barcode' })).toBeFocused();
}

/** Words of an element that a line break cut in two (each word's text should sit on one line). */
export function brokenWords(page: Page, selector: string): Promise<string[]> {
  return page.locator(selector).evaluate((el) => {
    const text = el.firstChild;
    if (!text || text.nodeType !== Node.TEXT_NODE) return ['(no text)'];
    const broken: string[] = [];
    const value = text.textContent ?? '';
    for (const m of value.matchAll(/\S+/g)) {
      const range = document.createRange();
      range.setStart(text, m.index);
      range.setEnd(text, m.index + m[0].length);
      const tops = new Set([...range.getClientRects()].map((r) => Math.round(r.top)));
      if (tops.size > 1) broken.push(m[0]);
    }
    return broken;
  });
}
