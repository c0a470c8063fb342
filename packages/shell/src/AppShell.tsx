import { tokenStorage } from '@diy/api';
import { DiyThemeProvider } from '@diy/ui';
import { useEffect, useState, type ReactNode } from 'react';
import { Provider } from 'react-redux';
import { BrowserRouter, useNavigate } from 'react-router-dom';
import { GlobalHosts } from './hosts/GlobalHosts';
import { loggedOut } from './store/auth-slice';
import { createAppStore, useAppDispatch } from './store/create-store';

/**
 * Start-up behaviour (seed 001 section 2): an id in the query string while a token exists deletes the token
 * and goes to /login. No token means logged out (the auth slice starts from storage).
 */
function StartupCheck() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  useEffect(() => {
    const params = new URLSearchParams(window.location.search);
    if (params.has('id') && tokenStorage.getAccessToken()) {
      tokenStorage.clearAccessToken();
      dispatch(loggedOut());
      navigate('/login', { replace: true });
    }
  }, [dispatch, navigate]);
  return null;
}

/** Everything an app needs around its routes: store, theme, router and the global toast/popup/spinner hosts. */
export function AppShell({ children }: { children: ReactNode }) {
  const [store] = useState(createAppStore);
  return (
    <Provider store={store}>
      <DiyThemeProvider>
        <BrowserRouter>
          <StartupCheck />
          {children}
          <GlobalHosts />
        </BrowserRouter>
      </DiyThemeProvider>
    </Provider>
  );
}
