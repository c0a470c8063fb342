export { GuideGallery, adPackagePromo, type GuideGalleryProps } from './GuideGallery';
