import { isTokenAnswer, tokenStorage, useLoginWithPasswordMutation } from '@diy/api';
import { MOBILE_PATTERN } from '@diy/domain';
import { Button, TextField } from '@diy/ui';
import { useState, type FormEvent } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { loggedIn, loginFailed } from '../../store/auth-slice';
import { useAppDispatch } from '../../store/create-store';
import { showToast } from '../../store/ui-slice';
import { StyledDivider, StyledFooterLine, StyledForm, StyledLinks } from '../AuthFrame.styles';
import { loginFailureOutcome, type AuthScreenConfig } from '../identity-outcomes';
import { originPath } from '../RequireAuth';
import { useOpenChallenge, useStartSignup } from '../use-identity';
import type { LoginMode } from './LoginScreen';
import { preloadLoginSchemas, useLoginSchemas } from './use-login-schemas';

type FieldErrors = Partial<Record<'username' | 'password', string>>;

interface Props {
  config: AuthScreenConfig;
  onMode: (mode: LoginMode) => void;
}

/** Password login: 200 signs in, a challenge or a second step opens the code screen, errors toast for 6000 ms. */
export function PasswordLoginForm({ config, onMode }: Props) {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const location = useLocation();
  const openChallenge = useOpenChallenge();
  const { startSignup, isStarting } = useStartSignup();
  const [login, { isLoading }] = useLoginWithPasswordMutation();
  const loadSchemas = useLoginSchemas();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const schemas = await loadSchemas();
    if (!schemas) return;
    const parsed = schemas.passwordLoginSchema.safeParse({ username, password });
    if (!parsed.success) {
      const next: FieldErrors = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0];
        if ((field === 'username' || field === 'password') && !next[field]) next[field] = issue.message;
      }
      setErrors(next);
      return;
    }
    setErrors({});
    const returnTo = originPath(location.state, config.homePath);
    try {
      const answer = await login(parsed.data).unwrap();
      if (isTokenAnswer(answer)) {
        tokenStorage.setAccessToken(answer.accessToken);
        navigate(returnTo, { replace: true });
        dispatch(loggedIn());
      } else {
        openChallenge({ flow: 'login', challenge: answer.challenge, returnTo });
      }
    } catch (error) {
      const mobile = MOBILE_PATTERN.test(parsed.data.username) ? parsed.data.username : null;
      const outcome = loginFailureOutcome(error, { mobile, signUp: config.signUp });
      if (outcome.kind === 'second-step') {
        openChallenge({ flow: 'mfa', challenge: outcome.challenge, mfaToken: outcome.mfaToken, returnTo });
      } else if (outcome.kind === 'sign-up') {
        await startSignup(outcome.mobile, outcome.message);
      } else {
        // Seed 001 section 8: the message shows as an error toast and the login error state clears.
        dispatch(loginFailed(outcome.message));
        dispatch(showToast({ type: 'error', data: outcome.message }));
        dispatch(loginFailed(null));
      }
    }
  }

  return (
    <>
      <StyledForm noValidate onSubmit={onSubmit} onFocus={preloadLoginSchemas} aria-label="Log in">
        <TextField
          label="E-mail or mobile number"
          name="username"
          autoComplete="username"
          inputMode="email"
          value={username}
          onChange={(e) => setUsername(e.target.value)}
          error={errors.username}
          required
        />
        <TextField
          label="Password"
          name="password"
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          error={errors.password}
          required
        />
        <StyledLinks>
          <span />
          <Button variant="ghost" size="sm" onClick={() => onMode('forgot')}>
            Forgot password?
          </Button>
        </StyledLinks>
        <Button type="submit" variant="primary" fullWidth loading={isLoading || isStarting}>
          Log in
        </Button>
      </StyledForm>
      {config.otpLogin && (
        <>
          <StyledDivider>or</StyledDivider>
          <Button variant="secondary" fullWidth onClick={() => onMode('mobile')}>
            Login with OTP
          </Button>
        </>
      )}
      {config.signUp && (
        <StyledFooterLine>
          New to DIY Events? <Link to="/signup">Sign up</Link>
        </StyledFooterLine>
      )}
    </>
  );
}
