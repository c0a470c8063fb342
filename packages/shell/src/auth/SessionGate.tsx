import { errorMessage, isAppError, useGetFeaturesQuery, useGetProfileQuery } from '@diy/api';
import { POPUP_OKAY, SCAN_MESSAGES, SHELL_MESSAGES, featureListFailurePopup, type Role } from '@diy/domain';
import { useEffect, useRef, type ReactNode } from 'react';
import { userLoaded } from '../store/auth-slice';
import { useAppDispatch } from '../store/create-store';
import { showPopup } from '../store/popup-actions';
import { spinnerHidden, spinnerShown } from '../store/ui-slice';
import { CurrentUserContext } from './current-user';
import { useLogout } from './use-session';

function errorStatus(error: unknown): number | undefined {
  return isAppError(error) ? error.status : undefined;
}

/** A 401/403 is the session ending (the base query logs out); anything else deserves the Retry popup. */
function failedOtherThanAuth(error: unknown): boolean {
  if (!error) return false;
  const status = errorStatus(error);
  return status !== 401 && status !== 403;
}

interface SessionGateProps {
  /** The user needs at least one of these roles to use this app. */
  requiredRoles: readonly Role[];
  /** A user without one of the roles may still use the app with one of these features (a reports-only user). */
  allowedFeatures?: readonly string[];
  children: ReactNode;
}

/**
 * After login the user details and the feature list load while a spinner covers the app (seed 001 section 2).
 * Failures show the spec's Retry popups; a user without a role for this app is told so and logged out.
 */
export function SessionGate({ requiredRoles, allowedFeatures = [], children }: SessionGateProps) {
  const dispatch = useAppDispatch();
  const profile = useGetProfileQuery();
  const features = useGetFeaturesQuery();
  const { logoutNow } = useLogout();
  const loading = profile.isLoading || features.isLoading;
  const shownFor = useRef<string | null>(null);

  useEffect(() => {
    if (!loading) return;
    dispatch(spinnerShown());
    return () => {
      dispatch(spinnerHidden());
    };
  }, [loading, dispatch]);

  useEffect(() => {
    if (profile.data) dispatch(userLoaded({ userName: profile.data.name }));
  }, [profile.data, dispatch]);

  const profileError = failedOtherThanAuth(profile.error);
  const featuresError = failedOtherThanAuth(features.error);
  const byFeature = features.data?.features.some((f) => allowedFeatures.includes(f)) ?? false;
  const forbidden = profile.data && features.data && !profile.data.roles.some((r) => requiredRoles.includes(r)) && !byFeature;
  const problem = profileError ? 'profile' : featuresError ? 'features' : forbidden ? 'role' : null;

  useEffect(() => {
    if (problem === shownFor.current) return;
    shownFor.current = problem;
    if (problem === null) return;
    if (problem === 'profile') {
      showPopup(dispatch, {
        title: SHELL_MESSAGES.profileFailed,
        body: errorMessage(profile.error, SHELL_MESSAGES.generic),
        dismissible: false,
        buttons: [{ label: SHELL_MESSAGES.retry, onClick: () => { shownFor.current = null; void profile.refetch(); } }],
      });
    } else if (problem === 'features') {
      const popup = featureListFailurePopup({ status: errorStatus(features.error), offline: !navigator.onLine });
      if (!popup) return;
      showPopup(dispatch, {
        title: popup.title,
        body: popup.body,
        dismissible: false,
        buttons: [{ label: popup.button, onClick: () => { shownFor.current = null; void features.refetch(); } }],
      });
    } else {
      showPopup(dispatch, {
        title: SHELL_MESSAGES.oopsTitle,
        body: SCAN_MESSAGES.notAuthorised,
        dismissible: false,
        buttons: [{ label: POPUP_OKAY, onClick: () => void logoutNow() }],
      });
    }
  }, [problem, dispatch, profile, features, logoutNow]);


  if (!profile.data || !features.data || forbidden) return null;
  return (
    <CurrentUserContext.Provider value={{ profile: profile.data, features: features.data.features }}>
      {children}
    </CurrentUserContext.Provider>
  );
}
