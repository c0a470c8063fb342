import { StrictMode, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import '@diy/ui/fonts.css';
import { AppShell } from './AppShell';
import type { AppReducers } from './store/create-store';

/**
 * Mounts an app's routes inside the shared shell on the page's #root element. The login page arrives prerendered
 * (vite-prerender.ts): the first render replaces that markup with the same screen rather than hydrating it, because
 * styled-components names its classes by the order its components are defined, which the lazily loaded chunks of
 * the browser build do not share with the prerender, so hydration would keep mismatched class names.
 */
export function renderApp(routes: ReactNode, options: { reducers?: AppReducers } = {}): void {
  const root = document.getElementById('root');
  if (!root) throw new Error('The page has no #root element');
  createRoot(root).render(
    <StrictMode>
      <AppShell reducers={options.reducers}>{routes}</AppShell>
    </StrictMode>,
  );
}
