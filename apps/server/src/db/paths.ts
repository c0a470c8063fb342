import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** Walks up from this module (src/db under tsx/vitest, dist/ after tsup) until `probe` exists. */
export function findUp(probe: string, from: string = dirname(fileURLToPath(import.meta.url))): string | undefined {
  let dir = from;
  for (;;) {
    if (existsSync(join(dir, probe))) return dir;
    const parent = dirname(dir);
    if (parent === dir) return undefined;
    dir = parent;
  }
}

/** The committed migrations folder (apps/server/drizzle). */
export function migrationsFolder(): string {
  const base = findUp(join('drizzle', 'meta', '_journal.json'));
  if (!base) throw new Error('Cannot find the drizzle migrations folder (drizzle/meta/_journal.json)');
  return join(base, 'drizzle');
}

/** The monorepo root: the nearest folder whose package.json declares workspaces. */
export function repoRoot(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  for (;;) {
    const pkg = join(dir, 'package.json');
    if (existsSync(pkg) && 'workspaces' in (JSON.parse(readFileSync(pkg, 'utf8')) as object)) return dir;
    const parent = dirname(dir);
    if (parent === dir) return process.cwd();
    dir = parent;
  }
}
