import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';
import { appConfig } from '../../vite.app-config';

/** Files the service worker caches at install: the build's own, not source maps nor the precompressed copies. */
const PUBLIC_FILES = ['/manifest.webmanifest', '/icons/icon-192.png', '/icons/icon-512.png', '/icons/icon-maskable-512.png', '/icons/apple-touch-icon.png'];

/** Emits dist/sw.js from sw/service-worker.js with the list of the build's files and a version derived from it. */
function serviceWorker(): Plugin {
  return {
    name: 'diy-scanner-service-worker',
    apply: 'build',
    generateBundle(_options, bundle) {
      const files = Object.keys(bundle)
        .filter((name) => !name.endsWith('.map') && name !== 'index.html')
        .map((name) => `/${name}`)
        .sort();
      const precache = [...files, ...PUBLIC_FILES];
      const version = createHash('sha256').update(precache.join('\n')).digest('hex').slice(0, 12);
      const source = readFileSync(join(import.meta.dirname, 'sw', 'service-worker.js'), 'utf8')
        .replace("'__SW_VERSION__'", JSON.stringify(version))
        .replace('__SW_PRECACHE__', JSON.stringify(precache));
      this.emitFile({ type: 'asset', fileName: 'sw.js', source });
    },
  };
}

const config = appConfig(5102);
export default { ...config, plugins: [...(config.plugins ?? []), serviceWorker()] };
