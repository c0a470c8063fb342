import { SIGNUP_HEADERS } from '@diy/domain';
import type { FastifyInstance, FastifyRequest, preValidationAsyncHookHandler } from 'fastify';
import * as z from 'zod';
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

/** The caller's application; 401 'INVALID TOKEN' without a valid new-user token. */
export async function applicantOf(app: FastifyInstance, service: SignupFormService, request: FastifyRequest): Promise<Applicant> {
  try {
    const { mobile } = await app.services.signup.validate(newUserToken(request));
    return service.applicant(mobile ?? '');
  } catch (err) {
    // An organiser whose application came back from review edits it logged in: their access token names the number.
    const mobile = await organiserMobile(app, bearerToken(request));
    if (!mobile) throw err;
    return service.applicant(mobile);
  }
}

/** The mobile number of the organiser behind a valid access token; null for anything else. */
async function organiserMobile(app: FastifyInstance, token: string | undefined): Promise<string | null> {
  if (!token) return null;
  const user = await app.services.auth.authenticate(token).catch(() => null);
  if (!user?.roles.includes('organiser')) return null;
  const row = await app.services.users.findById(user.id);
  return row?.mobile ?? null;
}

/** The header as documented on the OpenAPI page (optional: a Bearer token is accepted too). */
export const loginIdHeaders = z.object({ [SIGNUP_HEADERS.loginId]: z.string().max(2000).optional() });
