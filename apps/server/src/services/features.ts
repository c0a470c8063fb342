import { FEATURES, type IamGroup, type Role } from '@diy/domain';

type FeatureKey = keyof typeof FEATURES;

/** Which features each role unlocks (seed 001 section 6). */
const ROLE_FEATURES: Record<Role, readonly FeatureKey[]> = {
  organiser: ['events', 'offers', 'reports', 'scanEntry', 'scanExit', 'finance', 'boxOffice'],
  scanner: ['scanEntry', 'scanExit'],
  offer_manager: ['offers'],
  reviewer: ['organiserReview'],
  admin: ['organiserReview', 'accessManagement', 'offerCatalogue', 'payouts'],
  finance: ['payouts'],
};

/**
 * IAM groups that grant features without a role of their own (seed 001 section 6): DIY_REPORTS gives a user of an
 * organiser its reports, and nothing else.
 */
const GROUP_FEATURES: Partial<Record<IamGroup, readonly FeatureKey[]>> = {
  DIY_REPORTS: ['reports'],
  DIY_FINANCE: ['finance'],
  DIY_BOX_OFFICE: ['boxOffice'],
};

/** The feature keys a user may use, in FEATURES order, without duplicates. */
export function featuresForRoles(roles: readonly Role[]): string[] {
  return featuresFor(roles, []);
}

/** The feature keys of a user's roles and IAM groups (kept in the user secrets), in FEATURES order. */
export function featuresFor(roles: readonly Role[], groups: readonly string[]): string[] {
  const keys = new Set([...roles.flatMap((r) => ROLE_FEATURES[r] ?? []), ...groups.flatMap((g) => GROUP_FEATURES[g as IamGroup] ?? [])]);
  return (Object.keys(FEATURES) as FeatureKey[]).filter((k) => keys.has(k)).map((k) => FEATURES[k]);
}
