import { AppRoutes, type NavItem } from '@diy/shell';
import { Spinner } from '@diy/ui';
import { Suspense, lazy, type ComponentType } from 'react';
import { Route } from 'react-router-dom';
import { AdminHomePage } from './pages/AdminHomePage';
import { STAFF_PATHS } from './staff-paths';

/** Each staff screen loads when first opened, so the login and home stay small. */
function lazyPage<K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K): ComponentType {
  const Page = lazy(async () => ({ default: (await load())[name] as ComponentType }));
  return function LazyPage() {
    return (
      <Suspense fallback={<Spinner size="lg" label="Loading" />}>
        <Page />
      </Suspense>
    );
  };
}

const OrganiserApprovalPage = lazyPage(() => import('./pages/organisers/OrganiserApprovalPage'), 'OrganiserApprovalPage');
const AllOrganisersPage = lazyPage(() => import('./pages/organisers/AllOrganisersPage'), 'AllOrganisersPage');
const EventReviewListPage = lazyPage(() => import('./pages/events/EventReviewListPage'), 'EventReviewListPage');
const EventReviewPage = lazyPage(() => import('./pages/events/EventReviewPage'), 'EventReviewPage');
const TicketTypeReviewPage = lazyPage(() => import('./pages/events/TicketTypeReviewPage'), 'TicketTypeReviewPage');
const UsersPage = lazyPage(() => import('./pages/users/UsersPage'), 'UsersPage');
const OnboardPage = lazyPage(() => import('./pages/users/OnboardPage'), 'OnboardPage');
const AuditLogPage = lazyPage(() => import('./pages/audit/AuditLogPage'), 'AuditLogPage');

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
