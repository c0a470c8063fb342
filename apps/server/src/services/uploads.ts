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
 * by magic bytes (a PNG renamed .jpg is not a JPEG), and storage keys. Shared by sign-up documents, the profile and event
 * banners.
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

/** The parser's limits for a route's uploads: one file of at most `fileSize` bytes and a few short text fields. */
export interface MultipartLimits {
  fileSize: number;
  fields: number;
  parts: number;
  headerPairs: number;
}

/** Registers the multipart parser in the calling (encapsulated) route plugin, with the upload limits. */
export async function registerMultipart(app: FastifyInstance, limits: Partial<MultipartLimits> = {}): Promise<void> {
  const { fileSize = UPLOAD_MAX_BYTES, fields = 8, parts = 10, headerPairs = 100 } = limits;
  await app.register(multipart, {
    throwFileSizeLimit: true,
    limits: { fileSize, files: 1, fields, fieldSize: 1024, parts, headerPairs },
  });
}

function baseName(name: string | undefined): string {
  const base = (name ?? '').split(/[\\/]/).pop() ?? '';
  return base.replace(/[\u0000-\u001f\u007f]/g, '').slice(-200) || 'file';
}

/** Why a multipart body could not be read within its limits (each route answers it in its own words). */
export type MultipartFault = 'tooLarge' | 'tooManyFiles' | 'tooManyParts' | 'unreadable';

export interface MultipartBody {
  /** The first non-empty file sent in one of the accepted file fields. */
  file: UploadedPart | null;
  /** Text fields as sent (refused if they hold text PostgreSQL cannot store). */
  fields: Record<string, string>;
  /** The field name of a file sent in a field that was not accepted (its bytes are read and dropped), if any. */
  strayFileField: string | null;
}

/**
 * Reads a multipart request's file and text fields, in any order, within the limits `registerMultipart` set: the parser
 * stops reading a file at its size limit, so nothing larger is ever buffered. A limit or a body the parser cannot read
 * (no boundary, cut off) is thrown as `fault(...)`. A body that is not multipart reads as nothing.
 */
export async function readMultipart(
  request: FastifyRequest,
  fileFields: readonly string[],
  fault: (kind: MultipartFault) => Error,
): Promise<MultipartBody> {
  const body: MultipartBody = { file: null, fields: {}, strayFileField: null };
  if (!request.isMultipart()) return body;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        const bytes = await part.toBuffer();
        if (!fileFields.includes(part.fieldname)) body.strayFileField ??= part.fieldname;
        else if (bytes.length > 0 && !body.file) body.file = { body: bytes, originalName: baseName(part.filename) };
      } else if (typeof part.value === 'string' || typeof part.value === 'number') {
        body.fields[part.fieldname] = String(part.value);
      }
    }
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw fault('tooLarge');
    if (code === 'FST_FILES_LIMIT') throw fault('tooManyFiles');
    if (code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') throw fault('tooManyParts');
    throw fault('unreadable');
  }
  refuseUnstorable(body.fields);
  return body;
}

/** A sign-up or profile document's faults, in the sign-up form's words. */
function documentFault(kind: MultipartFault): Error {
  if (kind === 'tooLarge') return uploadFailure(UPLOAD_MESSAGES.tooLarge, UPLOAD_FIELDS.file, 413);
  if (kind === 'unreadable') return uploadFailure(UPLOAD_MESSAGES.unreadable);
  return uploadFailure('Please upload one file at a time', UPLOAD_FIELDS.file, 413);
}

/**
 * Reads a document upload: the file (field `file`) and the text fields, trimmed. More than the size limit answers 413
 * 'File size must not exceed 2 MB'; a body that is not multipart, or a file that is empty, leaves `file` null.
 */
export async function readUpload(request: FastifyRequest): Promise<ReadUpload> {
  const { file, fields } = await readMultipart(request, [UPLOAD_FIELDS.file], documentFault);
  for (const name of Object.keys(fields)) fields[name] = (fields[name] ?? '').trim();
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
