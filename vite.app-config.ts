import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin, type UserConfig } from 'vite';
import { precompress } from './vite-precompress';
import { prerenderLogin } from './vite-prerender';

/** In `vite dev` there is no app server to answer /env.js: answer it the same way (same-origin /api). */
function devEnvScript(): Plugin {
  return {
    name: 'diy-dev-env',
    configureServer(server) {
      server.middlewares.use('/env.js', (_req, res) => {
        res.setHeader('content-type', 'text/javascript');
        // As the app hosts answer it (apps/server/src/apps-host.ts): zod's JIT off before zod loads.
        res.end('window.__DIY_CONFIG__ = {"apiBaseUrl":"/api"};\nglobalThis.__zod_globalConfig = Object.assign(globalThis.__zod_globalConfig || {}, { jitless: true });\n');
      });
    },
  };
}

/** The Vite config every app shares; `devPort` is the dev server's port (the built apps are served by the server). */
export function appConfig(devPort: number): UserConfig {
  const api = process.env.API_ORIGIN ?? 'http://127.0.0.1:4000';
  return defineConfig({
    plugins: [react(), devEnvScript(), prerenderLogin(), precompress()],
    // xfwd: the API sees who is behind the proxy (login limits key on it; /api/dev is not local through it).
    server: { port: devPort, strictPort: true, proxy: { '/api': { target: api, changeOrigin: false, xfwd: true } } },
    preview: { port: devPort },
    build: { outDir: 'dist', sourcemap: true, emptyOutDir: true, chunkSizeWarningLimit: 600 },
  });
}
