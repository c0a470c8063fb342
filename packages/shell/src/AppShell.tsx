import { errorMessage, tokenStorage, useValidateLoginMutation } from '@diy/api';
import { SHELL_MESSAGES } from '@diy/domain';
import { DiyThemeProvider } from '@diy/ui';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Provider } from 'react-redux';
import { BrowserRouter, MemoryRouter, StaticRouter, useLocation, useNavigate } from 'react-router-dom';
import { GlobalHosts } from './hosts/GlobalHosts';
import { loggedOut, newUserCleared, newUserValidated } from './store/auth-slice';
import { createAppStore, useAppDispatch, useAppSelector, type AppReducers } from './store/create-store';
import { showToast, spinnerHidden, spinnerShown } from './store/ui-slice';

/**
 * Start-up behaviour (seed 001 section 2): an id in the query string while a token exists deletes the token
 * and goes to /login. No token means logged out (the auth slice starts from storage). Without an access token
 * a stored new-user token is validated (GET v1/validate/login-cta); failure removes it, goes to /login and
 * toasts the message.
 */
function StartupCheck() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  // The router's query, not the window's: the same in the browser, but a shell routed in memory (a Storybook screen,
  // whose frame's own address carries Storybook's `?id=`) has only its own path.
  const { search } = useLocation();
  const startSearch = useRef(search);
  const check = useAppSelector((s) => s.auth.newUser.check);
  const [validate] = useValidateLoginMutation();
  const started = useRef(false);

  useEffect(() => {
    const params = new URLSearchParams(startSearch.current);
    if (params.has('id') && tokenStorage.getAccessToken()) {
      tokenStorage.clearAccessToken();
      dispatch(loggedOut());
      navigate('/login', { replace: true });
    }
  }, [dispatch, navigate]);

  useEffect(() => {
    if (check !== 'checking' || started.current) return;
    started.current = true;
    const token = tokenStorage.getNewUserToken();
    const fail = (message: string) => {
      tokenStorage.clearNewUserToken();
      navigate('/login', { replace: true });
      dispatch(newUserCleared());
      dispatch(showToast({ type: 'error', data: message }));
    };
    if (!token) {
      dispatch(newUserCleared());
      return;
    }
    dispatch(spinnerShown());
    validate(token)
      .unwrap()
      .then((answer) => (answer.success ? dispatch(newUserValidated({ mobile: answer.mobile })) : fail(SHELL_MESSAGES.generic)))
      .catch((error: unknown) => fail(errorMessage(error, SHELL_MESSAGES.generic)))
      .finally(() => dispatch(spinnerHidden()));
  }, [check, dispatch, navigate, validate]);
  return null;
}

/**
 * Everything an app needs around its routes: store, theme, router and the global toast/popup/spinner hosts.
 * `location` renders one path without a browser (the build's prerender of the login screen, prerender.tsx);
 * `initialPath` (Storybook's screen stories only) routes in memory from that path instead of the address bar.
 */
export function AppShell({ children, reducers, location, initialPath }: { children: ReactNode; reducers?: AppReducers; location?: string; initialPath?: string }) {
  const [store] = useState(() => createAppStore(reducers));
  const routes = (
    <>
      <StartupCheck />
      {children}
      <GlobalHosts />
    </>
  );
  // Navigations render with the store updates made beside them (no transition): a flow that is cleared as its screen
  // is left must not be seen by that screen first, or its guard would send the user to /login.
  const router =
    location !== undefined ? (
      <StaticRouter location={location}>{routes}</StaticRouter>
    ) : initialPath !== undefined ? (
      <MemoryRouter useTransitions={false} initialEntries={[initialPath]}>
        {routes}
      </MemoryRouter>
    ) : (
      <BrowserRouter useTransitions={false}>{routes}</BrowserRouter>
    );
  return (
    <Provider store={store}>
      <DiyThemeProvider>
        {router}
      </DiyThemeProvider>
    </Provider>
  );
}
