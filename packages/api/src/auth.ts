import {
  IDENTITY_HEADERS, MOBILE_PATTERN, challengeAnswerSchema, challengeResultSchema, resetSessionSchema,
  tokenResponseSchema, type Challenge, type ChallengeRequest, type ChallengeResend, type ChallengeResult,
  type MobileLogin, type PasswordLogin, type ResetPassword, type ResetSession, type TokenResponse,
} from '@diy/domain';
import * as z from 'zod';
import { api, unwrap } from './base-api';

/**
 * POST /auth/token answers 200 `{accessToken}` or, when a code is needed first, 202 `{challenge}`
 * (seed 001 section 4). A second step for password logins arrives as a 401 `mfa_required` error instead.
 */
export type LoginAnswer = TokenResponse | { challenge: Challenge };
const loginAnswerSchema = z.union([tokenResponseSchema, challengeAnswerSchema]);

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
      transformResponse: unwrap(loginAnswerSchema),
    }),
    /** A one-time code login: 202 with the challenge of the code just sent; ERR.NEW.USER for an unknown number. */
    loginWithMobile: build.mutation<Challenge, MobileLogin>({
      query: (body) => ({ url: '/auth/token', method: 'POST', body }),
      transformResponse: (response: unknown) => unwrap(challengeAnswerSchema)(response).challenge,
    }),
    /** Answers a challenge: `{otpId, otp}` after a mobile login, `{mfaToken, otp}` for the second step. */
    verifyChallenge: build.mutation<ChallengeResult, ChallengeRequest>({
      query: (body) => ({ url: '/auth/challenge', method: 'POST', body }),
      transformResponse: unwrap(challengeResultSchema),
    }),
    resendChallenge: build.mutation<Challenge, ChallengeResend>({
      query: (body) => ({ url: '/auth/challenge/resend', method: 'POST', body }),
      transformResponse: (response: unknown) => unwrap(challengeAnswerSchema)(response).challenge,
    }),
    /** Sends a reset code; called again with the previous otpId to resend. */
    forgotPassword: build.mutation<Challenge, ForgotPasswordArgs>({
      query: (args) => ({
        url: '/auth/password/forgot',
        method: 'POST',
        body: { username: args.username.trim() },
        headers: forgotPasswordHeaders(args),
      }),
      transformResponse: (response: unknown) => unwrap(challengeAnswerSchema)(response).challenge,
    }),
    verifyResetOtp: build.mutation<ResetSession, VerifyResetOtpArgs>({
      query: ({ otp, username, otpId }) => ({
        url: '/auth/verifyotp',
        method: 'POST',
        body: { otp, username },
        headers: { [IDENTITY_HEADERS.otpId]: otpId },
      }),
      transformResponse: unwrap(resetSessionSchema),
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
