import { IDENTITY_HEADERS, type LoginValidity, type SignupOtpAnswer, type SignupToken } from '@diy/domain';
import { api, unwrapLoaded } from './base-api';

/** The answers' schemas, loaded with the first answer (identity-answers.ts: zod is not part of the first screen). */
const answers = () => import('./identity-answers');
const signupOtpAnswer = unwrapLoaded(() => answers().then((m) => m.signupOtpAnswerSchema));
const signupToken = unwrapLoaded(() => answers().then((m) => m.signupTokenSchema));
const loginValidity = unwrapLoaded(() => answers().then((m) => m.loginValiditySchema));

export interface SignupResendArgs {
  mobile: string;
  otpId: string;
}

export interface SignupVerifyArgs {
  otp: string;
  otpId: string;
}

/** Sign-up codes and the new-user token check (seed 001 section 7). */
export const signupApi = api.injectEndpoints({
  endpoints: (build) => ({
    sendSignupOtp: build.mutation<SignupOtpAnswer, { mobile: string }>({
      query: ({ mobile }) => ({ url: '/v1/signup/send-otp', method: 'POST', headers: { [IDENTITY_HEADERS.mobile]: mobile } }),
      transformResponse: signupOtpAnswer,
    }),
    /** Only called when an OTP id exists (seed 001 section 4). */
    resendSignupOtp: build.mutation<SignupOtpAnswer, SignupResendArgs>({
      query: ({ mobile, otpId }) => ({
        url: '/v1/signup/resend-otp',
        method: 'POST',
        headers: { [IDENTITY_HEADERS.mobile]: mobile, [IDENTITY_HEADERS.otpId]: otpId },
      }),
      transformResponse: signupOtpAnswer,
    }),
    /** Answers the new-user token (1 day). */
    verifySignupOtp: build.mutation<SignupToken, SignupVerifyArgs>({
      query: ({ otp, otpId }) => ({
        url: '/v1/signup/verify-otp',
        method: 'POST',
        body: { otp },
        headers: { [IDENTITY_HEADERS.otpId]: otpId },
      }),
      transformResponse: signupToken,
    }),
    /** Start-up check of a stored new-user token (GET v1/validate/login-cta with x-login-id). */
    validateLogin: build.mutation<LoginValidity, string>({
      query: (newUserToken) => ({ url: '/v1/validate/login-cta', method: 'GET', headers: { [IDENTITY_HEADERS.loginId]: newUserToken } }),
      transformResponse: loginValidity,
    }),
  }),
});

export const { useSendSignupOtpMutation, useResendSignupOtpMutation, useVerifySignupOtpMutation, useValidateLoginMutation } = signupApi;
