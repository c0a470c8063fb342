import { errorMessage, useSendSignupOtpMutation } from '@diy/api';
import { ERROR_TOAST_TIMEOUT_MS, SHELL_MESSAGES, type Challenge } from '@diy/domain';
import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { challengeStarted, signupOtpSent, type ChallengeStartedPayload } from '../store/auth-slice';
import { useAppDispatch } from '../store/create-store';
import { showToast } from '../store/ui-slice';

export const OTP_ROUTES = { login: '/login/otp', reset: '/login/reset/otp', signup: '/signup/otp', resetPassword: '/login/reset' } as const;

export type SignupStart = 'sent' | 'exists' | 'failed';

/** Starts the sign-up code flow for a mobile number (POST v1/signup/send-otp) and opens /signup/otp. */
export function useStartSignup() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [send, state] = useSendSignupOtpMutation();
  const start = useCallback(
    async (mobile: string, notice?: string): Promise<SignupStart> => {
      try {
        const answer = await send({ mobile }).unwrap();
        if (answer.userExist) return 'exists';
        dispatch(signupOtpSent({ mobile, answer, sentAt: Date.now() }));
        navigate(OTP_ROUTES.signup);
        // The server's ERR.NEW.USER message, long enough to read (the login error toast's 6000 ms).
        if (notice) dispatch(showToast({ type: 'info', data: notice, timeout: ERROR_TOAST_TIMEOUT_MS }));
        return 'sent';
      } catch (error) {
        dispatch(showToast({ type: 'error', data: errorMessage(error, SHELL_MESSAGES.generic) }));
        return 'failed';
      }
    },
    [send, dispatch, navigate],
  );
  return { startSignup: start, isStarting: state.isLoading };
}

/** Opens the code screen for a challenge of a login, a second step or a reset. */
export function useOpenChallenge() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  return useCallback(
    (payload: Omit<ChallengeStartedPayload, 'sentAt' | 'challenge'> & { challenge: Challenge }) => {
      dispatch(challengeStarted({ ...payload, sentAt: Date.now() }));
      navigate(payload.flow === 'reset' ? OTP_ROUTES.reset : OTP_ROUTES.login);
    },
    [dispatch, navigate],
  );
}
