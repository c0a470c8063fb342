import { describe, expect, it } from 'vitest';
import { UPLOAD_MAX_BYTES, UPLOAD_MESSAGES, uploadAccept, uploadError, type UploadMedia } from './uploads';

const MB = 1024 * 1024;

describe('sign-up uploads', () => {
  it('allows 2 MB', () => {
    expect(UPLOAD_MAX_BYTES).toBe(2 * MB);
  });
  it.each<[UploadMedia, { name: string; sizeBytes: number } | null, string | null | undefined, string | null]>([
    ['pan', { name: 'pan.jpg', sizeBytes: MB }, undefined, null],
    ['pan', { name: 'PAN.PDF', sizeBytes: 2 * MB }, undefined, null],
    ['cheque', { name: 'cheque.jpeg', sizeBytes: 1000 }, undefined, null],
    ['gst', { name: 'gst.pdf', sizeBytes: 1000 }, '27AAPFU0939F1ZV', null],
    ['agreement', { name: 'agreement.pdf', sizeBytes: 1000 }, undefined, null],
    ['pan', null, undefined, 'File is required for upload'],
    ['agreement', { name: 'empty.pdf', sizeBytes: 0 }, undefined, 'File is required for upload'],
    ['pan', { name: 'pan.png', sizeBytes: 1000 }, undefined, UPLOAD_MESSAGES.documentType],
    ['cheque', { name: 'cheque.docx', sizeBytes: 1000 }, undefined, UPLOAD_MESSAGES.documentType],
    ['agreement', { name: 'agreement.jpg', sizeBytes: 1000 }, undefined, UPLOAD_MESSAGES.agreementType],
    ['pan', { name: 'pan.jpg', sizeBytes: 2 * MB + 1 }, undefined, UPLOAD_MESSAGES.tooLarge],
    ['agreement', { name: 'agreement.pdf', sizeBytes: 3 * MB }, undefined, UPLOAD_MESSAGES.tooLarge],
    ['gst', { name: 'gst.pdf', sizeBytes: 1000 }, null, UPLOAD_MESSAGES.gstNumberRequired],
  ])('%s %j (GST %s) -> %s', (media, file, gst, message) => {
    expect(uploadError(media, file, gst)).toBe(message);
  });
  it.each<[UploadMedia, string]>([
    ['pan', '.jpg,.jpeg,.pdf'],
    ['agreement', '.pdf'],
  ])('accept for %s is %s', (media, accept) => {
    expect(uploadAccept(media)).toBe(accept);
  });
});
