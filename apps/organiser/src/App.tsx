import { AppLayout, AppShell, LoginScreen, RequireAuth, SessionGate } from '@diy/shell';
import { Navigate, Route, Routes } from 'react-router-dom';
import { EventsPage } from './pages/EventsPage';
import { HomePage } from './pages/HomePage';
import { NotFoundPage } from './pages/NotFoundPage';

const APP_TITLE = 'Organiser console';
const HOME = '/apps';

const NAV = [
  { to: '/apps', label: 'Home' },
  { to: '/events/live', label: 'Events' },
];

export function App() {
  return (
    <AppShell>
      <Routes>
        <Route path="/login" element={<LoginScreen homePath={HOME} appTitle={APP_TITLE} showBenefits />} />
        <Route path="/signup" element={<LoginScreen homePath={HOME} appTitle={APP_TITLE} showBenefits />} />
        <Route path="/" element={<Navigate to={HOME} replace />} />
        <Route element={<RequireAuth />}>
          <Route
            element={
              <SessionGate requiredRoles={['organiser']}>
                <AppLayout appTitle={APP_TITLE} homePath={HOME} nav={NAV} />
              </SessionGate>
            }
          >
            <Route path="/apps" element={<HomePage />} />
            <Route path="/apps/diy/home" element={<Navigate to={HOME} replace />} />
            <Route path="/events" element={<Navigate to="/events/live" replace />} />
            <Route path="/events/:tab" element={<EventsPage />} />
            <Route path="*" element={<NotFoundPage />} />
          </Route>
        </Route>
      </Routes>
    </AppShell>
  );
}
