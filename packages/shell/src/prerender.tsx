import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { ServerStyleSheet } from 'styled-components';
import { AppShell } from './AppShell';
import type { AppReducers } from './store/create-store';

export interface PrerenderedPage {
  /** The markup for the page's #root element. */
  html: string;
  /** styled-components' `<style>` tags for that markup, for the page's head. */
  styles: string;
}

/**
 * Renders an app's routes at one path to HTML, outside a browser (the apps' build, vite-prerender.ts): the login
 * screen is drawn from the page before any script runs. Not part of the apps' bundles (react-dom/server).
 */
export function prerender(routes: ReactNode, path: string, options: { reducers?: AppReducers } = {}): PrerenderedPage {
  const sheet = new ServerStyleSheet();
  try {
    const html = renderToString(
      sheet.collectStyles(
        <AppShell reducers={options.reducers} location={path}>
          {routes}
        </AppShell>,
      ),
    );
    return { html, styles: sheet.getStyleTags() };
  } finally {
    sheet.seal();
  }
}
