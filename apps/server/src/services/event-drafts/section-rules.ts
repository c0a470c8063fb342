import {
  API_PREFIX,
  EVENT_INFO_MESSAGES,
  type BannerSection,
  type EventInfo,
  type sectionPatchSchema,
  filledReasons,
  synopsisSchema,
  tncSchema,
} from '@diy/domain';
import type * as z from 'zod';
import type { EventImageRow } from '../../db/schema';
import { errors, type FieldError } from '../../http/errors';
import type { MasterRepository } from '../../repositories/master-repository';
import { sanitiseRichText } from '../sanitise';

export type SectionPatchBody = z.output<typeof sectionPatchSchema>;

export const SECTION_MESSAGES = {
  subCategory: 'Please select a sub-category of the chosen category',
  genre: 'Please select genres of the chosen category',
  language: 'Please select languages from the list',
  artist: 'Please pick artists from the directory',
  image: 'Please upload this image for this event',
  imageType: 'This image was uploaded for the other banner type',
} as const;

/** Where an uploaded image is served: /api/files/<storage key>. */
const FILES_PREFIX = `${API_PREFIX}/files/`;

export interface SectionRuleDeps {
  masters: MasterRepository;
  /** Images uploaded for the event (and, for a copy, for the event it copies), by storage key. */
  images: () => Promise<Map<string, EventImageRow>>;
  now: Date;
}

export interface SavedSections {
  sections: Record<string, unknown>;
  eventInfo?: EventInfo;
  /** Set when the banner section is saved: the horizontal banner's address (or null when removed). */
  bannerUrl?: string | null;
}

/**
 * The server-side rules of a section save, after the domain schemas passed: references to masters exist, banner
 * images belong to the event, rich text is sanitised and validated again as stored. Throws a 400 with every field.
 */
export async function applySectionRules(body: SectionPatchBody, deps: SectionRuleDeps): Promise<SavedSections> {
  const problems: FieldError[] = [];
  const out: SavedSections = { sections: {} };

  if (body.eventInfo) {
    const info = body.eventInfo;
    const category = info.category[0];
    const tree = category ? await deps.masters.categoryTree(category.code) : null;
    if (!category || !tree) {
      problems.push({ field: 'eventInfo.category', message: EVENT_INFO_MESSAGES.categoryRequired });
    } else {
      if (info.subCategory && !tree.subCategories.has(info.subCategory.code)) {
        problems.push({ field: 'eventInfo.subCategory', message: SECTION_MESSAGES.subCategory });
      }
      if (info.genre.some((g) => !tree.genres.has(g.code))) problems.push({ field: 'eventInfo.genre', message: SECTION_MESSAGES.genre });
      out.eventInfo = { ...info, category: [{ code: category.code, name: tree.name }] };
      out.sections.eventInfo = out.eventInfo;
    }
  }

  if (body.banner) {
    out.sections.banner = await checkBanner(body.banner, deps, problems);
    out.bannerUrl = body.banner.desktop[0]?.url ?? null;
  }

  if (body.additionalInfo) {
    const { languages } = body.additionalInfo;
    const known = await deps.masters.languageCodes(languages.map((l) => l.code));
    if (languages.some((l) => !known.has(l.code))) problems.push({ field: 'additionalInfo.languages', message: SECTION_MESSAGES.language });
    const unique = languages.filter((l, i) => languages.findIndex((o) => o.code === l.code) === i);
    out.sections.additionalInfo = { ...body.additionalInfo, languages: unique };
  }

  if (body.artistInfo) {
    const directory = await deps.masters.artistsById(body.artistInfo.map((a) => a.id));
    body.artistInfo.forEach((a, i) => {
      if (!directory.has(a.id)) problems.push({ field: `artistInfo.${i}.id`, message: SECTION_MESSAGES.artist });
    });
    out.sections.artistInfo = body.artistInfo.map((a) => {
      const entry = directory.get(a.id);
      return { ...a, name: entry?.name ?? a.name, url: entry?.url ?? a.url, roles: [...new Set(a.roles)] };
    });
  }

  for (const [field, schema] of [['synopsis', synopsisSchema], ['tnc', tncSchema]] as const) {
    const value = body[field];
    if (value === undefined) continue;
    const clean = await sanitiseRichText(value, field);
    // What is stored is validated, not only what was sent (sanitising can remove text, e.g. a script's).
    const result = schema.safeParse(clean);
    if (!result.success) problems.push({ field, message: result.error.issues[0]?.message ?? 'Invalid value' });
    out.sections[field] = clean;
    if (field === 'tnc') out.sections.tncRefreshedOn = deps.now.toISOString();
  }

  if (body.reasonsToAttend) out.sections.reasonsToAttend = filledReasons(body.reasonsToAttend);
  if (body.emailIds) out.sections.emailIds = [...new Set(body.emailIds.map((e) => e.trim()))];
  if (body.venueInfo) out.sections.venueInfo = body.venueInfo;

  if (problems.length > 0) throw errors.validation(problems);
  return out;
}

async function checkBanner(banner: BannerSection, deps: SectionRuleDeps, problems: FieldError[]): Promise<BannerSection> {
  const images = await deps.images();
  const expectedType = { desktop: 'desktop', mobile: 'desktop', webListing: 'webListing' } as const;
  const checked: BannerSection = { desktop: [], mobile: [], webListing: [] };
  for (const slot of ['desktop', 'mobile', 'webListing'] as const) {
    banner[slot].forEach((image, i) => {
      const key = image.url.startsWith(FILES_PREFIX) ? image.url.slice(FILES_PREFIX.length) : '';
      const row = images.get(key);
      if (!row) {
        problems.push({ field: `banner.${slot}.${i}.url`, message: SECTION_MESSAGES.image });
        return;
      }
      if (row.bannerType !== expectedType[slot]) problems.push({ field: `banner.${slot}.${i}.url`, message: SECTION_MESSAGES.imageType });
      // The stored size is the truth, whatever the client sent.
      checked[slot].push({ ...image, width: row.width, height: row.height });
    });
  }
  return checked;
}
