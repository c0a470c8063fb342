import { missingImageMessage, type BannerImage, type BannerSection, type EventDraft, type ImageKind } from '@diy/domain';

export function bannerFromDraft(draft: Pick<EventDraft, 'banner'>): BannerSection {
  return { desktop: [...draft.banner.desktop], mobile: [...draft.banner.mobile], webListing: [...draft.banner.webListing] };
}

/** Puts an uploaded image in its place: the horizontal banner serves desktop and mobile, the poster the listing. */
export function withImage(banner: BannerSection, kind: ImageKind, image: BannerImage): BannerSection {
  return kind === 'banner' ? { ...banner, desktop: [image], mobile: [image] } : { ...banner, webListing: [image] };
}

export function imageOf(banner: BannerSection, kind: ImageKind): BannerImage | null {
  return (kind === 'banner' ? banner.desktop[0] : banner.webListing[0]) ?? null;
}

/** Save needs both images: 'Upload horizontal banner to proceed' or 'Upload vertical poster to proceed'. */
export function imagesBlocker(banner: BannerSection): string | null {
  return missingImageMessage({ banner: banner.desktop.length > 0, poster: banner.webListing.length > 0 });
}
