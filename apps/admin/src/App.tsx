import { AppRoutes, type NavItem } from '@diy/shell';
import { Route } from 'react-router-dom';
import { AdminHomePage } from './pages/AdminHomePage';
import { AuditLogPage } from './pages/audit/AuditLogPage';
import { EventReviewListPage } from './pages/events/EventReviewListPage';
import { EventReviewPage } from './pages/events/EventReviewPage';
import { TicketTypeReviewPage } from './pages/events/TicketTypeReviewPage';
import { AllOrganisersPage } from './pages/organisers/AllOrganisersPage';
import { OrganiserApprovalPage } from './pages/organisers/OrganiserApprovalPage';
import { OnboardPage } from './pages/users/OnboardPage';
import { UsersPage } from './pages/users/UsersPage';
import { STAFF_PATHS } from './staff-paths';

const NAV: NavItem[] = [
  { to: STAFF_PATHS.organiserApproval, label: 'Organiser approval' },
  { to: STAFF_PATHS.allOrganisers, label: 'All organisers' },
  { to: STAFF_PATHS.eventReview, label: 'Event review' },
  { to: STAFF_PATHS.ticketTypes, label: 'Ticket types' },
  { to: STAFF_PATHS.users, label: 'Users' },
  { to: STAFF_PATHS.onboard, label: 'Onboard' },
  { to: STAFF_PATHS.audit, label: 'Audit log' },
];

/** The staff admin's routes. */
export function App() {
  return (
    <AppRoutes appTitle="Staff Admin" homePath={STAFF_PATHS.home} requiredRoles={['reviewer', 'admin']} otpLogin={false} nav={NAV}>
      <Route path={STAFF_PATHS.home} element={<AdminHomePage />} />
      <Route path={STAFF_PATHS.organiserApproval} element={<OrganiserApprovalPage />} />
      <Route path={STAFF_PATHS.allOrganisers} element={<AllOrganisersPage />} />
      <Route path={STAFF_PATHS.eventReview} element={<EventReviewListPage />} />
      <Route path={`${STAFF_PATHS.eventReview}/:draftId`} element={<EventReviewPage />} />
      <Route path={STAFF_PATHS.ticketTypes} element={<TicketTypeReviewPage />} />
      <Route path={STAFF_PATHS.users} element={<UsersPage />} />
      <Route path={STAFF_PATHS.onboard} element={<OnboardPage />} />
      <Route path={STAFF_PATHS.audit} element={<AuditLogPage />} />
    </AppRoutes>
  );
}
