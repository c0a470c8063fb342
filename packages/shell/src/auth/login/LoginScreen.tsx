import { useState } from 'react';
import { AuthFrame } from '../AuthFrame';
import type { AuthScreenConfig } from '../identity-outcomes';
import { ForgotPasswordForm } from './ForgotPasswordForm';
import { MobileLoginForm } from './MobileLoginForm';
import { PasswordLoginForm } from './PasswordLoginForm';
import { SignupForm } from './SignupForm';

export type LoginMode = 'password' | 'mobile' | 'forgot' | 'signup';

export interface LoginScreenProps {
  config: AuthScreenConfig;
  /** /signup opens on the sign-up form; /login on the password form. */
  initialMode?: LoginMode;
}

const TITLES: Record<LoginMode, string> = {
  password: 'Log in',
  mobile: 'Log in with OTP',
  forgot: 'Forgot password?',
  signup: 'Sign up',
};

/**
 * The combined login and sign-up screen (seed 001 section 2): password login, login with a one-time code,
 * forgot password and, for organisers, sign-up with a mobile number.
 */
export function LoginScreen({ config, initialMode = 'password' }: LoginScreenProps) {
  const [mode, setMode] = useState<LoginMode>(config.signUp ? initialMode : initialMode === 'signup' ? 'password' : initialMode);
  const lead =
    mode === 'password' ? config.appTitle
      : mode === 'mobile' ? 'We will send a one-time code to your registered mobile number.'
        : mode === 'forgot' ? 'Enter your e-mail or mobile number and we will send you a code to set a new password.'
          : 'Create your organiser account with your mobile number. It takes a few minutes.';
  return (
    <AuthFrame title={TITLES[mode]} lead={lead} showBenefits={config.signUp}>
      {mode === 'password' && <PasswordLoginForm config={config} onMode={setMode} />}
      {mode === 'mobile' && <MobileLoginForm config={config} onMode={setMode} />}
      {mode === 'forgot' && <ForgotPasswordForm config={config} onMode={setMode} />}
      {mode === 'signup' && <SignupForm />}
    </AuthFrame>
  );
}
