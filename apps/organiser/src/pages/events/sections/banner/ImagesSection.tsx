import { useUploadBannerMutation } from '@diy/api';
import { BANNER_UPLOAD_TYPE, IMAGE_MESSAGES, type BannerSection, type ImageKind } from '@diy/domain';
import { GuideGallery, ImageUpload, MessageBanner, adPackagePromo } from '@diy/ui';
import { useState } from 'react';
import { SectionFrame } from '../../shared/SectionFrame';
import { StyledPanel } from '../../shared/SectionFrame.styles';
import { useEventErrors } from '../../shared/use-event-errors';
import { useSaveSection } from '../../shared/use-save-section';
import { useSectionForm } from '../../shared/use-section-form';
import type { SectionProps } from '../section-props';
import { bannerFromDraft, imageOf, imagesBlocker, withImage } from './images-form';

const KINDS: readonly ImageKind[] = ['banner', 'poster'];
const UPLOAD_FAILED = 'The image was not uploaded. Please try again.';

/**
 * Add Images: the horizontal banner and the vertical poster, each cropped to its shape, uploaded as JPEG, with a
 * GUIDE gallery of samples. Save needs both.
 */
export default function ImagesSection({ draft, readOnly, reload }: SectionProps) {
  const { value, setValue, dirty, discard } = useSectionForm<BannerSection>(() => bannerFromDraft(draft));
  const { save, saving } = useSaveSection(draft, 'banner', reload);
  const [upload] = useUploadBannerMutation();
  const [uploading, setUploading] = useState<ImageKind | null>(null);
  const [failed, setFailed] = useState<ImageKind | null>(null);
  const onError = useEventErrors();
  const blocker = imagesBlocker(value);

  const onCropped = async (kind: ImageKind, blob: Blob) => {
    setUploading(kind);
    setFailed(null);
    try {
      const image = await upload({
        bannerType: BANNER_UPLOAD_TYPE[kind],
        file: blob,
        draftId: draft.draftId,
        eventCode: draft.eventCode,
        eventTitle: draft.eventInfo.eventTitle,
      }).unwrap();
      setValue((current) => withImage(current, kind, image));
    } catch (error) {
      setFailed(kind);
      onError(error, 'other');
      // The crop dialog stays open so the organiser can try again.
      throw error;
    } finally {
      setUploading(null);
    }
  };

  return (
    <SectionFrame
      draft={draft}
      slug="banner"
      title="Add Images"
      readOnly={readOnly}
      dirty={dirty}
      saving={saving}
      blocker={blocker}
      onSave={() => void save({ banner: value })}
      onDiscard={discard}
    >
      {!readOnly && <MessageBanner tone="info">{IMAGE_MESSAGES.reviewNote}</MessageBanner>}
      {KINDS.map((kind) => {
        const image = imageOf(value, kind);
        const missing = dirty && !image ? (kind === 'banner' ? IMAGE_MESSAGES.bannerRequired : IMAGE_MESSAGES.posterRequired) : undefined;
        return (
          <StyledPanel key={kind}>
            <ImageUpload
              kind={kind}
              imageUrl={image?.url ?? null}
              onCropped={(blob) => onCropped(kind, blob)}
              uploading={uploading === kind}
              readOnly={readOnly}
              error={failed === kind ? UPLOAD_FAILED : missing}
              guide={<GuideGallery kind={kind} />}
              headingLevel={2}
            />
          </StyledPanel>
        );
      })}
      <MessageBanner>{adPackagePromo()}. Reach more people with a featured listing.</MessageBanner>
    </SectionFrame>
  );
}
