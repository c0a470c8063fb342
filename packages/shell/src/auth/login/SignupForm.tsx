import { Button, MessageBanner } from '@diy/ui';
import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { StyledFooterLine, StyledForm } from '../AuthFrame.styles';
import { useStartSignup } from '../use-identity';
import { MobileNumberField, useMobileNumber } from './MobileNumberField';
import { preloadLoginSchemas } from './use-login-schemas';
/** Organiser sign-up with a mobile number (POST v1/signup/send-otp); a known number is asked to log in instead. */
export function SignupForm() {
  const navigate = useNavigate();
  const { startSignup, isStarting } = useStartSignup();
  const { mobile, setMobile, error, validate } = useMobileNumber();
  const [exists, setExists] = useState(false);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const checked = await validate();
    if (!checked) return;
    setExists((await startSignup(checked)) === 'exists');
  }

  return (
    <>
      {exists && (
        <MessageBanner
          tone="info"
          title="You already have an account"
          action={
            <Button variant="secondary" size="sm" onClick={() => navigate('/login')}>
              Log in instead
            </Button>
          }
        >
          This mobile number is registered with DIY Events. Please log in with it.
        </MessageBanner>
      )}
      <StyledForm noValidate onSubmit={onSubmit} onFocus={preloadLoginSchemas} aria-label="Sign up">
        <MobileNumberField
          value={mobile}
          onChange={(digits) => {
            setMobile(digits);
            setExists(false);
          }}
          error={error}
          hint="We will send a one-time code to verify it."
        />
        <Button type="submit" variant="primary" fullWidth loading={isStarting}>
          Get OTP
        </Button>
      </StyledForm>
      <StyledFooterLine>
        Already have an account? <Link to="/login">Log in</Link>
      </StyledFooterLine>
    </>
  );
}
