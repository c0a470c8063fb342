import { CAMERA_DECODE_MAX_SIDE_PX } from '@diy/domain';

/** Reads a QR code from the video's current picture: its text, or null. */
export type Decode = (video: HTMLVideoElement) => Promise<string | null>;

export interface Decoder {
  decode: Decode;
  /** Which reader: the browser's BarcodeDetector or the bundled decoder (loaded only when the camera opens). */
  kind: 'native' | 'jsqr';
}

interface DetectedBarcode {
  rawValue: string;
}
interface BarcodeDetectorLike {
  detect(source: CanvasImageSource): Promise<DetectedBarcode[]>;
}
interface BarcodeDetectorClass {
  new (options: { formats: string[] }): BarcodeDetectorLike;
  getSupportedFormats(): Promise<string[]>;
}

function nativeDetector(): BarcodeDetectorClass | null {
  const candidate = (globalThis as { BarcodeDetector?: BarcodeDetectorClass }).BarcodeDetector;
  return typeof candidate === 'function' ? candidate : null;
}

async function nativeDecoder(): Promise<Decoder | null> {
  const Detector = nativeDetector();
  if (!Detector) return null;
  try {
    if (!(await Detector.getSupportedFormats()).includes('qr_code')) return null;
    const detector = new Detector({ formats: ['qr_code'] });
    return { kind: 'native', decode: async (video) => (await detector.detect(video))[0]?.rawValue ?? null };
  } catch {
    return null;
  }
}

/** jsQR on a scaled-down copy of the picture (its longest side CAMERA_DECODE_MAX_SIDE_PX). */
async function jsqrDecoder(): Promise<Decoder> {
  const { default: jsQR } = await import('jsqr');
  const canvas = document.createElement('canvas');
  const context = canvas.getContext('2d', { willReadFrequently: true });
  return {
    kind: 'jsqr',
    decode: async (video) => {
      const { videoWidth: w, videoHeight: h } = video;
      if (!context || w === 0 || h === 0) return null;
      const scale = Math.min(1, CAMERA_DECODE_MAX_SIDE_PX / Math.max(w, h));
      const cw = Math.round(w * scale);
      const ch = Math.round(h * scale);
      if (canvas.width !== cw || canvas.height !== ch) {
        canvas.width = cw;
        canvas.height = ch;
      }
      context.drawImage(video, 0, 0, cw, ch);
      const image = context.getImageData(0, 0, cw, ch);
      return jsQR(image.data, cw, ch, { inversionAttempts: 'dontInvert' })?.data ?? null;
    },
  };
}

/** The browser's BarcodeDetector where it reads QR codes, otherwise the bundled decoder. */
export async function createDecoder(): Promise<Decoder> {
  return (await nativeDecoder()) ?? jsqrDecoder();
}
