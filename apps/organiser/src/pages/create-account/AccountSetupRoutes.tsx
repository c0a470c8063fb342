import { lazyPage } from '@diy/shell';
import { Route } from 'react-router-dom';

// The account setup form loads when a signed-up user first opens it.
const AccountSetupLayout = lazyPage(() => import('./AccountSetupLayout'), 'AccountSetupLayout');
const AccountStepPage = lazyPage(() => import('./AccountStepPage'), 'AccountStepPage');

/** The signed-up area's routes: /create-account and exactly /create-account/{id}. */
export function accountSetupRoutes({ appTitle, homePath }: { appTitle: string; homePath: string }) {
  return (
    <Route path="/create-account" element={<AccountSetupLayout appTitle={appTitle} homePath={homePath} />}>
      <Route index element={<AccountStepPage />} />
      <Route path=":id" element={<AccountStepPage />} />
    </Route>
  );
}
