import { AppLayout, AppShell, LoginScreen, RequireAuth, SessionGate } from '@diy/shell';
import { Navigate, Route, Routes } from 'react-router-dom';
import { AdminHomePage } from './pages/AdminHomePage';

const APP_TITLE = 'Staff Admin';
const HOME = '/apps/diy/home';

export function App() {
  return (
    <AppShell>
      <Routes>
        <Route path="/login" element={<LoginScreen homePath={HOME} appTitle={APP_TITLE} />} />
        <Route path="/" element={<Navigate to={HOME} replace />} />
        <Route element={<RequireAuth />}>
          <Route
            element={
              <SessionGate requiredRoles={['reviewer', 'admin']}>
                <AppLayout appTitle={APP_TITLE} homePath={HOME} />
              </SessionGate>
            }
          >
            <Route path="/apps/diy/home" element={<AdminHomePage />} />
            <Route path="*" element={<Navigate to={HOME} replace />} />
          </Route>
        </Route>
      </Routes>
    </AppShell>
  );
}
