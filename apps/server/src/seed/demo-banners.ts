import { createHash } from 'node:crypto';
import { and, inArray, isNull } from 'drizzle-orm';
import sharp from 'sharp';
import type { Db } from '../db/client';
import { events, organisers } from '../db/schema';
import type { FileLinks } from '../services/file-links';
import type { FileStorage } from '../services/storage';
import { DEMO_ORGANISERS } from './accounts';
import { DEMO_EVENT_DRAFT_IDS } from './events-data';

/** Colour pairs of the demo banners (a gradient each), picked by the title's hash. */
const PALETTES: readonly [string, string][] = [
  ['#312c94', '#e8590c'],
  ['#0b7285', '#5c940d'],
  ['#862e9c', '#d6336c'],
  ['#1864ab', '#15aabf'],
  ['#5f3dc4', '#f08c00'],
  ['#c92a2a', '#f59f00'],
  ['#2b8a3e', '#1098ad'],
];

const escapeXml = (text: string) => text.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);

/** Splits a title into at most three lines of about `width` characters. */
function linesOf(title: string, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of title.split(/\s+/)) {
    if (line && (line + ' ' + word).length > width) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) lines.push(line);
  return lines.slice(0, 3);
}

/** A banner (1280 x 640) or poster (500 x 750) JPEG: a gradient, soft circles, the title and its category and city. */
export async function demoImage(kind: 'banner' | 'poster', title: string, subtitle: string): Promise<Buffer> {
  const [w, h] = kind === 'banner' ? [1280, 640] : [500, 750];
  const hash = createHash('sha256').update(title).digest();
  const [from, to] = PALETTES[hash[0]! % PALETTES.length]!;
  const size = kind === 'banner' ? 76 : 44;
  const lines = linesOf(title, kind === 'banner' ? 24 : 16);
  const top = h / 2 - ((lines.length - 1) * size * 1.15) / 2;
  const text = lines
    .map((l, i) => `<text x="${w * 0.07}" y="${top + i * size * 1.15}" font-family="DejaVu Sans, sans-serif" font-size="${size}" font-weight="700" fill="#ffffff">${escapeXml(l)}</text>`)
    .join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">
    <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
    <rect width="${w}" height="${h}" fill="url(#g)"/>
    <circle cx="${w * 0.85}" cy="${h * 0.15}" r="${w * 0.22}" fill="#ffffff" fill-opacity="0.10"/>
    <circle cx="${w * 0.1}" cy="${h * 0.95}" r="${w * 0.28}" fill="#ffffff" fill-opacity="0.07"/>
    ${text}
    <text x="${w * 0.07}" y="${top + lines.length * size * 1.15 + size * 0.2}" font-family="DejaVu Sans, sans-serif" font-size="${size * 0.42}" fill="#ffffff" fill-opacity="0.85">${escapeXml(subtitle)}</text>
  </svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 82, mozjpeg: true }).toBuffer();
}

/**
 * Development and demo only (never called with NODE_ENV=production): gives every seeded demo event that has no banner
 * a generated horizontal banner and vertical poster in the file storage, on its card (banner_url) and in its banner
 * section. Idempotent: events that have a banner are left alone, and so is every event a demo organiser made
 * themselves (its banner is theirs to give, and a demo account may hold any number of them).
 */
export async function seedDemoBanners(db: Db, storage: FileStorage, links: FileLinks): Promise<number> {
  const codes = Object.values(DEMO_ORGANISERS).map((o) => o.code);
  const orgs = await db.select({ id: organisers.id }).from(organisers).where(inArray(organisers.code, codes));
  if (orgs.length === 0) return 0;
  const rows = await db
    .select({ id: events.id, draftId: events.draftId, title: events.title, category: events.category, city: events.city, sections: events.sections })
    .from(events)
    .where(and(inArray(events.organiserId, orgs.map((o) => o.id)), inArray(events.draftId, [...DEMO_EVENT_DRAFT_IDS]), isNull(events.bannerUrl)));
  for (const row of rows) {
    const subtitle = [row.category[0]?.name, row.city].filter(Boolean).join(' · ');
    const banner = `public/events/${row.draftId}/demo-banner.jpeg`;
    const poster = `public/events/${row.draftId}/demo-poster.jpeg`;
    await storage.put(banner, await demoImage('banner', row.title, subtitle), 'image/jpeg');
    await storage.put(poster, await demoImage('poster', row.title, subtitle), 'image/jpeg');
    const image = (key: string, width: number, height: number) => ({ caption: row.title, type: 'image' as const, url: links.publicUrl(key), width, height });
    const sections = { ...row.sections, banner: { desktop: [image(banner, 1280, 640)], mobile: [], webListing: [image(poster, 500, 750)] } };
    await db
      .update(events)
      .set({ bannerUrl: links.publicUrl(banner), sections })
      .where(and(inArray(events.id, [row.id]), isNull(events.bannerUrl)));
  }
  return rows.length;
}
