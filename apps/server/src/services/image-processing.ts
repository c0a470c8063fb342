import {
  BRAND_LOGO_MAX_DIMENSION,
  IMAGE_MAX_BYTES,
  IMAGE_MAX_INPUT_PIXELS,
  IMAGE_MESSAGES,
  IMAGE_OUTPUT_MIME,
  IMAGE_SPECS,
  PROFILE_MESSAGES,
  hasImageAspect,
  incorrectDimensionsBody,
  type ImageKind,
} from '@diy/domain';
import sharp, { type Metadata, type Sharp } from 'sharp';
import { AppError } from '../http/errors';

/**
 * Image uploads: banners and posters, and brand logos (`processBrandLogo`, below). The decisions (apps/server/README.md,
 * events and profile):
 * - the type is the content's, read by sharp from the header: JPEG or PNG are accepted whatever the file is
 *   called (a PNG named .jpeg is accepted and re-encoded, as the client's crop output may be either); anything
 *   else is refused naming what it really is;
 * - decompression bombs: the pixel count is checked from the header before any decoding, and images over
 *   MAX_INPUT_PIXELS (24 megapixels; a 5000 x 5000 image is 25) are refused; sharp's limitInputPixels backs it up;
 * - images larger than twice the minimum are scaled down to that (2560 x 1280, 1000 x 1500): enough for any
 *   screen, and what the list and page load;
 * - the output is always a fresh JPEG without metadata (EXIF, GPS and colour profiles are stripped, orientation applied).
 * Nothing of an upload is stored but the pixels it decodes to.
 */
export const MAX_INPUT_PIXELS = IMAGE_MAX_INPUT_PIXELS;
export const MAX_OUTPUT_SCALE = 2;
export const IMAGE_ERROR_CODES = {
  tooLarge: 'ERR.IMAGE.FILE_TOO_LARGE',
  unsupportedType: 'ERR.IMAGE.UNSUPPORTED_TYPE',
  dimensions: 'ERR.IMAGE.INCORRECT_DIMENSIONS',
  aspect: 'ERR.IMAGE.ASPECT_RATIO',
  tooManyPixels: 'ERR.IMAGE.TOO_MANY_PIXELS',
  unreadable: 'ERR.IMAGE.UNREADABLE',
} as const;

const FORMAT_NAMES: Record<string, string> = {
  jpeg: 'JPEG',
  png: 'PNG',
  webp: 'WebP',
  gif: 'GIF',
  svg: 'SVG',
  tiff: 'TIFF',
  heif: 'HEIF/HEIC',
  avif: 'AVIF',
  jp2: 'JPEG 2000',
  pdf: 'PDF',
  raw: 'raw',
};

export const imageErrors = {
  tooLarge: () =>
    new AppError(413, IMAGE_ERROR_CODES.tooLarge, IMAGE_MESSAGES.fileTooLarge, {
      shortDesc: IMAGE_MESSAGES.fileTooLarge,
      longDesc: `Maximum file size is ${IMAGE_MAX_BYTES / (1024 * 1024)} MB.`,
      field: 'file',
    }),
  unsupported: (actual: string) =>
    new AppError(415, IMAGE_ERROR_CODES.unsupportedType, IMAGE_MESSAGES.unsupportedType, {
      shortDesc: IMAGE_MESSAGES.unsupportedType,
      longDesc: `This file is ${actual}. Please upload a JPEG or PNG image.`,
      field: 'file',
    }),
  dimensions: (kind: ImageKind, width: number, height: number) =>
    new AppError(400, IMAGE_ERROR_CODES.dimensions, IMAGE_MESSAGES.incorrectDimensions, {
      shortDesc: IMAGE_MESSAGES.incorrectDimensions,
      longDesc: incorrectDimensionsBody(kind, width, height),
      field: 'file',
    }),
  aspect: (kind: ImageKind, width: number, height: number) =>
    new AppError(400, IMAGE_ERROR_CODES.aspect, IMAGE_MESSAGES.incorrectDimensions, {
      shortDesc: IMAGE_MESSAGES.incorrectDimensions,
      longDesc: `The ${IMAGE_SPECS[kind].label.toLowerCase()} must have an aspect ratio of ${IMAGE_SPECS[kind].aspectLabel}. Your image is ${width} x ${height} px.`,
      field: 'file',
    }),
  tooManyPixels: (width: number, height: number) =>
    new AppError(400, IMAGE_ERROR_CODES.tooManyPixels, IMAGE_MESSAGES.incorrectDimensions, {
      shortDesc: IMAGE_MESSAGES.incorrectDimensions,
      longDesc: `Your image is ${width} x ${height} px. Images of up to ${MAX_INPUT_PIXELS / 1_000_000} megapixels can be uploaded.`,
      field: 'file',
    }),
};

export interface ProcessedImage {
  body: Buffer;
  width: number;
  height: number;
  contentType: typeof IMAGE_OUTPUT_MIME;
}

/** How an upload route words the faults every image can have. */
interface HeaderFaults {
  /** Not a JPEG or PNG image that can be read (`what` says what it is). */
  unsupported: (what: string) => AppError;
  tooManyPixels: (width: number, height: number) => AppError;
}

interface ImageHeader {
  format: 'jpeg' | 'png';
  /** After the EXIF orientation is applied. */
  width: number;
  height: number;
}

/**
 * Reads the header only (nothing is decoded yet): a JPEG or PNG with dimensions and at most MAX_INPUT_PIXELS pixels,
 * so a decompression bomb of a few kilobytes is refused before it costs memory.
 */
async function readHeader(input: Buffer, faults: HeaderFaults): Promise<ImageHeader> {
  let meta: Metadata;
  try {
    meta = await sharp(input, { limitInputPixels: false }).metadata();
  } catch {
    throw faults.unsupported('not an image sharp can read');
  }
  if (meta.format !== 'jpeg' && meta.format !== 'png') {
    throw faults.unsupported(`a ${FORMAT_NAMES[meta.format] ?? String(meta.format).toUpperCase()} image`);
  }
  const width = meta.autoOrient?.width ?? meta.width;
  const height = meta.autoOrient?.height ?? meta.height;
  if (!width || !height) throw faults.unsupported('an image without dimensions');
  if (width * height > MAX_INPUT_PIXELS) throw faults.tooManyPixels(width, height);
  return { format: meta.format, width, height };
}

/** The decoder every re-encoding starts from: the pixel limit again (sharp's own check), strict, EXIF orientation applied. */
function decoder(input: Buffer): Sharp {
  return sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error', sequentialRead: true }).autoOrient();
}

/** Checks and re-encodes an uploaded banner or poster; throws the AppError to answer otherwise. */
export async function processBannerImage(kind: ImageKind, input: Buffer): Promise<ProcessedImage> {
  if (input.length > IMAGE_MAX_BYTES) throw imageErrors.tooLarge();
  const { format, width, height } = await readHeader(input, imageErrors);
  const spec = IMAGE_SPECS[kind];
  if (width < spec.minWidth || height < spec.minHeight) throw imageErrors.dimensions(kind, width, height);
  if (!hasImageAspect(kind, width, height)) throw imageErrors.aspect(kind, width, height);

  try {
    const { data, info } = await decoder(input)
      .resize({ width: spec.minWidth * MAX_OUTPUT_SCALE, height: spec.minHeight * MAX_OUTPUT_SCALE, fit: 'inside', withoutEnlargement: true })
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: 85, mozjpeg: true })
      .toBuffer({ resolveWithObject: true });
    return { body: data, width: info.width, height: info.height, contentType: IMAGE_OUTPUT_MIME };
  } catch {
    // A header that promised an image whose data is broken (truncated, corrupt).
    throw imageErrors.unsupported(`a damaged ${FORMAT_NAMES[format]} image`);
  }
}

/** The brand logo's faults: 400 in the profile's words, on the file field. */
export const logoErrors: HeaderFaults = {
  unsupported: (what: string) =>
    new AppError(400, IMAGE_ERROR_CODES.unreadable, PROFILE_MESSAGES.logoUnreadable, {
      longDesc: `This file is ${what}. Please upload a JPEG or PNG image.`,
      field: 'file',
      fields: [{ field: 'file', message: PROFILE_MESSAGES.logoUnreadable }],
    }),
  tooManyPixels: (width: number, height: number) =>
    new AppError(400, IMAGE_ERROR_CODES.tooManyPixels, PROFILE_MESSAGES.logoTooManyPixels, {
      longDesc: `Your image is ${width} x ${height} px. Images of up to ${MAX_INPUT_PIXELS / 1_000_000} megapixels can be uploaded.`,
      field: 'file',
      fields: [{ field: 'file', message: PROFILE_MESSAGES.logoTooManyPixels }],
    }),
};

export interface ProcessedLogo {
  body: Buffer;
  width: number;
  height: number;
  contentType: 'image/png' | 'image/jpeg';
}

/**
 * Checks and re-encodes a brand logo (JPEG or PNG by content, checked by the caller): decoded within the pixel limit,
 * scaled down to fit BRAND_LOGO_MAX_DIMENSION square, written afresh without metadata. A PNG stays PNG so its
 * transparency is kept (logos sit on coloured headers); a JPEG stays JPEG. Nothing of the upload but its pixels is
 * stored, so bytes hidden after or inside the image (an HTML polyglot) are gone.
 */
export async function processBrandLogo(input: Buffer): Promise<ProcessedLogo> {
  const { format } = await readHeader(input, logoErrors);
  const fitted = decoder(input).resize({
    width: BRAND_LOGO_MAX_DIMENSION,
    height: BRAND_LOGO_MAX_DIMENSION,
    fit: 'inside',
    withoutEnlargement: true,
  });
  try {
    const encoded = format === 'png' ? fitted.png({ compressionLevel: 9 }) : fitted.jpeg({ quality: 90, mozjpeg: true });
    const { data, info } = await encoded.toBuffer({ resolveWithObject: true });
    return { body: data, width: info.width, height: info.height, contentType: format === 'png' ? 'image/png' : 'image/jpeg' };
  } catch {
    throw logoErrors.unsupported(`a damaged ${FORMAT_NAMES[format]} image`);
  }
}
