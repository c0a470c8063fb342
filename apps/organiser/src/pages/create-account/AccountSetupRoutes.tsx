import { Route } from 'react-router-dom';
import { AccountSetupLayout } from './AccountSetupLayout';
import { AccountStepPage } from './AccountStepPage';

/** The signed-up area's routes: /create-account and exactly /create-account/{id}. */
export function accountSetupRoutes({ appTitle, homePath }: { appTitle: string; homePath: string }) {
  return (
    <Route path="/create-account" element={<AccountSetupLayout appTitle={appTitle} homePath={homePath} />}>
      <Route index element={<AccountStepPage />} />
      <Route path=":id" element={<AccountStepPage />} />
    </Route>
  );
}
