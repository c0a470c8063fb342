import { AppLayout, AppShell, LoginScreen, RequireAuth, SessionGate } from '@diy/shell';
import { Navigate, Route, Routes } from 'react-router-dom';
import { ScannerHomePage } from './pages/ScannerHomePage';

const APP_TITLE = 'Gate Scanner';
const HOME = '/scanningApp';

export function App() {
  return (
    <AppShell>
      <Routes>
        <Route path="/login" element={<LoginScreen homePath={HOME} appTitle={APP_TITLE} />} />
        <Route path="/" element={<Navigate to={HOME} replace />} />
        <Route element={<RequireAuth />}>
          <Route
            element={
              <SessionGate requiredRoles={['scanner']}>
                <AppLayout appTitle={APP_TITLE} homePath={HOME} />
              </SessionGate>
            }
          >
            <Route path="/scanningApp" element={<ScannerHomePage />} />
            <Route path="*" element={<Navigate to={HOME} replace />} />
          </Route>
        </Route>
      </Routes>
    </AppShell>
  );
}
