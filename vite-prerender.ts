import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import react from '@vitejs/plugin-react';
import { createElement, type ComponentType } from 'react';
import { createServer, type Plugin } from 'vite';
import { PRERENDERED_LOGIN } from './packages/domain/src/http';

/**
 * Vite plugin: after the build is written, renders the app's login route with react-dom/server (packages/shell
 * prerender.tsx, styled-components' server stylesheet included) into a copy of the built index.html, so the login
 * form is drawn from the page before any script runs. The app's module (`app`, exporting `App`) is loaded through a
 * throwaway Vite server in SSR mode; the browser bundle never contains react-dom/server. On load the app renders
 * over the prerendered markup (render-app.tsx says why not hydrate).
 */
export function prerenderLogin(app = '/src/App.tsx'): Plugin {
  let root = '';
  let outDir = 'dist';
  return {
    name: 'diy-prerender-login',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      outDir = join(config.root, config.build.outDir);
    },
    async writeBundle() {
      const server = await createServer({
        configFile: false,
        root,
        logLevel: 'error',
        appType: 'custom',
        plugins: [react()],
        server: { middlewareMode: true, hmr: false, ws: false },
        optimizeDeps: { noDiscovery: true, include: [] },
        // Its CommonJS build's default export is not `styled` under Node's interop: bundle its ES build instead.
        ssr: { noExternal: ['styled-components'] },
      });
      try {
        const { App } = (await server.ssrLoadModule(app)) as { App: ComponentType };
        const { prerender } = (await server.ssrLoadModule('@diy/shell/prerender')) as typeof import('./packages/shell/src/prerender');
        const page = prerender(createElement(App), PRERENDERED_LOGIN.path);
        // A press of Log in before the app has loaded submits the drawn form natively (a GET to the same page): its
        // fields carry no names, so nothing typed (a password least of all) ends up in the address.
        const markup = page.html.replace(/(<(?:input|select|textarea)\b[^>]*?)\sname="[^"]*"/g, '$1');
        const index = await readFile(join(outDir, 'index.html'), 'utf8');
        if (!index.includes('<div id="root"></div>')) throw new Error('index.html has no empty #root to prerender into');
        const html = index.replace('</head>', `${page.styles}</head>`).replace('<div id="root"></div>', () => `<div id="root">${markup}</div>`);
        await writeFile(join(outDir, PRERENDERED_LOGIN.file), html);
      } finally {
        await server.close();
      }
    },
  };
}
