// What the served Storybook must list (issue #28): a docs page for every component folder, the foundations pages, the
// guidelines and patterns, and every screen at both sizes. Read from Storybook's own index (`storybook index`, the
// index.json the static build serves).

/** The parts of an index.json entry read here. */
export interface IndexEntry {
  id: string;
  title: string;
  name: string;
  importPath: string;
  type: 'docs' | 'story';
}

/** The foundations pages a designer opens, by title (generated from packages/ui/src/theme: src/docs/foundations). */
export const FOUNDATION_PAGES = [
  'Foundations/Colour',
  'Foundations/Typography',
  'Foundations/Spacing, radii and elevation',
  'Foundations/Layout and sizes',
  'Foundations/Motion',
  'Foundations/Progress colours',
  'Foundations/Formats',
] as const;

export const SCREEN_SIZES = ['Phone', 'Desktop'] as const;

/** The component folder an entry comes from ('./packages/ui/src/components/Button/Button.stories.tsx' -> 'Button'). */
export function componentFolder(entry: IndexEntry): string | undefined {
  return /\/packages\/ui\/src\/components\/([^/]+)\//.exec(entry.importPath)?.[1];
}

/** Component folders with no docs entry of their own (the docs page autodocs makes from the folder's stories). */
export function componentsWithoutDocs(entries: IndexEntry[], folders: string[]): string[] {
  const documented = new Set(
    entries
      .filter((e) => e.type === 'docs')
      .map(componentFolder)
      .filter((f): f is string => Boolean(f)),
  );
  return folders.filter((f) => !documented.has(f));
}

/** Docs pages by title that the index lacks. */
export function missingPages(entries: IndexEntry[], titles: readonly string[]): string[] {
  const present = new Set(entries.filter((e) => e.type === 'docs').map((e) => e.title));
  return titles.filter((t) => !present.has(t));
}

/**
 * Screens drawn at one size only: a screen story is named '<Screen> Phone' or '<Screen> Desktop' under 'Screens/<App>';
 * the answer names each screen and the size it lacks ('Screens/Admin: Users Phone').
 */
export function screensMissingASize(entries: IndexEntry[]): string[] {
  const sizes = new Map<string, Set<string>>();
  for (const e of entries) {
    if (e.type !== 'story' || !e.title.startsWith('Screens/')) continue;
    const m = /^(.*) (Phone|Desktop)$/.exec(e.name);
    const screen = `${e.title}: ${m ? m[1] : e.name}`;
    const set = sizes.get(screen) ?? new Set<string>();
    if (m) set.add(m[2] as string);
    sizes.set(screen, set);
  }
  const missing: string[] = [];
  for (const [screen, set] of sizes) for (const size of SCREEN_SIZES) if (!set.has(size)) missing.push(`${screen} ${size}`);
  return missing;
}
