import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  FOUNDATION_PAGES,
  componentsWithoutDocs,
  missingPages,
  screensMissingASize,
  type IndexEntry,
} from './storybook-index';

const root = join(dirname(fileURLToPath(import.meta.url)), '../../..');
const componentsDir = join(root, 'packages/ui/src/components');

const docs = (title: string, importPath: string): IndexEntry => ({ id: `${title}--docs`, title, name: 'Docs', importPath, type: 'docs' });
const story = (title: string, name: string): IndexEntry => ({ id: `${title}--${name}`, title, name, importPath: './x.stories.tsx', type: 'story' });

describe('what the served Storybook must list', () => {
  it.each([
    { case: 'every folder documented', entries: [docs('Forms/Button', './packages/ui/src/components/Button/Button.stories.tsx')], folders: ['Button'], missing: [] },
    { case: 'a folder without docs', entries: [docs('Forms/Button', './packages/ui/src/components/Button/Button.stories.tsx')], folders: ['Button', 'Modal'], missing: ['Modal'] },
    { case: 'stories are not docs', entries: [{ ...docs('Forms/Modal', './packages/ui/src/components/Modal/Modal.stories.tsx'), type: 'story' as const }], folders: ['Modal'], missing: ['Modal'] },
  ])('component docs: $case', ({ entries, folders, missing }) => {
    expect(componentsWithoutDocs(entries, folders)).toEqual(missing);
  });

  it('names the foundations pages the index lacks', () => {
    const entries = FOUNDATION_PAGES.filter((t) => t !== 'Foundations/Motion').map((t) => docs(t, './packages/ui/src/docs/x.mdx'));
    expect(missingPages(entries, FOUNDATION_PAGES)).toEqual(['Foundations/Motion']);
  });

  it.each([
    { case: 'both sizes', entries: [story('Screens/Admin', 'Users Phone'), story('Screens/Admin', 'Users Desktop')], missing: [] },
    { case: 'phone only', entries: [story('Screens/Admin', 'Users Phone')], missing: ['Screens/Admin: Users Desktop'] },
    { case: 'no size in the name', entries: [story('Screens/Scanner', 'Offline')], missing: ['Screens/Scanner: Offline Phone', 'Screens/Scanner: Offline Desktop'] },
    { case: 'not a screen', entries: [story('Forms/Button', 'Default')], missing: [] },
  ])('screens at both sizes: $case', ({ entries, missing }) => {
    expect(screensMissingASize(entries)).toEqual(missing);
  });
});

describe("Storybook's index (storybook index: the index.json npm start serves)", () => {
  let dir: string;
  let entries: IndexEntry[];

  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'diy-sb-index-'));
    const out = join(dir, 'index.json');
    execFileSync(join(root, 'node_modules/.bin/storybook'), ['index', '-o', out, '--quiet'], { cwd: root, stdio: 'pipe' });
    entries = Object.values((JSON.parse(readFileSync(out, 'utf8')) as { entries: Record<string, IndexEntry> }).entries);
  }, 120_000);

  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('has a docs page for every component', () => {
    const folders = readdirSync(componentsDir).filter((f) => statSync(join(componentsDir, f)).isDirectory());
    expect(folders.length).toBeGreaterThan(60);
    expect(componentsWithoutDocs(entries, folders)).toEqual([]);
  });

  it('has the foundations pages, the guidelines, the patterns and a start page', () => {
    expect(missingPages(entries, FOUNDATION_PAGES)).toEqual([]);
    const titles = entries.filter((e) => e.type === 'docs').map((e) => e.title);
    expect(titles).toContain('Start here');
    expect(titles.filter((t) => t.startsWith('Guidelines/')).length).toBeGreaterThanOrEqual(2);
    expect(titles.some((t) => t.startsWith('Patterns/'))).toBe(true);
  });

  it('draws every screen of the three apps at phone and desktop', () => {
    // 'Screens/Organiser event editor' and the like: the app is the first word after 'Screens/'.
    const apps = new Set(entries.filter((e) => e.type === 'story' && e.title.startsWith('Screens/')).map((e) => e.title.split('/')[1]?.split(' ')[0]));
    expect([...apps].sort()).toEqual(['Admin', 'Organiser', 'Scanner']);
    expect(entries.filter((e) => e.type === 'story' && e.title.startsWith('Screens/')).length).toBeGreaterThanOrEqual(80);
    expect(screensMissingASize(entries)).toEqual([]);
  });
});
