import type { Role } from '@diy/domain';
import type { FastifyInstance, preValidationAsyncHookHandler } from 'fastify';
import { requireRoles } from '../../plugins/auth';
import { MasterRepository } from '../../repositories/master-repository';
import { EventDraftService } from '../../services/event-draft-service';
import { AccessService } from '../../services/staff/access';
import { EventReviewService } from '../../services/staff/event-review';
import { OrganiserListService } from '../../services/staff/organiser-list';
import { OrganiserReviewService } from '../../services/staff/organiser-review';
import { TicketTypeReviewService } from '../../services/staff/ticket-type-review';
import { UserAdminService } from '../../services/staff/user-admin';
import { UserDirectory } from '../../services/staff/user-directory';

export const security = [{ appCode: [], bearer: [] }];

/** Route options of a staff route: the role check, the tag and the given schema (types kept for the handler). */
export function staffOpts(roles: readonly Role[], tag: string) {
  // Checked before the request is validated: without the role the answer is 401/403 whatever the body.
  const preValidation = requireRoles(...roles) as preValidationAsyncHookHandler;
  return <S extends object>(summary: string, schema: S) => ({ preValidation, schema: { tags: [tag], security, summary, ...schema } });
}

export interface StaffServices {
  organiserList: OrganiserListService;
  organiserReview: OrganiserReviewService;
  userAdmin: UserAdminService;
  directory: UserDirectory;
  access: AccessService;
  eventReview: EventReviewService;
  ticketTypes: TicketTypeReviewService;
}

export function staffServices(app: FastifyInstance): StaffServices {
  const db = app.database.db;
  const now = () => app.now();
  const drafts = new EventDraftService(db, new MasterRepository(db), app.services.storage, app.services.fileLinks, now, app.log);
  return {
    organiserList: new OrganiserListService(db, app.services.fileLinks),
    organiserReview: new OrganiserReviewService(db, now),
    userAdmin: new UserAdminService(db, now),
    directory: new UserDirectory(db),
    access: new AccessService(db, now),
    eventReview: new EventReviewService(db, drafts, now),
    ticketTypes: new TicketTypeReviewService(db, now),
  };
}
