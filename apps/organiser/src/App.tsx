import { FEATURES } from '@diy/domain';
import { AppRoutes } from '@diy/shell';
import { Navigate, Route } from 'react-router-dom';
import { accountSetupRoutes } from './pages/create-account/AccountSetupRoutes';
import { ApplicationStatusScreen } from './pages/create-account/ApplicationStatusScreen';
import { eventRoutes } from './pages/events/routes';
import { HomePage } from './pages/HomePage';
import { NotFoundPage } from './pages/NotFoundPage';
import { offerRoutes } from './pages/offers/routes';
import { ProfilePage } from './pages/profile/ProfilePage';

const HOME = '/apps';
const TITLE = 'Organiser console';
/** Submitted organisers waiting for review see their application status; the profile stays open. */
const APPLICATION_GATE = { screen: <ApplicationStatusScreen />, openPaths: ['/profile'] };
const NAV = [
  { to: '/apps', label: 'Home' },
  { to: '/events/live', label: 'Events', feature: FEATURES.events },
  { to: '/offers/dashboard', label: 'Offers', feature: FEATURES.offers },
  // The profile is the organiser's own (an offer manager has none).
  { to: '/profile', label: 'Profile', feature: FEATURES.events },
];

/** The organiser console's routes. */
export function App() {
  return (
    <AppRoutes
      appTitle={TITLE}
      homePath={HOME}
      requiredRoles={['organiser', 'offer_manager']}
      nav={NAV}
      organiserLogin
      signedUpRoutes={accountSetupRoutes({ appTitle: TITLE, homePath: HOME })}
      applicationGate={APPLICATION_GATE}
      fallback={<NotFoundPage />}
    >
      <Route path="/apps" element={<HomePage />} />
      <Route path="/apps/diy/home" element={<Navigate to={HOME} replace />} />
      {eventRoutes}
      {offerRoutes}
      <Route path="/profile" element={<ProfilePage />} />
    </AppRoutes>
  );
}
