import { lazyPage } from '@diy/shell';
import { Route } from 'react-router-dom';

// The account setup form loads when a signed-up user first opens it: its frame and steps in one chunk.
const AccountSetupLayout = lazyPage(() => import('./account-setup-screens'), 'AccountSetupLayout');
const AccountStepPage = lazyPage(() => import('./account-setup-screens'), 'AccountStepPage');

/** The signed-up area's routes: /create-account and exactly /create-account/{id}. */
export function accountSetupRoutes({ appTitle, homePath }: { appTitle: string; homePath: string }) {
  return (
    <Route path="/create-account" element={<AccountSetupLayout appTitle={appTitle} homePath={homePath} />}>
      <Route index element={<AccountStepPage />} />
      <Route path=":id" element={<AccountStepPage />} />
    </Route>
  );
}
