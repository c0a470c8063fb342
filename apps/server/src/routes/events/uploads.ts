import {
  BANNER_TYPES,
  BANNER_UPLOAD_FILE_FIELD,
  UPLOAD_MESSAGES,
  IMAGE_MAX_BYTES,
  bannerUploadAnswerSchema,
  bannerUploadFieldsSchema,
  envelopeSchema,
} from '@diy/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as z from 'zod';
import { errorResponses, ok } from '../../http/envelope';
import { AppError, errors } from '../../http/errors';
import { requireRoles } from '../../plugins/auth';
import { imageErrors } from '../../services/image-processing';
import { type MultipartFault, readMultipart, registerMultipart } from '../../services/uploads';
import { type DraftRouteOptions, organiserOf } from './drafts';

export const UPLOAD_TEXTS = {
  notMultipart: 'Please send the image as multipart/form-data',
  fileRequired: 'Please attach the image',
  fileField: `Please attach the image as the ${BANNER_UPLOAD_FILE_FIELD} field`,
  oneFile: 'Please upload one image at a time',
} as const;

const fileError = (message: string) => errors.validation([{ field: 'file', message }]);

/**
 * POST /manage/event/upload/banner/{bannerType}. Multipart is parsed only in this plugin, with limits: one file of at
 * most IMAGE_MAX_BYTES (busboy stops reading past it, so nothing larger is ever buffered), a few short fields.
 */
export const uploadRoutes: FastifyPluginAsyncZod<DraftRouteOptions> = async (app, { drafts }) => {
  await registerMultipart(app, { fileSize: IMAGE_MAX_BYTES, fields: 6, parts: 8, headerPairs: 50 });

  app.post(
    '/manage/event/upload/banner/:bannerType',
    {
      preHandler: requireRoles('organiser'),
      schema: {
        tags: ['events'],
        summary:
          'Upload a horizontal banner (desktop) or vertical poster (webListing): multipart fields draftId, eventCode?, eventTitle? and one JPEG or PNG file (field "file", named {bannerType}.jpeg)',
        security: [{ appCode: [], bearer: [] }],
        consumes: ['multipart/form-data'],
        params: z.object({ bannerType: z.enum(BANNER_TYPES) }),
        response: { 200: envelopeSchema(bannerUploadAnswerSchema), ...errorResponses(400, 401, 403, 404, 409, 413, 415) },
      },
    },
    async (request) => {
      const organiserId = organiserOf(request);
      const { bannerType } = request.params;
      if (!request.isMultipart()) throw new AppError(415, 'ERR.UNSUPPORTED_MEDIA_TYPE', UPLOAD_TEXTS.notMultipart);
      // The image comes as the field "file" or as the banner type's own field ({bannerType}.jpeg).
      const { file, fields, strayFileField } = await readMultipart(request, [BANNER_UPLOAD_FILE_FIELD, bannerType], bannerFault);
      if (strayFileField !== null) throw fileError(UPLOAD_TEXTS.fileField);
      if (!file) throw fileError(UPLOAD_TEXTS.fileRequired);
      const parsed = bannerUploadFieldsSchema.safeParse(fields);
      if (!parsed.success) {
        throw errors.validation(parsed.error.issues.map((i) => ({ field: i.path.join('.') || 'draftId', message: i.message })));
      }
      return ok(await drafts.upload(organiserId, bannerType, parsed.data, file.body));
    },
  );
};

/** Multipart limit errors as the answers the organiser sees. */
function bannerFault(kind: MultipartFault): Error {
  if (kind === 'tooLarge') return imageErrors.tooLarge();
  if (kind === 'tooManyFiles') return fileError(UPLOAD_TEXTS.oneFile);
  if (kind === 'tooManyParts') return errors.validation([{ field: 'file', message: 'Too many form fields' }]);
  // A body the parser cannot read (no boundary, cut off).
  return fileError(UPLOAD_MESSAGES.unreadable);
}
