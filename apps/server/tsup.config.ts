import { defineConfig } from 'tsup';
import pkg from './package.json' with { type: 'json' };

/** Bundles the server (and the workspace packages, which ship TypeScript source) into dist/main.js. */
export default defineConfig({
  // The report files' thread (services/reports/file-thread.ts) is loaded by its path next to the bundle.
  entry: { main: 'src/main.ts', 'report-file-worker': 'src/services/reports/file-worker.ts' },
  format: ['esm'],
  target: 'node20',
  platform: 'node',
  outDir: 'dist',
  clean: true,
  sourcemap: true,
  splitting: false,
  noExternal: [/^@diy\//],
  // Every npm dependency stays in node_modules (PGlite loads its wasm files from there).
  external: Object.keys(pkg.dependencies).filter((name) => !name.startsWith('@diy/')),
  // The sanitiser's thread is loaded by its path next to the bundle (services/sanitise.ts).
  onSuccess: 'cp src/services/sanitise-worker.mjs dist/sanitise-worker.mjs',
});
