import { FEATURES, PAYMENTS_NAV_LABEL } from '@diy/domain';
import { tokenStorage } from '@diy/api';
import { AppRoutes, lazyPage, prefetchWhenIdle } from '@diy/shell';
import { Suspense, lazy } from 'react';
import { Navigate, Route } from 'react-router-dom';
import { accountSetupRoutes } from './pages/create-account/AccountSetupRoutes';
import { eventRoutes } from './pages/events/routes';
import { PAYMENT_ROUTES } from './pages/payments/paths';
import { paymentRoutes } from './pages/payments/routes';
import { offerRoutes } from './pages/offers/routes';
import { FeatureGate } from './pages/reports/FeatureGate';
import { REPORT_ROUTES } from './pages/reports/paths';
import { reportRoutes } from './pages/reports/routes';

// Every screen loads when first opened: the first screen is the login's alone.
const ApplicationStatusScreen = lazyPage(() => import('./pages/create-account/ApplicationStatusScreen'), 'ApplicationStatusScreen');
const loadHome = () => import('./pages/HomePage');
const HomePage = lazyPage(loadHome, 'HomePage');
// A signed-in start lands on the home: fetch it beside the session's first calls (the login screen does not).
if (tokenStorage.getAccessToken()) prefetchWhenIdle(loadHome);
const NotFoundPage = lazyPage(() => import('./pages/NotFoundPage'), 'NotFoundPage');
const PaymentsNotAuthorised = lazyPage(() => import('./pages/payments/PaymentsNotAuthorised'), 'PaymentsNotAuthorised');
const ProfilePage = lazyPage(() => import('./pages/profile/ProfilePage'), 'ProfilePage');
/** The app bar's search: nothing in its place until it has loaded. */
const EventSearch = lazy(async () => ({ default: (await import('./pages/events/search/EventSearch')).EventSearch }));

const HOME = '/apps';
/** The box office (issue 30): UPI details, door terms and shifts, loaded when opened. */
const BoxOfficePage = lazyPage(() => import('./pages/box-office/BoxOfficePage'), 'default');
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
  { to: PAYMENT_ROUTES.list, label: PAYMENTS_NAV_LABEL, feature: FEATURES.finance },
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
      barSearch={<Suspense fallback={null}><EventSearch /></Suspense>}
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
        <Route path="/box-office" element={<BoxOfficePage />} />
      </Route>
    </AppRoutes>
  );
}
