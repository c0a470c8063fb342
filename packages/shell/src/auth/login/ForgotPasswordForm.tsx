import { useForgotPasswordMutation } from '@diy/api';
import { MOBILE_PATTERN } from '@diy/domain';
import { Button, TextField } from '@diy/ui';
import { useState, type FormEvent } from 'react';
import { useAppDispatch } from '../../store/create-store';
import { showToast } from '../../store/ui-slice';
import { StyledForm, StyledLinks } from '../AuthFrame.styles';
import { forgotFailureOutcome, type AuthScreenConfig } from '../identity-outcomes';
import { useOpenChallenge, useStartSignup } from '../use-identity';
import type { LoginMode } from './LoginScreen';
import { preloadLoginSchemas, useLoginSchemas } from './use-login-schemas';

interface Props {
  config: AuthScreenConfig;
  onMode: (mode: LoginMode) => void;
}

/** Forgot password (seed 001 section 4): a code goes to the user, then /login/reset/otp. */
export function ForgotPasswordForm({ config, onMode }: Props) {
  const dispatch = useAppDispatch();
  const openChallenge = useOpenChallenge();
  const { startSignup, isStarting } = useStartSignup();
  const [forgot, { isLoading }] = useForgotPasswordMutation();
  const loadSchemas = useLoginSchemas();
  const [username, setUsername] = useState('');
  const [error, setError] = useState<string | undefined>();

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const schemas = await loadSchemas();
    if (!schemas) return;
    const parsed = schemas.forgotPasswordSchema.safeParse({ username });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    setError(undefined);
    const value = parsed.data.username;
    try {
      const challenge = await forgot({ username: value }).unwrap();
      openChallenge({ flow: 'reset', challenge, username: value, mobile: MOBILE_PATTERN.test(value) ? value : null });
    } catch (failure) {
      const outcome = forgotFailureOutcome(failure, { username: value, signUp: config.signUp });
      if (outcome.kind === 'sign-up') await startSignup(outcome.mobile, outcome.message);
      else if (outcome.kind === 'toast') dispatch(showToast({ type: 'error', data: outcome.message }));
      else setError(outcome.message);
    }
  }

  return (
    <>
      <StyledForm noValidate onSubmit={onSubmit} onFocus={preloadLoginSchemas} aria-label="Forgot password">
        <TextField
          label="Registered e-mail or mobile number"
          name="username"
          autoComplete="username"
          inputMode="email"
          value={username}
          onChange={(e) => setUsername(e.target.value)}
          error={error}
          required
        />
        <Button type="submit" variant="primary" fullWidth loading={isLoading || isStarting}>
          Send OTP
        </Button>
      </StyledForm>
      <StyledLinks>
        <Button variant="ghost" size="sm" onClick={() => onMode('password')}>
          Back to log in
        </Button>
      </StyledLinks>
    </>
  );
}
