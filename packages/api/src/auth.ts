import {
  IDENTITY_HEADERS, MOBILE_PATTERN, type Challenge, type ChallengeRequest, type ChallengeResend, type ChallengeResult,
  type MobileLogin, type PasswordLogin, type ResetPassword, type ResetSession, type TokenResponse,
} from '@diy/domain';
import { api, unwrapLoaded } from './base-api';

/**
 * POST /auth/token answers 200 `{accessToken}` or, when a code is needed first, 202 `{challenge}`
 * (seed 001 section 4). A second step for password logins arrives as a 401 `mfa_required` error instead.
 */
export type LoginAnswer = TokenResponse | { challenge: Challenge };

/** The answers' schemas, loaded with the first answer (identity-answers.ts: zod is not part of the first screen). */
const answers = () => import('./identity-answers');
const loginAnswer = unwrapLoaded(() => answers().then((m) => m.loginAnswerSchema));
const challengeResult = unwrapLoaded(() => answers().then((m) => m.challengeResultSchema));
const resetSession = unwrapLoaded(() => answers().then((m) => m.resetSessionSchema));
/** The challenge of a 202 `{challenge}` answer. */
const challengeOf = async (response: unknown): Promise<Challenge> =>
  (await unwrapLoaded(() => answers().then((m) => m.challengeAnswerSchema))(response)).challenge;

export function isTokenAnswer(answer: LoginAnswer): answer is TokenResponse {
  return 'accessToken' in answer;
}

export interface ForgotPasswordArgs {
  username: string;
  /** Set on a resend: the id of the code sent before. */
  otpId?: string | null;
}

export interface VerifyResetOtpArgs {
  otp: string;
  username: string;
  otpId: string;
}

/** Headers of the forgot-password call: x-mobile-no when the username is a mobile, x-otp-id on a resend. */
export function forgotPasswordHeaders({ username, otpId }: ForgotPasswordArgs): Record<string, string> {
  const headers: Record<string, string> = {};
  const trimmed = username.trim();
  if (MOBILE_PATTERN.test(trimmed)) headers[IDENTITY_HEADERS.mobile] = trimmed;
  if (otpId) headers[IDENTITY_HEADERS.otpId] = otpId;
  return headers;
}

/** Authentication calls (seed 001 section 7). */
export const authApi = api.injectEndpoints({
  endpoints: (build) => ({
    loginWithPassword: build.mutation<LoginAnswer, PasswordLogin>({
      query: (body) => ({ url: '/auth/token', method: 'POST', body }),
      transformResponse: loginAnswer,
    }),
    /** A one-time code login: 202 with the challenge of the code just sent; ERR.NEW.USER for an unknown number. */
    loginWithMobile: build.mutation<Challenge, MobileLogin>({
      query: (body) => ({ url: '/auth/token', method: 'POST', body }),
      transformResponse: challengeOf,
    }),
    /** Answers a challenge: `{otpId, otp}` after a mobile login, `{mfaToken, otp}` for the second step. */
    verifyChallenge: build.mutation<ChallengeResult, ChallengeRequest>({
      query: (body) => ({ url: '/auth/challenge', method: 'POST', body }),
      transformResponse: challengeResult,
    }),
    resendChallenge: build.mutation<Challenge, ChallengeResend>({
      query: (body) => ({ url: '/auth/challenge/resend', method: 'POST', body }),
      transformResponse: challengeOf,
    }),
    /** Sends a reset code; called again with the previous otpId to resend. */
    forgotPassword: build.mutation<Challenge, ForgotPasswordArgs>({
      query: (args) => ({
        url: '/auth/password/forgot',
        method: 'POST',
        body: { username: args.username.trim() },
        headers: forgotPasswordHeaders(args),
      }),
      transformResponse: challengeOf,
    }),
    verifyResetOtp: build.mutation<ResetSession, VerifyResetOtpArgs>({
      query: ({ otp, username, otpId }) => ({
        url: '/auth/verifyotp',
        method: 'POST',
        body: { otp, username },
        headers: { [IDENTITY_HEADERS.otpId]: otpId },
      }),
      transformResponse: resetSession,
    }),
    resetPassword: build.mutation<null, ResetPassword>({
      query: (body) => ({ url: '/auth/password/reset', method: 'POST', body }),
      transformResponse: () => null,
    }),
    /** Takes the token explicitly: the client forgets it before telling the server (seed 001 section 4). */
    logout: build.mutation<null, string>({
      query: (token) => ({ url: '/auth/logout', method: 'POST', headers: { authorization: `Bearer ${token}` } }),
      transformResponse: () => null,
    }),
  }),
});

export const {
  useLoginWithPasswordMutation, useLoginWithMobileMutation, useVerifyChallengeMutation, useResendChallengeMutation,
  useForgotPasswordMutation, useVerifyResetOtpMutation, useResetPasswordMutation, useLogoutMutation,
} = authApi;
