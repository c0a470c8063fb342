import { useState } from 'react';
import { AD_PACKAGE_FROM_PAISE, IMAGE_MESSAGES, IMAGE_SPECS, RUPEE_SYMBOL, formatPaiseCompact, type ImageKind } from '@diy/domain';
import { Button } from '../Button';
import { MessageBanner } from '../MessageBanner';
import { Modal } from '../Modal';
import { bannerSamples, posterSamples } from './samples';
import { StyledGrid, StyledIntro, StyledNotes, StyledPromo, StyledPromoMark } from './GuideGallery.styles';

export interface GuideGalleryProps {
  kind: ImageKind;
  buttonLabel?: string;
  /** Shows the advertising promo (default true). */
  showPromo?: boolean;
}

/** The advertising promo line: 'Advertising packages start from ₹6,000'. */
export function adPackagePromo(): string {
  return `Advertising packages start from ${formatPaiseCompact(AD_PACKAGE_FROM_PAISE)}`;
}

/**
 * The GUIDE button of an image upload and the gallery it opens: nine sample images of the kind, the note that
 * name or banner changes go back for review, and the advertising promo.
 */
export function GuideGallery({ kind, buttonLabel = 'GUIDE', showPromo = true }: GuideGalleryProps) {
  const [open, setOpen] = useState(false);
  const spec = IMAGE_SPECS[kind];
  const samples = kind === 'banner' ? bannerSamples : posterSamples;
  return (
    <>
      <Button variant="ghost" size="sm" aria-haspopup="dialog" aria-label={`${buttonLabel}: sample ${spec.label.toLowerCase()} images`} onClick={() => setOpen(true)}>
        {buttonLabel}
      </Button>
      <Modal
        open={open}
        title={`${spec.label} guide`}
        onClose={() => setOpen(false)}
        minWidth={kind === 'banner' ? 760 : 560}
        footer={<Button onClick={() => setOpen(false)}>Got it</Button>}
      >
        <StyledIntro>
          Good {spec.label.toLowerCase()}s have one clear subject, a short bold title and text that stays readable on a phone. At least{' '}
          {spec.minWidth} x {spec.minHeight} px, {spec.aspectLabel}.
        </StyledIntro>
        <StyledGrid $poster={kind === 'poster'} aria-label={`Sample ${spec.label.toLowerCase()}s`}>
          {samples.map((sample) => (
            <li key={sample.src}>
              <img src={sample.src} alt={sample.alt} loading="lazy" width={kind === 'banner' ? 1280 : 500} height={kind === 'banner' ? 640 : 750} />
            </li>
          ))}
        </StyledGrid>
        <StyledNotes>
          <MessageBanner tone="info">{IMAGE_MESSAGES.reviewNote}</MessageBanner>
          {showPromo ? (
            <StyledPromo aria-label="Advertising">
              <StyledPromoMark aria-hidden="true">{RUPEE_SYMBOL}</StyledPromoMark>
              <p>
                <strong>{adPackagePromo()}</strong>. Reach more people with a featured listing.
              </p>
            </StyledPromo>
          ) : null}
        </StyledNotes>
      </Modal>
    </>
  );
}
