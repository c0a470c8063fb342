import { CAMERA_DECODE_INTERVAL_MS, CAMERA_MESSAGES, createRepeatFilter } from '@diy/domain';
import { Button } from '@diy/ui';
import { useEffect, useRef, useState } from 'react';
import { createDecoder } from './decoder';
import { openRearCamera, stopStream, switchTorch } from './open-camera';
import { StyledCamera, StyledControls, StyledError, StyledFrame, StyledStatus, StyledVideo, StyledViewport } from './CameraScanner.styles';

export interface CameraScannerProps {
  /** A code read from the camera (the same code again within 3 s is not passed on). */
  onCode: (code: string) => void;
  onClose: () => void;
}

function cameraProblem(error: unknown): string {
  const name = error instanceof DOMException || error instanceof Error ? error.name : '';
  if (name === 'NotAllowedError' || name === 'SecurityError') return CAMERA_MESSAGES.denied;
  if (name === 'NotFoundError' || name === 'OverconstrainedError') return CAMERA_MESSAGES.missing;
  return CAMERA_MESSAGES.failed;
}

/**
 * The camera on the scan desk: the rear main camera, read continuously (BarcodeDetector, or jsQR loaded now), each
 * new code passed on at once; the torch where the camera has one. Closing it (or leaving the page) stops the camera.
 */
export default function CameraScanner({ onCode, onClose }: CameraScannerProps) {
  const video = useRef<HTMLVideoElement>(null);
  const track = useRef<MediaStreamTrack | null>(null);
  const latest = useRef(onCode);
  latest.current = onCode;
  const [phase, setPhase] = useState<'starting' | 'scanning' | 'failed'>('starting');
  const [problem, setProblem] = useState<string | null>(null);
  const [torch, setTorch] = useState<{ supported: boolean; on: boolean }>({ supported: false, on: false });

  useEffect(() => {
    let stopped = false;
    let stream: MediaStream | null = null;
    let timer = 0;
    const fresh = createRepeatFilter();
    void (async () => {
      try {
        const [camera, decoder] = await Promise.all([openRearCamera(), createDecoder()]);
        if (stopped) {
          stopStream(camera.stream);
          return;
        }
        stream = camera.stream;
        track.current = camera.track;
        setTorch({ supported: camera.torch, on: false });
        const el = video.current;
        if (!el) return;
        el.srcObject = camera.stream;
        await el.play();
        if (stopped) return;
        setPhase('scanning');
        el.dataset.decoder = decoder.kind;
        // How many frames held a code and how many codes were passed on (the rest were repeats): journeys wait on
        // these instead of a clock.
        let reads = 0;
        let passed = 0;
        const tick = async () => {
          if (stopped) return;
          const code = await decoder.decode(el).catch(() => null);
          const text = code?.trim().toUpperCase();
          if (text && !stopped) {
            el.dataset.reads = String((reads += 1));
            if (fresh(text, performance.now())) {
              el.dataset.passed = String((passed += 1));
              latest.current(text);
            }
          }
          timer = window.setTimeout(() => void tick(), CAMERA_DECODE_INTERVAL_MS);
        };
        void tick();
      } catch (error) {
        if (stopped) return;
        setPhase('failed');
        setProblem(cameraProblem(error));
      }
    })();
    return () => {
      stopped = true;
      window.clearTimeout(timer);
      track.current = null;
      if (stream) stopStream(stream);
    };
  }, []);

  const toggleTorch = async () => {
    if (!track.current) return;
    const on = !torch.on;
    if (await switchTorch(track.current, on)) setTorch({ supported: true, on });
  };

  return (
    <StyledCamera>
      {phase !== 'failed' && (
        <StyledViewport>
          <StyledVideo ref={video} muted playsInline aria-label="Camera" />
          <StyledFrame />
        </StyledViewport>
      )}
      {phase === 'failed' ? (
        <StyledError role="alert">{problem}</StyledError>
      ) : (
        <StyledStatus role="status">{phase === 'starting' ? CAMERA_MESSAGES.starting : CAMERA_MESSAGES.scanning}</StyledStatus>
      )}
      <StyledControls>
        {torch.supported && (
          <Button variant="secondary" aria-pressed={torch.on} onClick={() => void toggleTorch()}>
            {torch.on ? CAMERA_MESSAGES.torchOff : CAMERA_MESSAGES.torchOn}
          </Button>
        )}
        <Button variant="secondary" onClick={onClose}>
          {CAMERA_MESSAGES.close}
        </Button>
      </StyledControls>
    </StyledCamera>
  );
}
