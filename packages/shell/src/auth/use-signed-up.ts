import { api, tokenStorage } from '@diy/api';
import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { newUserCleared } from '../store/auth-slice';
import { useAppDispatch, useAppSelector } from '../store/create-store';

/** The signed-up user (new-user token holder) as the account setup pages need it. */
export function useSignedUpUser() {
  const { isSignedUp, isLoggedIn, newUser } = useAppSelector((s) => s.auth);
  return { isSignedUp, isLoggedIn, checking: newUser.check === 'checking', mobile: newUser.mobile };
}

/**
 * Ends the signed-up state: the new-user token is removed and the user goes to `to` (/signup to start again with
 * another number, /login once the application is submitted). `reload` loads the page afresh, as the spec asks
 * when the sign-up form cannot be loaded with the token (seed 001 section 8).
 */
export function useLeaveSignedUp() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  return useCallback(
    (to: '/signup' | '/login', options: { reload?: boolean } = {}) => {
      tokenStorage.clearNewUserToken();
      if (options.reload) {
        window.location.assign(to);
        return;
      }
      navigate(to, { replace: true });
      dispatch(newUserCleared());
      dispatch(api.util.resetApiState());
    },
    [dispatch, navigate],
  );
}
