import { FEATURES, PAYMENTS_UI_TEXTS } from '@diy/domain';
import { AppRoutes } from '@diy/shell';
import { Spinner } from '@diy/ui';
import { lazy, Suspense } from 'react';
import { Navigate, Route } from 'react-router-dom';
import { accountSetupRoutes } from './pages/create-account/AccountSetupRoutes';
import { ApplicationStatusScreen } from './pages/create-account/ApplicationStatusScreen';
import { eventRoutes } from './pages/events/routes';
import { EventSearch } from './pages/events/search/EventSearch';
import { HomePage } from './pages/HomePage';
import { NotFoundPage } from './pages/NotFoundPage';
import { PaymentsNotAuthorised } from './pages/payments/PaymentsNotAuthorised';
import { PAYMENT_ROUTES } from './pages/payments/paths';
import { paymentRoutes } from './pages/payments/routes';
import { offerRoutes } from './pages/offers/routes';
import { ProfilePage } from './pages/profile/ProfilePage';
import { FeatureGate } from './pages/reports/FeatureGate';
import { REPORT_ROUTES } from './pages/reports/paths';
import { reportRoutes } from './pages/reports/routes';

const HOME = '/apps';
/** The box office (issue 30): UPI details, door terms and shifts, loaded when opened. */
const BoxOfficePage = lazy(() => import('./pages/box-office/BoxOfficePage'));
const TITLE = 'Organiser console';
/** Submitted organisers waiting for review see their application status; the profile stays open. */
const APPLICATION_GATE = { screen: <ApplicationStatusScreen />, openPaths: ['/profile'] };
/**
 * Organisers see every area; an offer manager sees Home and Offers; a user granted reports only (DIY_REPORTS) sees
 * Reports and nothing else; Payments is the owner's and the users granted the finance feature (DIY_FINANCE).
 */
const NAV = [
  { to: '/apps', label: 'Home', feature: FEATURES.events },
  { to: '/events/live', label: 'Events', feature: FEATURES.events },
  { to: '/offers/dashboard', label: 'Offers', feature: FEATURES.offers },
  { to: REPORT_ROUTES.list, label: 'Reports', feature: FEATURES.reports },
  { to: PAYMENT_ROUTES.list, label: PAYMENTS_UI_TEXTS.navLabel, feature: FEATURES.finance },
  { to: '/box-office', label: 'Box office', feature: FEATURES.boxOffice, role: 'organiser' as const },
  // The profile is the organiser's own (an offer manager has none).
  { to: '/profile', label: 'Profile', feature: FEATURES.events, role: 'organiser' as const },
];

/** The organiser console's routes. */
export function App() {
  return (
    <AppRoutes
      appTitle={TITLE}
      homePath={HOME}
      requiredRoles={['organiser', 'offer_manager']}
      allowedFeatures={[FEATURES.reports, FEATURES.finance]}
      nav={NAV}
      barSearch={<EventSearch />}
      organiserLogin
      signedUpRoutes={accountSetupRoutes({ appTitle: TITLE, homePath: HOME })}
      applicationGate={APPLICATION_GATE}
      fallback={<NotFoundPage />}
    >
      <Route element={<FeatureGate features={[FEATURES.events, FEATURES.offers]} />}>
        <Route path="/apps" element={<HomePage />} />
        <Route path="/apps/diy/home" element={<Navigate to={HOME} replace />} />
      </Route>
      <Route element={<FeatureGate features={[FEATURES.events]} />}>{eventRoutes}</Route>
      {/* An organiser's own profile, open while the application waits for review too (no features yet). */}
      <Route element={<FeatureGate features={[FEATURES.events]} role="organiser" />}>
        <Route path="/profile" element={<ProfilePage />} />
      </Route>
      <Route element={<FeatureGate features={[FEATURES.offers]} />}>{offerRoutes}</Route>
      <Route element={<FeatureGate features={[FEATURES.reports]} />}>{reportRoutes}</Route>
      <Route element={<FeatureGate features={[FEATURES.finance]} denied={<PaymentsNotAuthorised />} />}>{paymentRoutes}</Route>
      <Route element={<FeatureGate features={[FEATURES.boxOffice]} role="organiser" />}>
        <Route path="/box-office" element={<Suspense fallback={<Spinner size="lg" label="Loading" />}><BoxOfficePage /></Suspense>} />
      </Route>
    </AppRoutes>
  );
}
