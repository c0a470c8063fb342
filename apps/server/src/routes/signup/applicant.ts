import { SIGNUP_HEADERS } from '@diy/domain';
import type { FastifyInstance, FastifyRequest, preValidationAsyncHookHandler } from 'fastify';
import * as z from 'zod';
import { eq } from 'drizzle-orm';
import { organiserApplications, signups } from '../../db/schema';
import { errors } from '../../http/errors';
import { bearerToken } from '../../plugins/auth';
import { ApplicationRepository } from '../../repositories/application-repository';
import { SignupFormService, type Applicant } from '../../services/signup-form-service';

/** The new-user token: header x-login-id (what the client sends), or `Authorization: Bearer` as a fallback. */
export function newUserToken(request: FastifyRequest): string | undefined {
  const header = request.headers[SIGNUP_HEADERS.loginId];
  if (typeof header === 'string' && header.trim() !== '') return header.trim();
  return bearerToken(request);
}

export function signupFormService(app: FastifyInstance): SignupFormService {
  return new SignupFormService(app.database.db, new ApplicationRepository(app.database.db), app.now);
}

const applicants = new WeakMap<FastifyRequest, Applicant>();

/**
 * preValidation hook: resolves the caller's application before the body is validated, so a request without a valid
 * new-user token answers 401 'INVALID TOKEN' whatever its body.
 */
export function requireApplicant(app: FastifyInstance, service: SignupFormService): preValidationAsyncHookHandler {
  return async (request) => {
    applicants.set(request, await applicantOf(app, service, request));
  };
}

/** The application resolved by requireApplicant. */
export function applicant(request: FastifyRequest): Applicant {
  const found = applicants.get(request);
  if (!found) throw new Error('requireApplicant did not run');
  return found;
}

/**
 * The caller's application: the new-user token's sign-up (x-login-id, or Bearer), else the application of the logged-in
 * organiser behind an access token (organiser_applications.user_id), which may edit only while it is sent back
 * (rejected, partially rejected). 401 'INVALID TOKEN' without either; 404 for an organiser without an application
 * (every route behind requireApplicant documents both).
 */
export async function applicantOf(app: FastifyInstance, service: SignupFormService, request: FastifyRequest): Promise<Applicant> {
  try {
    const { mobile } = await app.services.signup.validate(newUserToken(request));
    return await service.applicant(mobile ?? '');
  } catch (err) {
    // An organiser whose application came back from review edits it logged in, with their access token.
    const userId = await organiserUserId(app, bearerToken(request));
    if (!userId) throw err;
    const found = await organiserApplicant(app, userId);
    if (!found) throw errors.notFound(NO_APPLICATION_MESSAGE);
    return found;
  }
}

const NO_APPLICATION_MESSAGE = 'There is no sign-up application for this account.';

/** The id of the organiser behind a valid access token; null for anything else. */
async function organiserUserId(app: FastifyInstance, token: string | undefined): Promise<string | null> {
  if (!token) return null;
  const user = await app.services.auth.authenticate(token).catch(() => null);
  return user?.roles.includes('organiser') ? user.id : null;
}

/** The application a user submitted (organiser_applications.user_id), with its sign-up's mobile number. */
async function organiserApplicant(app: FastifyInstance, userId: string): Promise<Applicant | null> {
  const db = app.database.db;
  const [row] = await db
    .select({ application: organiserApplications, mobile: signups.mobile })
    .from(organiserApplications)
    .innerJoin(signups, eq(signups.id, organiserApplications.signupId))
    .where(eq(organiserApplications.userId, userId))
    .limit(1);
  return row ? { signupId: row.application.signupId, mobile: row.mobile, application: row.application, via: 'access' } : null;
}

/** The header as documented on the OpenAPI page (optional: a Bearer token is accepted too). */
export const loginIdHeaders = z.object({ [SIGNUP_HEADERS.loginId]: z.string().max(2000).optional() });
