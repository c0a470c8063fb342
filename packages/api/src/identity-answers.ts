import {
  challengeAnswerSchema, challengeResultSchema, loginValiditySchema, resetSessionSchema, signupOtpAnswerSchema, signupTokenSchema,
  tokenResponseSchema,
} from '@diy/domain';
import * as z from 'zod';

/**
 * The schemas of the answers to the login screens' calls (auth.ts, signup-otp.ts). Those files load this one with
 * their first answer (a dynamic import), so zod is not part of any app's first screen.
 */
export const loginAnswerSchema = z.union([tokenResponseSchema, challengeAnswerSchema]);

export { challengeAnswerSchema, challengeResultSchema, loginValiditySchema, resetSessionSchema, signupOtpAnswerSchema, signupTokenSchema };
