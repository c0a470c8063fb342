import { AppRoutes } from '@diy/shell';
import { Spinner } from '@diy/ui';
import { lazy, Suspense, type ReactNode } from 'react';
import { Route } from 'react-router-dom';

// Every screen, the home too, loads when first opened: the first screen is the login's alone.
const ScannerHomePage = lazy(async () => ({ default: (await import('./pages/ScannerHomePage')).ScannerHomePage }));
const EventListPage = lazy(() => import('./pages/EventListPage'));
const ScannerPage = lazy(() => import('./pages/ScannerPage'));
const TicketsPage = lazy(() => import('./pages/TicketsPage'));
// The box office's Sell tab (and the QR library it draws with) loads only when a seller opens it.
const SellPage = lazy(() => import('./sell/SellPage'));

function Lazy({ children }: { children: ReactNode }) {
  return <Suspense fallback={<Spinner size="lg" label="Loading" />}>{children}</Suspense>;
}

/** The gate scanner's routes (seed 000 section 2). Gate staff and organisers may scan. */
export function App() {
  return (
    <AppRoutes appTitle="Gate Scanner" homePath="/scanningApp" requiredRoles={['scanner', 'organiser']}>
      <Route path="/scanningApp" element={<Lazy><ScannerHomePage /></Lazy>} />
      <Route path="/scanningApp/eventList" element={<Lazy><EventListPage /></Lazy>} />
      <Route path="/scanningApp/scanner" element={<Lazy><ScannerPage /></Lazy>} />
      <Route path="/scanningApp/tickets" element={<Lazy><TicketsPage /></Lazy>} />
      <Route path="/scanningApp/sell" element={<Lazy><SellPage /></Lazy>} />
    </AppRoutes>
  );
}
