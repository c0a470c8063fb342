import { AppRoutes } from '@diy/shell';
import { Navigate, Route } from 'react-router-dom';
import { eventRoutes } from './pages/events/routes';
import { HomePage } from './pages/HomePage';
import { NotFoundPage } from './pages/NotFoundPage';

const HOME = '/apps';
const NAV = [
  { to: '/apps', label: 'Home' },
  { to: '/events/live', label: 'Events' },
];

/** The organiser console's routes. */
export function App() {
  return (
    <AppRoutes appTitle="Organiser console" homePath={HOME} requiredRoles={['organiser']} nav={NAV} organiserLogin fallback={<NotFoundPage />}>
      <Route path="/apps" element={<HomePage />} />
      <Route path="/apps/diy/home" element={<Navigate to={HOME} replace />} />
      {eventRoutes}
    </AppRoutes>
  );
}
