import { IMAGE_MESSAGES } from '@diy/domain';
import { describe, expect, it } from 'vitest';
import { imageOf, imagesBlocker, withImage } from './images-form';

const img = (url: string) => ({ caption: '', type: 'image' as const, url, width: 1280, height: 640 });

describe('images section', () => {
  it('needs the banner, then the poster', () => {
    const empty = { desktop: [], mobile: [], webListing: [] };
    expect(imagesBlocker(empty)).toBe(IMAGE_MESSAGES.bannerRequired);
    const banner = withImage(empty, 'banner', img('/b.jpeg'));
    expect(banner.mobile).toEqual([img('/b.jpeg')]);
    expect(imagesBlocker(banner)).toBe(IMAGE_MESSAGES.posterRequired);
    const both = withImage(banner, 'poster', img('/p.jpeg'));
    expect(imagesBlocker(both)).toBeNull();
    expect(imageOf(both, 'poster')?.url).toBe('/p.jpeg');
  });
});
