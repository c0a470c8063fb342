import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { staffAuditRoutes } from './audit';
import { staffEventReviewRoutes } from './events-review';
import { staffIamRoutes } from './iam';
import { staffOrganiserRoutes } from './organisers';
import { staffServices } from './shared';
import { staffTicketTypeRoutes } from './ticket-types';
import { staffUserRoutes } from './users';

/** Staff admin (issue #8): organiser, event and ticket-type review (reviewer, admin); users, access, IAM, audit (admin). */
export const staffRoutes: FastifyPluginAsyncZod = async (app) => {
  const s = staffServices(app);
  await app.register(staffOrganiserRoutes, { s });
  await app.register(staffUserRoutes, { s });
  await app.register(staffIamRoutes, { s });
  await app.register(staffEventReviewRoutes, { s });
  await app.register(staffTicketTypeRoutes, { s });
  await app.register(staffAuditRoutes);
};
