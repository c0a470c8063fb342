import { AppRoutes } from '@diy/shell';
import { Route } from 'react-router-dom';
import { AdminHomePage } from './pages/AdminHomePage';

/** The staff admin's routes. */
export function App() {
  return (
    <AppRoutes appTitle="Staff Admin" homePath="/apps/diy/home" requiredRoles={['reviewer', 'admin']} otpLogin={false}>
      <Route path="/apps/diy/home" element={<AdminHomePage />} />
    </AppRoutes>
  );
}
