import { StrictMode, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import '@diy/ui/fonts.css';
import { AppShell } from './AppShell';
import type { AppReducers } from './store/create-store';

/** Mounts an app's routes inside the shared shell on the page's #root element. */
export function renderApp(routes: ReactNode, options: { reducers?: AppReducers } = {}): void {
  const root = document.getElementById('root');
  if (!root) throw new Error('The page has no #root element');
  createRoot(root).render(
    <StrictMode>
      <AppShell reducers={options.reducers}>{routes}</AppShell>
    </StrictMode>,
  );
}
