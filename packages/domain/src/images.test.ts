import { describe, expect, it } from 'vitest';
import {
  DEFAULT_CROP_HEIGHT_PERCENT, IMAGE_MAX_BYTES, IMAGE_MESSAGES, IMAGE_OUTPUT_MIME, IMAGE_SPECS, bannerUploadFileName,
  checkImage, defaultCrop, hasImageAspect, missingImageMessage, type ImageKind,
} from './images';

const MB = 1024 * 1024;

describe('image constants', () => {
  it.each([
    ['max bytes', IMAGE_MAX_BYTES, MB],
    ['output', IMAGE_OUTPUT_MIME, 'image/jpeg'],
    ['crop height', DEFAULT_CROP_HEIGHT_PERCENT, 66.666],
    ['banner min width', IMAGE_SPECS.banner.minWidth, 1280],
    ['banner min height', IMAGE_SPECS.banner.minHeight, 640],
    ['banner aspect', IMAGE_SPECS.banner.aspect, 2],
    ['poster min width', IMAGE_SPECS.poster.minWidth, 500],
    ['poster min height', IMAGE_SPECS.poster.minHeight, 750],
    ['poster aspect', IMAGE_SPECS.poster.aspectLabel, '1:1.5'],
    ['banner file', bannerUploadFileName('banner'), 'desktop.jpeg'],
    ['poster file', bannerUploadFileName('poster'), 'webListing.jpeg'],
  ])('%s', (_name, actual, expected) => {
    expect(actual).toBe(expected);
  });
  it.each([
    [IMAGE_MESSAGES.incorrectDimensions, 'Incorrect dimensions'],
    [IMAGE_MESSAGES.fileTooLarge, 'File too large'],
    [IMAGE_MESSAGES.bannerRequired, 'Upload horizontal banner to proceed'],
    [IMAGE_MESSAGES.posterRequired, 'Upload vertical poster to proceed'],
    [IMAGE_MESSAGES.cropTitle, 'Crop your image'],
  ])('text %s', (actual, expected) => {
    expect(actual).toBe(expected);
  });
});

describe('checking a picked image', () => {
  it.each<[ImageKind, number, number, number, string | undefined, unknown]>([
    ['banner', 1280, 640, 500_000, 'image/jpeg', { ok: true, needsCrop: false }],
    ['banner', 1920, 960, MB, 'image/jpeg', { ok: true, needsCrop: true }],
    ['banner', 1600, 1200, 800_000, 'image/png', { ok: true, needsCrop: true }],
    ['poster', 500, 750, 200_000, undefined, { ok: true, needsCrop: false }],
    ['poster', 1000, 1500, 900_000, 'image/jpeg', { ok: true, needsCrop: true }],
    ['banner', 1279, 640, 100, 'image/jpeg', {
      ok: false,
      popup: { title: 'Incorrect dimensions', body: 'Minimum size is 1280 x 640 px. Your image is 1279 x 640 px.' },
    }],
    ['poster', 500, 700, 100, 'image/jpeg', {
      ok: false,
      popup: { title: 'Incorrect dimensions', body: 'Minimum size is 500 x 750 px. Your image is 500 x 700 px.' },
    }],
    ['banner', 1280, 640, MB + 1, 'image/jpeg', { ok: false, popup: { title: 'File too large', body: 'Maximum file size is 1 MB.' } }],
    ['poster', 100, 100, 5 * MB, 'image/jpeg', { ok: false, popup: { title: 'File too large', body: 'Maximum file size is 1 MB.' } }],
    ['banner', 1280, 640, 100, 'image/gif', { ok: false, popup: { title: 'Unsupported file type', body: 'Please upload a JPEG or PNG image.' } }],
  ])('%s %ix%i %i bytes %s', (kind, width, height, sizeBytes, mimeType, expected) => {
    expect(checkImage(kind, mimeType === undefined ? { width, height, sizeBytes } : { width, height, sizeBytes, mimeType })).toEqual(expected);
  });
});

describe('aspect check', () => {
  it.each<[ImageKind, number, number, boolean]>([
    ['banner', 1280, 640, true],
    ['banner', 2560, 1280, true],
    ['banner', 1290, 640, true],
    ['banner', 1600, 1200, false],
    ['poster', 500, 750, true],
    ['poster', 1000, 1500, true],
    ['poster', 750, 500, false],
    ['poster', 0, 0, false],
  ])('%s %ix%i -> %s', (kind, w, h, ok) => {
    expect(hasImageAspect(kind, w, h)).toBe(ok);
  });
});

describe('default crop', () => {
  it.each<[ImageKind, number, number]>([
    ['banner', 3000, 1000],
    ['banner', 1280, 1280],
    ['poster', 1000, 1500],
    ['poster', 2000, 1000],
  ])('%s on %ix%i keeps the aspect and stays inside the image', (kind, w, h) => {
    const crop = defaultCrop(kind, w, h);
    const pxW = (crop.width / 100) * w;
    const pxH = (crop.height / 100) * h;
    expect(pxW / pxH).toBeCloseTo(IMAGE_SPECS[kind].aspect, 6);
    expect(crop.width).toBeLessThanOrEqual(100);
    expect(crop.height).toBeLessThanOrEqual(DEFAULT_CROP_HEIGHT_PERCENT);
    expect(crop.x).toBeCloseTo((100 - crop.width) / 2, 6);
    expect(crop.y).toBeCloseTo((100 - crop.height) / 2, 6);
  });
  it('uses 66.666 % of the height when the width allows', () => {
    expect(defaultCrop('banner', 3000, 1000).height).toBeCloseTo(66.666, 6);
  });
});

describe('both images are needed to save', () => {
  it.each([
    [{ banner: true, poster: true }, null],
    [{ banner: false, poster: true }, 'Upload horizontal banner to proceed'],
    [{ banner: true, poster: false }, 'Upload vertical poster to proceed'],
    [{ banner: false, poster: false }, 'Upload horizontal banner to proceed'],
  ])('%j -> %s', (images, message) => {
    expect(missingImageMessage(images)).toBe(message);
  });
});
