import { sessionExpired, tokenStorage } from '@diy/api';
import type { Challenge, SignupOtpAnswer } from '@diy/domain';
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/** Which code the OTP screen is asking for. */
export type OtpFlow = 'login' | 'mfa' | 'reset' | 'signup';

/** Seed 001 section 3: OTP config (expiry, interval, mobile). Times are epoch milliseconds. */
export interface OtpConfig {
  /** Where the code went, masked by the server ('98XXXXXX10'). */
  sentTo: string;
  /** The mobile number typed by the user, when there was one (sign-up, mobile login, reset by mobile). */
  mobile: string | null;
  expiresInSeconds: number;
  /** The resend interval. */
  resendInSeconds: number;
  sentAt: number;
}

/** The start-up check of a stored new-user token (seed 001 section 2). */
export type NewUserCheck = 'none' | 'checking' | 'valid';

/** Seed 001 section 3: login state. Everything here is serialisable. */
export interface AuthState {
  isLoggedIn: boolean;
  isSignedUp: boolean;
  userDetails: { userName: string } | null;
  otpFlow: OtpFlow | null;
  otpConfig: OtpConfig | null;
  /** The OTP session id (otpId of a challenge, id of a sign-up code). */
  otpSessionId: string | null;
  /** The second-step token of a password login (15 minutes). */
  mfaToken: string | null;
  /** Where a login that needed a code returns to. */
  returnTo: string | null;
  reset: { username: string | null; sessionID: string | null };
  /** The signed-up (new-user token) holder's mobile number. */
  newUser: { check: NewUserCheck; mobile: string | null };
  /** The last message of each flow, for the screen that shows it. */
  errors: { login: string | null; otp: string | null; reset: string | null };
}

const noErrors = { login: null, otp: null, reset: null };

export function initialAuthState(): AuthState {
  const hasAccess = tokenStorage.getAccessToken() !== null;
  const hasNewUser = tokenStorage.getNewUserToken() !== null;
  return {
    isLoggedIn: hasAccess,
    isSignedUp: hasNewUser,
    userDetails: null,
    otpFlow: null,
    otpConfig: null,
    otpSessionId: null,
    mfaToken: null,
    returnTo: null,
    reset: { username: null, sessionID: null },
    // Seed 001 section 2: without an access token, a stored new-user token is checked before it is trusted.
    newUser: { check: hasNewUser && !hasAccess ? 'checking' : hasNewUser ? 'valid' : 'none', mobile: null },
    errors: { ...noErrors },
  };
}

export interface ChallengeStartedPayload {
  flow: Exclude<OtpFlow, 'signup'>;
  challenge: Challenge;
  sentAt: number;
  mobile?: string | null;
  mfaToken?: string | null;
  /** The reset username (reset flow). */
  username?: string | null;
  returnTo?: string | null;
}

function clearOtp(state: AuthState) {
  state.otpFlow = null;
  state.otpConfig = null;
  state.otpSessionId = null;
  state.mfaToken = null;
  state.errors.otp = null;
}

function configFrom(c: { sentTo: string; expiresInSeconds: number; resendInSeconds: number }, mobile: string | null, sentAt: number): OtpConfig {
  return { sentTo: c.sentTo, mobile, expiresInSeconds: c.expiresInSeconds, resendInSeconds: c.resendInSeconds, sentAt };
}

export const authSlice = createSlice({
  name: 'auth',
  initialState: initialAuthState,
  reducers: {
    loggedIn(state) {
      state.isLoggedIn = true;
      clearOtp(state);
      state.returnTo = null;
      state.errors = { ...noErrors };
    },
    userLoaded(state, action: PayloadAction<{ userName: string }>) {
      state.userDetails = action.payload;
    },
    loggedOut(state) {
      state.isLoggedIn = false;
      state.userDetails = null;
    },
    /** A code was sent for a login, a second step or a password reset. */
    challengeStarted(state, action: PayloadAction<ChallengeStartedPayload>) {
      const p = action.payload;
      clearOtp(state);
      state.otpFlow = p.flow;
      state.otpSessionId = p.challenge.otpId;
      state.otpConfig = configFrom(p.challenge, p.mobile ?? null, p.sentAt);
      state.mfaToken = p.mfaToken ?? null;
      state.returnTo = p.returnTo ?? null;
      state.reset = { username: p.flow === 'reset' ? (p.username ?? null) : null, sessionID: null };
      state.errors = { ...noErrors };
    },
    /** A sign-up code was sent (POST v1/signup/send-otp). */
    signupOtpSent(state, action: PayloadAction<{ mobile: string; answer: SignupOtpAnswer; sentAt: number }>) {
      const { mobile, answer, sentAt } = action.payload;
      clearOtp(state);
      state.otpFlow = 'signup';
      state.otpSessionId = answer.id;
      state.otpConfig = configFrom(answer, mobile, sentAt);
      state.errors = { ...noErrors };
    },
    /** A code was sent again: new id and timings, same flow. */
    otpResent(state, action: PayloadAction<{ otpId: string; sentTo: string; expiresInSeconds: number; resendInSeconds: number; sentAt: number }>) {
      if (!state.otpFlow || !state.otpConfig) return;
      const p = action.payload;
      state.otpSessionId = p.otpId;
      state.otpConfig = configFrom(p, state.otpConfig.mobile, p.sentAt);
      state.errors.otp = null;
    },
    otpFailed(state, action: PayloadAction<string | null>) {
      state.errors.otp = action.payload;
    },
    otpFlowCancelled(state) {
      clearOtp(state);
      state.returnTo = null;
      state.reset = { username: null, sessionID: null };
    },
    /** POST auth/verifyotp answered a reset session. */
    resetVerified(state, action: PayloadAction<{ sessionID: string }>) {
      const username = state.reset.username;
      clearOtp(state);
      state.reset = { username, sessionID: action.payload.sessionID };
      state.errors.reset = null;
    },
    resetFailed(state, action: PayloadAction<string | null>) {
      state.errors.reset = action.payload;
    },
    resetFinished(state) {
      state.reset = { username: null, sessionID: null };
      state.errors.reset = null;
    },
    loginFailed(state, action: PayloadAction<string | null>) {
      state.errors.login = action.payload;
    },
    /** The sign-up code was verified; the new-user token is stored. */
    signedUp(state, action: PayloadAction<{ mobile: string | null }>) {
      clearOtp(state);
      state.isSignedUp = true;
      state.newUser = { check: 'valid', mobile: action.payload.mobile };
    },
    newUserValidated(state, action: PayloadAction<{ mobile: string | null }>) {
      state.isSignedUp = true;
      state.newUser = { check: 'valid', mobile: action.payload.mobile ?? state.newUser.mobile };
    },
    /** The new-user token failed its check or the user chose another number: the token is gone. */
    newUserCleared(state) {
      state.isSignedUp = false;
      state.newUser = { check: 'none', mobile: null };
    },
  },
  extraReducers: (builder) => {
    builder.addCase(sessionExpired, (state) => {
      state.isLoggedIn = false;
      state.userDetails = null;
    });
  },
});

export const {
  loggedIn, userLoaded, loggedOut, challengeStarted, signupOtpSent, otpResent, otpFailed, otpFlowCancelled,
  resetVerified, resetFailed, resetFinished, loginFailed, signedUp, newUserValidated, newUserCleared,
} = authSlice.actions;

/** Seconds until a new code may be asked for, at `now`. */
export function resendAvailableAt(config: OtpConfig): number {
  return config.sentAt + config.resendInSeconds * 1000;
}
