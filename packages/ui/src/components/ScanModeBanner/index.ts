export { ScanModeBanner, type ScanModeBannerMode, type ScanModeBannerProps } from './ScanModeBanner';
