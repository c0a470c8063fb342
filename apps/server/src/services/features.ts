import { FEATURES, type Role } from '@diy/domain';

type FeatureKey = keyof typeof FEATURES;

/** Which features each role unlocks (seed 001 section 6). */
const ROLE_FEATURES: Record<Role, readonly FeatureKey[]> = {
  organiser: ['events', 'offers', 'reports', 'scanEntry', 'scanExit'],
  scanner: ['scanEntry', 'scanExit'],
  offer_manager: ['offers'],
  reviewer: ['organiserReview'],
  admin: ['organiserReview', 'accessManagement'],
};

/** The feature keys a user may use, in FEATURES order, without duplicates. */
export function featuresForRoles(roles: readonly Role[]): string[] {
  const keys = new Set(roles.flatMap((r) => ROLE_FEATURES[r] ?? []));
  return (Object.keys(FEATURES) as FeatureKey[]).filter((k) => keys.has(k)).map((k) => FEATURES[k]);
}
