import { useResetPasswordMutation } from '@diy/api';
import { IDENTITY_MESSAGES, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, newPasswordFormSchema } from '@diy/domain';
import { Button, TextField } from '@diy/ui';
import { useState, type FormEvent } from 'react';
import { Navigate, useNavigate } from 'react-router-dom';
import { resetFailed, resetFinished } from '../../store/auth-slice';
import { useAppDispatch, useAppSelector } from '../../store/create-store';
import { showPopup } from '../../store/popup-actions';
import { showToast } from '../../store/ui-slice';
import { AuthFrame } from '../AuthFrame';
import { StyledForm, StyledLinks } from '../AuthFrame.styles';
import { resetFailureOutcome, type AuthScreenConfig } from '../identity-outcomes';
import { StyledHiddenUsername } from './ResetPasswordScreen.styles';

const LENGTH_HINT = `Use ${PASSWORD_MIN_LENGTH} to ${PASSWORD_MAX_LENGTH} characters.`;

type FieldErrors = Partial<Record<'password' | 'confirm', string>>;

/** /login/reset: a new password after the reset code was verified (seed 001 sections 4 and 8). */
export function ResetPasswordScreen({ config }: { config: AuthScreenConfig }) {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const reset = useAppSelector((s) => s.auth.reset);
  const [resetPassword, { isLoading }] = useResetPasswordMutation();
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});

  if (!reset.sessionID) return <Navigate to="/login" replace />;
  const sessionID = reset.sessionID;

  function toLogin() {
    navigate('/login', { replace: true });
    dispatch(resetFinished());
  }

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const parsed = newPasswordFormSchema.safeParse({ password, confirm });
    if (!parsed.success) {
      const next: FieldErrors = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0];
        if ((field === 'password' || field === 'confirm') && !next[field]) next[field] = issue.message;
      }
      setErrors(next);
      return;
    }
    setErrors({});
    try {
      await resetPassword({ sessionID, password: parsed.data.password }).unwrap();
      toLogin();
      dispatch(showToast({ type: 'success', data: IDENTITY_MESSAGES.passwordChanged }));
    } catch (error) {
      const outcome = resetFailureOutcome(error);
      dispatch(resetFailed(outcome.body));
      if (outcome.kind === 'retry') {
        showPopup(dispatch, { title: outcome.title, body: outcome.body });
      } else {
        showPopup(dispatch, { title: outcome.title, body: outcome.body, onDismiss: toLogin, buttons: [{ label: 'Okay', onClick: toLogin }] });
      }
    }
  }

  return (
    <AuthFrame
      title="Set a new password"
      lead={reset.username ? <>For <strong>{reset.username}</strong>. {LENGTH_HINT}</> : LENGTH_HINT}
      showBenefits={config.signUp}
    >
      <StyledForm noValidate onSubmit={onSubmit} aria-label="Set a new password">
        <StyledHiddenUsername type="text" name="username" autoComplete="username" value={reset.username ?? ''} readOnly tabIndex={-1} aria-hidden="true" />
        <TextField
          label="New password"
          name="new-password"
          type="password"
          autoComplete="new-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          error={errors.password}
          required
        />
        <TextField
          label="Confirm new password"
          name="confirm-password"
          type="password"
          autoComplete="new-password"
          value={confirm}
          onChange={(e) => setConfirm(e.target.value)}
          error={errors.confirm}
          required
        />
        <Button type="submit" variant="primary" fullWidth loading={isLoading}>
          Change password
        </Button>
      </StyledForm>
      <StyledLinks>
        <Button variant="ghost" size="sm" onClick={toLogin}>
          Back to log in
        </Button>
      </StyledLinks>
    </AuthFrame>
  );
}
