import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

export interface BundleFigure {
  app: string;
  files: number;
  rawKiB: number;
  gzipKiB: number;
  /** What the browser fetches before the first screen: the entry script and the chunks index.html preloads. */
  firstScreenGzipKiB: number;
}

const kib = (bytes: number) => Math.round(bytes / 102.4) / 10;
const gzipped = (file: string) => gzipSync(readFileSync(file), { level: 9 }).length;

/** The JavaScript index.html loads at once: its module script and its modulepreload links. */
export function firstScreenScripts(dist: string): string[] {
  const html = readFileSync(join(dist, 'index.html'), 'utf8');
  const refs = [...html.matchAll(/<script type="module"[^>]*\ssrc="([^"]+\.js)"|<link rel="modulepreload"[^>]*\shref="([^"]+\.js)"/g)];
  return refs.map((m) => join(dist, (m[1] ?? m[2] ?? '').replace(/^\//, '')));
}

/** Sizes of each built app's JavaScript (apps/<name>/dist/assets/*.js), all of it and its first screen's. */
export function bundleSizes(root: string): BundleFigure[] {
  return ['organiser', 'scanner', 'admin'].map((app) => {
    const dist = join(root, 'apps', app, 'dist');
    const dir = join(dist, 'assets');
    if (!existsSync(dir)) return { app: `${app} (not built)`, files: 0, rawKiB: 0, gzipKiB: 0, firstScreenGzipKiB: 0 };
    const files = readdirSync(dir).filter((f) => f.endsWith('.js'));
    let raw = 0;
    let gzip = 0;
    for (const f of files) {
      raw += readFileSync(join(dir, f)).length;
      gzip += gzipped(join(dir, f));
    }
    const first = firstScreenScripts(dist).reduce((sum, f) => sum + gzipped(f), 0);
    return { app, files: files.length, rawKiB: kib(raw), gzipKiB: kib(gzip), firstScreenGzipKiB: kib(first) };
  });
}
