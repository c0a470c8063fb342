import { IMAGE_MAX_BYTES, IMAGE_OUTPUT_MIME, IMAGE_SPECS, defaultCrop, type ImageKind, type PercentCrop } from '@diy/domain';

/** Decodes a picked file far enough to know its pixel size. Rejects when it is not a readable image. */
export function loadImage(file: Blob): Promise<{ image: HTMLImageElement; url: string }> {
  return new Promise((resolve, reject) => {
    const url = URL.createObjectURL(file);
    const image = new Image();
    image.onload = () => resolve({ image, url });
    image.onerror = () => {
      URL.revokeObjectURL(url);
      reject(new Error('Unreadable image'));
    };
    image.src = url;
  });
}

/**
 * The crop the dialog opens with: the domain's default (66.666 % of the height at the kind's aspect, centred),
 * grown when needed so that it is never smaller than the kind's minimum size in the image's own pixels.
 */
export function initialCrop(kind: ImageKind, width: number, height: number): PercentCrop {
  const spec = IMAGE_SPECS[kind];
  const base = defaultCrop(kind, width, height);
  let h = Math.max((base.height / 100) * height, spec.minHeight);
  let w = h * spec.aspect;
  if (w > width) {
    w = width;
    h = w / spec.aspect;
  }
  if (h > height) {
    h = height;
    w = h * spec.aspect;
  }
  const pw = (w / width) * 100;
  const ph = (h / height) * 100;
  return { unit: '%', x: (100 - pw) / 2, y: (100 - ph) / 2, width: pw, height: ph };
}

/** Output size: the crop's own resolution, at least the minimum and at most twice it (banner 1280x640..2560x1280). */
export function outputSize(kind: ImageKind, cropWidthPx: number): { width: number; height: number } {
  const spec = IMAGE_SPECS[kind];
  const width = Math.round(Math.min(Math.max(cropWidthPx, spec.minWidth), spec.minWidth * 2));
  return { width, height: Math.round(width / spec.aspect) };
}

function toBlob(canvas: HTMLCanvasElement, quality: number): Promise<Blob> {
  return new Promise((resolve, reject) => {
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('Could not encode the image'))), IMAGE_OUTPUT_MIME, quality);
  });
}

/**
 * Draws the crop (percent of the image) at natural resolution onto a canvas of the output size and encodes it as
 * JPEG, lowering the quality step by step if needed to stay within the 1 MB upload limit.
 */
export async function renderCrop(
  kind: ImageKind,
  image: HTMLImageElement,
  crop: PercentCrop,
): Promise<{ blob: Blob; width: number; height: number }> {
  const sx = (crop.x / 100) * image.naturalWidth;
  const sy = (crop.y / 100) * image.naturalHeight;
  const sw = (crop.width / 100) * image.naturalWidth;
  const sh = (crop.height / 100) * image.naturalHeight;
  const { width, height } = outputSize(kind, sw);
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('Canvas is not available');
  context.imageSmoothingEnabled = true;
  context.imageSmoothingQuality = 'high';
  // JPEG has no transparency: a transparent PNG gets a white background, not black.
  context.fillStyle = 'white';
  context.fillRect(0, 0, width, height);
  context.drawImage(image, sx, sy, sw, sh, 0, 0, width, height);
  let blob = await toBlob(canvas, 0.9);
  for (const quality of [0.8, 0.7, 0.6, 0.5]) {
    if (blob.size <= IMAGE_MAX_BYTES) break;
    blob = await toBlob(canvas, quality);
  }
  return { blob, width, height };
}

/** The whole image as JPEG (for an image of exactly the minimum size, which skips cropping). */
export async function wholeImageAsJpeg(kind: ImageKind, image: HTMLImageElement, file: Blob): Promise<{ blob: Blob; width: number; height: number }> {
  if (file.type === IMAGE_OUTPUT_MIME) return { blob: file, width: image.naturalWidth, height: image.naturalHeight };
  return renderCrop(kind, image, { unit: '%', x: 0, y: 0, width: 100, height: 100 });
}
