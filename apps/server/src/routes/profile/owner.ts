import type { FastifyInstance, FastifyRequest } from 'fastify';
import { errors } from '../../http/errors';
import { currentUser } from '../../plugins/auth';
import { ApplicationRepository } from '../../repositories/application-repository';
import { ProfileService, type ProfileOwner } from '../../services/profile-service';

export function profileService(app: FastifyInstance): ProfileService {
  return new ProfileService(app.database.db, new ApplicationRepository(app.database.db), app.services.fileLinks, app.now);
}

/** The caller's organiser, when {mobile} is the caller's own number; 403 otherwise (another organiser's or unknown). */
export async function ownerOf(app: FastifyInstance, service: ProfileService, request: FastifyRequest, mobile?: string): Promise<ProfileOwner> {
  const user = await app.services.users.findById(currentUser(request).id);
  if (!user) throw errors.sessionExpired();
  if (mobile !== undefined && user.mobile !== mobile.trim()) throw errors.forbidden();
  return service.owner(user);
}
