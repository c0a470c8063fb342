import * as z from 'zod';
import { APPLICATION_STATUSES, EMAIL_PATTERN, LOGIN_MESSAGES, MOBILE_PATTERN, ROLES } from './auth';
import { EMAIL_MAX_LENGTH, STOP_WHEN_TOO_LONG } from './text-bounds';

/** The login's payloads and the signed-in user's answers; the constants they use are auth.ts. */

/** POST /api/auth/token body for a password login. Username is an e-mail or a 10-digit mobile number. */
export const passwordLoginSchema = z.object({
  username: z
    .string()
    .trim()
    .min(1, LOGIN_MESSAGES.usernameRequired)
    .max(EMAIL_MAX_LENGTH, { ...STOP_WHEN_TOO_LONG, error: LOGIN_MESSAGES.usernameInvalid })
    .refine((v) => EMAIL_PATTERN.test(v) || MOBILE_PATTERN.test(v), LOGIN_MESSAGES.usernameInvalid),
  password: z.string().min(1, LOGIN_MESSAGES.passwordRequired).max(200),
});
export type PasswordLogin = z.infer<typeof passwordLoginSchema>;

export const tokenResponseSchema = z.object({ accessToken: z.string() });
export type TokenResponse = z.infer<typeof tokenResponseSchema>;

/** GET /api/user/profile */
export const userProfileSchema = z.object({
  id: z.string(),
  userName: z.string(),
  name: z.string(),
  email: z.string().nullable(),
  mobile: z.string().nullable(),
  roles: z.array(z.enum(ROLES)),
  organiserId: z.string().nullable(),
  organiserName: z.string().nullable(),
  showProfile: z.boolean(),
  /** Whether logins need the second step (always for staff; organisers choose). */
  mfaEnabled: z.boolean(),
  /** Always sent by GET /user/profile and PUT /user/mfa (absent from older servers: read it as 'none'). */
  applicationStatus: z.enum(APPLICATION_STATUSES).optional(),
});
export type UserProfile = z.infer<typeof userProfileSchema>;

export const featuresSchema = z.object({ features: z.array(z.string()) });
export type Features = z.infer<typeof featuresSchema>;
