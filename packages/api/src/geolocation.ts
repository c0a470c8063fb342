import { GEO_UNKNOWN } from '@diy/domain';

/**
 * Geolocation as the scanning state keeps it (seed 000 section 3): 'na' when unknown. Its own module, apart from the scan
 * endpoints, so the scanner's store (its first screen) does not bring the scan API with it.
 */
export interface ScanGeolocation {
  latitude: string;
  longitude: string;
  accuracy: string;
}
export const UNKNOWN_GEOLOCATION: ScanGeolocation = { latitude: GEO_UNKNOWN, longitude: GEO_UNKNOWN, accuracy: GEO_UNKNOWN };
