/**
 * Sample artwork for the GUIDE gallery, made for this project by generate.py (plain SVG shapes and gradients).
 * `new URL(..., import.meta.url)` lets Vite emit each file as an asset and load it only when the gallery opens.
 */
export interface GuideSample {
  src: string;
  alt: string;
}

export const bannerSamples: readonly GuideSample[] = [
  { src: new URL('./banner-01-concert.svg', import.meta.url).href, alt: 'Sample banner: Indie concert with stage lights over a crowd' },
  { src: new URL('./banner-02-comedy.svg', import.meta.url).href, alt: 'Sample banner: Stand-up comedy microphone in a spotlight' },
  { src: new URL('./banner-03-theatre.svg', import.meta.url).href, alt: 'Sample banner: Theatre curtains with comedy and tragedy masks' },
  { src: new URL('./banner-04-workshop.svg', import.meta.url).href, alt: 'Sample banner: Pottery workshop with a clay pot and a paintbrush' },
  { src: new URL('./banner-05-food.svg', import.meta.url).href, alt: 'Sample banner: Street food festival with steaming bowls' },
  { src: new URL('./banner-06-dance.svg', import.meta.url).href, alt: 'Sample banner: Garba dance night with dancers and confetti' },
  { src: new URL('./banner-07-dj.svg', import.meta.url).href, alt: 'Sample banner: DJ night with a glowing record and neon waves' },
  { src: new URL('./banner-08-art.svg', import.meta.url).href, alt: 'Sample banner: Art exhibition with framed paintings on a wall' },
  { src: new URL('./banner-09-outdoor.svg', import.meta.url).href, alt: 'Sample banner: Kite festival with kites over green hills' },
];

export const posterSamples: readonly GuideSample[] = [
  { src: new URL('./poster-01-concert.svg', import.meta.url).href, alt: 'Sample poster: Indie concert with stage lights over a crowd' },
  { src: new URL('./poster-02-comedy.svg', import.meta.url).href, alt: 'Sample poster: Stand-up comedy microphone in a spotlight' },
  { src: new URL('./poster-03-theatre.svg', import.meta.url).href, alt: 'Sample poster: Theatre curtains with comedy and tragedy masks' },
  { src: new URL('./poster-04-workshop.svg', import.meta.url).href, alt: 'Sample poster: Pottery workshop with a clay pot and a paintbrush' },
  { src: new URL('./poster-05-food.svg', import.meta.url).href, alt: 'Sample poster: Street food festival with steaming bowls' },
  { src: new URL('./poster-06-dance.svg', import.meta.url).href, alt: 'Sample poster: Garba dance night with dancers and confetti' },
  { src: new URL('./poster-07-dj.svg', import.meta.url).href, alt: 'Sample poster: DJ night with a glowing record and neon waves' },
  { src: new URL('./poster-08-art.svg', import.meta.url).href, alt: 'Sample poster: Art exhibition with framed paintings on a wall' },
  { src: new URL('./poster-09-outdoor.svg', import.meta.url).href, alt: 'Sample poster: Kite festival with kites over green hills' },
];
