import { errorMessage, tokenStorage, useLoginWithPasswordMutation } from '@diy/api';
import { LOGIN_MESSAGES, passwordLoginSchema } from '@diy/domain';
import { Button, TextField } from '@diy/ui';
import { useState, type FormEvent } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { loggedIn } from '../store/auth-slice';
import { useAppDispatch } from '../store/create-store';
import { showToast } from '../store/ui-slice';
import { originPath } from './RequireAuth';
import { BenefitPanel } from './BenefitPanel';
import { StyledHeading, StyledLead } from '../layout/PageHeading.styles';
import { StyledCard, StyledForm, StyledFormSide, StyledPage } from './LoginScreen.styles';

export interface LoginScreenProps {
  /** Where a successful login lands when the user did not come from a protected page. */
  homePath: string;
  /** The app's name under the heading, e.g. "Organiser console". */
  appTitle: string;
  /** Organisers see the benefit panel and contact line of seed 001 section 1; staff apps do not. */
  showBenefits?: boolean;
}

type FieldErrors = Partial<Record<'username' | 'password', string>>;

/** The combined login screen (seed 001 section 2): password login, errors as a 6000 ms toast. */
export function LoginScreen({ homePath, appTitle, showBenefits = false }: LoginScreenProps) {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const location = useLocation();
  const [login, { isLoading }] = useLoginWithPasswordMutation();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const parsed = passwordLoginSchema.safeParse({ username, password });
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
    try {
      const { accessToken } = await login(parsed.data).unwrap();
      tokenStorage.setAccessToken(accessToken);
      dispatch(loggedIn());
      navigate(originPath(location.state, homePath), { replace: true });
    } catch (error) {
      dispatch(showToast({ type: 'error', data: errorMessage(error, LOGIN_MESSAGES.loginDefault) }));
    }
  }

  return (
    <StyledPage>
      {showBenefits && <BenefitPanel />}
      <StyledFormSide>
        <StyledCard>
          <div>
            <StyledHeading>Log in</StyledHeading>
            <StyledLead>{appTitle}</StyledLead>
          </div>
          <StyledForm noValidate onSubmit={onSubmit} aria-label="Log in">
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
            <Button type="submit" variant="primary" fullWidth loading={isLoading}>
              Log in
            </Button>
          </StyledForm>
        </StyledCard>
      </StyledFormSide>
    </StyledPage>
  );
}
