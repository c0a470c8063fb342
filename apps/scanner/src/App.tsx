import { AppRoutes } from '@diy/shell';
import { Route } from 'react-router-dom';
import { ScannerHomePage } from './pages/ScannerHomePage';

/** The gate scanner's routes. */
export function App() {
  return (
    <AppRoutes appTitle="Gate Scanner" homePath="/scanningApp" requiredRoles={['scanner']}>
      <Route path="/scanningApp" element={<ScannerHomePage />} />
    </AppRoutes>
  );
}
