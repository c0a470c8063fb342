import { pickRearMainCamera } from '@diy/domain';

export interface OpenCamera {
  stream: MediaStream;
  track: MediaStreamTrack;
  /** The camera has a torch the page may switch. */
  torch: boolean;
}

/** A picture sharp enough for a ticket's QR code at arm's length, from the back of the phone. */
const VIDEO: MediaTrackConstraints = { width: { ideal: 1280 }, height: { ideal: 720 }, facingMode: { ideal: 'environment' } };

export function stopStream(stream: MediaStream): void {
  for (const track of stream.getTracks()) track.stop();
}

function hasTorch(track: MediaStreamTrack): boolean {
  const caps = typeof track.getCapabilities === 'function' ? (track.getCapabilities() as MediaTrackCapabilities & { torch?: boolean }) : {};
  return caps.torch === true;
}

/**
 * Opens the rear main camera. The browser's choice for 'environment' comes first (it also grants access, after which
 * the camera labels are readable); when the labels show it opened another back lens (the ultra-wide some Samsung
 * phones open by default, which cannot focus close), the main one is opened instead.
 */
export async function openRearCamera(): Promise<OpenCamera> {
  let stream = await navigator.mediaDevices.getUserMedia({ video: VIDEO, audio: false });
  let [track] = stream.getVideoTracks();
  if (!track) throw new DOMException('No video track', 'NotFoundError');
  const devices = (await navigator.mediaDevices.enumerateDevices()).filter((d) => d.kind === 'videoinput');
  const main = pickRearMainCamera(devices.map((d) => ({ deviceId: d.deviceId, label: d.label })));
  if (main && main !== track.getSettings().deviceId) {
    stopStream(stream);
    stream = await navigator.mediaDevices.getUserMedia({ video: { ...VIDEO, facingMode: undefined, deviceId: { exact: main } }, audio: false });
    [track] = stream.getVideoTracks();
    if (!track) throw new DOMException('No video track', 'NotFoundError');
  }
  return { stream, track, torch: hasTorch(track) };
}

/** Switches the torch; false when the camera refused. */
export async function switchTorch(track: MediaStreamTrack, on: boolean): Promise<boolean> {
  try {
    await track.applyConstraints({ advanced: [{ torch: on } as MediaTrackConstraintSet] });
    return true;
  } catch {
    return false;
  }
}
