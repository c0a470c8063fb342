import { AppRoutes } from '@diy/shell';
import { Navigate, Route } from 'react-router-dom';
import { accountSetupRoutes } from './pages/create-account/AccountSetupRoutes';
import { ApplicationStatusScreen } from './pages/create-account/ApplicationStatusScreen';
import { eventRoutes } from './pages/events/routes';
import { EventSearch } from './pages/events/search/EventSearch';
import { HomePage } from './pages/HomePage';
import { NotFoundPage } from './pages/NotFoundPage';
import { ProfilePage } from './pages/profile/ProfilePage';

const HOME = '/apps';
const TITLE = 'Organiser console';
/** Submitted organisers waiting for review see their application status; the profile stays open. */
const APPLICATION_GATE = { screen: <ApplicationStatusScreen />, openPaths: ['/profile'] };
const NAV = [
  { to: '/apps', label: 'Home' },
  { to: '/events/live', label: 'Events' },
  { to: '/profile', label: 'Profile' },
];

/** The organiser console's routes. */
export function App() {
  return (
    <AppRoutes
      appTitle={TITLE}
      homePath={HOME}
      requiredRoles={['organiser']}
      nav={NAV}
      barSearch={<EventSearch />}
      organiserLogin
      signedUpRoutes={accountSetupRoutes({ appTitle: TITLE, homePath: HOME })}
      applicationGate={APPLICATION_GATE}
      fallback={<NotFoundPage />}
    >
      <Route path="/apps" element={<HomePage />} />
      <Route path="/apps/diy/home" element={<Navigate to={HOME} replace />} />
      {eventRoutes}
      <Route path="/profile" element={<ProfilePage />} />
    </AppRoutes>
  );
}
