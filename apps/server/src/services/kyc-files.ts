import { randomUUID } from 'node:crypto';
import multipart from '@fastify/multipart';
import {
  SIGNUP_ERROR_CODES,
  SIGNUP_FORM_MESSAGES,
  UPLOAD_FIELDS,
  UPLOAD_MAX_BYTES,
  UPLOAD_MESSAGES,
  type UploadMedia,
} from '@diy/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../http/errors';
import { refuseUnstorable } from '../http/validation';

/**
 * Uploaded files: multipart reading with hard limits (the server never buffers more than the limit), content sniffing
 * by magic bytes (a PNG renamed .jpg is not a JPEG), and storage keys. Shared by sign-up documents and the profile.
 */
export type SniffedType = 'image/jpeg' | 'image/png' | 'application/pdf';

const JPEG = Buffer.from([0xff, 0xd8, 0xff]);
const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const PDF = Buffer.from('%PDF-', 'ascii');

/** The real type of a file from its first bytes, or null for anything else. */
export function sniffType(body: Buffer): SniffedType | null {
  if (body.subarray(0, JPEG.length).equals(JPEG)) return 'image/jpeg';
  if (body.subarray(0, PNG.length).equals(PNG)) return 'image/png';
  if (body.subarray(0, PDF.length).equals(PDF)) return 'application/pdf';
  return null;
}

export const EXTENSION_OF: Record<SniffedType, string> = { 'image/jpeg': 'jpg', 'image/png': 'png', 'application/pdf': 'pdf' };
/** Which real types a file name's extension may carry. */
const TYPE_OF_EXTENSION: Record<string, SniffedType> = { '.jpg': 'image/jpeg', '.jpeg': 'image/jpeg', '.png': 'image/png', '.pdf': 'application/pdf' };

export interface UploadedPart {
  body: Buffer;
  /** The name the browser sent, reduced to its base name (at most 200 characters). */
  originalName: string;
}

export interface ReadUpload {
  file: UploadedPart | null;
  fields: Record<string, string>;
}

export const uploadFailure = (message: string, field: string = UPLOAD_FIELDS.file, status = 400) =>
  new AppError(status, SIGNUP_ERROR_CODES.upload, message, { field, fields: [{ field, message }] });

/** Registers the multipart parser in the calling (encapsulated) route plugin, with the upload limits. */
export async function registerMultipart(app: FastifyInstance, maxBytes: number = UPLOAD_MAX_BYTES): Promise<void> {
  await app.register(multipart, {
    throwFileSizeLimit: true,
    limits: { fileSize: maxBytes, files: 1, fields: 8, fieldSize: 1024, parts: 10, headerPairs: 100 },
  });
}

function baseName(name: string | undefined): string {
  const base = (name ?? '').split(/[\\/]/).pop() ?? '';
  return base.replace(/[\u0000-\u001f\u007f]/g, '').slice(-200) || 'file';
}

/**
 * Reads one file and the text fields of a multipart request, in any order. More than `maxBytes` of file answers 413
 * 'File size must not exceed 2 MB' (the parser stops reading at the limit); a body that is not multipart, or a file
 * that is empty, leaves `file` null.
 */
export async function readUpload(request: FastifyRequest): Promise<ReadUpload> {
  const fields: Record<string, string> = {};
  let file: UploadedPart | null = null;
  if (!request.isMultipart()) return { file, fields };
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        const body = await part.toBuffer();
        if (part.fieldname === UPLOAD_FIELDS.file && body.length > 0) file = { body, originalName: baseName(part.filename) };
      } else if (typeof part.value === 'string' || typeof part.value === 'number') {
        fields[part.fieldname] = String(part.value).trim();
      }
    }
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw uploadFailure(UPLOAD_MESSAGES.tooLarge, UPLOAD_FIELDS.file, 413);
    if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') {
      throw uploadFailure('Please upload one file at a time', UPLOAD_FIELDS.file, 413);
    }
    // Anything else the parser throws is a body it cannot read (no boundary, cut off): the client's to send again.
    throw uploadFailure(UPLOAD_MESSAGES.unreadable);
  }
  refuseUnstorable(fields);
  return { file, fields };
}

/**
 * Checks that the file's extension is allowed and that its content really is of that type. Answers the real type.
 * The first allowed extension the name ends with decides the type the content must have.
 */
export function checkContent(
  file: UploadedPart,
  allowedExtensions: readonly string[],
  messages: { extension: string; content: string },
): SniffedType {
  const name = file.originalName.toLowerCase();
  const ext = allowedExtensions.find((e) => name.endsWith(e));
  if (!ext) throw uploadFailure(messages.extension);
  const real = sniffType(file.body);
  if (!real || TYPE_OF_EXTENSION[ext] !== real) throw uploadFailure(messages.content);
  return real;
}

/** The message for content that is not what a sign-up document's extension says. */
export function documentTypeMessage(media: UploadMedia): string {
  return media === 'agreement' ? SIGNUP_FORM_MESSAGES.agreementFileType : SIGNUP_FORM_MESSAGES.fileType;
}

/** A new storage key (and the file name shown to clients) under a folder. */
export function newKey(folder: string, type: SniffedType): { key: string; fileName: string } {
  const fileName = `${randomUUID()}.${EXTENSION_OF[type]}`;
  return { key: `${folder}/${fileName}`, fileName };
}

export const kycFolder = (applicationId: string) => `private/kyc/${applicationId}`;
export const brandLogoFolder = (organiserId: string) => `public/brand-logos/${organiserId}`;
