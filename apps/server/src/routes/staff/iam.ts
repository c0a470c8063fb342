import {
  ADMIN_ROLES, envelopeSchema, iamUsersAnswerSchema, iamUsersQuerySchema, userGroupsAnswerSchema, userSecretsAnswerSchema, userSecretsQuerySchema,
} from '@diy/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as z from 'zod';
import { errorResponses, ok } from '../../http/envelope';
import { staffOpts, type StaffServices } from './shared';

const I = '/proxy/iam/v2/api';
const errs = errorResponses(400, 401, 403, 404, 500);

/** The IAM reads (served here, from users, roles and the user-secrets store): users, user groups, user secrets. */
export const staffIamRoutes: FastifyPluginAsyncZod<{ s: StaffServices }> = async (app, { s }) => {
  const opts = staffOpts(ADMIN_ROLES, 'staff: IAM');

  app.get(
    `${I}/usersecrets/`,
    opts("A user's secrets in project diy: organiser id, contract flag, extra groups, earlier organiser ids", {
      querystring: userSecretsQuerySchema,
      response: { 200: envelopeSchema(userSecretsAnswerSchema), ...errs },
    }),
    async (request) => ok(await s.directory.secrets(request.query.user)),
  );

  app.get(
    `${I}/users`,
    opts('IAM users (first name: organiser name, last name: organiser id), by search and group', {
      querystring: iamUsersQuerySchema,
      response: { 200: envelopeSchema(iamUsersAnswerSchema), ...errs },
    }),
    async (request) => ok(await s.directory.iamUsers(request.query)),
  );

  app.get(
    `${I}/usergroups`,
    opts("A user's groups (DIY_ORGANISER, DIY_SCANNER, ...)", {
      querystring: z.object({ username: z.string().trim().min(1).max(200) }),
      response: { 200: envelopeSchema(userGroupsAnswerSchema), ...errs },
    }),
    async (request) => ok(await s.directory.groups(request.query.username)),
  );
};
