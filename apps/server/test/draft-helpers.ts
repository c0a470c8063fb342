import { randomBytes } from 'node:crypto';
import { EVENT_TABS, type EventInfoInput, eventListSchema, type EventList } from '@diy/domain';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { expect } from 'vitest';
import { api } from './helpers';

export type Part = { name: string; value: string } | { name: string; filename: string; contentType: string; data: Buffer };

/** A multipart/form-data payload for app.inject. */
export function multipart(parts: Part[]): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----diy${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const p of parts) {
    if ('value' in p) {
      chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${p.name}"\r\n\r\n${p.value}\r\n`));
    } else {
      chunks.push(
        Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${p.name}"; filename="${p.filename}"\r\nContent-Type: ${p.contentType}\r\n\r\n`),
        p.data,
        Buffer.from('\r\n'),
      );
    }
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** A real image made by sharp: a gradient-free solid colour with a stripe, so encoders produce a valid file. */
export async function image(width: number, height: number, format: 'jpeg' | 'png' | 'webp' = 'jpeg'): Promise<Buffer> {
  const base = sharp({ create: { width, height, channels: 3, background: { r: 200, g: 60, b: 90 } } });
  return base[format]().toBuffer();
}

export type BannerKind = 'desktop' | 'webListing';

/** Uploads `data` as the event's banner or poster with the spec's file name. */
export function upload(
  app: FastifyInstance,
  token: string,
  bannerType: string,
  fields: Record<string, string>,
  data: Buffer | null,
  opts: { fileField?: string; filename?: string; contentType?: string } = {},
) {
  const parts: Part[] = Object.entries(fields).map(([name, value]) => ({ name, value }));
  if (data) {
    parts.push({
      name: opts.fileField ?? 'file',
      filename: opts.filename ?? `${bannerType}.jpeg`,
      contentType: opts.contentType ?? 'image/jpeg',
      data,
    });
  }
  const body = multipart(parts);
  return api(app, { method: 'POST', url: `/api/manage/event/upload/banner/${bannerType}`, token, ...body });
}

export const sampleInfo = (title = 'Sunday Sufi Sessions'): EventInfoInput => ({
  eventTitle: title,
  category: [{ code: 'CONCERTS', name: 'Music Shows' }],
});

/** Creates a draft and answers its draftId. */
export async function createDraft(app: FastifyInstance, token: string, info: EventInfoInput = sampleInfo()): Promise<string> {
  const res = await api(app, { method: 'POST', url: '/api/manage/event', token, payload: { eventInfo: info } });
  expect(res.statusCode, res.body).toBe(201);
  return (res.json() as { data: { draftId: string } }).data.draftId;
}

export async function listTab(app: FastifyInstance, token: string, tab: (typeof EVENT_TABS)[number]): Promise<EventList> {
  const res = await api(app, { method: 'GET', url: `/api/manage/event?status=${tab}&limit=100`, token });
  expect(res.statusCode, res.body).toBe(200);
  return eventListSchema.parse(res.json().data);
}

export function patch(app: FastifyInstance, token: string, ref: string, payload: object) {
  return api(app, { method: 'PATCH', url: `/api/manage/event/${encodeURIComponent(ref)}`, token, payload });
}

export function synopsis(app: FastifyInstance, token: string, query: string) {
  return api(app, { method: 'GET', url: `/api/manage/event/synopsis?${query}`, token });
}
