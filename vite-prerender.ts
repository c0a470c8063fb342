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
        await writeFile(join(outDir, PRERENDERED_LOGIN.file), await paintFirst(html, page.styles, outDir));
      } finally {
        await server.close();
      }
    },
  };
}

/**
 * The prerendered login paints from its HTML, stylesheet and fonts; its scripts only take the page over. So on that
 * page (not index.html, whose screens the scripts draw) the scripts are fetched at low priority, after the stylesheet
 * and fonts they would otherwise share a slow link with, and the Latin files of the font weights the page uses
 * (400 and those its styles name) are preloaded: otherwise they are found only once the stylesheet is parsed and
 * the page laid out. Other scripts (Devanagari, ...) still come through the stylesheet's unicode-range rules.
 */
async function paintFirst(html: string, styles: string, outDir: string): Promise<string> {
  const stylesheet = /<link rel="stylesheet"[^>]*\shref="\/([^"]+\.css)"/.exec(html)?.[1];
  if (!stylesheet) throw new Error('the built page links no stylesheet to find the fonts in');
  const css = await readFile(join(outDir, stylesheet), 'utf8');
  const weights = new Set(['400', ...[...styles.matchAll(/font-weight:\s*(\d{3})/g)].map((m) => m[1]!)]);
  const fonts = [...new Set([...css.matchAll(/url\((\/[^)]*\/noto-sans-latin-(\d{3})-normal-[^)]+\.woff2)\)/g)].filter((m) => weights.has(m[2]!)).map((m) => m[1]!))];
  if (fonts.length === 0) throw new Error('no Latin font files of the weights the login uses in the stylesheet');
  const preloads = fonts.map((href) => `<link rel="preload" as="font" type="font/woff2" crossorigin href="${href}">`).join('\n    ');
  return html
    .replace(/<script type="module" crossorigin /g, '<script type="module" fetchpriority="low" crossorigin ')
    .replace(/<link rel="modulepreload" crossorigin /g, '<link rel="modulepreload" fetchpriority="low" crossorigin ')
    .replace('<title>', `${preloads}\n    <title>`);
}
