import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoRoot } from '../src/db/paths';

/**
 * The rich-text sanitiser's thread lives as long as it is needed, no longer: a process that sanitised texts ends on its
 * own once nothing waits (it never did: the screens' recorder needed a process.exit), and one that awaits an answer
 * gets it before it ends.
 */
describe('the sanitiser thread', () => {
  it('keeps a process alive while a text waits for it, and lets it end when none does', () => {
    const script = `
      const { sanitiseRichText } = await import(${JSON.stringify(join(repoRoot(), 'apps/server/src/services/sanitise.ts'))});
      const texts = await Promise.all(['<p>one<script>x()</script></p>', '<p>two <a href="javascript:x()">link</a></p>'].map((t) => sanitiseRichText(t)));
      console.log(JSON.stringify(texts));
    `;
    const dir = mkdtempSync(join(tmpdir(), 'diy-sanitise-'));
    writeFileSync(join(dir, 'script.mts'), script);
    const run = spawnSync(join(repoRoot(), 'node_modules/.bin/tsx'), [join(dir, 'script.mts')], {
      cwd: join(repoRoot(), 'apps/server'),
      env: { PATH: process.env.PATH, HOME: process.env.HOME },
      encoding: 'utf8',
      // Ends in about two seconds; a thread holding the process would reach this and be killed (status null).
      timeout: 30_000,
    });
    rmSync(dir, { recursive: true, force: true });
    expect(run.stderr).toBe('');
    expect(run.signal).toBeNull();
    expect(run.status).toBe(0);
    expect(JSON.parse(run.stdout)).toEqual(['<p>one</p>', '<p>two <a rel="noopener nofollow">link</a></p>']);
  }, 40_000);
});
