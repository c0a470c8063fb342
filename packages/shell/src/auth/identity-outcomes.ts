import { errorMessage, errorShortDesc, isAppError } from '@diy/api';
import {
  AUTH_FLOW_MESSAGES, IDENTITY_ERROR_CODES, LOGIN_MESSAGES, MOBILE_PATTERN, SHELL_MESSAGES, passwordResetFailureMessage,
  type Challenge,
} from '@diy/domain';
import type { OtpFlow } from '../store/auth-slice';

/** What the screens share about the app they are in. */
export interface AuthScreenConfig {
  appTitle: string;
  /** Landing after login when the user did not come from a protected page. */
  homePath: string;
  /** Organisers see the benefit panel and may sign up; staff apps do not. */
  signUp: boolean;
  /** Where a signed-up user (new-user token, no access token) lands; only with sign-up. */
  signedUpPath: string | null;
  /** Whether "Login with OTP" is offered: not in the staff admin, whose accounts always need the password first. */
  otpLogin: boolean;
}

/** What a failed POST auth/token (or forgot-password) leads to. Pure, so the screens stay thin. */
export type LoginFailureOutcome =
  | { kind: 'second-step'; mfaToken: string; challenge: Challenge }
  | { kind: 'sign-up'; mobile: string; message: string }
  | { kind: 'toast'; message: string };

/** Seed 001 sections 4 and 8 for a login answer that is not a token. */
export function loginFailureOutcome(error: unknown, input: { mobile: string | null; signUp: boolean }): LoginFailureOutcome {
  if (isAppError(error)) {
    if ((error.code === IDENTITY_ERROR_CODES.mfaRequired || error.error === 'mfa_required') && error.mfaToken && error.challenge) {
      return { kind: 'second-step', mfaToken: error.mfaToken, challenge: error.challenge };
    }
    if (error.code === IDENTITY_ERROR_CODES.newUser && input.signUp && input.mobile && MOBILE_PATTERN.test(input.mobile)) {
      return { kind: 'sign-up', mobile: input.mobile, message: errorMessage(error, LOGIN_MESSAGES.loginDefault) };
    }
  }
  return { kind: 'toast', message: errorMessage(error, LOGIN_MESSAGES.loginDefault) };
}

export type ForgotFailureOutcome =
  | { kind: 'sign-up'; mobile: string; message: string }
  | { kind: 'field'; message: string }
  | { kind: 'toast'; message: string };

/** Forgot password: ERR.NEW.USER switches to sign-up; a send limit says so; anything else is 'Username is incorrect'. */
export function forgotFailureOutcome(error: unknown, input: { username: string; signUp: boolean }): ForgotFailureOutcome {
  const username = input.username.trim();
  if (isAppError(error)) {
    if (error.code === IDENTITY_ERROR_CODES.newUser) {
      if (input.signUp && MOBILE_PATTERN.test(username)) return { kind: 'sign-up', mobile: username, message: errorMessage(error) };
      return { kind: 'field', message: AUTH_FLOW_MESSAGES.usernameIncorrect };
    }
    if (error.code === IDENTITY_ERROR_CODES.otpRateLimited || error.status === 429 || error.status === 0 || error.status >= 500) {
      return { kind: 'toast', message: errorMessage(error, SHELL_MESSAGES.generic) };
    }
  }
  return { kind: 'field', message: AUTH_FLOW_MESSAGES.usernameIncorrect };
}

/** How a code verification failure is shown: a popup for login challenges, a message under the field otherwise. */
export type OtpFailureOutcome = { kind: 'popup'; title: string; body: string } | { kind: 'field'; message: string };

export function otpFailureOutcome(flow: OtpFlow, error: unknown): OtpFailureOutcome {
  if (flow === 'login' || flow === 'mfa') {
    return { kind: 'popup', title: AUTH_FLOW_MESSAGES.challengeFailedTitle, body: errorMessage(error, SHELL_MESSAGES.generic) };
  }
  if (flow === 'signup') return { kind: 'field', message: errorShortDesc(error, SHELL_MESSAGES.generic) };
  return { kind: 'field', message: errorMessage(error, AUTH_FLOW_MESSAGES.usernameIncorrect) };
}

/** Password reset failure: 400 asks for a valid password and stays; anything else ends the flow at /login. */
export type ResetFailureOutcome = { kind: 'retry'; title: string; body: string } | { kind: 'restart'; title: string; body: string };

export function resetFailureOutcome(error: unknown): ResetFailureOutcome {
  const status = isAppError(error) ? error.status : 0;
  const sessionGone = isAppError(error) && error.code === IDENTITY_ERROR_CODES.resetSessionInvalid;
  const title = passwordResetFailureMessage(sessionGone ? 0 : status);
  const body = errorMessage(error, SHELL_MESSAGES.generic);
  return status === 400 && !sessionGone ? { kind: 'retry', title, body } : { kind: 'restart', title, body };
}

/** The root path (seed 001 section 2): home, or for a signed-up user without a login the signed-up landing. */
export function rootTarget(input: { isLoggedIn: boolean; isSignedUp: boolean; homePath: string; signedUpPath: string | null }): string {
  if (!input.isLoggedIn && input.isSignedUp && input.signedUpPath) return input.signedUpPath;
  return input.homePath;
}

/** "valid for 5 minutes" from the challenge's expiry. */
export function validityText(expiresInSeconds: number): string {
  if (expiresInSeconds < 60) return `${expiresInSeconds} seconds`;
  const minutes = Math.round(expiresInSeconds / 60);
  return `${minutes} ${minutes === 1 ? 'minute' : 'minutes'}`;
}
