import {
  documentLinksSchema, envelopeSchema, organisationDetailsSchema, organiserProfileSchema, orgDescriptionSchema,
  PROFILE_MESSAGES, updateGstSchema, updateProfileSchema,
} from '@diy/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as z from 'zod';
import { errorResponses, ok } from '../../http/envelope';
import { errors } from '../../http/errors';
import { currentUser, requireRoles } from '../../plugins/auth';
import { profileFileRoutes } from './files';
import { ownerOf, profileService } from './owner';

const tags = ['profile'];
const security = [{ appCode: [], bearer: [] }];
const mobileParams = z.object({ mobile: z.string().max(20) });

/** The organiser's profile and organisation details: own data only (seed 001 section 7, organiser profile client). */
export const profileRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = profileService(app);
  const organiser = requireRoles('organiser');

  app.get(
    '/v1/profile/documents',
    {
      preHandler: requireRoles('organiser', 'reviewer', 'admin'),
      schema: {
        tags,
        security,
        summary: "Signed download links (5 minutes) to the caller's KYC documents; reviewers and admins pass organiserId",
        querystring: z.object({ organiserId: z.uuid().optional() }),
        response: { 200: envelopeSchema(documentLinksSchema), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const caller = currentUser(request);
      const staff = caller.roles.includes('reviewer') || caller.roles.includes('admin');
      let applicationId: string | undefined;
      if (staff && request.query.organiserId) {
        applicationId = (await service.applicationOfOrganiser(request.query.organiserId))?.id;
        if (!applicationId) throw errors.notFound();
      } else {
        if (!caller.roles.includes('organiser') || request.query.organiserId) throw errors.forbidden();
        applicationId = (await service.applicationOfOrganiser((await ownerOf(app, service, request)).organiser.id))?.id;
      }
      return ok({ documents: applicationId ? await service.documentLinks(applicationId) : [] });
    },
  );

  app.get(
    '/v1/profile/:mobile',
    {
      preHandler: organiser,
      schema: {
        tags, security, summary: "The organiser's profile (own mobile only)", params: mobileParams,
        response: { 200: envelopeSchema(organiserProfileSchema), ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => ok(await service.profile(await ownerOf(app, service, request, request.params.mobile))),
  );

  app.get(
    '/v1/organisation-details/:mobile',
    {
      preHandler: organiser,
      schema: {
        tags, security, summary: 'Organisation details: PAN, GST numbers (with pending approval), address, bank (masked), description, logo',
        params: mobileParams,
        response: { 200: envelopeSchema(organisationDetailsSchema), ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => ok(await service.details(await ownerOf(app, service, request, request.params.mobile))),
  );

  app.post(
    '/v1/update-profile/:mobile',
    {
      preHandler: organiser,
      schema: {
        tags, security, summary: 'Change name and e-mail', params: mobileParams, body: updateProfileSchema,
        response: { 200: envelopeSchema(organiserProfileSchema), ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      const owner = await ownerOf(app, service, request, request.params.mobile);
      await service.updateProfile(owner, request.body);
      return ok(await service.profile(await ownerOf(app, service, request)));
    },
  );

  app.post(
    '/v1/update-profile/gst/:mobile',
    {
      preHandler: organiser,
      schema: {
        tags, security, params: mobileParams, body: updateGstSchema,
        summary: 'Add or change a GST number: its certificate first (POST /v1/additional-approval/file); pending approval',
        response: { 200: envelopeSchema(organisationDetailsSchema), ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      const owner = await ownerOf(app, service, request, request.params.mobile);
      await service.requestGst(owner, request.body);
      return ok(await service.details(owner, PROFILE_MESSAGES.gstPending));
    },
  );

  app.post(
    '/v1/update-profile/org-description/:mobile',
    {
      preHandler: organiser,
      schema: {
        tags, security, summary: 'The organisation description (plain text, shared text rules)', params: mobileParams, body: orgDescriptionSchema,
        response: { 200: envelopeSchema(organisationDetailsSchema), ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      const owner = await ownerOf(app, service, request, request.params.mobile);
      const organiserRow = await service.patchProfile(owner.organiser.id, { description: request.body.description.trim() });
      return ok(await service.details({ ...owner, organiser: organiserRow }, PROFILE_MESSAGES.descriptionSaved));
    },
  );

  await app.register(profileFileRoutes);
};
