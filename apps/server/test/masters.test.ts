import {
  ARTIST_ROLES,
  DEMO_ACCOUNTS,
  DEMO_PASSWORD,
  ERROR_CODES,
  MASTER_CATEGORIES_LIMIT,
  artistsAnswerSchema,
  categoriesAnswerSchema,
  genresAnswerSchema,
  groupLanguages,
  languagesAnswerSchema,
  venuesAnswerSchema,
} from '@diy/domain';
import { beforeAll, expect, it } from 'vitest';
import { runSeed } from '../src/seed';
import { ARTIST_COUNT } from '../src/seed/masters/artists';
import { CATEGORY_SEED } from '../src/seed/masters/categories';
import { LANGUAGE_SEED } from '../src/seed/masters/languages';
import { indianVenues } from '../src/seed/venues-india';
import { VENUES } from '../src/seed/venues';
import { api, describeEngines, login, useTestApp } from './helpers';

describeEngines('event masters on %s', (engine) => {
  const ctx = useTestApp(engine);
  let token = '';
  beforeAll(async () => {
    token = await login(ctx.app, DEMO_ACCOUNTS.organiser.email, DEMO_PASSWORD);
  });
  const get = async (url: string) => {
    const res = await api(ctx.app, { method: 'GET', url: `/api/events/masters/${url}`, token });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as unknown;
  };

  it('lists top-level categories, 100 from offset 0 by default, children on request', async () => {
    const plain = categoriesAnswerSchema.parse(await get('categories'));
    expect(plain.total).toBe(CATEGORY_SEED.length);
    expect(plain.categories.map((c) => c.code)).toEqual(CATEGORY_SEED.map((c) => c.code));
    expect(plain.categories.every((c) => c.subCategories.length === 0)).toBe(true);
    expect(MASTER_CATEGORIES_LIMIT).toBe(100);

    const full = categoriesAnswerSchema.parse(await get('categories?limit=100&offset=0&fetchChildren=true'));
    const music = full.categories.find((c) => c.code === 'CONCERTS');
    expect(music?.name).toBe('Music Shows');
    expect(music?.subCategories.map((s) => s.name)).toEqual(expect.arrayContaining(['Classical (Hindustani)', 'Classical (Carnatic)', 'EDM', 'Sufi & Qawwali']));
    const comedy = full.categories.find((c) => c.code === 'COMEDY');
    expect(comedy?.subCategories.map((s) => s.name)).toEqual(expect.arrayContaining(['Stand-up', 'Improv']));

    const page = categoriesAnswerSchema.parse(await get('categories?limit=2&offset=2'));
    expect(page.categories.map((c) => c.code)).toEqual(CATEGORY_SEED.slice(2, 4).map((c) => c.code));
    expect(page.total).toBe(CATEGORY_SEED.length);
  });

  it.each([
    ['comedy', ['COMEDY', 'ONLINE']],
    ['KATHAK', ['DANCE']],
    ['theatre', ['THEATRE', 'KIDS']],
    ['no such thing', []],
    ['%', []],
  ])('searches categories and sub-categories by name: %s', async (term, codes) => {
    const answer = categoriesAnswerSchema.parse(await get(`categories?searchKey=name&searchValue=${encodeURIComponent(term)}&fetchChildren=true`));
    expect(answer.categories.map((c) => c.code)).toEqual(codes);
    expect(answer.total).toBe(codes.length);
  });

  it('refuses a categories limit above 100 and an unknown search key', async () => {
    for (const q of ['limit=101', 'searchKey=code&searchValue=x', 'fetchChildren=yes']) {
      const res = await api(ctx.app, { method: 'GET', url: `/api/events/masters/categories?${q}`, token });
      expect(res.statusCode, q).toBe(400);
      expect(res.json().errors.code).toBe(ERROR_CODES.validation);
    }
  });

  it('answers the genres of pipe-joined categories (codes or names)', async () => {
    const both = genresAnswerSchema.parse(await get('genre?categories=CONCERTS|COMEDY'));
    const expected = CATEGORY_SEED.filter((c) => c.code === 'CONCERTS' || c.code === 'COMEDY').reduce((n, c) => n + c.genres.length, 0);
    expect(both.genres).toHaveLength(expected);
    expect(new Set(both.genres.map((g) => g.categoryCode))).toEqual(new Set(['CONCERTS', 'COMEDY']));
    expect(both.genres.map((g) => g.name)).toEqual(expect.arrayContaining(['Hindustani Classical', 'Sufi', 'Stand-up']));
    // By the category's name: the comedy genres, all of them and no other category's.
    const byName = genresAnswerSchema.parse(await get('genre?categories=comedy%20shows'));
    const comedy = CATEGORY_SEED.find((c) => c.code === 'COMEDY')!.genres;
    expect(comedy).toHaveLength(9);
    expect(byName.genres.map((g) => `${g.categoryCode} ${g.name}`).sort()).toEqual(comedy.map((name) => `COMEDY ${name}`).sort());
    expect(genresAnswerSchema.parse(await get('genre?categories=NOPE')).genres).toEqual([]);
    const missing = await api(ctx.app, { method: 'GET', url: '/api/events/masters/genre', token });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors.field).toBe('categories');
  });

  it('lists the 22 scheduled languages and English, trending ones flagged', async () => {
    const { languages } = languagesAnswerSchema.parse(await get('languages'));
    expect(languages).toHaveLength(23);
    const { popular } = groupLanguages(languages);
    expect(popular.map((l) => l.name)).toEqual(LANGUAGE_SEED.filter((l) => l.trending).map((l) => l.name));
    expect(popular.map((l) => l.name)).toEqual(expect.arrayContaining(['Hindi', 'English', 'Marathi', 'Tamil', 'Telugu', 'Kannada', 'Bengali', 'Malayalam']));
    expect(languages.map((l) => l.name)).toEqual(expect.arrayContaining(['Santali', 'Sanskrit', 'Bodo', 'Dogri', 'Maithili', 'Manipuri', 'Konkani']));
    expect(new Set(languages.map((l) => l.code)).size).toBe(23);
  });

  it.each([
    // term, total, every name must match
    ['sharma', 70, (n: string) => /\bSharma\b/.test(n)],
    ['SHARMA', 70, (n: string) => /\bSharma\b/.test(n)],
    ['aarav', 60, (n: string) => n.startsWith('Aarav ')],
    ['aarav sh', 3, (n: string) => /^Aarav Sh/.test(n)],
    ['kap', 70, (n: string) => / Kap/.test(n)],
    ['zzz', 0, () => false],
    ['%', 0, () => false],
    ['_', 0, () => false],
  ])('searches artists by name prefix or word: %s', async (term, total, matches) => {
    const answer = artistsAnswerSchema.parse(await get(`artists?searchKey=name&searchValue=${encodeURIComponent(term)}`));
    expect(answer.total).toBe(total);
    expect(answer.artists).toHaveLength(Math.min(total, 20));
    expect(answer.artists.every((a) => matches(a.name))).toBe(true);
    expect(answer.artists.every((a) => (ARTIST_ROLES as readonly string[]).includes(a.primaryRole))).toBe(true);
  });

  it('lists whole-name prefix matches before word matches', async () => {
    const answer = artistsAnswerSchema.parse(await get('artists?searchKey=name&searchValue=sh&limit=100'));
    const names = answer.artists.map((a) => a.name);
    expect(names).toHaveLength(100);
    // 60 Shreyas (first name) before the Shahs, Sharmas and Shettys (last names).
    expect(names.slice(0, 60).every((n) => n.startsWith('Shreya '))).toBe(true);
    expect(names.slice(60).every((n) => / Sh/.test(n) && !n.startsWith('Sh'))).toBe(true);
    // Shreya Shah, Sharma and Shetty match both ways and count once.
    expect(answer.total).toBe(60 + 3 * 70 - 3);
  });

  // How long the second seed takes is measured, not asserted: `npm run bench:writes -w @diy/bench` (bench/seed-and-schedule.ts).
  it('seeds the directory once: several thousand artists, none added by a second seed', async () => {
    const all = artistsAnswerSchema.parse(await get('artists?limit=1'));
    expect(all.total).toBe(ARTIST_COUNT);
    expect(ARTIST_COUNT).toBeGreaterThan(4000);
    await runSeed(ctx.database.db, ctx.clock.now());
    expect(artistsAnswerSchema.parse(await get('artists?limit=1')).total).toBe(ARTIST_COUNT);
  });

  it('answers venues by type, trending first', async () => {
    // The master's on-ground venues: 322 across India (45 trending) and the demo events' 19 (6 trending). A page of
    // 100 holds the 51 trending ones, then 49 others.
    const india = indianVenues();
    expect([india.length, india.filter((v) => v.trending).length, Object.keys(VENUES).length]).toEqual([322, 45, 19]);
    const ground = venuesAnswerSchema.parse(await get('venues?venueType=onGround&limit=100'));
    expect(ground.total).toBe(322 + 19);
    expect(ground.venues).toHaveLength(100);
    expect(ground.venues.filter((v) => v.venueType === 'onGround')).toHaveLength(100);
    expect(ground.venues.map((v) => v.trending)).toEqual([...Array<boolean>(51).fill(true), ...Array<boolean>(49).fill(false)]);
    const online = venuesAnswerSchema.parse(await get('venues?venueType=online'));
    expect(online.venues.map((v) => v.venueSubType).sort()).toEqual(['externalLiveStreaming', 'externalPaid', 'liveStreaming', 'vod', 'zoom']);
    // 'pune' finds the 25 venues in Pune (22 of the master, 3 of the demo's; by region, two by name too), 20 a page.
    const search = venuesAnswerSchema.parse(await get('venues?venueType=onGround&searchKey=name&searchValue=pune'));
    const pune = [...india.filter((v) => v.region === 'Pune'), ...Object.values(VENUES).filter((v) => v.city === 'Pune')].map((v) => v.code);
    expect(pune).toHaveLength(25);
    expect(search.total).toBe(25);
    expect(search.venues).toHaveLength(20);
    expect(search.venues.filter((v) => v.region === 'Pune' && pune.includes(v.code))).toHaveLength(20);
  });

  it('refuses an unknown component, other roles (403) and anonymous callers (401)', async () => {
    const unknown = await api(ctx.app, { method: 'GET', url: '/api/events/masters/planets', token });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors.field).toBe('component');
    const gate = await login(ctx.app, DEMO_ACCOUNTS.gate.email, DEMO_PASSWORD);
    for (const url of ['categories', 'genre?categories=COMEDY', 'languages', 'artists?searchValue=a', 'venues']) {
      const res = await api(ctx.app, { method: 'GET', url: `/api/events/masters/${url}`, token: gate });
      expect(res.statusCode, url).toBe(403);
      const anonymous = await api(ctx.app, { method: 'GET', url: `/api/events/masters/${url}` });
      expect(anonymous.statusCode, url).toBe(401);
    }
  });
});
