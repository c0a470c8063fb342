import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

/** What is worth compressing: text a browser fetches (not images, fonts or source maps). */
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|webmanifest|txt)$/;
/** Below this a compressed copy saves less than a packet. */
const MIN_BYTES = 1024;

async function* files(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* files(path);
    else if (entry.isFile()) yield path;
  }
}

/**
 * Writes `name.br` (brotli, best) and `name.gz` (gzip -9) beside every compressible file of a build, for the app
 * servers (apps/server/src/apps-host.ts, @fastify/static preCompressed) to send whole, without compressing per
 * request. A copy that would not be smaller is not written.
 */
export async function precompressDir(dir: string): Promise<number> {
  let written = 0;
  const jobs: Array<Promise<void>> = [];
  for await (const path of files(dir)) {
    if (!COMPRESSIBLE.test(path)) continue;
    if ((await stat(path)).size < MIN_BYTES) continue;
    jobs.push(
      (async () => {
        const raw = await readFile(path);
        const [br, gzipped] = await Promise.all([
          brotli(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: raw.length } }),
          gz(raw, { level: 9 }),
        ]);
        if (br.length < raw.length) {
          await writeFile(`${path}.br`, br);
          written += 1;
        }
        if (gzipped.length < raw.length) {
          await writeFile(`${path}.gz`, gzipped);
          written += 1;
        }
      })(),
    );
  }
  await Promise.all(jobs);
  return written;
}

/** Vite plugin: after the build is written (public files included), precompress the output directory. */
export function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'diy-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = join(config.root, config.build.outDir);
    },
    async closeBundle() {
      await precompressDir(outDir);
    },
  };
}
