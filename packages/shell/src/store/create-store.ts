import { api, sessionExpired } from '@diy/api';
import { combineReducers, configureStore, createListenerMiddleware, type Reducer } from '@reduxjs/toolkit';
import { setupListeners } from '@reduxjs/toolkit/query';
import { useDispatch, useSelector } from 'react-redux';
import { authSlice } from './auth-slice';
import { closePopup, showToast, uiSlice } from './ui-slice';

const sharedReducers = {
  [api.reducerPath]: api.reducer,
  auth: authSlice.reducer,
  ui: uiSlice.reducer,
};
const rootReducer = combineReducers(sharedReducers);

/** Slices an app adds beside the shared ones (the scanner's scanning state), by key. */
export type AppReducers = Record<string, Reducer>;

/** One store per app: the API cache, login state and the global toast/popup/spinner, plus the app's own slices. */
export function createAppStore(appReducers: AppReducers = {}) {
  const listener = createListenerMiddleware();
  // Seed 001 section 4: a 401/403 on an authenticated call has deleted the token; say why, and RequireAuth
  // sends the user to /login.
  listener.startListening({
    actionCreator: sessionExpired,
    effect: (action, { dispatch }) => {
      dispatch(closePopup());
      dispatch(api.util.resetApiState());
      dispatch(showToast({ type: 'error', data: action.payload.message }));
    },
  });
  const store = configureStore({
    reducer: combineReducers({ ...appReducers, ...sharedReducers }) as unknown as typeof rootReducer,
    middleware: (getDefault) => getDefault().prepend(listener.middleware).concat(api.middleware),
  });
  setupListeners(store.dispatch);
  return store;
}

export type AppStore = ReturnType<typeof createAppStore>;
export type RootState = ReturnType<typeof rootReducer>;
export type AppDispatch = AppStore['dispatch'];

export const useAppDispatch = useDispatch.withTypes<AppDispatch>();
export const useAppSelector = useSelector.withTypes<RootState>();
