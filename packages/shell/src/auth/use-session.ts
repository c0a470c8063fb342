import { api, isAppError, tokenStorage, useLogoutMutation } from '@diy/api';
import { AUTH_FLOW_MESSAGES, LOGOUT_CONFIRM } from '@diy/domain';
import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { loggedOut } from '../store/auth-slice';
import { useAppDispatch } from '../store/create-store';
import { showPopup } from '../store/popup-actions';
import { closePopup, showToast } from '../store/ui-slice';

/** Logout (seed 001 section 4): clear the token, hide popups, go to /login, then tell the server. */
export function useLogout() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [logoutCall] = useLogoutMutation();

  const logoutNow = useCallback(async () => {
    const token = tokenStorage.getAccessToken();
    tokenStorage.clearAccessToken();
    dispatch(closePopup());
    dispatch(loggedOut());
    dispatch(api.util.resetApiState());
    navigate('/login', { replace: true });
    if (!token) return;
    try {
      await logoutCall(token).unwrap();
    } catch (error) {
      // An already-ended session is fine; a server that could not be told is worth saying.
      const status = isAppError(error) ? error.status : 0;
      if (status === 0 || status >= 500) dispatch(showToast({ type: 'error', data: AUTH_FLOW_MESSAGES.logoutFailed }));
    }
  }, [dispatch, navigate, logoutCall]);

  /** Asks "Are you sure?" first, as the spec requires. */
  const confirmLogout = useCallback(() => {
    showPopup(dispatch, {
      title: LOGOUT_CONFIRM.title,
      body: LOGOUT_CONFIRM.text,
      buttons: [
        { label: LOGOUT_CONFIRM.yes, variant: 'primary', onClick: () => void logoutNow() },
        { label: LOGOUT_CONFIRM.no, variant: 'secondary' },
      ],
    });
  }, [dispatch, logoutNow]);

  return { logoutNow, confirmLogout };
}
