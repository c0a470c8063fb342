import { AppRoutes, lazyPage, type NavItem } from '@diy/shell';
import type { ComponentType } from 'react';
import { Route } from 'react-router-dom';
import { STAFF_PATHS } from './staff-paths';
import { STAFF_SCREENS, screenOf } from './staff-screens';

// Each staff screen, the home too, loads when first opened: the first screen is the login's alone.
const AdminHomePage = lazyPage(() => import('./pages/AdminHomePage'), 'AdminHomePage');
const ScreenGate = lazyPage(() => import('./pages/shared/ScreenGate'), 'ScreenGate');
const OrganiserApprovalPage = lazyPage(() => import('./pages/organisers/OrganiserApprovalPage'), 'OrganiserApprovalPage');
const AllOrganisersPage = lazyPage(() => import('./pages/organisers/AllOrganisersPage'), 'AllOrganisersPage');
const EventReviewListPage = lazyPage(() => import('./pages/events/EventReviewListPage'), 'EventReviewListPage');
const EventReviewPage = lazyPage(() => import('./pages/events/EventReviewPage'), 'EventReviewPage');
const TicketTypeReviewPage = lazyPage(() => import('./pages/events/TicketTypeReviewPage'), 'TicketTypeReviewPage');
const UsersPage = lazyPage(() => import('./pages/users/UsersPage'), 'UsersPage');
const OnboardPage = lazyPage(() => import('./pages/users/OnboardPage'), 'OnboardPage');
const AuditLogPage = lazyPage(() => import('./pages/audit/AuditLogPage'), 'AuditLogPage');
const OfferCataloguePage = lazyPage(() => import('./pages/offers/OfferCataloguePage'), 'OfferCataloguePage');
const PayoutQueuePage = lazyPage(() => import('./pages/payouts/PayoutQueuePage'), 'PayoutQueuePage');
const PayoutBatchPage = lazyPage(() => import('./pages/payouts/PayoutBatchPage'), 'PayoutBatchPage');

/** Only the screens the account's features open are offered. */
const NAV: NavItem[] = STAFF_SCREENS.map((s) => ({ to: s.path, label: s.label, feature: s.feature }));

const PAGES: [path: string, Page: ComponentType][] = [
  [STAFF_PATHS.organiserApproval, OrganiserApprovalPage],
  [STAFF_PATHS.allOrganisers, AllOrganisersPage],
  [STAFF_PATHS.eventReview, EventReviewListPage],
  [`${STAFF_PATHS.eventReview}/:draftId`, EventReviewPage],
  [STAFF_PATHS.ticketTypes, TicketTypeReviewPage],
  [STAFF_PATHS.users, UsersPage],
  [STAFF_PATHS.onboard, OnboardPage],
  [STAFF_PATHS.audit, AuditLogPage],
  [STAFF_PATHS.offers, OfferCataloguePage],
  [STAFF_PATHS.payouts, PayoutQueuePage],
  [`${STAFF_PATHS.payouts}/:batchId`, PayoutBatchPage],
];

/** The staff admin's routes: every screen behind the feature that opens it. */
export function App() {
  return (
    <AppRoutes appTitle="Staff Admin" homePath={STAFF_PATHS.home} requiredRoles={['reviewer', 'admin', 'finance']} otpLogin={false} nav={NAV}>
      <Route path={STAFF_PATHS.home} element={<AdminHomePage />} />
      {PAGES.map(([path, Page]) => (
        <Route
          key={path}
          path={path}
          element={
            <ScreenGate screen={screenOf(path)!}>
              <Page />
            </ScreenGate>
          }
        />
      ))}
    </AppRoutes>
  );
}
