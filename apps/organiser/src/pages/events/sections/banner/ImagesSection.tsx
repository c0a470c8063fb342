import { useUploadBannerMutation } from '@diy/api';
import { BANNER_UPLOAD_TYPE, IMAGE_MESSAGES, IMAGE_SPECS, formatRupees, type BannerSection, type ImageKind } from '@diy/domain';
import { MessageBanner } from '@diy/ui';
import { GuideGallery, ImageUpload } from '../../shared/ui-pending';
import { useState } from 'react';
import { SectionFrame } from '../../shared/SectionFrame';
import { StyledMuted, StyledPanel, StyledPanelTitle } from '../../shared/SectionFrame.styles';
import { useEventErrors } from '../../shared/use-event-errors';
import { useSaveSection } from '../../shared/use-save-section';
import { useSectionForm } from '../../shared/use-section-form';
import type { SectionProps } from '../section-props';
import { bannerFromDraft, imageOf, imagesBlocker, withImage } from './images-form';

/** The advertising promo's starting price (seed 000 section 2). */
export const ADVERTISING_FROM_RUPEES = 6000;
export const ADVERTISING_PROMO = `Want more people to see your event? Advertising packages start from ${formatRupees(ADVERTISING_FROM_RUPEES)}.`;

const KINDS: readonly ImageKind[] = ['banner', 'poster'];
const HINTS: Record<ImageKind, string> = {
  banner: `At least ${IMAGE_SPECS.banner.minWidth} x ${IMAGE_SPECS.banner.minHeight} px, ${IMAGE_SPECS.banner.aspectLabel}, up to 1 MB. Shown at the top of the event page.`,
  poster: `At least ${IMAGE_SPECS.poster.minWidth} x ${IMAGE_SPECS.poster.minHeight} px, ${IMAGE_SPECS.poster.aspectLabel}, up to 1 MB. Shown in listings.`,
};

/**
 * Add Images: the horizontal banner and the vertical poster, each cropped to its shape, uploaded as JPEG, with a
 * GUIDE gallery of samples. Save needs both.
 */
export default function ImagesSection({ draft, readOnly, reload }: SectionProps) {
  const { value, setValue, dirty, discard } = useSectionForm<BannerSection>(() => bannerFromDraft(draft));
  const { save, saving } = useSaveSection(draft, 'banner', reload);
  const [upload] = useUploadBannerMutation();
  const [uploading, setUploading] = useState<ImageKind | null>(null);
  const onError = useEventErrors();
  const blocker = imagesBlocker(value);

  const onCropped = async (kind: ImageKind, blob: Blob) => {
    setUploading(kind);
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
      onError(error, 'other');
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
          <StyledPanel key={kind} aria-labelledby={`${kind}-heading`}>
            <div>
              <StyledPanelTitle id={`${kind}-heading`}>{IMAGE_SPECS[kind].label}</StyledPanelTitle>
              <StyledMuted>{HINTS[kind]}</StyledMuted>
            </div>
            <ImageUpload
              kind={kind}
              imageUrl={image?.url ?? null}
              onCropped={(blob: Blob) => void onCropped(kind, blob)}
              uploading={uploading === kind}
              readOnly={readOnly}
              error={missing}
            />
            <GuideGallery kind={kind} />
          </StyledPanel>
        );
      })}
      <MessageBanner>{ADVERTISING_PROMO}</MessageBanner>
    </SectionFrame>
  );
}
