/** Seed 000 section 5 and 9, images: horizontal banner and vertical poster. */
export const IMAGE_MAX_BYTES = 1024 * 1024;
export const IMAGE_OUTPUT_MIME = 'image/jpeg';
export const IMAGE_ACCEPTED_MIME = ['image/jpeg', 'image/png'] as const;
/**
 * Decompression bombs: every uploaded image (banner, poster, brand logo) with more pixels than this is refused from its
 * header, before any decoding (24 megapixels; a 5000 x 5000 image is 25).
 */
export const IMAGE_MAX_INPUT_PIXELS = 24_000_000;
/** Default crop height, percent of the image. */
export const DEFAULT_CROP_HEIGHT_PERCENT = 66.666;

export const IMAGE_KINDS = ['banner', 'poster'] as const;
export type ImageKind = (typeof IMAGE_KINDS)[number];
/** Upload API banner types: the horizontal banner is 'desktop', the vertical poster 'webListing'. */
export const BANNER_UPLOAD_TYPE: Record<ImageKind, 'desktop' | 'webListing'> = { banner: 'desktop', poster: 'webListing' };
export function bannerUploadFileName(kind: ImageKind): string {
  return `${BANNER_UPLOAD_TYPE[kind]}.jpeg`;
}

export interface ImageSpec {
  label: string;
  minWidth: number;
  minHeight: number;
  /** width / height */
  aspect: number;
  aspectLabel: string;
}
export const IMAGE_SPECS: Record<ImageKind, ImageSpec> = {
  banner: { label: 'Horizontal Banner', minWidth: 1280, minHeight: 640, aspect: 2, aspectLabel: '2:1' },
  poster: { label: 'Vertical Poster', minWidth: 500, minHeight: 750, aspect: 1 / 1.5, aspectLabel: '1:1.5' },
};

export const IMAGE_MESSAGES = {
  incorrectDimensions: 'Incorrect dimensions',
  fileTooLarge: 'File too large',
  bannerRequired: 'Upload horizontal banner to proceed',
  posterRequired: 'Upload vertical poster to proceed',
  cropTitle: 'Crop your image',
  reviewNote: 'Changes to the event name or banner go back for review.',
  unsupportedType: 'Unsupported file type',
} as const;

export interface ImagePopup {
  title: string;
  body: string;
}

export function incorrectDimensionsBody(kind: ImageKind, width: number, height: number): string {
  const s = IMAGE_SPECS[kind];
  return `Minimum size is ${s.minWidth} x ${s.minHeight} px. Your image is ${width} x ${height} px.`;
}

export interface ImageCandidate {
  width: number;
  height: number;
  sizeBytes: number;
  mimeType?: string;
}
export type ImageCheck = { ok: true; needsCrop: boolean } | { ok: false; popup: ImagePopup };

/**
 * Checks a picked image: size first (at most 1 MB), then minimum dimensions. An image of exactly the minimum size
 * skips cropping (the spec says so for 1280 x 640; the poster is treated the same at 500 x 750); any other size
 * goes through the crop dialog, which fixes the aspect ratio.
 */
export function checkImage(kind: ImageKind, image: ImageCandidate): ImageCheck {
  const s = IMAGE_SPECS[kind];
  if (image.mimeType !== undefined && !(IMAGE_ACCEPTED_MIME as readonly string[]).includes(image.mimeType)) {
    return { ok: false, popup: { title: IMAGE_MESSAGES.unsupportedType, body: 'Please upload a JPEG or PNG image.' } };
  }
  if (image.sizeBytes > IMAGE_MAX_BYTES) {
    return { ok: false, popup: { title: IMAGE_MESSAGES.fileTooLarge, body: 'Maximum file size is 1 MB.' } };
  }
  if (image.width < s.minWidth || image.height < s.minHeight) {
    return {
      ok: false,
      popup: { title: IMAGE_MESSAGES.incorrectDimensions, body: incorrectDimensionsBody(kind, image.width, image.height) },
    };
  }
  return { ok: true, needsCrop: !(image.width === s.minWidth && image.height === s.minHeight) };
}

/** Whether width x height has the kind's aspect ratio, within a tolerance (default 1 %). */
export function hasImageAspect(kind: ImageKind, width: number, height: number, tolerance = 0.01): boolean {
  if (!(width > 0) || !(height > 0)) return false;
  const target = IMAGE_SPECS[kind].aspect;
  return Math.abs(width / height - target) / target <= tolerance;
}

export interface PercentCrop {
  unit: '%';
  x: number;
  y: number;
  width: number;
  height: number;
}
/**
 * The initial crop: 66.666 % of the image height at the kind's aspect, centred. When that crop would be wider
 * than the image, it takes the full width and the height follows from the aspect.
 */
export function defaultCrop(kind: ImageKind, imageWidth: number, imageHeight: number): PercentCrop {
  const aspect = IMAGE_SPECS[kind].aspect;
  let heightPx = (imageHeight * DEFAULT_CROP_HEIGHT_PERCENT) / 100;
  let widthPx = heightPx * aspect;
  if (widthPx > imageWidth) {
    widthPx = imageWidth;
    heightPx = widthPx / aspect;
  }
  const width = (widthPx / imageWidth) * 100;
  const height = (heightPx / imageHeight) * 100;
  return { unit: '%', x: (100 - width) / 2, y: (100 - height) / 2, width, height };
}

/** Save needs both images: the message for the first one missing, or null. */
export function missingImageMessage(images: { banner: boolean; poster: boolean }): string | null {
  if (!images.banner) return IMAGE_MESSAGES.bannerRequired;
  if (!images.poster) return IMAGE_MESSAGES.posterRequired;
  return null;
}
