import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

export interface BundleFigure {
  app: string;
  files: number;
  rawKiB: number;
  gzipKiB: number;
}

/** Sizes of each built app's JavaScript (apps/<name>/dist/assets/*.js). */
export function bundleSizes(root: string): BundleFigure[] {
  return ['organiser', 'scanner', 'admin'].map((app) => {
    const dir = join(root, 'apps', app, 'dist', 'assets');
    if (!existsSync(dir)) return { app: `${app} (not built)`, files: 0, rawKiB: 0, gzipKiB: 0 };
    const files = readdirSync(dir).filter((f) => f.endsWith('.js'));
    let raw = 0;
    let gzip = 0;
    for (const f of files) {
      const bytes = readFileSync(join(dir, f));
      raw += bytes.length;
      gzip += gzipSync(bytes, { level: 9 }).length;
    }
    return { app, files: files.length, rawKiB: Math.round(raw / 102.4) / 10, gzipKiB: Math.round(gzip / 102.4) / 10 };
  });
}
