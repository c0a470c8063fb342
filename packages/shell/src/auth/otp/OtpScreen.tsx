import {
  tokenStorage, useForgotPasswordMutation, useResendChallengeMutation, useResendSignupOtpMutation, useVerifyChallengeMutation,
  useVerifyResetOtpMutation, useVerifySignupOtpMutation, errorMessage,
} from '@diy/api';
import { IDENTITY_MESSAGES, SHELL_MESSAGES, isValidOtp } from '@diy/domain';
import { Button, OtpInput, ResendOtp } from '@diy/ui';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Navigate, useNavigate } from 'react-router-dom';
import {
  loggedIn, otpFailed, otpFlowCancelled, otpResent, resendAvailableAt, resetVerified, signedUp, type OtpFlow,
} from '../../store/auth-slice';
import { useAppDispatch, useAppSelector } from '../../store/create-store';
import { showPopup } from '../../store/popup-actions';
import { hideToast, showToast } from '../../store/ui-slice';
import { AuthFrame } from '../AuthFrame';
import { StyledForm } from '../AuthFrame.styles';
import { otpFailureOutcome, validityText, type AuthScreenConfig } from '../identity-outcomes';
import { OTP_ROUTES } from '../use-identity';
import { StyledOtpActions, StyledValidity } from './OtpScreen.styles';

export interface OtpScreenProps {
  config: AuthScreenConfig;
  /** The flows this route serves: /login/otp login and mfa, /login/reset/otp reset, /signup/otp signup. */
  flows: readonly OtpFlow[];
}

const TITLES: Record<OtpFlow, string> = {
  login: 'Enter OTP',
  mfa: 'Verify it’s you',
  reset: 'Reset your password',
  signup: 'Verify your mobile number',
};

/**
 * Code entry for a login challenge, a second step, a password reset or a sign-up (seed 001 sections 2 to 4).
 * Without a pending flow for this route the user goes back to /login.
 */
export function OtpScreen({ config, flows }: OtpScreenProps) {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const auth = useAppSelector((s) => s.auth);
  const [otp, setOtp] = useState('');
  const inputRef = useRef<HTMLInputElement>(null);
  const [verifyChallenge, challengeState] = useVerifyChallengeMutation();
  const [verifyReset, resetState] = useVerifyResetOtpMutation();
  const [verifySignup, signupState] = useVerifySignupOtpMutation();
  const [resendChallenge, resendChallengeState] = useResendChallengeMutation();
  const [resendReset, resendResetState] = useForgotPasswordMutation();
  const [resendSignup, resendSignupState] = useResendSignupOtpMutation();

  const flow = auth.otpFlow;
  const config_ = auth.otpConfig;
  const otpId = auth.otpSessionId;

  useEffect(() => {
    inputRef.current?.focus();
  }, []);

  if (!flow || !flows.includes(flow) || !config_ || !otpId) return <Navigate to="/login" replace />;
  const pendingFlow = flow;
  const pendingConfig = config_;
  const pendingOtpId = otpId;

  const verifying = challengeState.isLoading || resetState.isLoading || signupState.isLoading;
  const resending = resendChallengeState.isLoading || resendResetState.isLoading || resendSignupState.isLoading;

  function failed(error: unknown) {
    const outcome = otpFailureOutcome(pendingFlow, error);
    setOtp('');
    if (outcome.kind === 'popup') {
      // Seed 001 section 8: a challenge failure is a popup titled "Oops" with the server message.
      dispatch(otpFailed(null));
      showPopup(dispatch, { title: outcome.title, body: outcome.body, onDismiss: () => inputRef.current?.focus(), buttons: [{ label: 'Okay', onClick: () => inputRef.current?.focus() }] });
    } else {
      dispatch(otpFailed(outcome.message));
      inputRef.current?.focus();
    }
  }

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!isValidOtp(otp)) {
      dispatch(otpFailed(IDENTITY_MESSAGES.otpFormat));
      inputRef.current?.focus();
      return;
    }
    try {
      if (pendingFlow === 'login' || pendingFlow === 'mfa') {
        const body = pendingFlow === 'mfa' && auth.mfaToken ? { mfaToken: auth.mfaToken, otp } : { otpId: pendingOtpId, otp };
        const result = await verifyChallenge(body).unwrap();
        tokenStorage.setAccessToken(result.accessToken);
        navigate(auth.returnTo ?? config.homePath, { replace: true });
        dispatch(loggedIn());
      } else if (pendingFlow === 'reset') {
        const { sessionID } = await verifyReset({ otp, username: auth.reset.username ?? '', otpId: pendingOtpId }).unwrap();
        navigate(OTP_ROUTES.resetPassword, { replace: true });
        dispatch(resetVerified({ sessionID }));
      } else {
        const { token } = await verifySignup({ otp, otpId: pendingOtpId }).unwrap();
        tokenStorage.setNewUserToken(token);
        navigate(config.signedUpPath ?? config.homePath, { replace: true });
        dispatch(signedUp({ mobile: pendingConfig.mobile }));
        // The "let's get you signed up" notice has done its job; it would cover the landing's app bar.
        dispatch(hideToast());
      }
    } catch (error) {
      failed(error);
    }
  }

  async function onResend() {
    try {
      let next: { otpId: string; sentTo: string; expiresInSeconds: number; resendInSeconds: number };
      if (pendingFlow === 'login' || pendingFlow === 'mfa') {
        const body = pendingFlow === 'mfa' && auth.mfaToken ? { mfaToken: auth.mfaToken } : { otpId: pendingOtpId };
        next = await resendChallenge(body).unwrap();
      } else if (pendingFlow === 'reset') {
        next = await resendReset({ username: auth.reset.username ?? '', otpId: pendingOtpId }).unwrap();
      } else {
        const answer = await resendSignup({ mobile: pendingConfig.mobile ?? '', otpId: pendingOtpId }).unwrap();
        next = { ...answer, otpId: answer.id };
      }
      dispatch(otpResent({ ...next, sentAt: Date.now() }));
      setOtp('');
      inputRef.current?.focus();
      dispatch(showToast({ type: 'success', data: IDENTITY_MESSAGES.otpSent }));
    } catch (error) {
      dispatch(showToast({ type: 'error', data: errorMessage(error, SHELL_MESSAGES.generic) }));
    }
  }

  function onCancel() {
    const back = pendingFlow === 'signup' ? '/signup' : '/login';
    navigate(back, { replace: true });
    dispatch(otpFlowCancelled());
  }

  const lead = (
    <>
      {pendingFlow === 'mfa' ? `${IDENTITY_MESSAGES.mfaRequired} ` : 'Enter the 6-digit code we sent to '}
      {pendingFlow === 'mfa' ? 'Sent to ' : null}
      <strong>{pendingConfig.sentTo}</strong>.
    </>
  );

  return (
    <AuthFrame title={TITLES[pendingFlow]} lead={lead} showBenefits={config.signUp}>
      <StyledForm noValidate onSubmit={onSubmit} aria-label="Verify OTP">
        <OtpInput
          ref={inputRef}
          label="OTP"
          name="otp"
          value={otp}
          onChange={(value) => {
            setOtp(value);
            if (auth.errors.otp) dispatch(otpFailed(null));
          }}
          error={auth.errors.otp ?? undefined}
          hint={`The code is valid for ${validityText(pendingConfig.expiresInSeconds)}.`}
        />
        <StyledOtpActions>
          <ResendOtp availableAt={resendAvailableAt(pendingConfig)} onResend={() => void onResend()} loading={resending} disabled={!pendingOtpId} />
          <Button variant="ghost" size="sm" onClick={onCancel}>
            {pendingFlow === 'signup' ? 'Use a different number' : 'Back to log in'}
          </Button>
        </StyledOtpActions>
        <Button type="submit" variant="primary" fullWidth loading={verifying}>
          Verify
        </Button>
      </StyledForm>
      {pendingFlow === 'reset' && auth.reset.username ? (
        <StyledValidity>Resetting the password of {auth.reset.username}.</StyledValidity>
      ) : null}
    </AuthFrame>
  );
}
