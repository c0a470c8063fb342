import { SIGNUP_MESSAGES } from './identity-messages';

/** Seed 001 section 5: sign-up uploads. One file per media kind; a GST certificate carries its GST number as id. */
export const UPLOAD_MAX_BYTES = 2 * 1024 * 1024;
export const UPLOAD_MEDIA = ['pan', 'cheque', 'gst', 'agreement'] as const;
export type UploadMedia = (typeof UPLOAD_MEDIA)[number];
/** .jpg or .pdf for documents (.jpeg is the same format and is accepted); the agreement is .pdf only. */
export const UPLOAD_EXTENSIONS: Record<UploadMedia, readonly string[]> = {
  pan: ['.jpg', '.jpeg', '.pdf'],
  cheque: ['.jpg', '.jpeg', '.pdf'],
  gst: ['.jpg', '.jpeg', '.pdf'],
  agreement: ['.pdf'],
};
/** The accept attribute for a file input. */
export function uploadAccept(media: UploadMedia): string {
  return UPLOAD_EXTENSIONS[media].join(',');
}

/** Product texts: the spec names the rules, not these two messages. */
export const UPLOAD_MESSAGES = {
  required: SIGNUP_MESSAGES.fileRequired,
  documentType: 'Please upload a .jpg or .pdf file',
  agreementType: 'Please upload a .pdf file',
  tooLarge: 'File size must not exceed 2 MB',
  gstNumberRequired: 'Please enter a valid GSTIN Number',
  /** Product text: a multipart body the server cannot read (cut off, or without its boundary). */
  unreadable: 'The upload could not be read. Please choose the file again.',
} as const;

export interface UploadCandidate {
  name: string;
  sizeBytes: number;
}

/** The upload's message, or null when acceptable. `file` is null when nothing was chosen. */
export function uploadError(media: UploadMedia, file: UploadCandidate | null | undefined, gstNumber?: string | null): string | null {
  if (!file || file.sizeBytes <= 0) return UPLOAD_MESSAGES.required;
  const name = file.name.toLowerCase();
  if (!UPLOAD_EXTENSIONS[media].some((ext) => name.endsWith(ext))) {
    return media === 'agreement' ? UPLOAD_MESSAGES.agreementType : UPLOAD_MESSAGES.documentType;
  }
  if (file.sizeBytes > UPLOAD_MAX_BYTES) return UPLOAD_MESSAGES.tooLarge;
  if (media === 'gst' && !gstNumber) return UPLOAD_MESSAGES.gstNumberRequired;
  return null;
}
