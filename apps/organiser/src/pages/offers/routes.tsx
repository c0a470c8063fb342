import { Spinner } from '@diy/ui';
import { lazy, Suspense, type ReactNode } from 'react';
import { Navigate, Route } from 'react-router-dom';

// Every offers screen loads when first opened; recharts loads only with the analytics chart.
const OffersLandingPage = lazy(() => import('./OffersLandingPage'));
const OffersDashboardPage = lazy(() => import('./OffersDashboardPage'));
const OfferWizardPage = lazy(() => import('./OfferWizardPage'));
const OfferAnalyticsPage = lazy(() => import('./OfferAnalyticsPage'));

function Lazy({ children }: { children: ReactNode }) {
  return <Suspense fallback={<Spinner size="lg" label="Loading" />}>{children}</Suspense>;
}

/** The offers area (seed 000 section 2): the landing fallback, the dashboard, the wizard and per-event analytics. */
export const offerRoutes = (
  <>
    <Route path="/offers" element={<Navigate to="/offers/dashboard" replace />} />
    <Route path="/offers/landing" element={<Lazy><OffersLandingPage /></Lazy>} />
    <Route path="/offers/dashboard" element={<Lazy><OffersDashboardPage /></Lazy>} />
    <Route path="/offers/configure" element={<Navigate to="/offers/configure/event" replace />} />
    <Route path="/offers/configure/:step" element={<Lazy><OfferWizardPage /></Lazy>} />
    <Route path="/offers/analytics/:eventCode" element={<Lazy><OfferAnalyticsPage /></Lazy>} />
  </>
);
