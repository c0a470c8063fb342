import {
  envelopeSchema, isValidGstin, SIGNUP_FORM_MESSAGES, UPLOAD_EXTENSIONS, UPLOAD_FIELDS, UPLOAD_MEDIA, UPLOAD_MESSAGES,
  uploadAnswerSchema, uploadError, type UploadAnswer, type UploadMedia,
} from '@diy/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses, ok } from '../../http/envelope';
import { ApplicationRepository, type DocumentKind } from '../../repositories/application-repository';
import { checkContent, documentTypeMessage, kycFolder, newKey, readUpload, registerMultipart, type SniffedType, uploadFailure } from '../../services/uploads';
import { assertMediaEditable } from '../../services/signup-resubmission';
import { applicant, loginIdHeaders, requireApplicant, signupFormService } from './applicant';

export interface DocumentUpload {
  media: UploadMedia;
  gstNumber: string;
}

/** A KYC document upload that passed every check, not yet stored. */
export interface CheckedDocument {
  media: UploadMedia;
  /** The GSTIN for a gst document, '' otherwise. */
  gstNumber: string;
  body: Buffer;
  originalName: string;
  contentType: SniffedType;
}

/**
 * Reads and checks a KYC document upload (multipart file, media, id): the spec's rules from the domain (required,
 * .jpg/.pdf or .pdf for the agreement, 2 MB, GST number for gst), then the real content (magic bytes).
 * `allowedMedia` narrows the kinds (the profile's additional approval takes gst only). Writes nothing: a caller
 * that has rows to make for the upload makes them after this, so a refused upload leaves no trace.
 */
export async function readDocument(
  request: FastifyRequest,
  allowedMedia: readonly UploadMedia[] = UPLOAD_MEDIA,
  /** Throws when this kind of document may not be replaced (an item approved in a partial rejection). */
  assertMedia?: (media: UploadMedia) => void,
): Promise<CheckedDocument> {
  const { file, fields } = await readUpload(request);
  if (!file) throw uploadFailure(UPLOAD_MESSAGES.required);
  const media = fields[UPLOAD_FIELDS.media] as UploadMedia | undefined;
  if (!media || !allowedMedia.includes(media)) throw uploadFailure(SIGNUP_FORM_MESSAGES.mediaInvalid, UPLOAD_FIELDS.media);
  assertMedia?.(media);
  const id = (fields[UPLOAD_FIELDS.id] ?? '').toUpperCase();
  const problem = uploadError(media, { name: file.originalName, sizeBytes: file.body.length }, media === 'gst' ? id : null);
  if (problem) throw uploadFailure(problem, problem === UPLOAD_MESSAGES.gstNumberRequired ? UPLOAD_FIELDS.id : UPLOAD_FIELDS.file);
  if (media === 'gst' && !isValidGstin(id)) throw uploadFailure(UPLOAD_MESSAGES.gstNumberRequired, UPLOAD_FIELDS.id);
  const contentType = checkContent(file, UPLOAD_EXTENSIONS[media], {
    extension: media === 'agreement' ? UPLOAD_MESSAGES.agreementType : UPLOAD_MESSAGES.documentType,
    content: documentTypeMessage(media),
  });
  return { media, gstNumber: media === 'gst' ? id : '', body: file.body, originalName: file.originalName, contentType };
}

/** Stores a checked document for the application; the document it replaces (same media, GSTIN and kind) is deleted. */
export async function saveDocument(
  app: FastifyInstance,
  request: FastifyRequest,
  applicationId: string,
  kind: DocumentKind,
  doc: CheckedDocument,
): Promise<UploadAnswer> {
  const { media, gstNumber, body, originalName, contentType } = doc;
  const { key, fileName } = newKey(kycFolder(applicationId), contentType);
  await app.services.storage.put(key, body, contentType);
  const replaced = await new ApplicationRepository(app.database.db)
    .replaceDocument({ applicationId, media, gstNumber, storageKey: key, fileName, originalName, contentType, sizeBytes: body.length, kind, status: kind === 'additional' ? 'pending_approval' : 'draft' })
    .catch(async (err: unknown) => {
      // Not recorded: the file just stored would belong to nothing.
      await app.services.storage.delete(key).catch(() => undefined);
      throw err;
    });
  if (replaced) await app.services.storage.delete(replaced).catch((err: unknown) => request.log.warn({ err }, 'old upload not deleted'));
  return { fileName, originalName, media, id: media === 'gst' ? gstNumber : null, sizeBytes: body.length, contentType };
}

/** Reads, checks and stores a KYC document upload for an application that exists already. */
export async function storeDocument(
  app: FastifyInstance,
  request: FastifyRequest,
  applicationId: string,
  kind: DocumentKind,
  allowedMedia: readonly UploadMedia[] = UPLOAD_MEDIA,
  assertMedia?: (media: UploadMedia) => void,
): Promise<UploadAnswer> {
  return saveDocument(app, request, applicationId, kind, await readDocument(request, allowedMedia, assertMedia));
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
        response: { 200: envelopeSchema(uploadAnswerSchema), ...errorResponses(400, 401, 404, 409, 413, 500) },
      },
    },
    async (request) => {
      const caller = applicant(request);
      service.assertEditable(caller.application, caller.via);
      return ok(await storeDocument(app, request, caller.application.id, 'signup', UPLOAD_MEDIA, (media) => assertMediaEditable(caller.application, media)));
    },
  );
};
