#!/usr/bin/env node
// The local visual review of the stories' screenshots (the story tests compare each story with its committed
// reference, .storybook/screenshots/; a difference writes <story>-reference/-actual/-diff.png under .artifacts/visual/).
//   node scripts/visual.mjs review            writes .artifacts/visual/index.html: every changed story, before / after /
//                                             difference, with a tick box per story that builds the accept command
//   node scripts/visual.mjs accept [KEY...]   makes the new images the references: all changed stories, or the KEYs
//                                             the review page lists (e.g. packages/ui/src/components/Button/Button.stories.tsx/Default)
import { copyFileSync, existsSync, mkdirSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const referencesDir = join(root, '.storybook/screenshots');
const outDir = join(root, '.artifacts/visual');

function walk(dir) {
  if (!existsSync(dir)) return [];
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? walk(path) : [path];
  });
}

/** Changed stories: KEY (story file path / story name) with its three images. */
function changes() {
  return walk(outDir)
    .filter((f) => f.endsWith('-actual.png'))
    .map((actual) => {
      const base = actual.slice(0, -'-actual.png'.length);
      const key = relative(outDir, base);
      return { key, actual, diff: `${base}-diff.png`, before: `${base}-reference.png`, reference: join(referencesDir, `${key}.png`) };
    })
    .sort((a, b) => a.key.localeCompare(b.key));
}

const escape = (s) => s.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]);

function review() {
  const list = changes();
  mkdirSync(outDir, { recursive: true });
  // Vitest writes the new image and the difference; the page shows the committed reference beside them (copied, so the
  // page still shows what was there after an accept).
  for (const c of list) if (!existsSync(c.before) && existsSync(c.reference)) copyFileSync(c.reference, c.before);
  const rows = list
    .map((c) => {
      const img = (path, alt) => (existsSync(path) ? `<a href="${escape(relative(outDir, path))}"><img src="${escape(relative(outDir, path))}" alt="${escape(alt)}"></a>` : '<p>none</p>');
      return `<section><h2><label><input type="checkbox" value="${escape(c.key)}" checked> ${escape(c.key)}</label></h2>
<div class="three"><figure>${img(c.before, `before: ${c.key}`)}<figcaption>Before (reference)</figcaption></figure><figure>${img(c.actual, `after: ${c.key}`)}<figcaption>After (this run)</figcaption></figure><figure>${img(c.diff, `difference: ${c.key}`)}<figcaption>Difference (red)</figcaption></figure></div></section>`;
    })
    .join('\n');
  const html = `<!doctype html><html lang="en"><meta charset="utf-8"><title>Visual review: ${list.length} changed</title>
<style>body{font:16px/1.5 system-ui,sans-serif;margin:2rem;color:#171a21}h1{font-size:1.5rem}h2{font-size:1rem}section{border-top:1px solid #cdd2da;padding:1rem 0}
.three{display:grid;grid-template-columns:repeat(3,1fr);gap:1rem}img{max-width:100%;border:1px solid #cdd2da}figure{margin:0}figcaption{color:#555d6e;font-size:.875rem}
pre{background:#eef0f3;padding:1rem;white-space:pre-wrap;word-break:break-all}</style>
<h1>${list.length ? `${list.length} ${list.length === 1 ? 'story looks' : 'stories look'} different` : 'No visual changes'}</h1>
<p>Tick the changes that are intended (accept) and untick the rest (reject: fix the code and run the stories again). Then run:</p>
<pre id="command"></pre>
${rows}
<script>
const boxes = [...document.querySelectorAll('input[type=checkbox]')];
const update = () => { const keys = boxes.filter((b) => b.checked).map((b) => JSON.stringify(b.value)); document.getElementById('command').textContent = keys.length ? 'npm run visual:accept -- ' + keys.join(' ') : 'nothing to accept'; };
boxes.forEach((b) => b.addEventListener('change', update)); update();
</script></html>\n`;
  writeFileSync(join(outDir, 'index.html'), html);
  console.log(`${list.length} changed ${list.length === 1 ? 'story' : 'stories'}${list.length ? `: ${list.map((c) => c.key).join(', ')}` : ''}`);
  console.log(`review page: ${join(outDir, 'index.html')}`);
}

function accept(keys) {
  const list = changes();
  const chosen = keys.length ? list.filter((c) => keys.includes(c.key)) : list;
  const unknown = keys.filter((k) => !list.some((c) => c.key === k));
  if (unknown.length) {
    console.error(`Not a changed story: ${unknown.join(', ')} (run the stories, then npm run visual:review)`);
    process.exit(1);
  }
  for (const c of chosen) {
    mkdirSync(dirname(c.reference), { recursive: true });
    copyFileSync(c.actual, c.reference);
    for (const f of [c.actual, c.diff, c.before]) rmSync(f, { force: true });
    console.log(`accepted ${c.key}`);
  }
  console.log(`${chosen.length} reference ${chosen.length === 1 ? 'screenshot' : 'screenshots'} updated; commit .storybook/screenshots`);
}

const [command, ...rest] = process.argv.slice(2);
if (command === 'review') review();
else if (command === 'accept') accept(rest);
else {
  console.error('usage: node scripts/visual.mjs review | accept [KEY...]');
  process.exit(1);
}
