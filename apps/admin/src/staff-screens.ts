import { FEATURES } from '@diy/domain';
import { STAFF_PATHS } from './staff-paths';

/** A staff screen of the nav: its address, its label and the feature (GET /user/features) that opens it. */
export interface StaffScreen {
  path: string;
  label: string;
  feature: string;
  /** Who the screen is for, said to anyone else. */
  audience: string;
}

const REVIEWERS = 'reviewers';
const ADMINS = 'access-management admins';
const CATALOGUE_KEEPERS = 'staff who keep the offer catalogue';
const FINANCE = 'finance staff';

/**
 * The staff screens in nav order. The features list decides who sees and opens each (reviewers: organiser review;
 * admins: that and access management), as the server's role checks on the screens' calls do.
 */
export const STAFF_SCREENS: readonly StaffScreen[] = [
  { path: STAFF_PATHS.organiserApproval, label: 'Organiser approval', feature: FEATURES.organiserReview, audience: REVIEWERS },
  { path: STAFF_PATHS.allOrganisers, label: 'All organisers', feature: FEATURES.organiserReview, audience: REVIEWERS },
  { path: STAFF_PATHS.eventReview, label: 'Event review', feature: FEATURES.organiserReview, audience: REVIEWERS },
  { path: STAFF_PATHS.ticketTypes, label: 'Ticket types', feature: FEATURES.organiserReview, audience: REVIEWERS },
  { path: STAFF_PATHS.users, label: 'Users', feature: FEATURES.accessManagement, audience: ADMINS },
  { path: STAFF_PATHS.onboard, label: 'Onboard', feature: FEATURES.accessManagement, audience: ADMINS },
  { path: STAFF_PATHS.audit, label: 'Audit log', feature: FEATURES.accessManagement, audience: ADMINS },
  { path: STAFF_PATHS.offers, label: 'Offers', feature: FEATURES.offerCatalogue, audience: CATALOGUE_KEEPERS },
  { path: STAFF_PATHS.payouts, label: 'Payouts', feature: FEATURES.payouts, audience: FINANCE },
];

/** The screens a features list opens, in nav order. */
export function screensFor(features: readonly string[]): StaffScreen[] {
  return STAFF_SCREENS.filter((s) => features.includes(s.feature));
}

/** The screen an address belongs to (a review page under Event review belongs to it). */
export function screenOf(path: string): StaffScreen | undefined {
  return STAFF_SCREENS.find((s) => path === s.path || path.startsWith(`${s.path}/`));
}
