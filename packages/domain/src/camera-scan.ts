/** Camera scanning at the gate (issue 21): the same code read again within this time is ignored. */
export const CAMERA_REPEAT_IGNORE_MS = 3_000;
/** How often the camera's picture is searched for a code when the browser has no BarcodeDetector. */
export const CAMERA_DECODE_INTERVAL_MS = 150;
/** The longest side of the picture the fallback decoder reads (smaller is faster; a ticket's QR stays readable). */
export const CAMERA_DECODE_MAX_SIDE_PX = 720;

export interface CameraChoice {
  deviceId: string;
  label: string;
}

const BACK = /\b(back|rear|environment)\b/i;
/** Lenses that cannot focus close (ultra-wide, 0.5x), or are not for pictures at all. */
const NOT_MAIN = /ultra|wide|tele|macro|depth|infrared|\bir\b|0[.,]5x?/i;
const ANDROID_INDEX = /camera2?\s*(\d+)/i;

/**
 * The rear main camera among a phone's cameras (labels as the browser gives them once camera access is granted):
 * a back camera that is not ultra-wide, telephoto, macro or depth; of those the lowest Android camera index ("camera2 0,
 * facing back" is the main one on Samsung phones, which may open the ultra-wide by default). Null when no label says
 * back (a laptop): the camera the browser chose stays.
 */
export function pickRearMainCamera(devices: readonly CameraChoice[]): string | null {
  const backs = devices.filter((d) => BACK.test(d.label));
  if (backs.length === 0) return null;
  const main = backs.filter((d) => !NOT_MAIN.test(d.label));
  const pool = main.length > 0 ? main : backs;
  const index = (d: CameraChoice) => Number(ANDROID_INDEX.exec(d.label)?.[1] ?? Number.MAX_SAFE_INTEGER);
  return [...pool].sort((a, b) => index(a) - index(b))[0]?.deviceId ?? null;
}

/**
 * Drops a code read again within CAMERA_REPEAT_IGNORE_MS of its last reading (the camera sees the same ticket for many
 * frames); another code passes at once. Returns the codes to act on.
 */
export function createRepeatFilter(ignoreMs: number = CAMERA_REPEAT_IGNORE_MS) {
  const lastSeen = new Map<string, number>();
  return (code: string, now: number): boolean => {
    const last = lastSeen.get(code);
    lastSeen.set(code, now);
    for (const [k, t] of lastSeen) if (now - t > ignoreMs) lastSeen.delete(k);
    return last === undefined || now - last > ignoreMs;
  };
}

/** What the scan desk says when the camera cannot start (the barcode field keeps working beside it). */
export const CAMERA_MESSAGES = {
  open: 'Scan with camera',
  close: 'Close camera',
  torchOn: 'Torch on',
  torchOff: 'Torch off',
  starting: 'Starting the camera…',
  scanning: 'Hold the ticket’s QR code inside the frame.',
  denied: 'Camera access is blocked. Allow the camera for this site in the browser’s settings, or use the barcode field.',
  missing: 'No camera found on this device. Use the barcode field.',
  failed: 'The camera could not start. Close other apps using it and try again, or use the barcode field.',
} as const;
