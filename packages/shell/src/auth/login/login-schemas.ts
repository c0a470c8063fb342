/**
 * The schemas the login forms check what was typed with: the server's own (@diy/domain), so the messages are the
 * spec's. Loaded by use-login-schemas.ts on a form's first focus and on submit, so zod is not part of the first screen.
 */
export { forgotPasswordSchema, mobileLoginSchema, passwordLoginSchema } from '@diy/domain';
