import {
  BRAND_LOGO_EXTENSIONS, BRAND_LOGO_MAX_DIMENSION, envelopeSchema, IMAGE_MAX_INPUT_PIXELS, organisationDetailsSchema,
  PROFILE_MESSAGES, UPLOAD_MESSAGES, uploadAnswerSchema,
} from '@diy/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as z from 'zod';
import { errorResponses, ok } from '../../http/envelope';
import { requireRoles } from '../../plugins/auth';
import { processBrandLogo } from '../../services/image-processing';
import { brandLogoFolder, checkContent, newKey, readUpload, registerMultipart, uploadFailure } from '../../services/uploads';
import { readDocument, saveDocument } from '../signup/files';
import { ownerOf, profileService } from './owner';

const tags = ['profile'];
const security = [{ appCode: [], bearer: [] }];
const mobileParams = z.object({ mobile: z.string().max(20) });

/** Profile uploads: GST certificates for additional approval, and the brand logo (public). */
export const profileFileRoutes: FastifyPluginAsyncZod = async (app) => {
  await registerMultipart(app);
  const service = profileService(app);
  const organiser = requireRoles('organiser');
  /** The file a logo change left behind (the answer does not wait on a failed delete: it is logged). */
  const deleteOldLogo = async (key: string | null, log: FastifyBaseLogger) => {
    if (key) await app.services.storage.delete(key).catch((err: unknown) => log.warn({ err }, 'old logo not deleted'));
  };

  app.post(
    '/v1/additional-approval/file',
    {
      preHandler: organiser,
      schema: {
        tags, security, consumes: ['multipart/form-data'],
        summary: 'Upload a GST certificate for a new GST number (multipart file, media gst, id = GSTIN); .jpg/.pdf, 2 MB',
        response: { 200: envelopeSchema(uploadAnswerSchema), ...errorResponses(400, 401, 403, 413) },
      },
    },
    async (request) => {
      const owner = await ownerOf(app, service, request);
      // Checked before the application is looked up: for an organiser without one (the demo ones) it is made then,
      // and a refused upload must not leave it behind.
      const document = await readDocument(request, ['gst']);
      const application = await service.application(owner);
      return ok(await saveDocument(app, request, application.id, 'additional', document));
    },
  );

  app.post(
    '/v1/update-profile/brand-logo/:mobile',
    {
      preHandler: organiser,
      schema: {
        tags, security, consumes: ['multipart/form-data'], params: mobileParams,
        summary: `Upload the brand logo (multipart file): a JPEG or PNG of at most 2 MB and ${IMAGE_MAX_INPUT_PIXELS / 1_000_000} megapixels, stored re-encoded within ${BRAND_LOGO_MAX_DIMENSION} x ${BRAND_LOGO_MAX_DIMENSION} px; served publicly`,
        response: { 200: envelopeSchema(organisationDetailsSchema), ...errorResponses(400, 401, 403, 413) },
      },
    },
    async (request) => {
      const owner = await ownerOf(app, service, request, request.params.mobile);
      const { file } = await readUpload(request);
      if (!file) throw uploadFailure(UPLOAD_MESSAGES.required);
      checkContent(file, BRAND_LOGO_EXTENSIONS, { extension: PROFILE_MESSAGES.logoType, content: PROFILE_MESSAGES.logoType });
      // Decoded within the pixel limit and stored re-encoded: never the uploaded bytes.
      const logo = await processBrandLogo(file.body);
      const { key } = newKey(brandLogoFolder(owner.organiser.id), logo.contentType);
      await app.services.storage.put(key, logo.body, logo.contentType);
      const swapped = await service.swapBrandLogo(owner.organiser.id, key).catch(async (err: unknown) => {
        // Not recorded: the file just stored would belong to nothing.
        await app.services.storage.delete(key).catch(() => undefined);
        throw err;
      });
      await deleteOldLogo(swapped.replaced, request.log);
      return ok(await service.details({ ...owner, organiser: swapped.row }, PROFILE_MESSAGES.logoSaved));
    },
  );

  app.delete(
    '/deletebrandlogo/username/:mobile',
    {
      preHandler: organiser,
      schema: {
        tags, security, params: mobileParams, summary: 'Remove the brand logo',
        response: { 200: envelopeSchema(organisationDetailsSchema), ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      const owner = await ownerOf(app, service, request, request.params.mobile);
      const swapped = await service.swapBrandLogo(owner.organiser.id, null);
      await deleteOldLogo(swapped.replaced, request.log);
      return ok(await service.details({ ...owner, organiser: swapped.row }, PROFILE_MESSAGES.logoDeleted));
    },
  );
};
