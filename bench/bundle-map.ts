// Where each app's first-screen bytes go: `npm run bench:bundle-map` (after building the apps). For each app it reads
// the scripts index.html loads at once (bundle-sizes.ts firstScreenScripts) with their source maps, prints the
// gzipped bytes per package (libraries by npm name, the monorepo's code by folder) and writes a treemap to
// bench/results/bundle-map-<app>.html (not committed: open it in a browser).
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { explore } from 'source-map-explorer';
import { bundleSizes, firstScreenScripts } from './bundle-sizes';

const root = join(import.meta.dirname, '..');
const out = join(root, 'bench', 'results');
mkdirSync(out, { recursive: true });

/** A source path of the map, grouped: `react-dom`, `@reduxjs/toolkit`, `packages/ui/src/components/Button`, `src/App.tsx`. */
export function groupOf(source: string): string {
  const dep = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(source);
  if (dep) return dep[1]!;
  return source.replace(/^(\.\.\/)+/, '').split('/').slice(0, 4).join('/');
}

const figures = bundleSizes(root);
for (const app of ['organiser', 'scanner', 'admin']) {
  const dist = join(root, 'apps', app, 'dist');
  const files = firstScreenScripts(dist);
  // The tiny chunks without a map (Vite's preload helper) are left out of the picture, not of the figure.
  const mapped = files.filter((f) => !/preload-helper/.test(f));
  const treemap = await explore(mapped, { gzip: true, noBorderChecks: true, output: { format: 'html', filename: join(out, `bundle-map-${app}.html`) } });
  const groups = new Map<string, number>();
  let total = 0;
  for (const bundle of treemap.bundles) {
    for (const [source, { size }] of Object.entries(bundle.files)) {
      groups.set(groupOf(source), (groups.get(groupOf(source)) ?? 0) + size);
      total += size;
    }
  }
  const first = figures.find((f) => f.app === app)?.firstScreenGzipKiB;
  console.log(`\n${app}: first screen ${first} KiB gzipped in ${files.length} scripts; by source (each file gzipped alone, so the parts add up to more):`);
  for (const [group, size] of [...groups].sort((a, b) => b[1] - a[1]).slice(0, 20)) {
    console.log(`${(size / 1024).toFixed(1).padStart(7)} KiB ${((100 * size) / total).toFixed(0).padStart(3)}%  ${group}`);
  }
  console.log(`treemap: bench/results/bundle-map-${app}.html`);
}
