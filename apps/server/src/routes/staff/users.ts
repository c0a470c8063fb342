import {
  accessAnswerSchema, ADMIN_ROLES, createOrganiserAnswerSchema, createOrganiserSchema, diyUsersAnswerSchema, envelopeSchema, gateStaffAnswerSchema,
  gateStaffSchema, pageQuerySchema, userAccessSchema, userCountAnswerSchema, userSecretBodySchema,
} from '@diy/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as z from 'zod';
import { errorResponses, ok } from '../../http/envelope';
import { staffActor } from '../../services/staff/audit';
import { staffOpts, type StaffServices } from './shared';

const P = '/proxy/diy/v1';
const errs = errorResponses(400, 401, 403, 404, 409, 422, 500);

/** Users and access (admin, seed 001 sections 6 and 7): the user list and count, access grants, organisers from users, gate staff. */
export const staffUserRoutes: FastifyPluginAsyncZod<{ s: StaffServices }> = async (app, { s }) => {
  const opts = staffOpts(ADMIN_ROLES, 'staff: users and access');

  app.get(
    `${P}/diy-users`,
    opts('Users by username or e-mail, or by event code (a value containing et00 finds the event author; -DIY suffix dropped)', {
      querystring: pageQuerySchema,
      response: { 200: envelopeSchema(diyUsersAnswerSchema), ...errs },
    }),
    async (request) => ok(await s.directory.diyUsers(request.query)),
  );

  app.get(
    `${P}/user/count`,
    opts('How many users (optionally matching `search`)', {
      querystring: z.object({ search: z.string().trim().max(100).optional() }),
      response: { 200: envelopeSchema(userCountAnswerSchema), ...errs },
    }),
    async (request) => ok(await s.directory.count(request.query.search)),
  );

  app.post(
    '/user/access',
    opts("Grant dashboard access: the groups' roles, the contract flag and the organiser id; 422 'Organiser not configured ...'", {
      body: userAccessSchema,
      response: { 200: envelopeSchema(accessAnswerSchema), ...errs },
    }),
    async (request) => ok(await s.access.grant(await staffActor(request), request.body)),
  );

  app.post(
    '/organiser',
    opts('Create an approved organiser from a user (business, bank, documents) and link the user to it', {
      body: createOrganiserSchema,
      response: { 201: envelopeSchema(createOrganiserAnswerSchema), ...errs },
    }),
    async (request, reply) => reply.code(201).send(ok(await s.access.createOrganiser(await staffActor(request), request.body), 201)),
  );

  app.put(
    '/user/secret',
    opts('Set the organiser id on a user (given as organizerId, or the one in the user secrets)', {
      body: userSecretBodySchema,
      response: { 200: envelopeSchema(accessAnswerSchema), ...errs },
    }),
    async (request) => ok(await s.access.setSecret(await staffActor(request), request.body)),
  );

  app.post(
    `${P}/gate-staff`,
    opts("A gate staff (scanner) account for an approved organiser; logs in with a code to the mobile", {
      body: gateStaffSchema,
      response: { 201: envelopeSchema(gateStaffAnswerSchema), ...errs },
    }),
    async (request, reply) => reply.code(201).send(ok(await s.access.createGateStaff(await staffActor(request), request.body), 201)),
  );
};
