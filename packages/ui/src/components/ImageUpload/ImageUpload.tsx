import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useDropzone, type FileRejection } from 'react-dropzone';
import ReactCrop, { type PercentCrop } from 'react-image-crop';
import 'react-image-crop/dist/ReactCrop.css';
import { IMAGE_ACCEPTED_MIME, IMAGE_MAX_BYTES, IMAGE_MESSAGES, IMAGE_SPECS, POPUP_OKAY, checkImage, type ImageKind, type ImagePopup } from '@diy/domain';
import { Button } from '../Button';
import { Modal } from '../Modal';
import { Popup } from '../Popup';
import { Spinner } from '../Spinner';
import { initialCrop, loadImage, renderCrop, wholeImageAsJpeg } from './image-processing';
import {
  StyledActions,
  StyledBusy,
  StyledCropArea,
  StyledCropNote,
  StyledDrop,
  StyledDropIcon,
  StyledError,
  StyledHeader,
  StyledRequirements,
  StyledTitle,
  StyledUpload,
} from './ImageUpload.styles';

export interface ImageUploadInfo {
  width: number;
  height: number;
}

export interface ImageUploadProps {
  kind: ImageKind;
  /** The stored image, or null. */
  imageUrl: string | null;
  /** The JPEG to upload (cropped, or the original at exactly the minimum size) with its pixel size. */
  onCropped: (file: Blob, info: ImageUploadInfo) => void | Promise<void>;
  uploading?: boolean;
  readOnly?: boolean;
  error?: string;
  /** Next to the title, e.g. <GuideGallery kind="banner" />. */
  guide?: ReactNode;
  /** Heading level of the title. */
  headingLevel?: 2 | 3 | 4;
}

const MEGABYTES = IMAGE_MAX_BYTES / (1024 * 1024);
const ACCEPT = Object.fromEntries(IMAGE_ACCEPTED_MIME.map((mime) => [mime, [] as string[]]));

interface CropSession {
  image: HTMLImageElement;
  url: string;
  crop: PercentCrop;
}

function UploadIcon() {
  return (
    <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true">
      <path d="M12 16V4m0 0-4.5 4.5M12 4l4.5 4.5" />
      <path d="M4 15v3a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2v-3" />
    </svg>
  );
}

/**
 * Horizontal banner or vertical poster upload. A picked or dropped file is checked with the domain's checkImage
 * (size first, then the minimum dimensions) and refused with its popup; an image of exactly the minimum size
 * skips cropping; any other opens 'Crop your image' with the kind's aspect locked, and the confirmed crop is
 * drawn at natural resolution and handed over as a JPEG.
 */
export function ImageUpload({ kind, imageUrl, onCropped, uploading = false, readOnly = false, error, guide, headingLevel = 3 }: ImageUploadProps) {
  const spec = IMAGE_SPECS[kind];
  const baseId = useId();
  const titleId = `${baseId}-title`;
  const requirementsId = `${baseId}-requirements`;
  const [popup, setPopup] = useState<ImagePopup | null>(null);
  const [session, setSession] = useState<CropSession | null>(null);
  const [busy, setBusy] = useState(false);
  const [displayScale, setDisplayScale] = useState(1);
  const sessionRef = useRef<CropSession | null>(null);
  sessionRef.current = session;

  useEffect(() => () => {
    if (sessionRef.current) URL.revokeObjectURL(sessionRef.current.url);
  }, []);

  const deliver = async (result: { blob: Blob; width: number; height: number }) => {
    await onCropped(result.blob, { width: result.width, height: result.height });
  };

  const onDrop = async (accepted: File[], rejected: FileRejection[]) => {
    const file = accepted[0] ?? rejected[0]?.file;
    if (!file) return;
    const mimeType = file.type || undefined;
    // Size first: a file over the limit is refused without decoding it.
    const early = checkImage(kind, { width: 0, height: 0, sizeBytes: file.size, mimeType });
    if (!early.ok && early.popup.title !== IMAGE_MESSAGES.incorrectDimensions) {
      setPopup(early.popup);
      return;
    }
    let loaded: { image: HTMLImageElement; url: string };
    try {
      loaded = await loadImage(file);
    } catch {
      // Not decodable: the domain's unsupported-type popup.
      const unreadable = checkImage(kind, { width: 0, height: 0, sizeBytes: 0, mimeType: 'application/octet-stream' });
      if (!unreadable.ok) setPopup(unreadable.popup);
      return;
    }
    const { image, url } = loaded;
    const check = checkImage(kind, { width: image.naturalWidth, height: image.naturalHeight, sizeBytes: file.size, mimeType });
    if (!check.ok) {
      URL.revokeObjectURL(url);
      setPopup(check.popup);
      return;
    }
    if (!check.needsCrop) {
      try {
        await deliver(await wholeImageAsJpeg(kind, image, file));
      } catch {
        // Reported by the page through `error`.
      } finally {
        URL.revokeObjectURL(url);
      }
      return;
    }
    setSession({ image, url, crop: initialCrop(kind, image.naturalWidth, image.naturalHeight) });
  };

  const { getRootProps, getInputProps, open, isDragActive } = useDropzone({
    onDrop: (accepted, rejected) => void onDrop(accepted, rejected),
    accept: ACCEPT,
    multiple: false,
    noClick: true,
    noKeyboard: true,
    disabled: readOnly || uploading,
  });

  const closeCrop = () => {
    if (session) URL.revokeObjectURL(session.url);
    setSession(null);
  };

  const confirmCrop = async () => {
    if (!session) return;
    setBusy(true);
    try {
      await deliver(await renderCrop(kind, session.image, session.crop));
      closeCrop();
    } catch {
      // The upload failed: the dialog stays open to try again, and the page reports the failure through `error`.
    } finally {
      setBusy(false);
    }
  };

  const Heading = `h${headingLevel}` as const;
  const requirements = `JPEG or PNG, up to ${MEGABYTES} MB, at least ${spec.minWidth} x ${spec.minHeight} px (${spec.aspectLabel})`;

  return (
    <StyledUpload role="group" aria-labelledby={titleId} aria-describedby={requirementsId}>
      <StyledHeader>
        <div>
          <StyledTitle as={Heading} id={titleId}>
            {spec.label}
          </StyledTitle>
          <StyledRequirements id={requirementsId}>{requirements}</StyledRequirements>
        </div>
        {guide}
      </StyledHeader>
      <StyledDrop
        {...getRootProps()}
        $aspect={spec.aspect}
        $poster={kind === 'poster'}
        $dragging={isDragActive}
        $invalid={Boolean(error)}
        $filled={Boolean(imageUrl)}
        data-testid={`${kind}-drop-zone`}
      >
        <input {...getInputProps({ disabled: readOnly || uploading })} aria-label={`${spec.label} file`} />
        {imageUrl ? (
          <img src={imageUrl} alt={`${spec.label} of the event`} />
        ) : (
          <>
            <StyledDropIcon>
              <UploadIcon />
            </StyledDropIcon>
            <span>{readOnly ? 'No image yet' : isDragActive ? 'Drop the image here' : 'Drag an image here or choose a file'}</span>
          </>
        )}
        {uploading || busy ? (
          <StyledBusy>
            <Spinner label={uploading ? 'Uploading image' : 'Preparing image'} />
          </StyledBusy>
        ) : null}
      </StyledDrop>
      {readOnly ? null : (
        <StyledActions>
          <Button variant="secondary" size="sm" onClick={open} disabled={uploading} aria-describedby={requirementsId}>
            {imageUrl ? `Replace ${spec.label.toLowerCase()}` : `Upload ${spec.label.toLowerCase()}`}
          </Button>
        </StyledActions>
      )}
      {error ? <StyledError role="alert">{error}</StyledError> : null}

      <Popup
        open={popup !== null}
        role="alertdialog"
        title={popup?.title ?? ''}
        dismissible={false}
        buttons={[{ label: POPUP_OKAY, onClick: () => setPopup(null), autoFocus: true }]}
      >
        {popup?.body}
      </Popup>

      <Modal
        open={session !== null}
        title={IMAGE_MESSAGES.cropTitle}
        onClose={closeCrop}
        minWidth={720}
        footer={
          <>
            <Button variant="secondary" onClick={closeCrop} disabled={busy}>
              Cancel
            </Button>
            <Button onClick={() => void confirmCrop()} loading={busy}>
              Crop and upload
            </Button>
          </>
        }
      >
        {session ? (
          <>
            <StyledCropArea>
              <ReactCrop
                crop={session.crop}
                aspect={spec.aspect}
                keepSelection
                ruleOfThirds
                minWidth={spec.minWidth * displayScale}
                minHeight={spec.minHeight * displayScale}
                onChange={(_, percent) => setSession((s) => (s ? { ...s, crop: percent } : s))}
              >
                <img
                  className="ReactCrop__image"
                  src={session.url}
                  alt={`${spec.label} to crop`}
                  onLoad={(e) => setDisplayScale(e.currentTarget.width / e.currentTarget.naturalWidth || 1)}
                />
              </ReactCrop>
            </StyledCropArea>
            <StyledCropNote>
              Drag the frame or its corners; arrow keys move it once it has focus. The frame keeps the {spec.aspectLabel} shape
              and never gets smaller than {spec.minWidth} x {spec.minHeight} px of your image.
            </StyledCropNote>
          </>
        ) : null}
      </Modal>
    </StyledUpload>
  );
}
