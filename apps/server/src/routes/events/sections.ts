import { envelopeSchema, sectionPatchAnswerSchema, sectionPatchSchema } from '@diy/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses, ok } from '../../http/envelope';
import { requireRoles } from '../../plugins/auth';
import { type DraftRouteOptions, idParam, organiserOf } from './drafts';

/** PATCH /manage/event/{draftId}: save sections. */
export const sectionRoutes: FastifyPluginAsyncZod<DraftRouteOptions> = async (app, { drafts }) => {
  app.patch(
    '/manage/event/:draftId',
    {
      preHandler: requireRoles('organiser'),
      schema: {
        tags: ['events'],
        summary:
          'Save sections of a draft (rich text sanitised, masters and images checked); an active or inactive event (by event code or id) is saved into its draft copy, whose draftId is answered',
        security: [{ appCode: [], bearer: [] }],
        params: idParam('draftId'),
        body: sectionPatchSchema,
        response: { 200: envelopeSchema(sectionPatchAnswerSchema), ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => ok(await drafts.saveSections(organiserOf(request), (request.params as { draftId: string }).draftId, request.body)),
  );
};
