import {
  envelopeSchema, isValidGstin, SIGNUP_FORM_MESSAGES, UPLOAD_EXTENSIONS, UPLOAD_FIELDS, UPLOAD_MEDIA, UPLOAD_MESSAGES,
  uploadAnswerSchema, uploadError, type UploadAnswer, type UploadMedia,
} from '@diy/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses, ok } from '../../http/envelope';
import { ApplicationRepository, type DocumentKind } from '../../repositories/application-repository';
import { checkContent, documentTypeMessage, kycFolder, newKey, readUpload, registerMultipart, uploadFailure } from '../../services/uploads';
import { assertMediaEditable } from '../../services/signup-resubmission';
import { applicant, loginIdHeaders, requireApplicant, signupFormService } from './applicant';

export interface DocumentUpload {
  media: UploadMedia;
  gstNumber: string;
}

/**
 * Reads and checks a KYC document upload (multipart file, media, id): the spec's rules from the domain (required,
 * .jpg/.pdf or .pdf for the agreement, 2 MB, GST number for gst), then the real content (magic bytes).
 * `allowedMedia` narrows the kinds (the profile's additional approval takes gst only).
 */
export async function storeDocument(
  app: FastifyInstance,
  request: FastifyRequest,
  applicationId: string,
  kind: DocumentKind,
  allowedMedia: readonly UploadMedia[] = UPLOAD_MEDIA,
  /** Throws when this kind of document may not be replaced (an item approved in a partial rejection). */
  assertMedia?: (media: UploadMedia) => void,
): Promise<UploadAnswer> {
  const { file, fields } = await readUpload(request);
  if (!file) throw uploadFailure(UPLOAD_MESSAGES.required);
  const media = fields[UPLOAD_FIELDS.media] as UploadMedia | undefined;
  if (!media || !allowedMedia.includes(media)) throw uploadFailure(SIGNUP_FORM_MESSAGES.mediaInvalid, UPLOAD_FIELDS.media);
  assertMedia?.(media);
  const id = (fields[UPLOAD_FIELDS.id] ?? '').toUpperCase();
  const problem = uploadError(media, { name: file.originalName, sizeBytes: file.body.length }, media === 'gst' ? id : null);
  if (problem) throw uploadFailure(problem, problem === UPLOAD_MESSAGES.gstNumberRequired ? UPLOAD_FIELDS.id : UPLOAD_FIELDS.file);
  if (media === 'gst' && !isValidGstin(id)) throw uploadFailure(UPLOAD_MESSAGES.gstNumberRequired, UPLOAD_FIELDS.id);
  const type = checkContent(file, UPLOAD_EXTENSIONS[media], {
    extension: media === 'agreement' ? UPLOAD_MESSAGES.agreementType : UPLOAD_MESSAGES.documentType,
    content: documentTypeMessage(media),
  });
  const { key, fileName } = newKey(kycFolder(applicationId), type);
  await app.services.storage.put(key, file.body, type);
  const gstNumber = media === 'gst' ? id : '';
  const replaced = await new ApplicationRepository(app.database.db).replaceDocument({
    applicationId,
    media,
    gstNumber,
    storageKey: key,
    fileName,
    originalName: file.originalName,
    contentType: type,
    sizeBytes: file.body.length,
    kind,
    status: kind === 'additional' ? 'pending_approval' : 'draft',
  });
  if (replaced) await app.services.storage.delete(replaced).catch((err: unknown) => request.log.warn({ err }, 'old upload not deleted'));
  return { fileName, originalName: file.originalName, media, id: media === 'gst' ? id : null, sizeBytes: file.body.length, contentType: type };
}

/** POST v1/signup/file: one file per media kind; a new upload replaces (and deletes) the old one. */
export const signupFileRoutes: FastifyPluginAsyncZod = async (app) => {
  await registerMultipart(app);
  const service = signupFormService(app);

  app.post(
    '/v1/signup/file',
    {
      preValidation: requireApplicant(app, service),
      schema: {
        tags: ['signup'],
        security: [{ appCode: [] }],
        summary: 'Upload a KYC document (multipart file, media pan|cheque|gst|agreement, id = GSTIN for gst): .jpg/.pdf, 2 MB',
        consumes: ['multipart/form-data'],
        headers: loginIdHeaders,
        response: { 200: envelopeSchema(uploadAnswerSchema), ...errorResponses(400, 401, 409, 413, 500) },
      },
    },
    async (request) => {
      const caller = applicant(request);
      service.assertEditable(caller.application, caller.via);
      return ok(await storeDocument(app, request, caller.application.id, 'signup', UPLOAD_MEDIA, (media) => assertMediaEditable(caller.application, media)));
    },
  );
};
