import { useLoginWithMobileMutation } from '@diy/api';
import { Button } from '@diy/ui';
import type { FormEvent } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { loginFailed } from '../../store/auth-slice';
import { useAppDispatch } from '../../store/create-store';
import { showToast } from '../../store/ui-slice';
import { StyledFooterLine, StyledForm, StyledLinks } from '../AuthFrame.styles';
import { loginFailureOutcome, type AuthScreenConfig } from '../identity-outcomes';
import { originPath } from '../RequireAuth';
import { useOpenChallenge, useStartSignup } from '../use-identity';
import type { LoginMode } from './LoginScreen';
import { MobileNumberField, useMobileNumber } from './MobileNumberField';
import { preloadLoginSchemas } from './use-login-schemas';

interface Props {
  config: AuthScreenConfig;
  onMode: (mode: LoginMode) => void;
}

/** Login with a one-time code: POST auth/token {mobile} answers 202 with the challenge; an unknown number signs up. */
export function MobileLoginForm({ config, onMode }: Props) {
  const dispatch = useAppDispatch();
  const location = useLocation();
  const openChallenge = useOpenChallenge();
  const { startSignup, isStarting } = useStartSignup();
  const [loginWithMobile, { isLoading }] = useLoginWithMobileMutation();
  const { mobile, setMobile, error, validate } = useMobileNumber();

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const checked = await validate();
    if (!checked) return;
    try {
      const challenge = await loginWithMobile({ mobile: checked }).unwrap();
      openChallenge({ flow: 'login', challenge, mobile: checked, returnTo: originPath(location.state, config.homePath) });
    } catch (failure) {
      const outcome = loginFailureOutcome(failure, { mobile: checked, signUp: config.signUp });
      if (outcome.kind === 'sign-up') {
        await startSignup(outcome.mobile, outcome.message);
      } else if (outcome.kind === 'second-step') {
        openChallenge({ flow: 'mfa', challenge: outcome.challenge, mfaToken: outcome.mfaToken, mobile: checked });
      } else {
        dispatch(loginFailed(outcome.message));
        dispatch(showToast({ type: 'error', data: outcome.message }));
        dispatch(loginFailed(null));
      }
    }
  }

  return (
    <>
      <StyledForm noValidate onSubmit={onSubmit} onFocus={preloadLoginSchemas} aria-label="Log in with OTP">
        <MobileNumberField value={mobile} onChange={setMobile} error={error} />
        <Button type="submit" variant="primary" fullWidth loading={isLoading || isStarting}>
          Get OTP
        </Button>
      </StyledForm>
      <StyledLinks>
        <Button variant="ghost" size="sm" onClick={() => onMode('password')}>
          Use password instead
        </Button>
      </StyledLinks>
      {config.signUp && (
        <StyledFooterLine>
          New to DIY Events? <Link to="/signup">Sign up</Link>
        </StyledFooterLine>
      )}
    </>
  );
}
